import type { OrganisationRef } from '@chapterhouse/shared';
import { asc, eq, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { organisations } from '../db/schema/index.js';
import { notFound } from './http-errors.js';

/** Columns that name an organisation on an item listed across organisations. */
export const organisationRefColumns = {
  id: organisations.id,
  slug: organisations.slug,
  name: organisations.name,
  kind: organisations.kind,
};

/** Numeric id or slug, as in `/societies/12` and `/societies/computer-society`. */
export function matchesIdOrSlug(idOrSlug: string): SQL {
  const byId = /^\d+$/.test(idOrSlug) ? Number(idOrSlug) : undefined;
  if (byId !== undefined && byId <= 2_147_483_647) {
    return or(eq(organisations.id, byId), eq(organisations.slug, idOrSlug)) as SQL;
  }
  return eq(organisations.slug, idOrSlug.toLowerCase());
}

// ---- The branch's own record (its landing page, its slate, the name mail is signed with) ----

/** The branch's record, or undefined before there is one (an empty database). */
export async function findBranchRow(db: Database) {
  const [row] = await db
    .select()
    .from(organisations)
    .where(eq(organisations.kind, 'branch'))
    .orderBy(asc(organisations.id))
    .limit(1);
  return row;
}

export async function branchRow(db: Database) {
  const row = await findBranchRow(db);
  if (!row) throw notFound('The branch record is missing: load the sample content or create it.');
  return row;
}

/** The branch's name and contact address, as mail names and sends them. */
export async function branchIdentity(
  db: Database,
): Promise<{ name: string; email: string | null }> {
  const [row] = await db
    .select({ name: organisations.name, email: organisations.email })
    .from(organisations)
    .where(eq(organisations.kind, 'branch'))
    .orderBy(asc(organisations.id))
    .limit(1);
  return { name: row?.name ?? 'IEEE Student Branch', email: row?.email ?? null };
}

/** The branch as an organisation reference, for its slate (the same items as any dashboard's). */
export async function branchOrganisation(db: Database): Promise<OrganisationRef> {
  const row = await branchRow(db);
  return { id: row.id, slug: row.slug, name: row.name, kind: row.kind };
}
