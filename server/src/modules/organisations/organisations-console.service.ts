// The branch console's side of organisations: every society and council, listed with their
// teams' counts, added, edited, archived and restored, and ordered (docs/branch-console.md).
import {
  type AdminOrganisation,
  issuesSentence,
  type ManagedKind,
  type OrganisationCreate,
  organisationCreateSchema,
  type organisationEditSchema,
  organisationSlug,
} from '@chapterhouse/shared';
import { and, asc, eq, gt, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { organisations, teamMemberships, users } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { requirePlaceable } from '../media/media-usage.js';
import { STALE_ORGANISATION } from './organisations.service.js';

/**
 * Words that are already paths under `/societies/...` or `/api/societies/...`: an organisation
 * with such a slug could never be reached.
 */
const RESERVED_SLUGS = new Set(['name', 'dashboard', 'new', 'admin']);

const PLURAL: Record<ManagedKind, string> = { society: 'societies', council: 'councils' };

const isManaged = inArray(organisations.kind, ['society', 'council']);

function checkSlug(slug: string): void {
  if (RESERVED_SLUGS.has(slug)) {
    throw new HttpError(400, `"${slug}" is reserved for the site's own pages; choose another slug`);
  }
}

async function slugOwner(db: Database, slug: string, exceptId?: number) {
  const [row] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(eq(organisations.slug, slug));
  return row && row.id !== exceptId ? row : null;
}

/**
 * A 400 like any other field the form must change (not a 409): an editor keeps what they typed
 * and picks another slug, where a 409 would make the form reload the record.
 */
const slugTaken = (slug: string, owner: string) =>
  new HttpError(400, `The slug "${slug}" is already used by ${owner}; choose another`);

/**
 * Every society and council, archived ones too, each with its admins (the members of its team
 * whose terms run at `now`); by kind, then menu order.
 */
export async function listAdminOrganisations(
  db: Database,
  now = new Date(),
): Promise<AdminOrganisation[]> {
  const [rows, admins] = await Promise.all([
    db
      .select({
        id: organisations.id,
        kind: organisations.kind,
        slug: organisations.slug,
        name: organisations.name,
        image: organisations.image,
        sortOrder: organisations.sortOrder,
        archivedAt: organisations.archivedAt,
        updatedAt: organisations.updatedAt,
        version: organisations.version,
      })
      .from(organisations)
      .where(isManaged)
      .orderBy(asc(organisations.kind), asc(organisations.sortOrder), asc(organisations.id)),
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        organisationId: teamMemberships.organisationId,
      })
      .from(teamMemberships)
      .innerJoin(users, eq(teamMemberships.userId, users.id))
      .where(or(isNull(teamMemberships.endsAt), gt(teamMemberships.endsAt, now)))
      .orderBy(asc(users.name)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as ManagedKind,
    slug: row.slug,
    name: row.name,
    image: row.image,
    sortOrder: row.sortOrder,
    archived: row.archivedAt !== null,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    admins: admins
      .filter((admin) => admin.organisationId === row.id)
      .map(({ id, name, email }) => ({ id, name, email })),
  }));
}

export async function getAdminOrganisation(db: Database, id: number): Promise<AdminOrganisation> {
  const found = (await listAdminOrganisations(db)).find((organisation) => organisation.id === id);
  if (!found) throw notFound('Organisation not found.');
  return found;
}

/**
 * A free slug from the name, made as the sample's are (`organisationSlug`): "IEEE Computer Society"
 * is `computer-society`, else `computer-society-2`, ...
 */
async function freeSlugFor(db: Database, name: string): Promise<string> {
  const base = organisationSlug(name) || 'organisation';
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    if (!RESERVED_SLUGS.has(candidate) && !/^\d+$/.test(candidate)) {
      if (!(await slugOwner(db, candidate))) return candidate;
    }
  }
}

