import { randomBytes } from 'node:crypto';
import {
  CERTIFICATE_ROLE_DEFAULT,
  CERTIFICATE_TITLE_LABELS,
  type CertificateSessions,
  type CertificateStatus,
  type CertificatesIssued,
  type CertificateTemplate,
  type CertificateVerification,
  type certificateCorrectionSchema,
  certificatePath,
  certificatePdfPath,
  type certificateRevocationSchema,
  type certificateTemplateUpdateSchema,
  DEFAULT_CERTIFICATE_BODY,
  DEFAULT_CERTIFICATE_COLOR,
  type EventCertificates,
  type IssuedCertificate,
  type issueCertificatesSchema,
  type OrganisationRef,
  PARTICIPATION_ROLE_LABELS,
  type StudentCertificate,
  UPLOADS_PATH,
} from '@chapterhouse/shared';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import {
  type CertificateDesign,
  certificates,
  certificateTemplates,
  mailOutbox,
  organisations,
} from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { inBatches } from '../../lib/batches.js';
import { calendarDate } from '../../lib/clock.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { organisationRefColumns } from '../../lib/organisation-queries.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { type CertificateEvent, certificateEventOf } from '../events/hosted-event-status.js';
import { seriesIdsOfEvents } from '../events/registrable-event.js';
import { requirePlaceable } from '../media/media-usage.js';
import { organisationLooksByIds } from '../organisations/organisations.service.js';
import { confirmedRegistrantsOf } from '../registrations/event-attendees.js';
import type { CertificateContent } from './certificate-drawing.js';

// Certificates of participation (docs/certificates.md). Officers issue them for a past event to
// its registrants (and to people added by hand); each carries a copy of its organisation's
// template, so changing the template later never changes a certificate already given. A code of
// 128 random bits is the key of its public page and PDF. Its mail, with the PDF attached, is
// written after the commit by the `certificate-mails` job (certificate-mails.ts), so issuing
// five hundred never draws five hundred PDFs inside a request or a transaction.

/** The template until an organisation saves its own: a certificate worth printing as it is. */
export const DEFAULT_DESIGN: CertificateDesign = {
  title: 'participation',
  body: DEFAULT_CERTIFICATE_BODY,
  signatories: [],
  color: DEFAULT_CERTIFICATE_COLOR,
};

/** 128 random bits, URL-safe: 22 characters nobody can guess or count through. */
export const newCertificateCode = () => randomBytes(16).toString('base64url');

const STALE = 'Someone changed this meanwhile. Reload to see their change, then make yours again.';
const EVENT_UNKNOWN = 'Event not found.';
const CERTIFICATE_UNKNOWN = 'Certificate not found.';
/** One answer for every code that is not a certificate's: nothing to learn from trying codes. */
export const CODE_UNKNOWN =
  'There is no certificate with this code. Check that the address was copied whole.';

// ---- The template ----

async function designOf(db: Database, organisationId: number) {
  const [row] = await db
    .select()
    .from(certificateTemplates)
    .where(eq(certificateTemplates.organisationId, organisationId));
  return row;
}

async function logoOf(db: Database, organisationId: number): Promise<string | null> {
  return (await organisationLooksByIds(db, [organisationId])).get(organisationId)?.logo ?? null;
}

/** The organisation's template, or the default (version 0) until one is saved. */
export async function readTemplate(
  context: ServiceContext,
  organisation: OrganisationRef,
): Promise<CertificateTemplate> {
  const [saved, logo] = await Promise.all([
    designOf(context.db, organisation.id),
    logoOf(context.db, organisation.id),
  ]);
  const design = saved ?? DEFAULT_DESIGN;
  return {
    title: design.title,
    body: design.body,
    signatories: design.signatories.map((signatory) => ({
      ...signatory,
      signature: signatory.signature ?? null,
    })),
    color: design.color,
    version: saved?.version ?? 0,
    organisation,
    logo,
  };
}

