import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
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

/**
 * Runs CLI commands against a DATA_DIR of their own (an empty database: the CLI migrates it but
 * loads no sample content), removed afterwards.
 */
function withCommandLine(work: (cli: (...args: string[]) => string) => void): void {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapterhouse-cli-'));
  const cli = (...args: string[]) => {
    const result = spawnSync(process.execPath, ['server/dist/cli/index.js', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: 'https://ieee.example.edu' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.stderr, args.join(' ')).not.toContain('Error');
    expect(result.status, `${args.join(' ')}\n${result.stderr}`).toBe(0);
    return result.stdout;
  };
  try {
    work(cli);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// Each command starts the embedded database afresh (about a second, several on a new DATA_DIR),
// so the operator's tasks are two journeys that can run side by side.
test('an operator adds a society and archives it from the command line', () => {
  withCommandLine((cli) => {
    expect(cli('orgs:create', '--kind', 'society', '--name', 'Photonics Society')).toContain(
      'at /societies/photonics-society',
    );
    expect(cli('orgs:archive', 'photonics-society')).toContain('Photonics Society is archived.');
    expect(cli('orgs:list')).toMatch(/photonics-society\s+Photonics Society {2}\(archived\)/);
  });
});

test("an operator invites a society's admin from the command line", () => {
  withCommandLine((cli) => {
    expect(cli('orgs:create', '--kind', 'society', '--name', 'Photonics Society')).toContain(
      'at /societies/photonics-society',
    );
    const invited = cli(
      'users:invite',
      '--email',
      'chair@example.edu',
      '--name',
      'Photonics Chair',
      '--role',
      'SOCIETY_ADMIN',
      '--org',
      'photonics-society',
    );
    expect(invited).toMatch(/https:\/\/ieee\.example\.edu\/invite\/[A-Za-z0-9_-]{43}/);
    expect(cli('users:list')).toMatch(/chair@example\.edu .*photonics-society.*INVITED/);
  });
});
