import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
