// Starts the built site for the browser journeys: loads the sample content into the fresh
// E2E_DATA_DIR, creates one account per role with random passwords (written to accounts.json
// in that folder for the tests to read), then runs the server as `npm start` does.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set');

const { openDatabase } = await import(path.join(root, 'server/dist/db/client.js'));
const { loadSampleContent, writeSampleArt } = await import(
  path.join(root, 'server/dist/sample/load-sample.js')
);
const { createUser } = await import(
  path.join(root, 'server/dist/modules/accounts/accounts.service.js')
);
const { addSamplePhotosFor } = await import(path.join(root, 'server/dist/bootstrap.js'));
const { loadConfig } = await import(path.join(root, 'server/dist/config.js'));

const accounts = {
  branch: { role: 'BRANCH_ADMIN', org: null },
  society: { role: 'SOCIETY_ADMIN', org: 'computer-society' },
  otherSociety: { role: 'SOCIETY_ADMIN', org: 'power-energy-society' },
  council: { role: 'COUNCIL_ADMIN', org: 'sensors-council' },
};

const database = await openDatabase({ engine: 'pglite', dataDir });
try {
  const now = new Date();
  await loadSampleContent(database.db, now.toISOString().slice(0, 10), now);
  writeSampleArt(path.join(dataDir, 'media'));
  // The landing page's pictures as uploads, as `npm start` makes them.
  await addSamplePhotosFor(loadConfig(), database.db);
  for (const [key, account] of Object.entries(accounts)) {
    account.email = `${key.toLowerCase()}@e2e.example.edu`;
    account.password = randomBytes(12).toString('base64url');
    await createUser(database.db, {
      email: account.email,
      name: `E2E ${key}`,
      password: account.password,
      role: account.role,
      organisation: account.org,
    });
  }
} finally {
  await database.close();
}
fs.writeFileSync(path.join(dataDir, 'accounts.json'), JSON.stringify(accounts, null, 2));

await import(path.join(root, 'server/dist/server.js'));
