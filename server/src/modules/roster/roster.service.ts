import {
  type OrganisationRef,
  ROSTER_MAX_AGE_DAYS,
  ROSTER_MEMBERS_PAGE_SIZE,
  ROSTER_PREVIEW_LISTED,
  type RosterMembersPage,
  type RosterPerson,
  type RosterPreview,
  type RosterSummary,
  type rosterMembersQuerySchema,
  type rosterUploadFieldsSchema,
} from '@chapterhouse/shared';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { organisations, rosterMembers, rosterUploads } from '../../db/schema/index.js';
import { addDays } from '../../lib/clock.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { containing } from '../../lib/like-pattern.js';
import { type ServiceContext, today } from '../../lib/service-context.js';
import type { UploadedFile } from '../media/media.service.js';
import { RosterFileError, readRosterFile } from './roster-file.js';
import { rosterMembers as checkRows, matchingAddress, type RosterMember } from './roster-rows.js';

// An organisation's IEEE member roster (issue 47, item 3; docs/roster.md): a file from OU
// Analytics previewed against the roster applied now, then applied whole in one transaction,
// or deleted at once. Its members are never listed but to the roster's organisation and the
// branch admins (the routes' access rules); who they verify is counted per event by the
// registrations module, told through `rosterChanged`.

type UploadFields = z.output<typeof rosterUploadFieldsSchema>;

/** Rows inserted per statement: far under PostgreSQL's 65,535 parameters a statement. */
const INSERT_CHUNK = 1_000;

const fullName = (member: Pick<RosterMember, 'firstName' | 'lastName'>) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ');

const personOf = (member: RosterMember): RosterPerson => ({
  memberNumber: member.memberNumber,
  name: fullName(member),
  grade: member.grade,
  active: member.active,
  renewYear: member.renewYear,
});

/** The file's rows, checked; a file that cannot be read, or lacks member numbers, is a 400. */
async function membersOfFile(file: UploadedFile, fields: UploadFields, context: ServiceContext) {
  const day = today(context);
  if (fields.exportedOn > day) {
    throw new HttpError(
      400,
      'The export date is in the future: give the day OU Analytics made the file.',
    );
  }
  if (fields.exportedOn < addDays(day, -ROSTER_MAX_AGE_DAYS)) {
    throw new HttpError(
      400,
      `This export is more than ${ROSTER_MAX_AGE_DAYS} days old: download a current roster from OU Analytics.`,
    );
  }
  let checked: ReturnType<typeof checkRows>;
  try {
    checked = checkRows(await readRosterFile(file.data));
  } catch (error) {
    if (error instanceof RosterFileError) throw new HttpError(400, error.message);
    throw error;
  }
  if ('missing' in checked) {
    throw new HttpError(
      400,
      'Row 1 has no "Member/Customer Number" column: upload the roster as OU Analytics exports it (CSV or Excel).',
    );
  }
  if (checked.members.length === 0 && checked.refused.length === 0) {
    throw new HttpError(400, 'This file lists no members.');
  }
  return checked;
}

/** The roster an organisation applied now, with its members by number. */
async function currentRoster(db: Database, organisationId: number, lock = false) {
  const query = db
    .select()
    .from(rosterUploads)
    .where(eq(rosterUploads.organisationId, organisationId));
  const [upload] = lock ? await query.for('update') : await query;
  if (!upload) return { upload: null, members: new Map<string, CurrentMember>() };
  const rows = await db
    .select({
      memberNumber: rosterMembers.memberNumber,
      firstName: rosterMembers.firstName,
      lastName: rosterMembers.lastName,
      grade: rosterMembers.grade,
      active: rosterMembers.active,
      renewYear: rosterMembers.renewYear,
    })
    .from(rosterMembers)
    .where(eq(rosterMembers.uploadId, upload.id));
  return { upload, members: new Map(rows.map((row) => [row.memberNumber, row])) };
}
type CurrentMember = Pick<
  RosterMember,
  'memberNumber' | 'firstName' | 'lastName' | 'grade' | 'active' | 'renewYear'
>;

/** New, renewed, lapsed and unchanged members of a file against the roster applied now. */
function changesOf(members: readonly RosterMember[], current: Map<string, CurrentMember>) {
  const added: RosterPerson[] = [];
  const renewed: RosterPerson[] = [];
  const lapsed: RosterPerson[] = [];
  let unchanged = 0;
  const inFile = new Set<string>();
  for (const member of members) {
    inFile.add(member.memberNumber);
    const before = current.get(member.memberNumber);
    if (!before) added.push(personOf(member));
    else if (before.active && !member.active) lapsed.push(personOf(member));
    else if (
      member.active &&
      (!before.active || (member.renewYear ?? 0) > (before.renewYear ?? 0))
    ) {
      renewed.push(personOf(member));
    } else unchanged += 1;
  }
  for (const before of current.values()) {
    if (before.active && !inFile.has(before.memberNumber)) {
      lapsed.push({ ...personOf({ ...before, email: null, societies: [] }), active: false });
    }
  }
  const listed = (people: RosterPerson[]) => ({
    total: people.length,
    people: people.slice(0, ROSTER_PREVIEW_LISTED),
  });
  return { new: listed(added), renewed: listed(renewed), lapsed: listed(lapsed), unchanged };
}

