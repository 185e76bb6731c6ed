import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `npm run cli` with a DATABASE_URL nothing answers at: one line naming the host and the reason,
// without the password, and exit code 1. The same on either engine (no database is reached).

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('the CLI with an unreachable DATABASE_URL', { timeout: 60_000 }, () => {
  it('says which host and why, and exits 1', async () => {
    const port = await closedPort();
    const child = spawn(
      process.execPath,
      // Compiled, as `npm run cli` runs it (test/built-server-setup.ts).
      ['dist/cli/index.js', 'users:list'],
      {
        cwd: serverDir,
        env: {
          ...process.env,
          DATABASE_URL: `postgres://chapterhouse:s3cret-pw@127.0.0.1:${port}/chapterhouse`,
          DATA_DIR: os.tmpdir(),
          NODE_ENV: 'production',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    expect(stderr.trim()).toBe(
      `Cannot reach the database at 127.0.0.1:${port}: connection refused`,
    );
    expect(stderr).not.toContain('s3cret-pw');
    expect(code).toBe(1);
  });
});
