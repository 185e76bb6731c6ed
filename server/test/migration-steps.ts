// Helpers of the tests that check a migration carries existing rows over, and of the jobs' tests
// that only count the mail a run queues.
import { expect } from 'vitest';
import { applyMigrations, codeMigrations } from '../src/backup/database-tables.js';
import type { Database } from '../src/db/client.js';
import type { MailOutbox, OutgoingMail } from '../src/lib/service-context.js';

/**
 * Migrates an unmigrated database up to the migration whose SQL creates `table`, and hands back
 * the step that applies it and every later one: the test writes rows as the older schema held
 * them in between.
 */
export async function migrateUpTo(
  db: Database,
  table: string,
): Promise<{ applyTheRest(): Promise<void> }> {
  const migrations = codeMigrations();
  const at = migrations.findIndex((migration) =>
    migration.sql.some((statement) => statement.includes(`CREATE TABLE "${table}"`)),
  );
  expect(at, `no migration creates ${table}`).toBeGreaterThan(0);
  const apply = (steps: typeof migrations) =>
    db.transaction(async (transaction) => {
      await applyMigrations(transaction as unknown as Database, steps);
    });
  await apply(migrations.slice(0, at));
  return { applyTheRest: () => apply(migrations.slice(at)) };
}

/** An outbox that only keeps what it is given. */
export function countingOutbox(): MailOutbox & { mails: OutgoingMail[] } {
  const mails: OutgoingMail[] = [];
  return {
    mails,
    configured: false,
    maxPerMinute: 60,
    queue: async (_db, mail) => {
      const added = Array.isArray(mail) ? mail : [mail as OutgoingMail];
      mails.push(...added);
      return added.map((_, index) => mails.length - added.length + index + 1);
    },
    retry: async () => false,
  };
}
