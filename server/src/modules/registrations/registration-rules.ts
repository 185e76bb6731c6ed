import { randomInt } from 'node:crypto';
import {
  type AttendanceChoice,
  type AttendanceMode,
  CONFIRMATION_WINDOW_MINUTES,
  membersOnlyRefusal,
  paiseOf,
  type RegistrationAnswers,
  type RegistrationAudience,
  type RegistrationQuestion,
  type RegistrationWindow,
  type registrationRequestSchema,
} from '@chapterhouse/shared';
import { momentWords } from '@chapterhouse/shared/date-wording';
import { type EventPrices, priceFor } from '@chapterhouse/shared/event-entry';
import type { z } from 'zod';
import type { eventRegistrations } from '../../db/schema/index.js';
import { registrationClosesAt } from '../../lib/event-times.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { eventForRegistration, lockEventForRegistration } from '../events/registrable-event.js';
import { activeMemberAddresses } from '../roster/roster.service.js';
import { capacityOf, placeKindOf } from './place-kinds.js';

// The rules every registration meets, whichever way it is saved (alone in
// `registrations.service.ts`, or in one of the rush's batches in `registration-batches.ts`):
// when an event takes registrations (open, closed, not yet open, by the server's clock), the
// answers it keeps, and the row it is saved as (a place while there is room, else the waiting
// list). They sit apart so that both paths apply one copy of them, and so that the countdown
// (`registrationWindow`) reads the opening and closing exactly as registering decides them.

export const REGISTRATION_REFUSALS = {
  notHere: 'This event does not take registrations on this site.',
  cancelled: 'This event has been cancelled.',
  over: 'This event has already taken place.',
  closed: 'Registration for this event has closed.',
  /** Before the officers' opening time: when it opens, on the branch's clock (`momentWords`). */
  notYetOpen: (when: string) => `Registration opens at ${when}.`,
  duplicate: 'This e-mail address is already registered for this event.',
  keyReused:
    'This idempotency key was already used to register another e-mail address for this event: make a new key for each registration.',
  expired: `The ${CONFIRMATION_WINDOW_MINUTES} minutes to confirm this registration have passed, so it was dropped and its place went to the next in line. You can register again while registration is open.`,
} as const;

/** How long an unconfirmed registration holds its place (or its turn) on an event that asks. */
export const CONFIRMATION_WINDOW_MS = CONFIRMATION_WINDOW_MINUTES * 60_000;

/**
 * The answers to keep: one per question the event asks (others are dropped), each of its kind;
 * a required question must be answered. Throws 400 with the first problem.
 */
export function checkedAnswers(
  questions: readonly RegistrationQuestion[],
  answers: RegistrationAnswers,
): RegistrationAnswers {
  const kept: RegistrationAnswers = {};
  for (const question of questions) {
    const answer = answers[question.id];
    const blank = answer === undefined || (typeof answer === 'string' && answer.trim() === '');
    if (blank) {
      if (question.required) throw new HttpError(400, `Answer "${question.label}".`);
      continue;
    }
    if (question.kind === 'yes-no' ? typeof answer !== 'boolean' : typeof answer !== 'string') {
      throw new HttpError(400, `The answer to "${question.label}" is not of its kind.`);
    }
    if (question.kind === 'choice' && !question.options.includes(answer as string)) {
      throw new HttpError(400, `Choose one of the offered answers to "${question.label}".`);
    }
    kept[question.id] = typeof answer === 'string' ? answer.trim() : answer;
  }
  return kept;
}

/**
 * Whether the registrant attends online, from what they chose and what the event offers: a
 * hybrid event either way (in the room when they did not say), any other only its own way (400
 * for the other, which it has no places for).
 */
export function attendsOnlineAt(
  event: { attendanceMode: AttendanceMode },
  choice: AttendanceChoice | undefined,
): boolean {
  if (event.attendanceMode === 'hybrid') return choice === 'online';
  if (choice === 'online' && event.attendanceMode === 'in-person') {
    throw new HttpError(400, 'This event is held in person only: it has no online places.');
  }
  if (choice === 'in-person' && event.attendanceMode === 'online') {
    throw new HttpError(400, 'This event is held online only: it has no places in a room.');
  }
  return false;
}

/** Ended, or marked held: its registrations are a record from then on. */
export const isOver = (context: ServiceContext, event: { held: boolean; endsAt: Date }) =>
  event.held || event.endsAt <= context.clock.now();

/** One person's registration, as `register` hands it to a batch (or saves it alone). */
export interface RegistrationRequest {
  input: z.output<typeof registrationRequestSchema>;
  /** In lower case: the one registration per address and event is of any letter case. */
  email: string;
  key: string | null;
  ticketCode: string;
  /**
   * The address is proven already: a student signed in with it (decision 017), so an event that
   * asks registrants to confirm their address does not ask them.
   */
  addressProven?: boolean;
  /**
   * Set by `admitMembers`: a members-only event admitted the address because a roster lists it,
   * so it must be proven (the mailed link) before the place is theirs, whatever the event asks.
   */
  memberAddressToProve?: boolean;
  /**
   * Set by `admitMembers`: a roster lists the address as an Active member (a members-only event,
   * or a claim of the member price), so the member price is theirs.
   */
  verifiedMember?: boolean;
}

