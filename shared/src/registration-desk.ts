import { z } from 'zod';
import {
  integerSchema,
  isoDateSchema,
  pageSchema,
  paginationQuerySchema,
  slugify,
  textSchema,
  versionSchema,
} from './common.js';
import { attendanceModeSchema, eventStateSchema } from './events.js';
import { PAYMENT_STATES, registrationPaymentRecordSchema } from './payments.js';
import {
  REGISTRATION_STATUSES,
  registrationModeSchema,
  registrationStatusSchema,
  savedQuestionSchema,
} from './registrations.js';

// The registration desk: what an organisation's admins see and do with an event's registrations
// in its dashboard (the Registrations view and the check-in screen at the door).

/**
 * What the Registrations view can show: every status, the confirmed who came in, and those whose
 * address is not confirmed yet (whom the statuses leave out, as the counts do).
 */
export const DESK_FILTERS = [
  'all',
  ...REGISTRATION_STATUSES,
  'checked-in',
  'awaiting-confirmation',
] as const;
export const deskFilterSchema = z.enum(DESK_FILTERS, { message: 'Choose a status to show' });
export type DeskFilter = z.infer<typeof deskFilterSchema>;

/** The longest search text: a name, an e-mail address or a ticket code. */
export const DESK_SEARCH_MAX = 120;

export const registrationDeskQuerySchema = paginationQuerySchema.extend({
  status: deskFilterSchema.default('all'),
  /** Part of a name or e-mail address, or a ticket code (any case, dashes optional). */
  q: textSchema().trim().max(DESK_SEARCH_MAX, 'Search for at most 120 characters').optional(),
});
export type RegistrationDeskQuery = z.input<typeof registrationDeskQuerySchema>;

/**
 * What someone did at an event (issue 47, item 5), marked at the desk: a participant unless an
 * officer says otherwise. Their certificate and activity record name it.
 */
export const PARTICIPATION_ROLES = [
  'participant',
  'volunteer',
  'speaker',
  'organiser',
  'winner',
] as const;
export const participationRoleSchema = z.enum(PARTICIPATION_ROLES, {
  message: 'Choose participant, volunteer, speaker, organiser or winner',
});
export type ParticipationRole = z.infer<typeof participationRoleSchema>;

/** A role as a certificate and a page say it. */
export const PARTICIPATION_ROLE_LABELS: Record<ParticipationRole, string> = {
  participant: 'Participant',
  volunteer: 'Volunteer',
  speaker: 'Speaker',
  organiser: 'Organiser',
  winner: 'Winner',
};

/** Marking someone's role, as their registration was when the officer saw it. */
export const registrationRoleSchema = z.object({
  role: participationRoleSchema,
  version: versionSchema,
});
export type RegistrationRoleChange = z.input<typeof registrationRoleSchema>;

/**
 * An officer's correction of who attended (issue 48, item 6): at the door, online (say their
 * join link failed them), or not at all (a join that was not attendance).
 */
export const ATTENDANCE_MARKS = ['in-person', 'online', 'none'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];
export const registrationAttendanceSchema = z.object({
  attended: z.enum(ATTENDANCE_MARKS, { message: 'Choose in person, online or not attended' }),
  version: versionSchema,
});
export type RegistrationAttendanceChange = z.input<typeof registrationAttendanceSchema>;

/** One registration as the organisation's admins see it. */
export const deskRegistrationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  memberNumber: z.string().nullable(),
  /**
   * A verified IEEE member: the export day of the newest OU Analytics roster that lists them as
   * Active (by address, or by member number and name; `docs/roster.md`); null when none does.
   */
  memberVerifiedAsOf: z.string().nullable(),
  /** What they did at the event (`PARTICIPATION_ROLES`), marked at the desk. */
  role: participationRoleSchema,
  status: registrationStatusSchema,
  /** Answers to the event's questions, by question id. */
  answers: z.record(z.string(), z.union([z.string(), z.boolean()])),
  ticketCode: z.string(),
  /** ISO 8601. */
  registeredAt: z.string(),
  /** ISO 8601; null until checked in at the door (or online). */
  checkedInAt: z.string().nullable(),
  /** The check-in was a join through their personal join link (an online or hybrid event). */
  attendedOnline: z.boolean(),
  /**
   * Of a hybrid event: they hold (or wait for) one of its online places, not one in the room.
   * False at any other event.
   */
  attendsOnline: z.boolean(),
  /** Their place in the waiting list (1 is next), while waitlisted. */
  waitlistPosition: z.number().int().nullable(),
  /**
   * Their address is not confirmed yet (the event asks for it): a place or a turn is held for
   * them until `confirmBy`, then dropped. They cannot be checked in meanwhile.
   */
  awaitingConfirmation: z.boolean(),
  /**
   * Of a paid event (issue 49): where their payment stands (`PAYMENT_STATES`, `due` while a
   * place is held for it until `payBy`), what they owe, their reference and the UTR they typed.
   * They cannot be checked in while it is due: the treasurer records the payment first.
   */
  payment: z
    .object({
      state: z.enum(PAYMENT_STATES),
      /** In the event's `priceCurrency`. */
      amount: z.string(),
      reference: z.string(),
      payBy: z.string().nullable(),
      utr: z.string().nullable(),
    })
    .nullable(),
  /** The version an officer's change must name (409 when someone changed it meanwhile). */
  version: z.number().int(),
});
export type DeskRegistration = z.infer<typeof deskRegistrationSchema>;

/**
 * How many registrations each status has, across all pages; `checked-in` counts the confirmed who
 * came. Those whose address is unconfirmed are counted apart, in `awaiting-confirmation`, and not
 * in their status's count.
 */