/**
 * Signatures are drawn from the organisation's own media library (the PDF is made on the
 * server, which fetches nothing from other sites), described like every picture it shows.
 */
async function requireSignatures(
  db: Database,
  organisationId: number,
  signatures: ReadonlyArray<string | null>,
): Promise<void> {
  for (const signature of signatures) {
    if (signature && !signature.startsWith(UPLOADS_PATH)) {
      throw new HttpError(
        400,
        'Choose each signature from the media library (an uploaded picture), not a link to another site.',
      );
    }
  }
  await requirePlaceable(db, organisationId, signatures);
}

/** Saves the template over the version it was based on (0: over the default); 409 when stale. */
export async function saveTemplate(
  context: ServiceContext,
  organisation: OrganisationRef,
  input: z.output<typeof certificateTemplateUpdateSchema>,
): Promise<CertificateTemplate> {
  const { version, ...fields } = input;
  const design: CertificateDesign = {
    ...fields,
    signatories: fields.signatories.map((signatory) => ({
      ...signatory,
      signature: signatory.signature ?? null,
    })),
  };
  await inTransaction(context.db, async () => {
    const { db } = context;
    await requireSignatures(
      db,
      organisation.id,
      design.signatories.map((signatory) => signatory.signature),
    );
    const now = context.clock.now();
    const saved =
      version === 0
        ? await db
            .insert(certificateTemplates)
            .values({ organisationId: organisation.id, ...design, createdAt: now, updatedAt: now })
            .onConflictDoNothing()
            .returning({ version: certificateTemplates.version })
        : await db
            .update(certificateTemplates)
            .set({ ...design, version: sql`${certificateTemplates.version} + 1`, updatedAt: now })
            .where(
              and(
                eq(certificateTemplates.organisationId, organisation.id),
                eq(certificateTemplates.version, version),
              ),
            )
            .returning({ version: certificateTemplates.version });
    if (saved.length === 0) throw new HttpError(409, STALE);
  });
  return readTemplate(context, organisation);
}

/** A sample certificate of the fields an officer is editing, as the template preview's PDF. */
export async function sampleContent(
  context: ServiceContext,
  organisation: OrganisationRef,
  design: CertificateDesign,
): Promise<CertificateContent> {
  await requireSignatures(
    context.db,
    organisation.id,
    design.signatories.map((signatory) => signatory.signature),
  );
  const now = context.clock.now();
  return {
    code: 'SAMPLE-not-a-certificate',
    recipientName: 'Priya Sharma',
    role: CERTIFICATE_ROLE_DEFAULT,
    design,
    event: { title: 'Sample workshop', date: now.toISOString().slice(0, 10) },
    sessions: null,
    organisation: { name: organisation.name, logo: await logoOf(context.db, organisation.id) },
    issuedAt: now,
  };
}

/** The copy of the organisation's template a certificate issued now keeps. */
export async function templateCopyOf(
  db: Database,
  organisationId: number,
): Promise<CertificateDesign> {
  const design = (await designOf(db, organisationId)) ?? DEFAULT_DESIGN;
  return {
    title: design.title,
    body: design.body,
    signatories: design.signatories,
    color: design.color,
  };
}

// ---- An event's certificates ----

const statusOf = (row: { revokedAt: Date | null; withdrawnAt: Date | null }): CertificateStatus =>
  row.withdrawnAt ? 'withdrawn' : row.revokedAt ? 'revoked' : 'valid';

export const issuedColumns = {
  id: certificates.id,
  code: certificates.code,
  recipientName: certificates.recipientName,
  email: certificates.email,
  role: certificates.role,
  registrationId: certificates.registrationId,
  issuedAt: certificates.issuedAt,
  revokedAt: certificates.revokedAt,
  revokeReason: certificates.revokeReason,
  withdrawnAt: certificates.withdrawnAt,
  mailedAt: certificates.mailedAt,
  version: certificates.version,
};

