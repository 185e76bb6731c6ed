import type { AttendanceChoice, Registration } from '@chapterhouse/shared';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { eventRegistrationLinks, eventRegistrations } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { hashToken } from '../../lib/link-tokens.js';
import { drawPdf } from '../../lib/pdf-workers.js';
import { type ServiceContext, today } from '../../lib/service-context.js';
import {
  lockEventForRegistration,
  seriesIdOfEvent,
  sessionsOfSeries,
} from '../events/registrable-event.js';
import { attendanceSwitchOf, moveToOtherPlaces } from './attendance-switch.js';
import { withJoinPath } from './online-joins.js';
import { registrationView } from './registrant-view.js';
import {
  mailRegistrant,
  type RegistrationMailKind,
  STANDING_STATUSES,
} from './registration-mails.js';
import {
  holdPlacesForPayment,
  keepUtr,
  type PayeeOf,
  withPaymentRecords,
  withUpiLink,
} from './registration-payments.js';
import { dropDueHolds, fillFromWaitlist, recount } from './registration-places.js';
import { receiptOf } from './registration-receipt.js';
import { isOver, REGISTRATION_REFUSALS } from './registration-rules.js';
import { qrCodeSvg, ticketSvg } from './registration-ticket.js';
import { registerForWholeSeries, wholeSeriesOfRegistration } from './series-registrations.js';

// What a registrant does through the personal link each of their mails carries
// (`/registrations/:token`, decision 015: only the links' hashes are stored): read their
// registration, confirm their address, cancel, and show their ticket. The link is the key, so
// each of these starts by finding the registration by it (`findByToken`). Deleting it for good
// is `registration-erasure.ts`.

/** A registration about to be erased, as its certificates are found by it. */
export interface ErasedRegistration {
  id: number;
  eventId: number;
  email: string;
}

/**
 * What registrations need of the certificates issued to registrants (modules/certificates, which
 * reads registrations: handed in by the app, so neither module imports the other both ways).
 */
export interface RegistrantCertificates {
  /** The registration's valid certificate, for its registrant's page; null when none. */
  of(db: Database, registrationId: number): Promise<Registration['certificate']>;
  /**
   * Withdraws the registrations' certificates, in the transaction that erases them: those issued
   * for them, and the series certificates of their addresses in the series their events are
   * sessions of (issue 48).
   */
  withdraw(context: ServiceContext, registrations: readonly ErasedRegistration[]): Promise<void>;
}

/** The registrants' certificates as the app's modules answer for them (`ModuleLinks`). */
export function registrantCertificatesOf(links: {
  ask: { certificateOfRegistration?: RegistrantCertificates['of'] };
  emit: { registrationsErased: RegistrantCertificates['withdraw'] };
}): RegistrantCertificates {
  return {
    // A site without the certificates module has issued none.
    of: links.ask.certificateOfRegistration ?? (async () => null),
    withdraw: links.emit.registrationsErased,
  };
}

/**
 * Confirms the registrant's address, through the button on the page their mailed link opens (a
 * POST: mail scanners fetch links, and a bare visit must not confirm). A held place becomes
 * theirs, with its ticket; a waitlisted or pending registration keeps its turn. They get the
 * mail they would have got at once on an event that does not ask. Confirming again changes
 * nothing; too late is 409 (the registration was dropped).
 */
export async function confirmRegistration(
  context: ServiceContext,
  token: string,
): Promise<Registration> {
  const registration = await findByToken(context.db, token);
  await confirmOne(context, registration);
  // Its address proven: registered once for a whole series, it now stands for the other sessions.
  await registerForWholeSeries(context, registration.id, { revive: true });
  return personalView(context, registration);
}

/**
 * A student signed in with the address (decision 017): it is proven, so every registration of it
 * still waiting for its confirmation is confirmed, as its mailed button would. One dropped for
 * want of it meanwhile stays dropped. Called after the sign-in's own transaction.
 */
export async function confirmRegistrationsOfAddress(
  context: ServiceContext,
  email: string,
): Promise<void> {
  const waiting = await context.db
    .select({ id: eventRegistrations.id, eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.email, email),
        eq(eventRegistrations.holdFor, 'address'),
        inArray(eventRegistrations.status, [...STANDING_STATUSES]),
      ),
    )
    .orderBy(eventRegistrations.eventId);
  for (const registration of waiting) {
    try {
      await confirmOne(context, registration);
      await registerForWholeSeries(context, registration.id, { revive: true });
    } catch (error) {
      // Dropped just now (its time ran out): nothing to confirm.
      if (!(error instanceof HttpError)) throw error;
    }
  }
}