/** The refusal of a member price to an address no roster lists as an Active member. */
export const memberPriceRefusal = (email: string) =>
  `The member price is for IEEE members whose address a roster lists as Active, and ${email} is not among them. Register without it, or with the address IEEE has for you.`;

/** An event whose registrants pay on this site, by UPI (issue 49). */
export const collectsPayment = (event: { price: string | null; paymentHoldHours: number | null }) =>
  event.price !== null && event.paymentHoldHours !== null;

/**
 * What a registrant owes, in paise, decided here and never taken from the request: the lowest
 * price they qualify for on the branch's `today` (`priceFor`). Null: nothing to pay (a free
 * event, a free member, an event not collecting on the site).
 */
export function amountDueOf(
  event: EventPrices & { paymentHoldHours: number | null },
  request: Pick<RegistrationRequest, 'verifiedMember'>,
  today: string,
): number | null {
  if (!collectsPayment(event)) return null;
  const price = priceFor(event, {
    member: request.verifiedMember === true,
    today,
  });
  const paise = price === null ? 0 : paiseOf(price);
  return paise > 0 ? paise : null;
}

/** Until when a place is held for its payment, from `now`. */
export const payByOf = (event: { paymentHoldHours: number | null }, now: Date) =>
  new Date(now.getTime() + (event.paymentHoldHours ?? 0) * 3_600_000);

/**
 * Whether only verified IEEE members may register at `now`: a members-only event, or a
 * members-first one before it opens to everyone (issue 47, item 4).
 */
export const membersOnlyAt = (
  event: {
    registrationAudience: RegistrationAudience;
    openToEveryoneAt: Date | null;
  },
  now: Date,
) =>
  event.registrationAudience === 'members' ||
  (event.registrationAudience === 'members-first' &&
    event.openToEveryoneAt !== null &&
    now < event.openToEveryoneAt);

/**
 * The requests refused for want of IEEE membership (403, saying why and what to do): on a
 * members-only event, those whose address no roster lists as an Active member; on a paid event,
 * claims of the member price by such an address. One query for all of them. An admitted member
 * pays the member price, and their address, if not proven already (a signed-in student's), must
 * be, by its mailed link. Null for each admitted.
 */
export async function admitMembers(
  context: ServiceContext,
  event: {
    registrationAudience: RegistrationAudience;
    openToEveryoneAt: Date | null;
    price: string | null;
    memberPrice: string | null;
    paymentHoldHours: number | null;
  },
  now: Date,
  requests: readonly RegistrationRequest[],
): Promise<(HttpError | null)[]> {
  const membersOnly = membersOnlyAt(event, now);
  const priced = collectsPayment(event) && event.memberPrice !== null;
  const claims = (request: RegistrationRequest) => priced && request.input.memberPrice === true;
  const asked = requests.filter((request) => membersOnly || claims(request));
  if (asked.length === 0) return requests.map(() => null);
  const members = await activeMemberAddresses(
    context.db,
    asked.map((request) => request.email),
  );
  const everyoneFrom =
    event.registrationAudience === 'members-first' && event.openToEveryoneAt
      ? momentWords(event.openToEveryoneAt, context.locale, 'minute')
      : null;
  return requests.map((request) => {
    if (!membersOnly && !claims(request)) return null;
    if (!members.has(request.email)) {
      return new HttpError(
        403,
        membersOnly
          ? membersOnlyRefusal(request.email, everyoneFrom)
          : memberPriceRefusal(request.email),
      );
    }
    request.verifiedMember = true;
    if (!request.addressProven) request.memberAddressToProve = true;
    return null;
  });
}

/**
 * Locks the event's row and checks it takes registrations now, by the server's clock (never the
 * browser's; at the opening instant itself it is open). Throws the refusal otherwise.
 */
export async function lockEventOpenForRegistration(context: ServiceContext, eventId: number) {
  const event = await lockEventForRegistration(context.db, eventId);
  // A draft is not there for visitors (its registrants, if it had any, keep their links).
  if (!event?.visible) throw notFound('Event not found.');
  if (event.registrationMode !== 'site') throw new HttpError(409, REGISTRATION_REFUSALS.notHere);
  if (event.state === 'cancelled') throw new HttpError(409, REGISTRATION_REFUSALS.cancelled);
  const now = context.clock.now();
  if (isOver(context, event)) throw new HttpError(409, REGISTRATION_REFUSALS.over);
  if (registrationClosesAt(context.timeZone, event) <= now) {
    throw new HttpError(409, REGISTRATION_REFUSALS.closed);
  }
  if (event.registrationOpensAt && now < event.registrationOpensAt) {
    throw new HttpError(
      409,
      REGISTRATION_REFUSALS.notYetOpen(
        momentWords(event.registrationOpensAt, context.locale, 'second'),
      ),
    );
  }
  return { event, now };
}

