import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.js';
import { loadSampleContent } from '../sample/load-sample.js';
import { openDatabase } from './client.js';
import { DataDirLockedError } from './lock.js';
import { organisations } from './schema/index.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapterhouse-db-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded database in DATA_DIR', () => {
  it('keeps its data across a restart and refuses a second opener meanwhile', async () => {
    const first = await openDatabase({ engine: 'pglite', dataDir });
    await loadSampleContent(first.db, '2026-06-15', new Date('2026-06-15T10:00:00Z'));
    await expect(openDatabase({ engine: 'pglite', dataDir })).rejects.toThrow(DataDirLockedError);
    await first.close();

    const again = await openDatabase({ engine: 'pglite', dataDir });
    try {
      const rows = await again.db.select({ kind: organisations.kind }).from(organisations);
      expect(rows.filter((row) => row.kind === 'society')).toHaveLength(20);
      expect(rows.filter((row) => row.kind === 'council')).toHaveLength(8);
    } finally {
      await again.close();
    }
  });
});

describe('the embedded database under load', () => {
  it('lets what arrived meanwhile run between the statements of a transaction', async () => {
    const { db, close } = await openTestDatabase({ migrate: false });
    try {
      const order: string[] = [];
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // A page request that arrived while the first statement ran: it is answered before the
        // transaction goes on, not after its last statement.
        setImmediate(() => order.push('request answered'));
        await tx.execute(sql`select 2`);
        order.push('second statement done');
        await tx.execute(sql`select 3`);
      });
      expect(order).toEqual(['request answered', 'second statement done']);
    } finally {
      await close();
    }
  });
});
