import {
  CERTIFICATE_ROLE_DEFAULT,
  type certificateRevocationSchema,
  type IssuedCertificate,
  type OrganisationRef,
  reachesSessionShare,
  type SeriesCertificates,
  type SeriesCertificatesIssued,
} from '@chapterhouse/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { certificates } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { inBatches } from '../../lib/batches.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { type CertificateSeries, certificateSeriesOf } from '../events/series.service.js';
import { sessionsAttendedByAddress } from '../registrations/event-attendees.js';
import type { CertificateContent } from './certificate-drawing.js';
import {
  issuedColumns,
  issuedContentOf,
  issuedOf,
  newCertificateCode,
  revokeCertificateOf,
  templateCopyOf,
} from './certificates.service.js';

// A series' certificate (issue 48, item 4; docs/certificates.md, "Series"): one per person who
// attended at least the share of its sessions the officers set (`event_series.certificate_share`),
// issued once the series is over. It is a certificate like an event's (the template's copy, its
// code and page, the mail the `certificate-mails` job writes after the commit), for the series:
// no event, the series' title and the date of its last session held, and the sessions attended
// of those held, which it prints and its page states.

export const SERIES_NOT_OVER =
  'A series’ certificates are issued once it is over: come back after its last session.';
export const SERIES_SHARE_UNSET =
  'Set the share of sessions in the series’ settings to give a certificate.';

async function seriesOf(context: ServiceContext, organisation: OrganisationRef, seriesId: number) {
  const series = await certificateSeriesOf(context, organisation.id, seriesId);
  // As the series' own dashboard page answers one that is not the organisation's.
  if (!series) throw notFound('Series not found.');
  return series;
}

/** A series' lists; the routes add where certificates lead (the configuration's to say). */
type SeriesCertificateLists = Omit<SeriesCertificates, 'verification'>;

async function listOf(
  context: ServiceContext,
  organisation: OrganisationRef,
  series: CertificateSeries,
): Promise<SeriesCertificateLists> {
  const held = series.heldSessionIds.length;
  const share = series.certificateShare;
  const [attendance, issued] = await Promise.all([
    sessionsAttendedByAddress(context.db, series.heldSessionIds),
    context.db
      .select({
        ...issuedColumns,
        sessionsAttended: certificates.sessionsAttended,
        sessionsHeld: certificates.sessionsHeld,
      })
      .from(certificates)
      .where(eq(certificates.seriesId, series.id))
      .orderBy(desc(certificates.id)),
  ]);
  const byEmail = new Map(issued.map((row) => [row.email, row.id]));
  return {
    series: {
      id: series.id,
      title: series.title,
      organisation,
      certificateShare: share,
      sessionsHeld: held,
      lastHeldDate: series.lastHeldDate,
      over: series.over,
    },
    people: attendance.map((person) => ({
      name: person.name,
      email: person.email,
      sessionsAttended: person.sessionsAttended,
      reachesShare: reachesSessionShare(person.sessionsAttended, held, share),
      certificateId: byEmail.get(person.email) ?? null,
    })),
    certificates: issued.map((row) => ({
      ...issuedOf(row),
      // Set on every series' certificate (a check of the table holds them so).
      sessions: { attended: row.sessionsAttended ?? 0, held: row.sessionsHeld ?? 0 },
    })),
  };
}

/** A series' Certificates area: its share, who attended how many sessions, what was issued. */
export async function seriesCertificates(
  context: ServiceContext,
  organisation: OrganisationRef,
  seriesId: number,
): Promise<SeriesCertificateLists> {
  return listOf(context, organisation, await seriesOf(context, organisation, seriesId));
}

/**
 * Issues the series' certificates to everyone who attended its share of the sessions held and
 * holds none yet (by address), with a copy of the organisation's template; issuing again adds only
 * the missing ones. 409 while the series is not over, or when it has no share set. Their mails are
 * written by the `certificate-mails` job after the commit.
 */
export async function issueSeriesCertificates(
  context: ServiceContext,
  organisation: OrganisationRef,
  seriesId: number,
): Promise<Omit<SeriesCertificatesIssued, 'verification'>> {
  return inTransaction(context.db, async () => {
    const { db } = context;
    const series = await seriesOf(context, organisation, seriesId);
    if (!series.over) throw new HttpError(409, SERIES_NOT_OVER);
    const share = series.certificateShare;
    if (share === null) throw new HttpError(409, SERIES_SHARE_UNSET);
    const held = series.heldSessionIds.length;
    const eventDate = series.lastHeldDate;
    let issued = 0;
    if (eventDate !== null) {
      const due = (await sessionsAttendedByAddress(db, series.heldSessionIds)).filter((person) =>
        reachesSessionShare(person.sessionsAttended, held, share),
      );
      const design = await templateCopyOf(db, organisation.id);
      const now = context.clock.now();
      for (const batch of inBatches(due)) {
        const added = await db
          .insert(certificates)
          .values(
            batch.map((person) => ({
              code: newCertificateCode(),
              seriesId: series.id,
              sessionsAttended: person.sessionsAttended,
              sessionsHeld: held,
              eventTitle: series.title,
              eventDate,
              organisationId: organisation.id,
              recipientName: person.name,
              email: person.email,
              role: CERTIFICATE_ROLE_DEFAULT,
              design,
              issuedAt: now,
              mailDue: true,
              createdAt: now,
              updatedAt: now,
            })),
          )
          // One per address and series (a revoked one too: it is not issued again).
          .onConflictDoNothing({
            target: [certificates.seriesId, certificates.email],
            where: sql`series_id is not null`,
          })
          .returning({ id: certificates.id });
        issued += added.length;
      }
    }
    return { ...(await listOf(context, organisation, series)), issued };
  });
}

/** One valid certificate of the series, as the officers' PDF download draws it; 404 otherwise. */
export async function seriesIssuedContent(
  context: ServiceContext,
  organisation: OrganisationRef,
  ids: { seriesId: number; certificateId: number },
): Promise<CertificateContent> {
  await seriesOf(context, organisation, ids.seriesId);
  return issuedContentOf(context, { seriesId: ids.seriesId }, ids.certificateId);
}

/** Revokes a series' certificate for good, as an event's (`revokeCertificate`). */
export async function revokeSeriesCertificate(
  context: ServiceContext,
  organisation: OrganisationRef,
  ids: { seriesId: number; certificateId: number },
  input: z.output<typeof certificateRevocationSchema>,
): Promise<IssuedCertificate> {
  await seriesOf(context, organisation, ids.seriesId);
  return revokeCertificateOf(context, { seriesId: ids.seriesId }, ids.certificateId, input);
}
