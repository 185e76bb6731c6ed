import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, JOURNEY_CHROMIUM_PATH } from '../scripts/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3123);
// One fresh data folder for the run; workers inherit it from the main process.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'chapterhouse-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // Limits against a hang, not measures of speed (`npm run bench` measures): a machine of this
  // kind once ran the whole suite at a third of its usual speed, and journeys that take 15 s
  // took over 30 s beside the other suites. A journey that passes ends when it is done.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // On a developer's machine a failed journey keeps its trace (every action with the page's
    // DOM before and after), without the screencast, whose frames cost a quarter of the
    // journeys' CPU. CI records none: a run's traces stay on the machine that ran it, where
    // nobody opens them, and recording them for every journey that passes cost 15% of the
    // journeys' CPU (528 s of CPU with them, 455 s without). The failure's message and step
    // still print; `npx playwright test --trace on <file>` records one where it can be read.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: JOURNEY_CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // Each role signs in once; the journeys reuse those sessions (accounts.ts, `logIn`).
    { name: 'sessions', testMatch: /sessions[.]setup[.]ts$/, teardown: 'alone' },
    {
      name: 'journeys',
      testMatch: /[.]spec[.]ts$/,
      testIgnore: /[.]alone[.]spec[.]ts$/,
      dependencies: ['sessions'],
    },
    // Journeys whose checks any other journey's write would upset (the page cache, emptied by
    // every officer's write): once all the others are done (the sessions' teardown, so they run
    // even when a journey failed, and with any one file chosen on the command line).
    { name: 'alone', testMatch: /[.]alone[.]spec[.]ts$/ },
  ],
  // One folder per port: runs of several checkouts side by side must not wipe each other's.
  outputDir: path.join(os.tmpdir(), `chapterhouse-e2e-results-${port}`),
  webServer: {
    // The built site, as `npm start` runs it (npm test builds first), with one account per role.
    command: 'node e2e/start-server.mjs',
    cwd: root,
    url: `http://127.0.0.1:${port}/api/societies`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // The feedback journey waits for the job that mails attendees after an event ends.
      FEEDBACK_REQUESTS_EVERY_SECONDS: '3',
      // The online event's journey waits for the mail of its join link.
      JOIN_LINKS_EVERY_SECONDS: '3',
      // Journeys that register people through the API each come from an address of their own
      // (`asAnotherVisitor`), not all from 127.0.0.1 sharing one registration limit.
      TRUST_PROXY: 'true',
    },
  },
});