export const deskCountsSchema = z.object({
  confirmed: z.number().int(),
  waitlisted: z.number().int(),
  pending: z.number().int(),
  declined: z.number().int(),
  cancelled: z.number().int(),
  'checked-in': z.number().int(),
  'awaiting-confirmation': z.number().int(),
});
export type DeskCounts = z.infer<typeof deskCountsSchema>;

/** The event the desk works on, as its header needs it. */
export const deskEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  date: isoDateSchema,
  time: z.string().nullable(),
  state: eventStateSchema,
  attendanceMode: attendanceModeSchema,
  /** Its places; of a hybrid event, those in the room. */
  capacity: z.number().int().nullable(),
  /** A hybrid event's online places; null: unlimited. */
  onlineCapacity: z.number().int().nullable(),
  /** Confirmed places taken; of a hybrid event, in the room and online. */
  registrations: z.number().int(),
  registrationsOnline: z.number().int(),
  registrationMode: registrationModeSchema,
  registrationApproval: z.boolean(),
  /** Registrations checked in at the door (the verified attendance). */
  checkedIn: z.number().int(),
  questions: z.array(savedQuestionSchema),
  /** What its amounts are in (a paid event's, issue 49); null for a free event. */
  priceCurrency: z.string().nullable(),
});
export type DeskEvent = z.infer<typeof deskEventSchema>;

export const registrationDeskPageSchema = pageSchema(deskRegistrationSchema).extend({
  counts: deskCountsSchema,
  event: deskEventSchema,
});
export type RegistrationDeskPage = z.infer<typeof registrationDeskPageSchema>;

/** Accept, decline or remove one registration, as it was when the officer saw it. */
export const registrationChangeSchema = z.object({ version: versionSchema });
export type RegistrationChange = z.input<typeof registrationChangeSchema>;

/** Where an officer may move a registration: into a place, or onto the waiting list. */
export const REGISTRATION_MOVES = ['confirmed', 'waitlisted'] as const;
export const registrationMoveSchema = z.object({
  to: z.enum(REGISTRATION_MOVES, { message: 'Move to confirmed or waitlisted' }),
  version: versionSchema,
});
export type RegistrationMove = z.input<typeof registrationMoveSchema>;

/** Letters and digits of a ticket code, without the dashes: `K7QX9M2P4TRW`. */
const TICKET_CHARACTERS = /^[A-Z0-9]{12}$/;

/**
 * A ticket code as the desk reads it, typed or scanned: case, spaces and dashes do not matter,
 * and a scanned text that carries the code (a link ending in it) gives the code. Null when the
 * text holds no ticket code.
 */
export function ticketCodeOf(text: string): string | null {
  const upper = text.toUpperCase();
  const grouped = upper.match(/[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/g);
  const characters = grouped
    ? (grouped[grouped.length - 1] ?? '').replace(/-/g, '')
    : upper.replace(/[\s-]/g, '');
  if (!TICKET_CHARACTERS.test(characters)) return null;
  return [0, 4, 8].map((start) => characters.slice(start, start + 4)).join('-');
}

export const TICKET_CODE_MESSAGE = 'Enter the ticket code as printed, e.g. K7QX-9M2P-4TRW';

export const ticketCodeSchema = textSchema({ message: TICKET_CODE_MESSAGE })
  .max(200, TICKET_CODE_MESSAGE)
  .refine((text) => ticketCodeOf(text) !== null, TICKET_CODE_MESSAGE)
  // `ticketCodeOf` for the API's document: a text holding a code as printed, or twelve letters
  // and digits among spaces and dashes.
  .meta({
    description: 'The ticket code as printed (K7QX-9M2P-4TRW); case, spaces and dashes aside.',
    pattern:
      '^(?:[\\s\\S]*[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}[\\s\\S]*|[\\s-]*(?:[A-Za-z0-9][\\s-]*){12})$',
  })
  .transform((text) => ticketCodeOf(text) as string);

/** Check someone in: by the code of their ticket, or by their registration (found by name). */
export const checkInRequestSchema = z
  .object({
    ticketCode: ticketCodeSchema.optional(),
    registrationId: integerSchema('A registration id is a whole number').min(1).optional(),
  })
  .refine(
    (request) => (request.ticketCode === undefined) !== (request.registrationId === undefined),
    {
      message: 'Give either a ticket code or a registration id',
    },
  )
  .meta({ description: 'Give exactly one of `ticketCode` and `registrationId`.' });
export type CheckInRequest = z.input<typeof checkInRequestSchema>;

export const checkInResultSchema = z.object({
  /** What the desk says and reads out: `Checked in: Ada Lovelace`. */
  message: z.string(),
  registration: deskRegistrationSchema,
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** What the check-in screen says, and the server answers, for each outcome. */
export const CHECK_IN_MESSAGES = {
  checkedIn: (name: string) => `Checked in: ${name}`,
  /** `at` is the branch's clock time (`18:02`), with the day when it was not today. */
  already: (at: string, name: string) => `Already checked in at ${at}: ${name}`,
  noTicket: 'No ticket with this code',
} as const;

/** The CSV export's file name: the event's title as a slug (`robotics-workshop-registrations.csv`). */
export const registrationsFileName = (eventTitle: string) =>
  `${slugify(eventTitle) || 'event'}-registrations.csv`;

/** The payments export's file name (`robotics-workshop-payments.csv`), for the branch's accounts. */
export const paymentsFileName = (eventTitle: string) =>
  `${slugify(eventTitle) || 'event'}-payments.csv`;

/** What recording a payment or refund at the desk answers: the record, and the registration. */
export const deskPaymentResultSchema = z.object({
  record: registrationPaymentRecordSchema,
  registration: deskRegistrationSchema,
});
export type DeskPaymentResult = z.infer<typeof deskPaymentResultSchema>;
