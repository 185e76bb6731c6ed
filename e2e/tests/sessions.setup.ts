import fs from 'node:fs';
import { test as setup } from '@playwright/test';
import {
  type AccountRole,
  accounts,
  logInThroughForm,
  sampleEventsFile,
  sessionFile,
} from './accounts';

// Each role of accounts.json signs in once, through the login form as a person would, and its
// browser storage (the session token lives in localStorage, decision 005) is kept for the
// journeys that are not about signing in: they start signed in (`logIn` in accounts.ts).
// The sign-in journeys themselves (auth.spec.ts) keep using the form.
for (const role of [
  'branch',
  'society',
  'otherSociety',
  'council',
] as const satisfies AccountRole[]) {
  setup(`${role} signs in once for the journeys`, async ({ page }) => {
    await logInThroughForm(page, accounts()[role]);
    await page.context().storageState({ path: sessionFile(role) });
  });
}

// Before any journey adds an event of its own (`sampleEventIds` in accounts.ts).
setup("the sample's upcoming events are noted", async ({ request }) => {
  const response = await request.get('/api/events?status=upcoming&limit=100');
  const { items } = (await response.json()) as { items: { id: number }[] };
  fs.writeFileSync(sampleEventsFile(), JSON.stringify(items.map((event) => event.id)));
});
