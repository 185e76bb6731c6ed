import type {
  DashboardMember,
  memberInputSchema,
  OrganisationKind,
  OrganisationRef,
  Page,
  PaginationQuery,
  SlateMember,
} from '@chapterhouse/shared';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { slateMembers } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-errors.js';
import { readPage } from '../../lib/page.js';
import {
  type PublicationColumns,
  publicationColumns,
  publicationStateOf,
} from '../../lib/publication.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { updateItem } from '../../lib/versioned-items.js';
import { requirePlaceable } from '../media/media-usage.js';
import { visibleSlateMembers, visibleSlateMembersOf } from './members.visibility.js';

type Versioned<T> = T & { version: number };

/** A slate member's own columns, as the public pages and the dashboards read them. */
export const slateMemberFields = {
  id: slateMembers.id,
  name: slateMembers.name,
  role: slateMembers.role,
  photo: slateMembers.photo,
  email: slateMembers.email,
  phone: slateMembers.phone,
  linkedin: slateMembers.linkedin,
  bio: slateMembers.bio,
};

/** One organisation's slate in its display order, as visitors see it (empty when archived). */
export function selectSlate(db: Database, organisationId: number): Promise<SlateMember[]> {
  return db
    .select(slateMemberFields)
    .from(slateMembers)
    .where(and(eq(slateMembers.organisationId, organisationId), visibleSlateMembers))
    .orderBy(asc(slateMembers.sortOrder), asc(slateMembers.id));
}

/** How many members visitors see on each slate of the organisations of `kind`, by organisation. */
export async function countSlates(
  db: Database,
  kind: OrganisationKind,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ organisationId: slateMembers.organisationId, value: count() })
    .from(slateMembers)
    .where(visibleSlateMembersOf([kind]))
    .groupBy(slateMembers.organisationId);
  return new Map(rows.map((row) => [row.organisationId, row.value]));
}

// ---- Editing a slate (an organisation's, or the branch's own in the console) ----

const ofOrganisation = (organisation: OrganisationRef) =>
  eq(slateMembers.organisationId, organisation.id);

/** The organisation's members matching `where`, in display order (its index's order). */
async function selectMembers(
  context: ServiceContext,
  organisation: OrganisationRef,
  where: SQL | undefined,
  paging: { limit: number; offset: number },
): Promise<DashboardMember[]> {
  const rows = await context.db
    .select({
      ...slateMemberFields,
      version: slateMembers.version,
      publishedAt: slateMembers.publishedAt,
      publishAt: slateMembers.publishAt,
    })
    .from(slateMembers)
    .where(and(ofOrganisation(organisation), where))
    .orderBy(asc(slateMembers.sortOrder), asc(slateMembers.id))
    .limit(paging.limit)
    .offset(paging.offset);
  return rows.map((row) => ({ ...row, ...publicationStateOf(row) }));
}

/**
 * One page of the organisation's slate in display order. A slate has no upper bound (any number
 * of committee members), so its dashboard reads it a page at a time like every other list.
 */
export function listMembers(
  context: ServiceContext,
  organisation: OrganisationRef,
  paging: PaginationQuery,
): Promise<Page<DashboardMember>> {
  return readPage(
    paging,
    (page) => selectMembers(context, organisation, undefined, page),
    () => context.db.$count(slateMembers, ofOrganisation(organisation)),
  );
}

export async function getMember(
  context: ServiceContext,
  organisation: OrganisationRef,
  id: number,
): Promise<DashboardMember> {
  const [member] = await selectMembers(context, organisation, eq(slateMembers.id, id), {
    limit: 1,
    offset: 0,
  });
  if (!member) throw notFound('Member not found.');
  return member;
}

/** One row per member: adding never rewrites the organisation, so parallel additions all stay. */
export async function createMember(
  context: ServiceContext,
  organisation: OrganisationRef,
  input: z.output<typeof memberInputSchema>,
  publication: PublicationColumns = publicationColumns(context, undefined),
): Promise<DashboardMember> {
  await requirePlaceable(context.db, organisation.id, [input.photo]);
  const [row] = await context.db
    .insert(slateMembers)
    .values({
      ...input,
      ...publication,
      organisationId: organisation.id,
      // New members go last.
      sortOrder: sql`(select coalesce(max(${slateMembers.sortOrder}), -1) + 1 from ${slateMembers} where ${slateMembers.organisationId} = ${organisation.id})`,
    })
    .returning({ id: slateMembers.id });
  return getMember(context, organisation, row?.id ?? 0);
}

export async function updateMember(
  context: ServiceContext,
  organisation: OrganisationRef,
  id: number,
  { version, ...input }: Versioned<z.output<typeof memberInputSchema>>,
): Promise<DashboardMember> {
  await requirePlaceable(context.db, organisation.id, [input.photo]);
  await updateItem(
    context.db,
    slateMembers,
    { organisationId: organisation.id, id, version, label: 'Member' },
    input,
  );
  return getMember(context, organisation, id);
}
