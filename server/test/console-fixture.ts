import type { OrganisationSummary } from '@chapterhouse/shared';
import { count } from 'drizzle-orm';
import type { faqEntries, organisations, users } from '../src/db/schema/index.js';
import { type ApiAs, apiAs, signedInAs, type TestAccount } from './accounts.js';
import { createTestApp, firstOrganisation, type TestApp } from './test-app.js';

/** The branch console, its branch admin, and a society with an admin of its own. */
export interface ConsoleApp extends TestApp {
  branchAdmin: TestAccount;
  society: OrganisationSummary;
  /** Requests as `branchAdmin` unless told otherwise. */
  api: ApiAs;
  /** How many rows the whole table holds. */
  rowsOf(table: typeof organisations | typeof users | typeof faqEntries): Promise<number>;
}

/** A fresh app and database of its own, with the branch console's accounts signed in. */
export async function openConsoleApp(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<ConsoleApp> {
  const t = await createTestApp(options);
  const society = await firstOrganisation(t, 'societies');
  const branchAdmin = await signedInAs(t, 'BRANCH_ADMIN');
  // As before the split: the accounts list holds a society admin from the start.
  await signedInAs(t, 'SOCIETY_ADMIN', society.slug);
  return {
    ...t,
    branchAdmin,
    society,
    api: apiAs(t, branchAdmin),
    rowsOf: async (table) => (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0,
  };
}