/** What applying the file would change; nothing is written. */
export async function previewRoster(
  context: ServiceContext,
  organisation: OrganisationRef,
  file: UploadedFile,
  fields: UploadFields,
): Promise<RosterPreview> {
  const { members, refused } = await membersOfFile(file, fields, context);
  const { upload, members: current } = await currentRoster(context.db, organisation.id);
  return {
    fileName: file.name,
    exportedOn: fields.exportedOn,
    members: members.length,
    active: members.filter((member) => member.active).length,
    ...changesOf(members, current),
    refused: { total: refused.length, rows: refused.slice(0, ROSTER_PREVIEW_LISTED) },
    replaces: upload?.version ?? 0,
  };
}

const dayMonthYear = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Applies the file as the organisation's roster, replacing the one before, in the caller's
 * transaction (the request's): 409 when another was applied since the preview (`replaces`),
 * 400 naming the first refused row unless `acceptRefusals`. `afterChange` recounts who the
 * rosters verify, in the same transaction.
 */
export async function applyRoster(
  context: ServiceContext,
  organisation: OrganisationRef,
  file: UploadedFile,
  fields: UploadFields,
  afterChange: () => Promise<void>,
): Promise<RosterSummary> {
  const { members, refused } = await membersOfFile(file, fields, context);
  const [first] = refused;
  if (first && !fields.acceptRefusals) {
    throw new HttpError(
      400,
      `Row ${first.row}, column "${first.column}": ${first.reason}. Nothing was applied: correct the file, or apply it without the ${refused.length} refused ${refused.length === 1 ? 'row' : 'rows'}.`,
    );
  }
  if (members.length === 0) throw new HttpError(400, 'No row of this file can be applied.');
  const db = context.db;
  const { upload } = await currentRoster(db, organisation.id, true);
  if (fields.replaces !== undefined && fields.replaces !== (upload?.version ?? 0)) {
    throw new HttpError(
      409,
      'Someone applied or deleted a roster since this preview. Preview the file again to see what it changes now.',
    );
  }
  const values = {
    title: `OU Analytics roster of ${dayMonthYear(fields.exportedOn)}`,
    exportedOn: fields.exportedOn,
    fileName: file.name,
    members: members.length,
    active: members.filter((member) => member.active).length,
    updatedAt: context.clock.now(),
  };
  let uploadId: number;
  if (upload) {
    await db.delete(rosterMembers).where(eq(rosterMembers.uploadId, upload.id));
    await db
      .update(rosterUploads)
      .set({ ...values, version: sql`${rosterUploads.version} + 1` })
      .where(eq(rosterUploads.id, upload.id));
    uploadId = upload.id;
  } else {
    const [created] = await db
      .insert(rosterUploads)
      .values({ ...values, organisationId: organisation.id, createdAt: context.clock.now() })
      .returning({ id: rosterUploads.id });
    if (!created) throw new Error('The roster upload was not inserted');
    uploadId = created.id;
  }
  for (let start = 0; start < members.length; start += INSERT_CHUNK) {
    await db.insert(rosterMembers).values(
      members.slice(start, start + INSERT_CHUNK).map((member) => ({
        uploadId,
        organisationId: organisation.id,
        memberNumber: member.memberNumber,
        firstName: member.firstName,
        lastName: member.lastName,
        email: member.email,
        addressKey: member.email ? matchingAddress(member.email) : null,
        grade: member.grade,
        active: member.active,
        renewYear: member.renewYear,
        societies: member.societies,
      })),
    );
  }
  await afterChange();
  return rosterSummary(context, organisation);
}

/** Deletes the organisation's roster and every member of it at once; 404 without one. */
export async function deleteRoster(
  context: ServiceContext,
  organisation: OrganisationRef,
  afterChange: () => Promise<void>,
): Promise<void> {
  const deleted = await context.db
    .delete(rosterUploads)
    .where(eq(rosterUploads.organisationId, organisation.id))
    .returning({ id: rosterUploads.id });
  if (deleted.length === 0) throw notFound(`${organisation.name} has no roster to delete.`);
  await afterChange();
}

export async function rosterSummary(
  context: ServiceContext,
  organisation: OrganisationRef,
): Promise<RosterSummary> {
  const [upload] = await context.db
    .select()
    .from(rosterUploads)
    .where(eq(rosterUploads.organisationId, organisation.id));
  if (!upload) return { roster: null };
  return {
    roster: {
      fileName: upload.fileName,
      exportedOn: upload.exportedOn,
      appliedAt: upload.updatedAt.toISOString(),
      members: upload.members,
      active: upload.active,
      version: upload.version,
    },
  };
}

/** A page of the organisation's roster, by name, found by name or member number. */
export async function rosterMembersPage(
  context: ServiceContext,
  organisation: OrganisationRef,
  query: z.output<typeof rosterMembersQuerySchema>,
): Promise<RosterMembersPage> {
  const pattern = query.q ? containing(query.q) : null;
  const where = and(
    eq(rosterMembers.organisationId, organisation.id),
    pattern
      ? or(
          ilike(sql`${rosterMembers.firstName} || ' ' || ${rosterMembers.lastName}`, pattern),
          ilike(rosterMembers.memberNumber, pattern),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    context.db
      .select()
      .from(rosterMembers)
      .where(where)
      .orderBy(asc(rosterMembers.lastName), asc(rosterMembers.firstName), asc(rosterMembers.id))
      .limit(ROSTER_MEMBERS_PAGE_SIZE)
      .offset((query.page - 1) * ROSTER_MEMBERS_PAGE_SIZE),
    context.db.select({ value: count() }).from(rosterMembers).where(where),
  ]);
  const totalRows = total?.value ?? 0;
  return {
    items: rows.map((row) => ({ ...personOf(row), email: row.email })),
    total: totalRows,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(totalRows / ROSTER_MEMBERS_PAGE_SIZE)),
  };
}

