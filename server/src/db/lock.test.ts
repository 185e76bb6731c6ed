import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.js';

const folders: string[] = [];
function newFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'chapterhouse-lock-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a folder another live process holds, naming it', async () => {
    const folder = newFolder();
    // Another process: a child that sleeps while "holding" the folder.
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      fs.writeFileSync(path.join(folder, 'chapterhouse.lock'), String(child.pid));
      expect(() => lockDataDir(folder)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(folder)).toThrow(`pid ${child.pid}`);
    } finally {
      child.kill();
    }
  });

  it('takes over a lock left by a process that died', async () => {
    const folder = newFolder();
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => child.on('exit', resolve));
    fs.writeFileSync(path.join(folder, 'chapterhouse.lock'), String(child.pid));
    const release = lockDataDir(folder);
    expect(fs.readFileSync(path.join(folder, 'chapterhouse.lock'), 'utf8')).toBe(
      String(process.pid),
    );
    release();
    expect(fs.existsSync(path.join(folder, 'chapterhouse.lock'))).toBe(false);
  });

  it('refuses a second taker within the same process', () => {
    const folder = newFolder();
    const release = lockDataDir(folder);
    expect(() => lockDataDir(folder)).toThrow(DataDirLockedError);
    release();
  });

  it("takes over a stale lock that carries this process's own pid (containers reuse pid 1)", () => {
    const folder = newFolder();
    fs.writeFileSync(path.join(folder, 'chapterhouse.lock'), String(process.pid));
    lockDataDir(folder)();
  });

  it('can be taken again after release', () => {
    const folder = newFolder();
    lockDataDir(folder)();
    const release = lockDataDir(folder);
    release();
  });
});