/** Letters and digits that cannot be mistaken for one another when read out or typed. */
const TICKET_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 12 characters from 31 (59 bits), in groups of four: K7QX-9M2P-4TRW. */
export function newTicketCode(): string {
  const characters = Array.from({ length: 12 }, () => TICKET_ALPHABET[randomInt(31)]);
  return [0, 4, 8].map((start) => characters.slice(start, start + 4).join('')).join('-');
}

/**
 * A payment reference: 8 symbols of the same alphabet, with a digit and a letter in it (the
 * statement's matching looks for it in the narration, where a word or a number alone occurs by
 * chance): `CH7K2M9Q`. 31^8 of them: unique by the database's index.
 */
export function newPaymentReference(): string {
  for (;;) {
    const reference = Array.from({ length: 8 }, () => TICKET_ALPHABET[randomInt(31)]).join('');
    if (/\d/.test(reference) && /[A-Z]/.test(reference)) return reference;
  }
}

/**
 * The row a registration is saved as: confirmed while its kind of place has room (and no
 * approval is asked), else on that kind's waiting list.
 */
export function registrationRow(
  event: EventPrices & {
    id: number;
    attendanceMode: AttendanceMode;
    capacity: number | null;
    onlineCapacity: number | null;
    registrationApproval: boolean;
    registrationConfirmEmail: boolean;
    paymentHoldHours: number | null;
  },
  {
    request,
    answers,
    taken,
    now,
    today,
  }: {
    request: RegistrationRequest;
    answers: RegistrationAnswers;
    /** Confirmed places of the request's kind (`placeKindOf`) before this one. */
    taken: number;
    now: Date;
    /** The branch's date: which prices are offered (the early bird's last day). */
    today: string;
  },
) {
  const attendsOnline = attendsOnlineAt(event, request.input.attendance);
  const capacity = capacityOf(event, placeKindOf(event, attendsOnline));
  // With approval, nobody takes a place until an officer accepts them.
  const room = !event.registrationApproval && (capacity === null || taken < capacity);
  const status = event.registrationApproval ? 'pending' : room ? 'confirmed' : 'waitlisted';
  const amountDuePaise = amountDueOf(event, request, today);
  // The address is proven first; a place is then held for its payment (a turn on the waiting
  // list is paid for once it becomes a place).
  const addressHold =
    (event.registrationConfirmEmail || request.memberAddressToProve === true) &&
    !request.addressProven;
  const paymentHold = !addressHold && amountDuePaise !== null && status === 'confirmed';
  return {
    eventId: event.id,
    name: request.input.name,
    email: request.email,
    memberNumber: request.input.memberNumber,
    answers,
    attendsOnline,
    status,
    ticketCode: request.ticketCode,
    confirmBy: addressHold
      ? new Date(now.getTime() + CONFIRMATION_WINDOW_MS)
      : paymentHold
        ? payByOf(event, now)
        : null,
    holdFor: addressHold ? 'address' : paymentHold ? 'payment' : null,
    paymentHeldSince: paymentHold ? now : null,
    amountDuePaise,
    paymentReference: amountDuePaise === null ? null : newPaymentReference(),
  } satisfies Partial<typeof eventRegistrations.$inferInsert>;
}

export type RegistrationRow = ReturnType<typeof registrationRow>;

/**
 * A new registration's first mail: the link to confirm the address, where it must be proven
 * first; the amount to pay and how, where a place is held for its payment; else its status's.
 */
export const firstMailOf = (row: Pick<RegistrationRow, 'holdFor' | 'status'>) =>
  row.holdFor === 'address' ? 'confirm' : row.holdFor === 'payment' ? 'payment-due' : row.status;

/**
 * Whether an event takes registrations now, by the server's clock: what the event page's
 * countdown sets its clock by. 404 like the event's page: a draft, an event of a hidden
 * organisation or none at all; and an event that takes no registrations on this site.
 */
export async function registrationWindow(
  context: ServiceContext,
  eventId: number,
): Promise<RegistrationWindow> {
  const event = await eventForRegistration(context.db, eventId);
  if (!event?.visible) throw notFound('Event not found.');
  if (event.registrationMode !== 'site') throw notFound(REGISTRATION_REFUSALS.notHere);
  const now = context.clock.now();
  const opensAt = event.registrationOpensAt;
  const closesAt = registrationClosesAt(context.timeZone, event);
  return {
    now: now.toISOString(),
    opensAt: opensAt?.toISOString() ?? null,
    closesAt: closesAt.toISOString(),
    open:
      event.state !== 'cancelled' &&
      !isOver(context, event) &&
      (opensAt === null || opensAt <= now) &&
      now < closesAt,
  };
}