// ---- Who the rosters verify: asked by registrations and students, in their own queries ----

/** An address in SQL as `matchingAddress` makes it (addresses are kept lower case, no spaces). */
const addressKeyOf = (email: SQL | SQL.Aliased | unknown) =>
  sql`regexp_replace(${email}, '\\+[^@]*@', '@')`;

/** A roster name (first or last) appears in the registrant's name: two letters at least. */
const nameIn = (name: unknown, part: unknown) =>
  sql`(length(${part}) >= 2 and strpos(lower(${name}), lower(${part})) > 0)`;

/**
 * The export date of the newest roster that lists a person as an Active IEEE member, in SQL:
 * by address (`matchingAddress`: case, spaces, plus-addressing), or by member number when the
 * name they gave has the roster's first or last name in it (a mistyped number that is someone
 * else's is then no match). Null when none does. Two lookups, each through its index.
 */
export function verifiedAsOf(person: { email: unknown; memberNumber?: unknown; name?: unknown }) {
  const byAddress = sql`(select max(u.exported_on) from ${rosterMembers} m join ${rosterUploads} u on u.id = m.upload_id where m.active and m.address_key = ${addressKeyOf(person.email)})`;
  if (person.memberNumber === undefined || person.name === undefined) return byAddress;
  const byNumber = sql`(select max(u.exported_on) from ${rosterMembers} m join ${rosterUploads} u on u.id = m.upload_id where m.active and m.member_number = ${person.memberNumber} and (${nameIn(person.name, sql`m.last_name`)} or ${nameIn(person.name, sql`m.first_name`)}))`;
  return sql<string | null>`greatest(${byAddress}, ${byNumber})`;
}

/** The newest roster that lists an address as an Active member: its export day, or null. */
export async function membershipOfAddress(
  db: Database,
  email: string,
): Promise<{ verifiedAsOf: string; memberNumber: string } | null> {
  const [row] = await db
    .select({ verifiedAsOf: rosterUploads.exportedOn, memberNumber: rosterMembers.memberNumber })
    .from(rosterMembers)
    .innerJoin(rosterUploads, eq(rosterUploads.id, rosterMembers.uploadId))
    .where(
      and(eq(rosterMembers.addressKey, matchingAddress(email)), eq(rosterMembers.active, true)),
    )
    .orderBy(sql`${rosterUploads.exportedOn} desc`)
    .limit(1);
  return row ?? null;
}

/** The rows of every roster that list an address, for its owner's data download. */
export async function rosterRowsOfAddress(db: Database, email: string) {
  return db
    .select({
      organisation: organisations.name,
      exportedOn: rosterUploads.exportedOn,
      memberNumber: rosterMembers.memberNumber,
      firstName: rosterMembers.firstName,
      lastName: rosterMembers.lastName,
      email: rosterMembers.email,
      grade: rosterMembers.grade,
      active: rosterMembers.active,
      renewYear: rosterMembers.renewYear,
      societies: rosterMembers.societies,
    })
    .from(rosterMembers)
    .innerJoin(rosterUploads, eq(rosterUploads.id, rosterMembers.uploadId))
    .innerJoin(organisations, eq(organisations.id, rosterMembers.organisationId))
    .where(eq(rosterMembers.addressKey, matchingAddress(email)))
    .orderBy(asc(organisations.name));
}

/**
 * Which of these addresses a roster lists as an Active member (`matchingAddress` alike), in one
 * query: what a members-only event admits.
 */
export async function activeMemberAddresses(
  db: Database,
  emails: readonly string[],
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const keys = [...new Set(emails.map(matchingAddress))];
  const rows = await db
    .selectDistinct({ key: rosterMembers.addressKey })
    .from(rosterMembers)
    .where(and(inArray(rosterMembers.addressKey, keys), eq(rosterMembers.active, true)));
  const found = new Set(rows.map((row) => row.key));
  return new Set(emails.filter((email) => found.has(matchingAddress(email))));
}

/** Removes an address from every roster (its owner erased their account). */
export async function forgetAddressInRosters(db: Database, email: string): Promise<void> {
  await db.delete(rosterMembers).where(eq(rosterMembers.addressKey, matchingAddress(email)));
}