export function issuedOf(row: {
  id: number;
  code: string;
  recipientName: string | null;
  email: string | null;
  role: string;
  registrationId: number | null;
  issuedAt: Date;
  revokedAt: Date | null;
  revokeReason: string | null;
  withdrawnAt: Date | null;
  mailedAt: Date | null;
  version: number;
}): IssuedCertificate {
  return {
    id: row.id,
    code: row.code,
    recipientName: row.recipientName ?? 'Withdrawn by the recipient',
    email: row.email ?? '',
    role: row.role,
    registrationId: row.registrationId,
    status: statusOf(row),
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokeReason: row.revokeReason,
    mailedAt: row.mailedAt?.toISOString() ?? null,
    verifyPath: certificatePath(row.code),
    version: row.version,
  };
}

async function eventOf(context: ServiceContext, organisation: OrganisationRef, eventId: number) {
  const event = await certificateEventOf(context, organisation.id, eventId);
  if (!event) throw notFound(EVENT_UNKNOWN);
  return event;
}

/** An event's lists; the routes add where certificates lead (the configuration's to say). */
type EventCertificateLists = Omit<EventCertificates, 'verification'>;

async function listOf(
  context: ServiceContext,
  event: CertificateEvent,
): Promise<EventCertificateLists> {
  const [registrants, issued] = await Promise.all([
    confirmedRegistrantsOf(context.db, event.id),
    context.db
      .select(issuedColumns)
      .from(certificates)
      .where(eq(certificates.eventId, event.id))
      .orderBy(desc(certificates.id)),
  ]);
  const byRegistration = new Map(
    issued
      .filter((row) => row.registrationId !== null)
      .map((row) => [row.registrationId as number, row.id]),
  );
  const byEmail = new Map(issued.map((row) => [row.email, row.id]));
  return {
    event: {
      id: event.id,
      title: event.title,
      date: event.date,
      organisation: event.organisation,
      over: event.over,
    },
    registrants: registrants.map((registrant) => ({
      registrationId: registrant.id,
      name: registrant.name,
      email: registrant.email,
      status: registrant.status,
      checkedIn: registrant.checkedInAt !== null,
      role: registrant.role,
      certificateId: byRegistration.get(registrant.id) ?? byEmail.get(registrant.email) ?? null,
    })),
    certificates: issued.map(issuedOf),
  };
}

/** An event's Certificates area: its confirmed registrants and the certificates issued. */
export async function eventCertificates(
  context: ServiceContext,
  organisation: OrganisationRef,
  eventId: number,
): Promise<EventCertificateLists> {
  return listOf(context, await eventOf(context, organisation, eventId));
}

/**
 * Issues the event's certificates (see `issueCertificatesSchema`) with a copy of the
 * organisation's template, skipping everyone who holds one already (by address). 409 while the
 * event is not over. Their mails are written by the `certificate-mails` job after the commit.
 */
