import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('a second server on the same DATA_DIR refuses with a clear message', () => {
  // The suite's server holds E2E_DATA_DIR (playwright.config.ts).
  const second = spawnSync(process.execPath, ['server/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: '3124', HOST: '127.0.0.1', DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(second.status).toBe(1);
  expect(second.stderr).toContain('is in use by another Chapterhouse process');
});

test('a bad setting stops the server with a message naming it', () => {
  const result = spawnSync(process.execPath, ['server/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: '3125', SITE_TIMEZONE: 'Mars/Olympus' },
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('SITE_TIMEZONE="Mars/Olympus": must be an IANA time zone name');
});
