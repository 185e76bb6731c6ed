import { setImmediate as yieldToRequests } from 'node:timers/promises';
import {
  CERTIFICATE_TITLE_LABELS,
  type CertificateSessions,
  certificatePath,
} from '@chapterhouse/shared';
import { longDay } from '@chapterhouse/shared/date-wording';
import { and, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { certificates } from '../../db/schema/index.js';
import { inTransaction, outsideTransaction } from '../../lib/actor-transaction.js';
import { branchIdentity } from '../../lib/organisation-queries.js';
import { PeriodicJob } from '../../lib/periodic-job.js';
import type { ServiceContext } from '../../lib/service-context.js';
import type { OutgoingMail } from '../mail/mailer.js';
import { type CertificateArtist, certificateFileName } from './certificate-drawing.js';
import { contentsOf } from './certificates.service.js';

// The mail of each certificate issued or corrected, with its PDF attached, written after the
// commit that issued it: drawing a PDF takes tens of milliseconds, and five hundred of them must
// hold neither the officer's request nor a transaction. A server claims a few at a time for a
// lease (so several servers share the work and one that dies hands it on), draws them outside any
// transaction, then queues each mail in the transaction that marks it mailed, so it is queued once
// whatever happened meanwhile (a correction, a revocation, an erasure: the version tells).

/**
 * A certificate of participation, its PDF attached; `corrected` when it is sent again after
 * officers corrected it (the code and its page stay the same).
 */
export function certificateMail(input: {
  to: string;
  name: string;
  title: string;
  event: { title: string; day: string };
  /** A series' certificate: the sessions attended, of those held (the last on `event.day`). */
  sessions?: CertificateSessions | null;
  organisation: string;
  url: string;
  pdf: { filename: string; content: Buffer };
  corrected: boolean;
  site: string;
}): OutgoingMail {
  return {
    kind: 'certificate',
    to: input.to,
    subject: `${input.corrected ? 'Corrected: ' : ''}Your ${input.title} for ${input.event.title}`,
    text: [
      `Hello ${input.name},`,
      '',
      input.corrected
        ? `${input.organisation} corrected your ${input.title} for ${input.event.title} (${input.event.day}). The corrected certificate is attached; it replaces the one sent before.`
        : `Thank you for taking part in ${input.event.title}${input.sessions ? `: you attended ${input.sessions.attended} of its ${input.sessions.held} sessions, the last on ${input.event.day}` : ` on ${input.event.day}`}. ${input.organisation} sends you your ${input.title}, attached as a PDF.`,
      '',
      'Anyone (an employer, a university) can check that it is genuine on its page, which also lets you download it again:',
      input.url,
      '',
      input.site,
    ].join('\n'),
    attachments: [
      {
        filename: input.pdf.filename,
        contentType: 'application/pdf',
        content: input.pdf.content.toString('base64'),
      },
    ],
  };
}

/** How many certificates a server claims at once. */
const CLAIM = 20;
/** A claimed certificate is left to its server this long; after, another server takes it. */
const LEASE_MS = 5 * 60_000;

/** Claims up to CLAIM certificates whose mail is owed and unclaimed (or whose lease ran out). */
async function claimDue(context: ServiceContext) {
  const now = context.clock.now();
  const due = context.db
    .select({ id: certificates.id })
    .from(certificates)
    .where(
      and(
        eq(certificates.mailDue, true),
        or(isNull(certificates.mailClaimedUntil), lt(certificates.mailClaimedUntil, now)),
      ),
    )
    .orderBy(certificates.id)
    .limit(CLAIM)
    .for('update', { skipLocked: true });
  return context.db
    .update(certificates)
    .set({ mailClaimedUntil: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(certificates.id, due))
    .returning({
      id: certificates.id,
      code: certificates.code,
      organisationId: certificates.organisationId,
      eventTitle: certificates.eventTitle,
      eventDate: certificates.eventDate,
      sessionsAttended: certificates.sessionsAttended,
      sessionsHeld: certificates.sessionsHeld,
      recipientName: certificates.recipientName,
      email: certificates.email,
      role: certificates.role,
      design: certificates.design,
      issuedAt: certificates.issuedAt,
      mailedAt: certificates.mailedAt,
      version: certificates.version,
    });
}

/**
 * Writes the mail of every certificate that owes one; returns how many were queued. Once
 * `stopping` aborts (the server stops), it ends after the certificate at hand and hands back the
 * claims it did not get to, for the next round of any server.
 */
export async function mailDueCertificates(
  context: ServiceContext,
  artist: CertificateArtist,
  stopping?: AbortSignal,
): Promise<number> {
  let queued = 0;
  let site: string | undefined;
  for (;;) {
    const claimed = await claimDue(context);
    if (claimed.length === 0) return queued;
    site ??= (await branchIdentity(context.db)).name;
    const signedBy = site;
    // What each prints, read once for the claimed few (their organisations in one query).
    const named = claimed.flatMap(({ recipientName, email, ...row }) =>
      recipientName === null || email === null ? [] : [{ ...row, recipientName, email }],
    );
    const contents = new Map(
      (await contentsOf(context.db, named)).map((content) => [content.code, content]),
    );
    for (const [index, row] of named.entries()) {
      if (stopping?.aborted) {
        await releaseClaims(context, named.slice(index));
        return queued;
      }
      const content = contents.get(row.code);
      if (!content) continue;
      const pdf = await artist.draw(content);
      const email = row.email;
      queued += await inTransaction(context.db, async () => {
        const [marked] = await context.db
          .update(certificates)
          .set({ mailDue: false, mailClaimedUntil: null, mailedAt: context.clock.now() })
          .where(
            and(
              eq(certificates.id, row.id),
              eq(certificates.version, row.version),
              eq(certificates.mailDue, true),
              isNotNull(certificates.email),
            ),
          )
          .returning({ id: certificates.id });
        if (!marked) return 0;
        await context.mailer.queue(
          context.db,
          certificateMail({
            to: email,
            name: content.recipientName,
            title: CERTIFICATE_TITLE_LABELS[content.design.title],
            event: { title: content.event.title, day: longDay(content.event.date) },
            sessions: content.sessions,
            organisation: content.organisation.name,
            url: `${context.publicOrigin}${certificatePath(row.code)}`,
            pdf: { filename: certificateFileName(content).unicode, content: pdf },
            corrected: row.mailedAt !== null,
            site: signedBy,
          }),
        );
        return 1;
      });
      await yieldToRequests();
    }
  }
}

/** Hands back claimed certificates whose mails are still owed, for any server to take at once. */
async function releaseClaims(context: ServiceContext, rows: ReadonlyArray<{ id: number }>) {
  if (rows.length === 0) return;
  await context.db
    .update(certificates)
    .set({ mailClaimedUntil: null })
    .where(
      and(
        inArray(
          certificates.id,
          rows.map((row) => row.id),
        ),
        eq(certificates.mailDue, true),
      ),
    );
}

/**
 * Writes certificates' mails every `everyMs` (a minute), and at once when `nudge`d after an
 * issue or a correction; every server runs its own.
 */
export class CertificateMails extends PeriodicJob<{ queued: number }> {
  constructor(options: {
    context: ServiceContext;
    artist: CertificateArtist;
    everyMs?: number;
    onError?: (error: unknown) => void;
  }) {
    super(
      async (stopping) => ({
        queued: await mailDueCertificates(options.context, options.artist, stopping),
      }),
      {
        everyMs: options.everyMs ?? 60_000,
        onError: options.onError,
      },
    );
  }

  /**
   * Starts a round now without waiting for it (a round under way is joined). A failed round is
   * logged by the app's background jobs, and the timer tries again.
   */
  nudge(): void {
    outsideTransaction(() => this.runDue()).catch(() => {});
  }
}
