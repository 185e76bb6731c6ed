import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { serverSecrets } from '../db/schema/index.js';

/** Each database's secrets as this process read them: they never change once made. */
const known = new WeakMap<Database, Map<string, Promise<Buffer>>>();

/**
 * The secret called `name` (256 random bits), the same for every server on this database: the
 * first to ask makes it, any other server that raced it reads the winner's. Read once per
 * process; a failed read is not kept.
 */
export function serverSecret(db: Database, name: string): Promise<Buffer> {
  let secrets = known.get(db);
  if (!secrets) {
    secrets = new Map();
    known.set(db, secrets);
  }
  const cached = secrets.get(name);
  if (cached) return cached;
  const reading = readOrMake(db, name);
  secrets.set(name, reading);
  reading.catch(() => secrets.delete(name));
  return reading;
}

async function readOrMake(db: Database, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`The server secret ${name} vanished`);
  return Buffer.from(row.value, 'base64url');
}