export async function issueCertificates(
  context: ServiceContext,
  organisation: OrganisationRef,
  eventId: number,
  input: z.output<typeof issueCertificatesSchema>,
): Promise<Omit<CertificatesIssued, 'verification'>> {
  return inTransaction(context.db, async () => {
    const { db } = context;
    const event = await eventOf(context, organisation, eventId);
    if (!event.over) {
      throw new HttpError(
        409,
        'Certificates are issued once the event is over: come back after it ends.',
      );
    }
    const registrants = await confirmedRegistrantsOf(db, eventId);
    const byId = new Map(registrants.map((registrant) => [registrant.id, registrant]));
    const chosen =
      input.recipients ??
      registrants
        .filter((registrant) => registrant.checkedInAt !== null)
        // As the desk marked them: a volunteer's certificate says Volunteer.
        .map((registrant) => ({
          registrationId: registrant.id,
          role: PARTICIPATION_ROLE_LABELS[registrant.role],
        }));
    const people = new Map<
      string,
      { registrationId: number | null; recipientName: string; email: string; role: string }
    >();
    for (const { registrationId, role } of chosen) {
      const registrant = byId.get(registrationId);
      if (!registrant) {
        throw new HttpError(
          400,
          `Registration ${registrationId} is not a confirmed registration of this event.`,
        );
      }
      people.set(registrant.email, {
        registrationId,
        recipientName: registrant.name,
        email: registrant.email,
        role,
      });
    }
    for (const other of input.others) {
      if (!people.has(other.email)) {
        people.set(other.email, { registrationId: null, recipientName: other.name, ...other });
      }
    }
    const copy = await templateCopyOf(db, organisation.id);
    const now = context.clock.now();
    let issued = 0;
    for (const batch of inBatches([...people.values()])) {
      const added = await db
        .insert(certificates)
        .values(
          batch.map((person) => ({
            ...person,
            code: newCertificateCode(),
            eventId,
            eventTitle: event.title,
            eventDate: event.date,
            organisationId: organisation.id,
            design: copy,
            issuedAt: now,
            mailDue: true,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing({ target: [certificates.eventId, certificates.email] })
        .returning({ id: certificates.id });
      issued += added.length;
    }
    return { ...(await listOf(context, event)), issued };
  });
}

/** What a certificate was issued for: an event, or a series of sessions (issue 48). */
export type CertificateSource = { eventId: number } | { seriesId: number };

/** The certificates of the source. */
const ofSource = (source: CertificateSource): SQL =>
  'eventId' in source
    ? eq(certificates.eventId, source.eventId)
    : eq(certificates.seriesId, source.seriesId);

/** One certificate of the source, or 404. */
async function certificateOf(db: Database, source: CertificateSource, certificateId: number) {
  const [row] = await db
    .select(issuedColumns)
    .from(certificates)
    .where(and(eq(certificates.id, certificateId), ofSource(source)));
  if (!row) throw notFound(CERTIFICATE_UNKNOWN);
  return row;
}

/** Why a certificate cannot be changed any more, or null while it can. */
function settled(row: { revokedAt: Date | null; withdrawnAt: Date | null }): string | null {
  if (row.withdrawnAt) return 'The recipient withdrew this certificate: it cannot be changed.';
  if (row.revokedAt) return 'This certificate was revoked: it cannot be changed.';
  return null;
}

/**
 * Applies `change` to a valid certificate of the source (which the caller found to be the
 * organisation's) at the version the officer saw: 404 when there is no such certificate, 409
 * when it was revoked, withdrawn or changed meanwhile.
 */
async function changeCertificate(
  context: ServiceContext,
  source: CertificateSource,
  ids: { certificateId: number; version: number },
  change: Partial<typeof certificates.$inferInsert>,
): Promise<IssuedCertificate> {
  const { db } = context;
  const [changed] = await db
    .update(certificates)
    .set({
      ...change,
      version: sql`${certificates.version} + 1`,
      updatedAt: context.clock.now(),
    })
    .where(
      and(
        eq(certificates.id, ids.certificateId),
        ofSource(source),
        eq(certificates.version, ids.version),
        isNull(certificates.revokedAt),
        isNull(certificates.withdrawnAt),
      ),
    )
    .returning(issuedColumns);
  if (changed) return issuedOf(changed);
  const row = await certificateOf(db, source, ids.certificateId);
  throw new HttpError(409, settled(row) ?? STALE);
}

/** Corrects a name or role: the certificate keeps its code and is mailed again, corrected. */
export async function correctCertificate(
  context: ServiceContext,
  organisation: OrganisationRef,
  ids: { eventId: number; certificateId: number },
  input: z.output<typeof certificateCorrectionSchema>,
): Promise<IssuedCertificate> {
  await eventOf(context, organisation, ids.eventId);
  return changeCertificate(
    context,
    { eventId: ids.eventId },
    { certificateId: ids.certificateId, version: input.version },
    { recipientName: input.recipientName, role: input.role, mailDue: true, mailClaimedUntil: null },
  );
}

/** Revokes an event's certificate for good: its page says so, its PDF is no longer given out. */
export async function revokeCertificate(
  context: ServiceContext,
  organisation: OrganisationRef,
  ids: { eventId: number; certificateId: number },
  input: z.output<typeof certificateRevocationSchema>,
): Promise<IssuedCertificate> {
  await eventOf(context, organisation, ids.eventId);
  return revokeCertificateOf(context, { eventId: ids.eventId }, ids.certificateId, input);
}

/**
 * Revokes a certificate of the source (an event's or a series', which the caller found to be
 * the organisation's) for good, as `revokeCertificate` says.
 */
export function revokeCertificateOf(
  context: ServiceContext,
  source: CertificateSource,
  certificateId: number,
  input: z.output<typeof certificateRevocationSchema>,
): Promise<IssuedCertificate> {
  return changeCertificate(
    context,
    source,
    { certificateId, version: input.version },
    { revokedAt: context.clock.now(), revokeReason: input.reason, mailDue: false },
  );
}

// ---- Drawing them ----

const contentColumns = {
  id: certificates.id,
  code: certificates.code,
  organisationId: certificates.organisationId,
  eventTitle: certificates.eventTitle,
  eventDate: certificates.eventDate,
  sessionsAttended: certificates.sessionsAttended,
  sessionsHeld: certificates.sessionsHeld,
  recipientName: certificates.recipientName,
  role: certificates.role,
  design: certificates.design,
  issuedAt: certificates.issuedAt,
  revokedAt: certificates.revokedAt,
  withdrawnAt: certificates.withdrawnAt,
};
type ContentRow = {
  [K in keyof typeof contentColumns]: (typeof contentColumns)[K]['_']['notNull'] extends true
    ? (typeof contentColumns)[K]['_']['data']
    : (typeof contentColumns)[K]['_']['data'] | null;
};

/** What valid certificates print, in the order of `rows`. */
export async function contentsOf(
  db: Database,
  rows: ReadonlyArray<Omit<ContentRow, 'revokedAt' | 'withdrawnAt'> & { recipientName: string }>,
): Promise<CertificateContent[]> {
  const looks = await organisationLooksByIds(
    db,
    rows.map((row) => row.organisationId),
  );
  return rows.flatMap((row) => {
    const organisation = looks.get(row.organisationId);
    if (!organisation) return [];
    return [
      {
        code: row.code,
        recipientName: row.recipientName,
        role: row.role,
        design: row.design,
        event: { title: row.eventTitle, date: row.eventDate },
        sessions: sessionsOf(row),
        organisation,
        issuedAt: row.issuedAt,
      },
    ];
  });
}

/** The sessions a series' certificate states; null for an event's (the columns are both null). */
const sessionsOf = (row: {
  sessionsAttended: number | null;
  sessionsHeld: number | null;
}): CertificateSessions | null =>
  row.sessionsAttended === null || row.sessionsHeld === null
    ? null
    : { attended: row.sessionsAttended, held: row.sessionsHeld };

const isValid = <T extends { revokedAt: Date | null; recipientName: string | null }>(
  row: T,
): row is T & { recipientName: string } => row.revokedAt === null && row.recipientName !== null;

/** One valid certificate of the event, as the officers' PDF download draws it; 404 otherwise. */
export async function issuedContent(
  context: ServiceContext,
  organisation: OrganisationRef,
  ids: { eventId: number; certificateId: number },
): Promise<CertificateContent> {
  await eventOf(context, organisation, ids.eventId);
  return issuedContentOf(context, { eventId: ids.eventId }, ids.certificateId);
}

/**
 * One valid certificate of the source (an event's or a series', which the caller found to be
 * the organisation's), as the officers' PDF download draws it; 404 otherwise.
 */
export async function issuedContentOf(
  context: ServiceContext,
  source: CertificateSource,
  certificateId: number,
): Promise<CertificateContent> {
  const [row] = await context.db
    .select(contentColumns)
    .from(certificates)
    .where(and(eq(certificates.id, certificateId), ofSource(source)));
  if (!row || !isValid(row)) {
    throw notFound('There is no valid certificate to download: it was revoked or withdrawn.');
  }
  const [content] = await contentsOf(context.db, [row]);
  if (!content) throw notFound(CERTIFICATE_UNKNOWN);
  return content;
}

/** Every valid certificate of the event, oldest first, for its ZIP. */
export async function eventContents(
  context: ServiceContext,
  organisation: OrganisationRef,
  eventId: number,
): Promise<{ event: CertificateEvent; contents: CertificateContent[] }> {
  const event = await eventOf(context, organisation, eventId);
  const rows = await context.db
    .select(contentColumns)
    .from(certificates)
    .where(eq(certificates.eventId, eventId))
    .orderBy(certificates.id);
  return { event, contents: await contentsOf(context.db, rows.filter(isValid)) };
}

// ---- Verifying one, and the recipient's own ----

/** What the public page states of a certificate, by its code; 404 for any other code. */
export async function verifyCertificate(
  context: ServiceContext,
  code: string,
): Promise<CertificateVerification> {
  const [row] = await context.db
    .select({
      code: certificates.code,
      eventTitle: certificates.eventTitle,
      eventDate: certificates.eventDate,
      sessionsAttended: certificates.sessionsAttended,
      sessionsHeld: certificates.sessionsHeld,
      recipientName: certificates.recipientName,
      role: certificates.role,
      title: sql<CertificateDesign['title']>`${certificates.design}->>'title'`,
      issuedAt: certificates.issuedAt,
      revokedAt: certificates.revokedAt,
      withdrawnAt: certificates.withdrawnAt,
      organisation: organisationRefColumns,
    })
    .from(certificates)
    .innerJoin(organisations, eq(certificates.organisationId, organisations.id))
    .where(eq(certificates.code, code));
  if (!row) throw notFound(CODE_UNKNOWN);
  const status = statusOf(row);
  return {
    code: row.code,
    status,
    title: CERTIFICATE_TITLE_LABELS[row.title] ?? CERTIFICATE_TITLE_LABELS.participation,
    recipientName: status === 'withdrawn' ? null : row.recipientName,
    role: status === 'withdrawn' ? null : row.role,
    event: { title: row.eventTitle, date: row.eventDate },
    // How often someone attended is theirs: a withdrawn certificate no longer says it.
    sessions: status === 'withdrawn' ? null : sessionsOf(row),
    organisation: row.organisation,
    issuedAt: row.issuedAt.toISOString(),
    issuedOn: calendarDate(row.issuedAt, context.timeZone),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    pdfPath: status === 'valid' ? certificatePdfPath(row.code) : null,
  };
}

/** A valid certificate by its code, as its public PDF draws it; 404 for any other code. */
export async function publicContent(
  context: ServiceContext,
  code: string,
): Promise<CertificateContent> {
  const [row] = await context.db
    .select(contentColumns)
    .from(certificates)
    .where(eq(certificates.code, code));
  const [content] = row && isValid(row) ? await contentsOf(context.db, [row]) : [];
  if (!content) throw notFound(CODE_UNKNOWN);
  return content;
}

/** The registration's valid certificate, for its registrant's page; null when there is none. */
export async function certificateOfRegistration(
  db: Database,
  registrationId: number,
): Promise<{ code: string; pdfPath: string } | null> {
  const [row] = await db
    .select({ code: certificates.code })
    .from(certificates)
    .where(
      and(
        eq(certificates.registrationId, registrationId),
        isNull(certificates.revokedAt),
        isNull(certificates.withdrawnAt),
      ),
    );
  return row ? { code: row.code, pdfPath: certificatePdfPath(row.code) } : null;
}

/**
 * The valid certificates issued to an address (a student's page: modules/students), newest
 * event first. Withdrawn ones have no address left; revoked ones only when asked for.
 */
export async function certificatesOfAddress(
  db: Database,
  email: string,
  /** Revoked ones too (the student's data download: everything kept about the address). */
  options: { revoked?: boolean } = {},
): Promise<StudentCertificate[]> {
  const rows = await db
    .select({
      code: certificates.code,
      eventTitle: certificates.eventTitle,
      eventDate: certificates.eventDate,
      role: certificates.role,
      organisation: organisations.name,
      revokedAt: certificates.revokedAt,
    })
    .from(certificates)
    .innerJoin(organisations, eq(organisations.id, certificates.organisationId))
    .where(
      and(
        eq(certificates.email, email),
        options.revoked ? undefined : isNull(certificates.revokedAt),
      ),
    )
    .orderBy(desc(certificates.eventDate), desc(certificates.id));
  return rows.map((row) => ({
    ...row,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    pdfPath: certificatePdfPath(row.code),
    verifyPath: certificatePath(row.code),
  }));
}

/**
 * When a student erases their account: the certificates still carrying their address (those
 * added by hand, without a registration; the registrations' own went with them) are withdrawn
 * as `withdrawCertificatesOf` withdraws them.
 */
export async function withdrawCertificatesOfAddress(
  context: ServiceContext,
  email: string,
): Promise<void> {
  await withdraw(context, eq(certificates.email, email));
}

/**
 * When registrants erase their data (in that transaction, before their registrations go): their
 * certificates are withdrawn, keeping neither name nor address, and the mails that carried them
 * and were not sent yet are dropped with their PDFs. Those are the certificates issued for the
 * registrations, and the series certificates of their addresses in the series their events are
 * sessions of: a series certificate stands on every session's registration.
 */
export async function withdrawCertificatesOf(
  context: ServiceContext,
  registrations: readonly { id: number; eventId: number; email: string }[],
): Promise<void> {
  if (registrations.length === 0) return;
  await withdraw(
    context,
    inArray(
      certificates.registrationId,
      registrations.map((registration) => registration.id),
    ),
  );
  const seriesOfEvent = await seriesIdsOfEvents(
    context.db,
    registrations.map((registration) => registration.eventId),
  );
  for (const registration of registrations) {
    const seriesId = seriesOfEvent.get(registration.eventId);
    if (seriesId === undefined) continue;
    const ofSeries = and(
      eq(certificates.seriesId, seriesId),
      eq(certificates.email, registration.email),
    );
    if (ofSeries) await withdraw(context, ofSeries);
  }
}

/** Withdraws the certificates `which` selects (keeping neither name nor address), and their mails. */
async function withdraw(context: ServiceContext, which: SQL): Promise<void> {
  const { db } = context;
  const withdrawn = await db
    .update(certificates)
    .set({
      recipientName: null,
      email: null,
      withdrawnAt: context.clock.now(),
      mailDue: false,
      version: sql`${certificates.version} + 1`,
      updatedAt: context.clock.now(),
    })
    .where(and(which, isNull(certificates.withdrawnAt)))
    .returning({ code: certificates.code });
  if (withdrawn.length === 0) return;
  await db.delete(mailOutbox).where(
    and(
      eq(mailOutbox.kind, 'certificate'),
      inArray(
        sql`substring(${mailOutbox.text} from '/certificates/([A-Za-z0-9_-]+)')`,
        withdrawn.map((row) => row.code),
      ),
    ),
  );
}

/**
 * The address's certificates as its activity record lists them (modules/activity-record): revoked
 * ones too, each saying so, since the record's page checks each line's certificate as anyone
 * would; withdrawn ones no longer carry the address.
 */
export async function certificateLinesOfAddress(db: Database, email: string) {
  return db
    .select({
      code: certificates.code,
      eventId: certificates.eventId,
      seriesId: certificates.seriesId,
      sessionsAttended: certificates.sessionsAttended,
      eventTitle: certificates.eventTitle,
      eventDate: certificates.eventDate,
      organisation: organisations.name,
      role: certificates.role,
      recipientName: certificates.recipientName,
      revoked: sql<boolean>`${certificates.revokedAt} is not null`,
    })
    .from(certificates)
    .innerJoin(organisations, eq(organisations.id, certificates.organisationId))
    .where(eq(certificates.email, email))
    .orderBy(certificates.id);
}