/** Confirms one registration's address, its event locked; see `confirmRegistration`. */
async function confirmOne(
  context: ServiceContext,
  { id, eventId }: { id: number; eventId: number },
): Promise<void> {
  await dropDueHolds(context, eventId);
  await inTransaction(context.db, async () => {
    const { db } = context;
    const event = await lockEventForRegistration(db, eventId);
    const [row] = await db
      .select({
        status: eventRegistrations.status,
        confirmBy: eventRegistrations.confirmBy,
        holdFor: eventRegistrations.holdFor,
      })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, id));
    if (!row) throw notFound('This registration link is not valid.');
    // Nothing to confirm: confirmed already, or a place held for its payment (paying ends it).
    if (row.holdFor !== 'address') return;
    if (row.status === 'cancelled') throw new HttpError(409, REGISTRATION_REFUSALS.expired);
    if (!STANDING_STATUSES.includes(row.status)) return;
    await db
      .update(eventRegistrations)
      .set({
        confirmBy: null,
        holdFor: null,
        version: sql`${eventRegistrations.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(eventRegistrations.id, id));
    // A place to pay for is now held for its payment: the mail says how to pay.
    const heldForPayment = event ? await holdPlacesForPayment(context, event, [id]) : new Set();
    await mailRegistrant(
      context,
      id,
      heldForPayment.has(id) ? 'payment-due' : (row.status as RegistrationMailKind),
    );
  });
}

export async function findByToken(db: Database, token: string) {
  const [row] = await db
    .select({
      id: eventRegistrations.id,
      eventId: eventRegistrations.eventId,
      status: eventRegistrations.status,
      ticketCode: eventRegistrations.ticketCode,
      confirmBy: eventRegistrations.confirmBy,
      attendsOnline: eventRegistrations.attendsOnline,
    })
    .from(eventRegistrationLinks)
    .innerJoin(eventRegistrations, eq(eventRegistrations.id, eventRegistrationLinks.registrationId))
    .where(eq(eventRegistrationLinks.tokenHash, hashToken(token)));
  if (!row) throw notFound('This registration link is not valid.');
  return row;
}

/**
 * A registration as its own pages show it, after any change through its link: with the join link
 * of an online event, the other way to attend a hybrid one and, registered once for a whole
 * series, each session's registration.
 */
async function personalView(
  context: ServiceContext,
  registration: { id: number; eventId: number },
): Promise<Registration> {
  const view = await registrationView(context, registration.id);
  const [withJoin, attendanceSwitch, wholeSeries, withPayment] = await Promise.all([
    withJoinPath(context.db, registration.id, view),
    attendanceSwitchOf(context, {
      eventId: registration.eventId,
      status: view.status,
      attendsOnline: view.attendance === 'online',
    }),
    wholeSeriesOfRegistration(context, registration),
    withPaymentRecords(context.db, registration.id, view),
  ]);
  return { ...withJoin, attendanceSwitch, wholeSeries, payment: withPayment.payment };
}

/**
 * Keeps the UPI transaction id (UTR) the registrant typed once they paid, through their link:
 * the statement's matching finds their payment by it when the bank left the reference out.
 */
export async function giveUtr(
  context: ServiceContext,
  token: string,
  utr: string,
): Promise<Registration> {
  const { id, eventId, status, confirmBy } = await findByToken(context.db, token);
  if (confirmBy && confirmBy <= context.clock.now() && STANDING_STATUSES.includes(status)) {
    await dropDueHolds(context, eventId);
  }
  await keepUtr(context, id, utr);
  return personalView(context, { id, eventId });
}

/** A payment's receipt (or a refund's note) of the registration, as a PDF; 404 if not its own. */
export async function registrationReceiptPdf(
  context: ServiceContext,
  token: string,
  paymentId: number,
): Promise<{ number: string; pdf: Buffer }> {
  const { id } = await findByToken(context.db, token);
  const receipt = await receiptOf(context, id, paymentId);
  return { number: receipt.number, pdf: await drawPdf('receipt', receipt) };
}

/** The QR code (SVG) of a registration's `upi://pay` link while its payment is due; 404 else. */
export async function paymentQrSvg(
  context: ServiceContext,
  token: string,
  payeeOf: PayeeOf,
): Promise<string> {
  const { id } = await findByToken(context.db, token);
  const view = await withUpiLink(context, await registrationView(context, id), payeeOf);
  const link = view.payment?.upiLink;
  if (!link) throw notFound('There is nothing to pay by UPI for this registration now.');
  return qrCodeSvg(link);
}

/**
 * Switches a hybrid event's registration between the room and online through its personal link,
 * while the other way has a place free (`moveToOtherPlaces`).
 */
export async function switchAttendance(
  context: ServiceContext,
  token: string,
  input: { attendance: AttendanceChoice; version?: number },
): Promise<{ registration: Registration; promoted: number[] }> {
  const { id, eventId } = await findByToken(context.db, token);
  await dropDueHolds(context, eventId);
  const promoted = await moveToOtherPlaces(context, id, input);
  return { registration: await personalView(context, { id, eventId }), promoted };
}

/** A registration, through its personal link. */
export async function readRegistration(
  context: ServiceContext,
  token: string,
  certificates: RegistrantCertificates,
): Promise<Registration> {
  const { id, eventId, status, confirmBy } = await findByToken(context.db, token);
  // Its time ran out and no job has dropped it yet: it is dropped now, so the page tells the truth.
  if (confirmBy && confirmBy <= context.clock.now() && STANDING_STATUSES.includes(status)) {
    await dropDueHolds(context, eventId);
  }
  const view = await personalView(context, { id, eventId });
  // Certificates are issued once an event is over: an event still to come has none to look for.
  if (view.event.date > today(context)) return view;
  return { ...view, certificate: await certificates.of(context.db, id) };
}

/**
 * Cancels a registration through its personal link. A confirmed place of an upcoming event goes
 * to the first in line. Cancelling again changes nothing.
 */
export async function cancelRegistration(
  context: ServiceContext,
  token: string,
): Promise<{ registration: Registration; promoted: number[] }> {
  const { id, eventId } = await findByToken(context.db, token);
  const promoted = await inTransaction(context.db, async () => {
    const { db } = context;
    const event = await lockEventForRegistration(db, eventId);
    const [cancelled] = await db
      .update(eventRegistrations)
      .set({
        status: 'cancelled',
        // Cancelled by its registrant, not dropped for want of a confirmation or a payment.
        confirmBy: null,
        holdFor: null,
        version: sql`${eventRegistrations.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(eventRegistrations.id, id), sql`${eventRegistrations.status} <> 'cancelled'`))
      .returning({ id: eventRegistrations.id });
    if (!cancelled) return [];
    await mailRegistrant(context, id, 'cancelled');
    // An event that is over keeps its counts, as a record of it.
    if (!event || isOver(context, event)) return [];
    await recount(db, eventId);
    return fillFromWaitlist(context, eventId);
  });
  return { registration: await personalView(context, { id, eventId }), promoted };
}

/** The ticket's QR code (SVG) of a registration that holds a place; 404 otherwise. */
export async function registrationTicketSvg(
  context: ServiceContext,
  token: string,
): Promise<string> {
  const { status, ticketCode, confirmBy } = await findByToken(context.db, token);
  if (status !== 'confirmed' || confirmBy !== null)
    throw notFound('There is no ticket: this registration holds no place.');
  return ticketSvg(ticketCode);
}

/**
 * Cancels, through one session's personal link, the registrant's registration for every session
 * of its series still to come, or for one of them (`onlyEventId`): each session's place goes to
 * the first in line. One mail says so; cancelling again changes nothing.
 */
export async function cancelWholeSeries(
  context: ServiceContext,
  token: string,
  onlyEventId?: number,
): Promise<{ registration: Registration; promoted: number[] }> {
  const { id, eventId } = await findByToken(context.db, token);
  const series = await seriesIdOfEvent(context, eventId);
  if (!series) throw new HttpError(409, 'This registration is not for a series.');
  if (onlyEventId !== undefined) {
    const sessions = await sessionsOfSeries(context, series.id);
    if (!sessions.some((session) => session.id === onlyEventId)) {
      throw notFound('That session is not one of this series.');
    }
  }
  const [own] = await context.db
    .select({ email: eventRegistrations.email })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, id));
  const sessions = await sessionsOfSeries(context, series.id);
  const registrations = await context.db
    .select({ id: eventRegistrations.id, eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.email, own?.email ?? ''),
        inArray(
          eventRegistrations.eventId,
          sessions.map((session) => session.id),
        ),
        sql`${eventRegistrations.status} <> 'cancelled'`,
        onlyEventId === undefined ? undefined : eq(eventRegistrations.eventId, onlyEventId),
        // Those the whole-series registration made (and the link's own): a registration the
        // address made for one session on its own is cancelled through its own link.
        or(eq(eventRegistrations.wholeSeries, true), eq(eventRegistrations.id, id)),
      ),
    );
  const promoted: number[] = [];
  let mailed = false;
  for (const registration of registrations) {
    promoted.push(
      ...(await inTransaction(context.db, async () => {
        const event = await lockEventForRegistration(context.db, registration.eventId);
        // A session that took place keeps its registrations, as a record of it.
        if (!event || isOver(context, event)) return [];
        const [cancelled] = await context.db
          .update(eventRegistrations)
          .set({
            status: 'cancelled',
            confirmBy: null,
            holdFor: null,
            version: sql`${eventRegistrations.version} + 1`,
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(eventRegistrations.id, registration.id),
              sql`${eventRegistrations.status} <> 'cancelled'`,
            ),
          )
          .returning({ id: eventRegistrations.id });
        if (!cancelled) return [];
        if (!mailed) {
          await mailRegistrant(context, registration.id, 'cancelled');
          mailed = true;
        }
        await recount(context.db, registration.eventId);
        return fillFromWaitlist(context, registration.eventId);
      })),
    );
  }
  return { registration: await personalView(context, { id, eventId }), promoted };
}
