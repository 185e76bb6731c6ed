import type { OrganisationSummary } from '@chapterhouse/shared';
import { count, eq } from 'drizzle-orm';
import type { achievements, events, galleryItems, slateMembers } from '../src/db/schema/index.js';
import { type ApiAs, apiAs, signedInAs, type TestAccount } from './accounts.js';
import { createTestApp, firstOrganisation, type TestApp } from './test-app.js';

/** A society's dashboard, its officer, and a council officer who must not reach it. */
export interface DashboardApp extends TestApp {
  society: OrganisationSummary;
  council: OrganisationSummary;
  /** SOCIETY_ADMIN of `society`: the account `api` uses unless told otherwise. */
  officer: TestAccount;
  /** COUNCIL_ADMIN of `council`: signed in whether or not a file uses it, as before the split. */
  councilOfficer: TestAccount;
  /** The society's dashboard API. */
  base: string;
  api: ApiAs;
  /** How many rows of the table belong to `society`. */
  rows(
    table: typeof slateMembers | typeof events | typeof achievements | typeof galleryItems,
  ): Promise<number>;
}

/** A fresh app and database of its own, with the society dashboard's accounts signed in. */
export async function openDashboardApp(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<DashboardApp> {
  const t = await createTestApp(options);
  const society = await firstOrganisation(t, 'societies');
  const council = await firstOrganisation(t, 'councils');
  const officer = await signedInAs(t, 'SOCIETY_ADMIN', society.slug);
  const councilOfficer = await signedInAs(t, 'COUNCIL_ADMIN', council.slug);
  return {
    ...t,
    society,
    council,
    officer,
    councilOfficer,
    base: `/api/society-dashboard/society/${society.id}`,
    api: apiAs(t, officer),
    rows: async (table) => {
      const [row] = await t.database.db
        .select({ n: count() })
        .from(table)
        .where(eq(table.organisationId, society.id));
      return row?.n ?? 0;
    },
  };
}
