import {
  type AttendanceChoice,
  amountOfPaise,
  CONFIRMATION_WINDOW_MINUTES,
  type EventState,
  JOIN_OPENS_MINUTES_BEFORE,
  type MailAttachment,
  type RegistrationStatus,
} from '@chapterhouse/shared';
import { eventWhen, momentWords } from '@chapterhouse/shared/date-wording';
import { venueText } from '@chapterhouse/shared/event-entry';
import { and, asc, eq, inArray, isNotNull, isNull, like, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { eventRegistrationLinks, eventRegistrations, mailOutbox } from '../../db/schema/index.js';
import { inUnnested } from '../../db/unnested.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { inBatches } from '../../lib/batches.js';
import { zoneNameOf } from '../../lib/event-times.js';
import { limitParallel } from '../../lib/limit-parallel.js';
import { hashToken, hashTokenSql, newToken } from '../../lib/link-tokens.js';
import { branchIdentity } from '../../lib/organisation-queries.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { eventCalendarAttachment, eventPageUrl } from '../events/event-calendar.js';
import { calendarEventsOf, eventState } from '../events/registrable-event.js';
import type { OutgoingMail } from '../mail/mailer.js';
import { joinPathsOf } from './join-links.js';
import { holdsOnlinePlace } from './place-kinds.js';
import { ticketAttachment } from './registration-ticket.js';

// The mails a registrant gets, each queued in the transaction of the change that causes it.
// Every one carries the event's `.ics` and a personal link (a fresh one each: the database keeps
// only the links' hashes), where they see their
// registration, cancel it or delete it; the ones that give them a place carry the ticket's QR
// code too. Plain text, with whole URLs a person can copy.

/** Why a registrant is mailed. */
export type RegistrationMailKind =
  | 'confirmed'
  | 'waitlisted'
  | 'pending'
  | 'promoted'
  | 'accepted'
  | 'declined'
  | 'cancelled'
  /** The event asks registrants to confirm their address: the link to follow, in time. */
  | 'confirm'
  /** Not confirmed in time: the registration was dropped. */
  | 'expired'
  /** A place is held for its payment (issue 49): the amount, the reference, the deadline. */
  | 'payment-due'
  /** The payment arrived: the place is theirs, with its ticket. */
  | 'paid'
  /** Not paid in time: the place went to the next in line. */
  | 'lapsed'
  /** The day before the event (the reminder job). */
  | 'reminder'
  /** Shortly before an online or hybrid event starts: the personal join link (issue 48). */
  | 'join'
  /** The officers cancelled or postponed the event itself. */
  | 'event-cancelled'
  | 'event-postponed';

export const REGISTRATION_MAIL_KINDS: readonly RegistrationMailKind[] = [
  'confirmed',
  'waitlisted',
  'pending',
  'promoted',
  'accepted',
  'declined',
  'cancelled',
  'confirm',
  'expired',
  'payment-due',
  'paid',
  'lapsed',
  'reminder',
  'join',
  'event-cancelled',
  'event-postponed',
];

const SUBJECTS: Record<RegistrationMailKind, (title: string) => string> = {
  confirmed: (title) => `You are registered: ${title}`,
  waitlisted: (title) => `You are on the waiting list: ${title}`,
  pending: (title) => `Your registration awaits approval: ${title}`,
  promoted: (title) => `A place opened up: you are registered for ${title}`,
  accepted: (title) => `Your registration is accepted: ${title}`,
  declined: (title) => `Your registration was declined: ${title}`,
  cancelled: (title) => `Your registration is cancelled: ${title}`,
  confirm: (title) =>
    `Confirm your registration within ${CONFIRMATION_WINDOW_MINUTES} minutes: ${title}`,
  expired: (title) => `Your registration was not confirmed: ${title}`,
  'payment-due': (title) => `Pay to keep your place: ${title}`,
  paid: (title) => `Payment received: you are registered for ${title}`,
  lapsed: (title) => `Your place was not paid for in time: ${title}`,
  reminder: (title) => `Reminder: ${title} is coming up`,
  join: (title) => `Join online: ${title} starts soon`,
  'event-cancelled': (title) => `Cancelled: ${title}`,
  'event-postponed': (title) => `Postponed: ${title}`,
};

const OPENINGS: Record<RegistrationMailKind, string> = {
  confirmed: 'your place is confirmed.',
  waitlisted:
    'the event is full, so you are on its waiting list. We will mail you if a place opens up.',
  pending: 'the organisers approve each registration; we will mail you once they have decided.',
  promoted: 'a place opened up and it is yours: your registration is confirmed.',
  accepted: 'the organisers accepted your registration: your place is confirmed.',
  declined: 'the organisers could not accept your registration this time.',
  cancelled: 'your registration is cancelled. You can register again while registration is open.',
  // The status decides the rest (a held place, or a turn on the waiting list); see confirmLines.
  confirm: `please confirm that this address is yours within ${CONFIRMATION_WINDOW_MINUTES} minutes.`,
  expired: `your registration was not confirmed within ${CONFIRMATION_WINDOW_MINUTES} minutes, so it was dropped and its place went to the next in line. You can register again while registration is open.`,
  'payment-due': 'a place is held for you while you pay for it.',
  paid: 'we received your payment, so your place is confirmed.',
  lapsed:
    'your place was not paid for in time, so it went to the next in line. If you paid all the same, reply with your UPI transaction id (UTR): the organisers will refund you. You can register again while registration is open.',
  reminder: 'a reminder that it is coming up soon, and your place is waiting for you.',
  join: `it starts soon. Join it online with your personal join link below: it opens ${JOIN_OPENS_MINUTES_BEFORE} minutes before the start, and joining through it counts as attending. Keep the link to yourself: it is yours alone.`,
  'event-cancelled':
    'we are sorry: the organisers have cancelled this event. There is nothing you need to do.',
  'event-postponed':
    'the organisers have postponed this event. The new date will be announced on the event page; your registration stays as it is.',
};

/** The mails that hand over a place carry the ticket as a picture (PNG) of its QR code. */
const TICKET_PICTURE: ReadonlySet<RegistrationMailKind> = new Set([
  'confirmed',
  'promoted',
  'accepted',
  'paid',
]);

/** How many tickets' pictures a batch of mails draws at once. */
const TICKETS_DRAWN_AT_ONCE = 4;

/** Whose registration still stands, so that changes to the event concern them. */
export const STANDING_STATUSES: readonly RegistrationStatus[] = [
  'confirmed',
  'waitlisted',
  'pending',
];

/**
 * What an unconfirmed registrant is asked to do, by where they stand: a held place is theirs
 * once they confirm; a turn on the waiting list (or awaiting approval) is kept.
 */
function confirmLines(status: RegistrationStatus, deadline: string): string[] {
  const what =
    status === 'confirmed'
      ? `Confirm your place within ${CONFIRMATION_WINDOW_MINUTES} minutes: a place is held for you until ${deadline}, then it goes to the next in line.`
      : `Confirm your registration within ${CONFIRMATION_WINDOW_MINUTES} minutes (by ${deadline}) to keep it; unconfirmed, it is dropped.`;
  return [what, 'Open your registration with the link below and press "Confirm".'];
}

/** What a place held for its payment asks of its registrant (issue 49). */
function paymentLines(payment: { amount: string; reference: string; deadline: string }): string[] {
  return [
    `Pay ${payment.amount} by ${payment.deadline}, by UPI, with the reference ${payment.reference} in the payment's note.`,
    'Your registration page (the link below) has the UPI link, its QR code and where to give the UPI transaction id (UTR) once you have paid.',
    'Unpaid by then, the place goes to the next in line.',
  ];
}

/** The words of one registration mail, with its files. */
export function registrationMail(input: {
  kind: RegistrationMailKind;
  to: string;
  name: string;
  event: {
    title: string;
    when: string;
    location: string | null;
    pageUrl: string;
  };
  /** Of a hybrid event: whether they attend (or wait for a place) in the room or online. */
  attendance?: AttendanceChoice | null;
  /** The ticket's code, while the registration holds a place. */
  ticketCode: string | null;
  /** While the address is unconfirmed: where the registration stands, and its deadline. */
  awaiting?: { status: RegistrationStatus; deadline: string } | null;
  /** While a place is held for its payment: the amount with its currency, and the reference. */
  payment?: { amount: string; reference: string; deadline: string } | null;
  personalUrl: string;
  /** Their personal join link (`/join/{token}`) of an online or hybrid event: the join mail's. */
  joinUrl?: string | null;
  site: string;
  attachments: MailAttachment[];
}): OutgoingMail {
  const { event, kind } = input;
  const calendarFile = input.attachments.find((file) => file.filename.endsWith('.ics'));
  const stillOpen =
    kind !== 'cancelled' &&
    kind !== 'declined' &&
    kind !== 'event-cancelled' &&
    kind !== 'expired' &&
    kind !== 'lapsed';
  const awaiting = stillOpen && input.awaiting ? input.awaiting : null;
  return {
    kind: `registration-${kind}`,
    to: input.to,
    subject: SUBJECTS[kind](event.title),
    text: [
      `Hello ${input.name},`,
      '',
      `For ${event.title}: ${OPENINGS[kind]}`,
      '',
      `When: ${event.when}`,
      ...(event.location ? [`Where: ${event.location}`] : []),
      ...(input.attendance
        ? [`You attend: ${input.attendance === 'online' ? 'online' : 'in the room'}`]
        : []),
      `Event page: ${event.pageUrl}`,
      ...(input.joinUrl ? ['', `Join online: ${input.joinUrl}`] : []),
      ...(awaiting ? ['', ...confirmLines(awaiting.status, awaiting.deadline)] : []),
      ...(stillOpen && input.payment ? ['', ...paymentLines(input.payment)] : []),
      ...(input.ticketCode && kind !== 'event-cancelled'
        ? [
            '',
            `Your ticket: ${input.ticketCode}`,
            TICKET_PICTURE.has(kind)
              ? 'Show it at the door: its QR code is attached, and your registration page shows it too.'
              : 'Show it at the door: your registration page shows its QR code.',
          ]
        : []),
      ...(calendarFile
        ? ['', `Add the event to your calendar with the attached file ${calendarFile.filename}.`]
        : []),
      '',
      stillOpen
        ? 'See your registration, cancel it, or delete your details here:'
        : 'See your registration, or delete your details, here:',
      input.personalUrl,
      '',
      input.site,
    ].join('\n'),
    attachments: input.attachments,
  };
}

/** What a registration mail is written from, besides its event. */
const registrantColumns = {
  registrationId: eventRegistrations.id,
  eventId: eventRegistrations.eventId,
  email: eventRegistrations.email,
  name: eventRegistrations.name,
  status: eventRegistrations.status,
  ticketCode: eventRegistrations.ticketCode,
  confirmBy: eventRegistrations.confirmBy,
  holdFor: eventRegistrations.holdFor,
  amountDuePaise: eventRegistrations.amountDuePaise,
  paymentReference: eventRegistrations.paymentReference,
  attendsOnline: eventRegistrations.attendsOnline,
};

type MailRow = Awaited<ReturnType<typeof selectMailRows>>[number];

/** What the caller made already: the ticket's picture, and the link's token of a new registration. */
interface Prepared {
  ticket?: MailAttachment;
  /** Its link is saved with it (registering): the mail carries that one, not a fresh one. */
  token?: string;
}

/**
 * Writes the mails of `kind` to these registrations (one event's, or a few events'). The `.ics`
 * is written once per event; the ticket's picture per registrant. `prepared`: what callers made
 * already, by registration id.
 */
async function writeMails(
  context: ServiceContext,
  rows: readonly MailRow[],
  kind: RegistrationMailKind,
  prepared: ReadonlyMap<number, Prepared> = new Map(),
  /** The branch's name, when the caller has read it (beside its other reads). */
  siteName?: string,
): Promise<OutgoingMail[]> {
  if (rows.length === 0) return [];
  // Each mail carries a personal link of its own: only its hash is kept (lib/link-tokens.ts).
  const tokens = rows.map((row) => prepared.get(row.registrationId)?.token ?? newToken());
  const links = rows.flatMap((row, index) =>
    prepared.get(row.registrationId)?.token
      ? []
      : [{ tokenHash: hashToken(tokens[index] ?? ''), registrationId: row.registrationId }],
  );
  for (const batch of inBatches(links)) {
    await context.db.insert(eventRegistrationLinks).values(batch);
  }
  const site = siteName ?? (await branchIdentity(context.db)).name;
  const joinPaths =
    kind === 'join'
      ? await joinPathsOf(
          context.db,
          rows.map((row) => row.registrationId),
        )
      : new Map<number, string>();
  const calendars = new Map<string, MailAttachment>();
  const now = context.clock.now();
  // A place held for an unconfirmed (or unpaid) address carries no ticket until it is theirs.
  const holdsPlace = (row: MailRow) => row.status === 'confirmed' && row.confirmBy === null;
  // The tickets' pictures drawn a few at once (sharp works on its own threads): a statement's
  // payments hand over hundreds of places in one go.
  const drawn = new Map<number, Promise<MailAttachment>>();
  if (TICKET_PICTURE.has(kind)) {
    const slot = limitParallel(TICKETS_DRAWN_AT_ONCE);
    for (const row of rows) {
      if (holdsPlace(row) && !prepared.get(row.registrationId)?.ticket) {
        drawn.set(
          row.registrationId,
          slot(() => ticketAttachment(row.ticketCode)),
        );
      }
    }
  }
  const mails: OutgoingMail[] = [];
  for (const [index, row] of rows.entries()) {
    // Links come from the configuration, never from what a request once claimed (issue 26).
    const origin = context.publicOrigin;
    const key = String(row.id);
    let calendar = calendars.get(key);
    if (!calendar) {
      calendar = eventCalendarAttachment(row, {
        origin,
        timeZone: context.timeZone,
        now,
      });
      calendars.set(key, calendar);
    }
    const attachments = [calendar];
    const ticket = prepared.get(row.registrationId)?.ticket ?? drawn.get(row.registrationId);
    if (holdsPlace(row) && TICKET_PICTURE.has(kind) && ticket) attachments.push(await ticket);
    mails.push(
      registrationMail({
        kind,
        to: row.email,
        name: row.name,
        event: {
          title: row.title,
          when: eventWhen(row, zoneNameOf(context.locale, row)),
          location: venueText(row),
          pageUrl: eventPageUrl(row, origin),
        },
        attendance:
          row.attendanceMode === 'hybrid' ? (row.attendsOnline ? 'online' : 'in-person') : null,
        ticketCode: holdsPlace(row) ? row.ticketCode : null,
        awaiting:
          row.confirmBy && row.holdFor === 'address'
            ? {
                status: row.status,
                deadline: momentWords(row.confirmBy, context.locale),
              }
            : null,
        payment:
          row.confirmBy && row.holdFor === 'payment' && row.amountDuePaise && row.paymentReference
            ? {
                amount: `${row.priceCurrency ?? ''} ${amountOfPaise(row.amountDuePaise)}`.trim(),
                reference: row.paymentReference,
                deadline: momentWords(row.confirmBy, context.locale),
              }
            : null,
        personalUrl: `${origin}/registrations/${tokens[index]}`,
        joinUrl: joinPaths.has(row.registrationId)
          ? `${origin}${joinPaths.get(row.registrationId)}`
          : null,
        site,
        attachments,
      }),
    );
  }
  return mails;
}

/**
 * The registrations `where` selects, in id order, each with its event as a calendar entry, which
 * the events service reads for all of them in one query. Nearly every caller holds its event's
 * row lock (the desk locks it, an edit or a reminders claim updates it), so the event cannot
 * change between the two reads; a registration's first mail is written just after the commit,
 * outside the lock, from the event as it then is.
 */
async function selectMailRows(context: ServiceContext, where: SQL | undefined) {
  const registrants = await context.db
    .select(registrantColumns)
    .from(eventRegistrations)
    .where(where)
    .orderBy(asc(eventRegistrations.id));
  const eventsById = await calendarEventsOf(
    context.db,
    registrants.map((row) => row.eventId),
  );
  return registrants.flatMap((row) => {
    const event = eventsById.get(row.eventId);
    return event ? [{ ...row, ...event }] : [];
  });
}

/**
 * Mails one registrant about their registration as it now stands. Call inside the transaction
 * that changed it, so the mail exists exactly when the change was saved. `prepared.ticket` is the
 * ticket's picture when the caller drew it already (outside the event's lock).
 */
export async function mailRegistrant(
  context: ServiceContext,
  registrationId: number,
  kind: RegistrationMailKind,
  prepared: Prepared = {},
): Promise<void> {
  const rows = await selectMailRows(context, eq(eventRegistrations.id, registrationId));
  await context.mailer.queue(
    context.db,
    await writeMails(context, rows, kind, new Map([[registrationId, prepared]])),
  );
}

/**
 * Mails each of these registrations (of any events) about where it now stands, in one read and
 * one insert (a statement's payments applied together). Call inside the change's transaction.
 */
export async function mailRegistrants(
  context: ServiceContext,
  registrationIds: readonly number[],
  kind: RegistrationMailKind,
): Promise<void> {
  if (registrationIds.length === 0) return;
  const mails: OutgoingMail[] = [];
  for (const batch of inBatches([...registrationIds])) {
    const rows = await selectMailRows(context, inUnnested(eventRegistrations.id, batch));
    mails.push(...(await writeMails(context, rows, kind)));
  }
  await context.mailer.queue(context.db, mails);
}

/**
 * Whether a registration still stands as its first mail would say: a mail of its status, or an
 * address to confirm while it stands unconfirmed. Moved on before the mail was written (promoted,
 * cancelled, confirmed), the mail of that change has told them already.
 */
function stillAsRegistered(
  kind: string,
  row: {
    status: RegistrationStatus;
    confirmBy: Date | null;
    holdFor: string | null;
  },
) {
  if (kind === 'confirm') {
    return row.holdFor === 'address' && STANDING_STATUSES.includes(row.status);
  }
  if (kind === 'payment-due') return row.holdFor === 'payment' && row.status === 'confirmed';
  return kind === row.status && row.confirmBy === null;
}

/** A registration's first mail, owed (`event_registrations.first_mail`), with what was made for it. */
export interface OwedFirstMail extends Prepared {
  registrationId: number;
  kind: RegistrationMailKind;
}

/**
 * Queues the first mails these registrations are owed (`event_registrations.first_mail`), in a
 * transaction of their own just after the commit that registered them, so that the work of
 * writing them (the `.ics` with its time zone, the ticket, the outbox rows) is not done under the
 * event's lock; a batch of registrations has its mails written together (one read of their
 * events, one insert). The mark is cleared by the same update that claims it: however many try
 * (the request, the `registration-holds` job on any server), each mail is queued once, and never
 * lost. Returns how many this call claimed.
 */
export async function queueFirstMails(
  context: ServiceContext,
  owed: readonly OwedFirstMail[],
): Promise<number> {
  if (owed.length === 0) return 0;
  const owedById = new Map(owed.map((each) => [each.registrationId, each]));
  return inTransaction(context.db, async () => {
    // Cleared only while still owed (a registration's mark is only ever set to its first mail's
    // kind, then cleared): whoever clears it writes the mail.
    // The branch's name for the mails, read in the same round trip as the claim.
    const [claimed, site] = await Promise.all([
      context.db
        .update(eventRegistrations)
        .set({ firstMail: null })
        .where(
          and(
            // A batch's ids as one array (`db/unnested.ts`): hundreds of them in a rush.
            inUnnested(eventRegistrations.id, [...owedById.keys()]),
            isNotNull(eventRegistrations.firstMail),
          ),
        )
        .returning({
          id: eventRegistrations.id,
          status: eventRegistrations.status,
          confirmBy: eventRegistrations.confirmBy,
          holdFor: eventRegistrations.holdFor,
        }),
      branchIdentity(context.db),
    ]);
    const due = claimed.filter((row) => {
      const kind = owedById.get(row.id)?.kind;
      return kind !== undefined && stillAsRegistered(kind, row);
    });
    if (due.length > 0) {
      const rows = await selectMailRows(
        context,
        inUnnested(
          eventRegistrations.id,
          due.map((row) => row.id),
        ),
      );
      const mails: OutgoingMail[] = [];
      for (const kind of new Set(due.map((row) => owedById.get(row.id)?.kind))) {
        if (!kind) continue;
        const ofKind = rows.filter((row) => owedById.get(row.registrationId)?.kind === kind);
        mails.push(...(await writeMails(context, ofKind, kind, owedById, site.name)));
      }
      await context.mailer.queue(context.db, mails);
    }
    return claimed.length;
  });
}

/**
 * Queues the first mails left owed by a server that stopped between a registration's commit and
 * its mail (the `registration-holds` job, every minute). Each carries a fresh link: the first
 * one's token was only in the answer. Returns how many it queued.
 */
export async function queueOwedFirstMails(context: ServiceContext): Promise<number> {
  const owed = await context.db
    .select({ registrationId: eventRegistrations.id, kind: eventRegistrations.firstMail })
    .from(eventRegistrations)
    .where(isNotNull(eventRegistrations.firstMail))
    .orderBy(asc(eventRegistrations.id))
    .limit(1_000);
  return queueFirstMails(
    context,
    owed.map(({ registrationId, kind }) => ({
      registrationId,
      kind: kind as RegistrationMailKind,
    })),
  );
}

/**
 * Mails every registrant of an event whose registration is in one of `statuses` (each with their
 * own link). Returns how many were mailed.
 */
export async function mailRegistrantsOf(
  context: ServiceContext,
  eventId: number,
  statuses: readonly RegistrationStatus[],
  kind: RegistrationMailKind,
  /**
   * Only those whose address is confirmed (or was never asked): the reminders; and only those
   * who hold an online place: the join links (a hybrid event's room places have none).
   */
  only: { addressConfirmed?: boolean; onlinePlace?: boolean } = {},
): Promise<number> {
  const rows = (
    await selectMailRows(
      context,
      and(
        eq(eventRegistrations.eventId, eventId),
        inArray(eventRegistrations.status, [...statuses]),
        only.addressConfirmed ? isNull(eventRegistrations.confirmBy) : undefined,
      ),
    )
  ).filter(
    (row) =>
      !only.onlinePlace ||
      holdsOnlinePlace({ attendanceMode: row.attendanceMode ?? 'in-person' }, row.attendsOnline),
  );
  await context.mailer.queue(context.db, await writeMails(context, rows, kind));
  return rows.length;
}

/**
 * Deletes the outbox's mails about one registration: erasing it leaves no copy of the
 * registrant's details behind. Each of its mails carries one of its personal links, whose
 * hashes it keeps: a mail goes when the hash of the token in its link is one of them. Call
 * before the registration (and so its links) is deleted.
 */
export async function forgetRegistrationMails(db: Database, registrationId: number): Promise<void> {
  const linkToken = sql`substring(${mailOutbox.text} from '/registrations/([A-Za-z0-9_-]+)')`;
  await db
    .delete(mailOutbox)
    .where(
      and(
        like(mailOutbox.kind, 'registration-%'),
        inArray(
          hashTokenSql(linkToken),
          db
            .select({ hash: eventRegistrationLinks.tokenHash })
            .from(eventRegistrationLinks)
            .where(eq(eventRegistrationLinks.registrationId, registrationId)),
        ),
      ),
    );
}

// ---- When officers change the event itself ----

/**
 * After an officer's edit (in its transaction): an event now cancelled or postponed is announced
 * to everyone whose registration stands (confirmed, waiting or pending), once per change.
 */
export async function tellRegistrantsOfEdit(
  context: ServiceContext,
  eventId: number,
  before: EventState | null,
): Promise<void> {
  const after = await eventState(context, eventId);
  if (after === before || (after !== 'cancelled' && after !== 'postponed')) return;
  await mailRegistrantsOf(context, eventId, STANDING_STATUSES, `event-${after}`);
}