/** Adds a society or council at the end of its kind's menu; public at once. */
export async function createOrganisation(
  context: ServiceContext,
  input: OrganisationCreate,
): Promise<AdminOrganisation> {
  // The CLI calls this too: the same rules as the API, the same readable refusal.
  const parsed = organisationCreateSchema.safeParse(input);
  if (!parsed.success) {
    throw new HttpError(400, issuesSentence(parsed.error.issues));
  }
  const fields = parsed.data;
  const { db } = context;
  let slug: string;
  if (fields.slug) {
    checkSlug(fields.slug);
    const owner = await slugOwner(db, fields.slug);
    if (owner) throw slugTaken(fields.slug, owner.name);
    slug = fields.slug;
  } else {
    slug = await freeSlugFor(db, fields.name);
  }
  try {
    const created = await inTransaction(db, async () => {
      const [last] = await context.db
        .select({ value: max(organisations.sortOrder) })
        .from(organisations)
        .where(eq(organisations.kind, fields.kind));
      const [row] = await context.db
        .insert(organisations)
        .values({
          kind: fields.kind,
          name: fields.name,
          slug,
          image: fields.image,
          sortOrder: (last?.value ?? 0) + 1,
        })
        .returning({ id: organisations.id });
      // A new organisation's library is empty: an upload address can only be someone else's.
      if (row) await requirePlaceable(context.db, row.id, [fields.image]);
      return row;
    });
    if (!created) throw new Error('insert returned nothing');
    return getAdminOrganisation(db, created.id);
  } catch (error) {
    if (isUniqueViolation(error, 'organisations_slug_unique'))
      throw slugTaken(slug, 'another organisation');
    throw error;
  }
}

/** Renames an organisation, changes its slug (its URLs) or image, if still at `version`. */
export async function editOrganisation(
  context: ServiceContext,
  id: number,
  input: z.output<typeof organisationEditSchema>,
): Promise<AdminOrganisation> {
  const { db } = context;
  checkSlug(input.slug);
  await getAdminOrganisation(db, id);
  await requirePlaceable(db, id, [input.image]);
  const owner = await slugOwner(db, input.slug, id);
  if (owner) throw slugTaken(input.slug, owner.name);
  try {
    const updated = await db
      .update(organisations)
      .set({
        name: input.name,
        slug: input.slug,
        image: input.image,
        version: sql`${organisations.version} + 1`,
        updatedAt: context.clock.now(),
      })
      .where(and(eq(organisations.id, id), eq(organisations.version, input.version), isManaged))
      .returning({ id: organisations.id });
    if (updated.length === 0) throw new HttpError(409, STALE_ORGANISATION);
  } catch (error) {
    if (isUniqueViolation(error, 'organisations_slug_unique'))
      throw slugTaken(input.slug, 'another organisation');
    throw error;
  }
  return getAdminOrganisation(db, id);
}

/**
 * Archived organisations disappear from every public page and menu (their URLs answer 'not
 * found'); their records, items and admins stay, and restoring brings everything back.
 */
export async function setArchived(
  context: ServiceContext,
  id: number,
  archived: boolean,
): Promise<AdminOrganisation> {
  const updated = await context.db
    .update(organisations)
    .set({
      archivedAt: archived ? context.clock.now() : null,
      version: sql`${organisations.version} + 1`,
      updatedAt: context.clock.now(),
    })
    .where(and(eq(organisations.id, id), isManaged))
    .returning({ id: organisations.id });
  if (updated.length === 0) throw notFound('Organisation not found.');
  return getAdminOrganisation(context.db, id);
}

/** Puts one kind's organisations in the given order: every one of them, each once. */
export async function reorderOrganisations(
  context: ServiceContext,
  kind: ManagedKind,
  ids: number[],
): Promise<AdminOrganisation[]> {
  const { db } = context;
  await db.transaction(async (tx) => {
    const current = await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.kind, kind));
    const known = new Set(current.map((row) => row.id));
    if (ids.length !== known.size || !ids.every((id) => known.has(id))) {
      throw new HttpError(
        409,
        `The list of ${PLURAL[kind]} changed meanwhile. Reload and order them again.`,
      );
    }
    for (const [index, id] of ids.entries()) {
      await tx
        .update(organisations)
        .set({ sortOrder: index + 1 })
        .where(eq(organisations.id, id));
    }
  });
  return listAdminOrganisations(db);
}
