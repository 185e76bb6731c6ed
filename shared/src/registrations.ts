import { z } from 'zod';
import { emailSchema } from './auth.js';
import {
  nameSchema,
  requiredText,
  storableTextCheck,
  textSchema,
  versionSchema,
} from './common.js';
import { registrationPaymentSchema } from './payments.js';

// Registration for an event on this site: what a visitor sends, and what they see of their
// registration afterwards (through the personal link mailed to them).

/** How an event takes registrations: not at all, through an outside link, or on this site. */
export const REGISTRATION_MODES = ['none', 'link', 'site'] as const;
export const registrationModeSchema = z.enum(REGISTRATION_MODES, {
  message: 'Choose none, link or site',
});
export type RegistrationMode = z.infer<typeof registrationModeSchema>;

/**
 * Who may register on this site (issue 47, item 4): everyone; verified IEEE members only (an OU
 * Analytics roster of the branch lists their address as Active, `docs/roster.md`); or verified
 * members first, and everyone from a later moment.
 */
export const REGISTRATION_AUDIENCES = ['everyone', 'members', 'members-first'] as const;
export const registrationAudienceSchema = z.enum(REGISTRATION_AUDIENCES, {
  message: 'Choose everyone, members or members-first',
});
export type RegistrationAudience = z.infer<typeof registrationAudienceSchema>;

/** Why a registration for members was refused, and what to do (the 403's sentence). */
export const membersOnlyRefusal = (email: string, opensToEveryone: string | null) =>
  `This event is for verified IEEE members${opensToEveryone ? ` until ${opensToEveryone}` : ''}, and no current IEEE roster of the branch lists ${email} as a member. Sign in with the address IEEE has for you (the one on your IEEE account)${opensToEveryone ? `, or register from ${opensToEveryone}, when everyone may` : ', or ask the branch whether its roster is current'}.`;

/**
 * How a registrant of a hybrid event attends (issue 48, item 7): in the room or online. Each has
 * its own places (`capacity`, `onlineCapacity`) and its own waiting list.
 */
export const ATTENDANCE_CHOICES = ['in-person', 'online'] as const;
export const attendanceChoiceSchema = z.enum(ATTENDANCE_CHOICES, {
  message: 'Choose in person or online',
});
export type AttendanceChoice = z.infer<typeof attendanceChoiceSchema>;
export const ATTENDANCE_CHOICE_LABELS: Record<AttendanceChoice, string> = {
  'in-person': 'In the room',
  online: 'Online',
};
/**
 * Where a registration stands. Confirmed ones hold a place (never more than the capacity);
 * waitlisted ones wait in the order they came; pending ones wait for an officer's approval.
 */
export const REGISTRATION_STATUSES = [
  'confirmed',
  'waitlisted',
  'pending',
  'declined',
  'cancelled',
] as const;
export const registrationStatusSchema = z.enum(REGISTRATION_STATUSES);

/**
 * What a registration's hold waits for (its `confirmBy`): the address to be confirmed by the
 * mailed link, or the amount due to be paid (issue 49) once a place is theirs.
 */
export const REGISTRATION_HOLDS = ['address', 'payment'] as const;
export type RegistrationHold = (typeof REGISTRATION_HOLDS)[number];
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

export { CONFIRMATION_WINDOW_MINUTES } from './registration-window.js';

/** The kinds of question an event may ask its registrants. */
export const QUESTION_KINDS = ['text', 'choice', 'yes-no'] as const;
export const questionKindSchema = z.enum(QUESTION_KINDS, {
  message: 'Choose short text, choice or yes/no',
});
export type QuestionKind = z.infer<typeof questionKindSchema>;

/**
 * One of an event's own questions (officers write them in the event form). Its `id` is kept when
 * the question is reworded, so answers given before stay attached to it.
 */
export const registrationQuestionSchema = z
  .object({
    id: textSchema()
      .regex(/^[a-z0-9-]{1,40}$/, 'A question id is lower-case letters, digits and dashes')
      .optional(),
    label: requiredText('Write the question', 200),
    kind: questionKindSchema,
    required: z.boolean().default(false),
    /** The choices of a `choice` question. */
    options: z.array(requiredText('A choice cannot be empty', 100)).max(20).default([]),
  })
  .refine((question) => question.kind !== 'choice' || question.options.length >= 2, {
    message: 'A choice question needs at least two choices',
    path: ['options'],
  })
  .meta({ description: 'A question of kind `choice` offers at least two `options`.' });
export type RegistrationQuestionInput = z.input<typeof registrationQuestionSchema>;

/** A question as saved with its event: every question has its id by then. */
export const savedQuestionSchema = z.object({
  id: z.string(),
  label: z.string(),
  kind: questionKindSchema,
  required: z.boolean(),
  options: z.array(z.string()),
});
export type RegistrationQuestion = z.infer<typeof savedQuestionSchema>;

export const registrationQuestionsSchema = z
  .array(registrationQuestionSchema)
  .max(10, 'Ask at most ten questions');

/** Answers by question id: text for short text and choice, true or false for yes/no. */
export const registrationAnswersSchema = z
  .record(
    textSchema().max(40),
    z.union([textSchema().max(500, 'Keep an answer under 500 characters'), z.boolean()]),
  )
  // An event asks at most ten questions: no request need carry more answers than that.
  .refine((answers) => Object.keys(answers).length <= 20, 'Too many answers')
  .meta({ maxProperties: 20 })
  .default({});
export type RegistrationAnswers = z.output<typeof registrationAnswersSchema>;

/**
 * An IEEE member number: 8 digits (spaces and dashes as typed are dropped). Only its form is
 * checked, never with IEEE: a registrant who gives one is counted as a member in the reports.
 */
export const MEMBER_NUMBER_MESSAGE =
  'Enter your IEEE member number as its 8 digits, or leave it empty';
/** Its 8 digits as typed (a space or a dash may part them: "9410 0001"), or nothing. */
const MEMBER_NUMBER_TYPED = /^(?:(?:\d[ -]?){7}\d)?$/;

export const registrationRequestSchema = z.object({
  name: nameSchema('Enter your name', 120),
  email: emailSchema,
  memberNumber: textSchema()
    .trim()
    .regex(MEMBER_NUMBER_TYPED, MEMBER_NUMBER_MESSAGE)
    .nullish()
    .transform((value) => value?.replace(/[ -]/g, '') || null),
  /** Checked against the event's questions by the server (required ones, choices offered). */
  answers: registrationAnswersSchema,
  /**
   * How they attend: of a hybrid event, in the room (left out) or online, each with its own
   * places and waiting list; an in-person event takes only `in-person`, an online one `online`.
   */
  attendance: attendanceChoiceSchema.optional(),
  /**
   * Of a paid event with a member price: they are an IEEE member and pay that price. Refused
   * (403) unless a roster lists their address as an Active member; the address is then proven
   * by its mailed link (unless signed in with it) before the place is theirs. What they pay is
   * the server's to decide: no amount is ever taken from the request.
   */
  memberPrice: z.boolean().optional(),
  /**
   * A field people never see and so never fill in (it is hidden from them and from screen
   * readers); form-filling robots do. Anything in it refuses the request.
   */
  website: textSchema().max(0, 'Leave the website field empty.').nullish(),
  /**
   * A UUID (version 4, `crypto.randomUUID()`) the form makes once per registration attempt and
   * sends again with every retry of it: a retry within a day gets the first answer back (the
   * same registration, and its personal link's token when the first answer had one), never a
   * second registration or a 409. Keep it as secret as that token. Blank or left out: none.
   */
  idempotencyKey: z
    .union([
      z.literal(''),
      z
        .uuid({ version: 'v4', message: 'The idempotency key must be a UUID (version 4).' })
        // No NUL or unpaired surrogate reaches the database (the shared input rule).
        .check(storableTextCheck),
    ])
    .nullish()
    // UUIDs are read in any case; one key is one text.
    .transform((value) => (value ? value.toLowerCase() : null)),
});
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;

/** A registration as its registrant sees it. */
export const registrationSchema = z.object({
  status: registrationStatusSchema,
  name: z.string(),
  email: z.string(),
  memberNumber: z.string().nullable(),
  /** Their place in the waiting list (1 is next), while waitlisted. */
  waitlistPosition: z.number().int().nullable(),
  /** The ticket's code (its QR code carries it), once confirmed. */
  ticketCode: z.string().nullable(),
  /** Of a hybrid event: whether they hold (or wait for) a place in the room or online. */
  attendance: attendanceChoiceSchema.nullable(),
  /**
   * Of a hybrid event still to come, the other way to attend and whether it has a place free for
   * them now (switching to it moves their registration there); read by their personal link's
   * page only. Null otherwise.
   */
  attendanceSwitch: z.object({ to: attendanceChoiceSchema, free: z.boolean() }).nullable(),
  /**
   * While their address is unconfirmed (the event asks for it): the moment (ISO 8601) the
   * registration is dropped unless they confirm it. Null once confirmed or never asked.
   */
  confirmBy: z.string().nullable(),
  /** Dropped because the address was not confirmed in time (its status is then `cancelled`). */
  expired: z.boolean(),
  /**
   * What `confirmBy` waits for: the address to be confirmed, or (issue 49) the amount due to be
   * paid; null without a deadline.
   */
  holdFor: z.enum(REGISTRATION_HOLDS).nullable(),
  /** Dropped because it was not paid in time (its status is then `cancelled`). */
  lapsed: z.boolean(),
  /** Of a paid registration (issue 49): what it costs, its reference and how to pay. */
  payment: registrationPaymentSchema.nullable(),
  /** The event, with enough to show where and when and to link to its page. */
  event: z.object({
    id: z.number().int(),
    title: z.string(),
    date: z.string(),
    /** Its start time on the branch's wall clock (`14:00`), as the event lists show it. */
    time: z.string().nullable(),
    location: z.string().nullable(),
    /** In person, online or hybrid (`ATTENDANCE_MODES`). */
    attendanceMode: z.enum(['in-person', 'online', 'hybrid']),
    /**
     * When it starts, as `EventDetail.startDate` says it: ISO 8601 with the branch time zone's
     * offset when the event has a time, its date alone when not; null if it cannot be told.
     */
    startDate: z.string().nullable(),
    /** The event's page (`/events/42/analogue-circuits-clinic`), relative to the site. */
    path: z.string(),
  }),
  /** What they answered to the event's own questions, by question id. */
  answers: z.record(z.string(), z.union([z.string(), z.boolean()])),
  /** Their certificate of participation once issued (and not revoked): its code and PDF. */
  certificate: z.object({ code: z.string(), pdfPath: z.string() }).nullable(),
  /**
   * Their personal join link (`/join/{token}`) while they hold a confirmed place at an online or
   * hybrid event; null otherwise. The meeting's own address is never in this answer.
   */
  joinPath: z.string().nullable(),
  /**
   * Registered once for a whole series (issue 48): the series, and their registration for each
   * of its sessions (cancelled ones too), first first; read by their personal link's page. Null
   * otherwise.
   */
  wholeSeries: z
    .object({
      id: z.number().int(),
      title: z.string(),
      sessions: z.array(
        z.object({
          eventId: z.number().int(),
          date: z.string(),
          time: z.string().nullable(),
          status: registrationStatusSchema,
        }),
      ),
    })
    .nullable(),
});
export type Registration = z.infer<typeof registrationSchema>;

/** Switches a hybrid event's registration to the other way of attending, while it has room. */
export const attendanceSwitchSchema = z.object({
  attendance: attendanceChoiceSchema,
  /** The registration's version as the page showed it: 409 when it changed meanwhile. */
  version: versionSchema.optional(),
});
export type AttendanceSwitch = z.input<typeof attendanceSwitchSchema>;

/** The token of a personal join link (`/join/{token}`), as its URL carries it. */
export const joinTokenParamsSchema = z.object({
  token: textSchema().regex(
    /^[A-Za-z0-9_-]{20,100}$/,
    'This join link is not complete: copy it whole from the mail or your registration page.',
  ),
});

/**
 * Where a join link stands: `open` (joining forwards to the meeting and counts as attending
 * online), `early` (it opens at `opensAt`), `ended`, `cancelled` (the event or the registration),
 * or `no-meeting` (the organisers have not given the meeting's link yet).
 */
export const JOIN_STATES = ['open', 'early', 'ended', 'cancelled', 'no-meeting'] as const;
export type JoinState = (typeof JOIN_STATES)[number];

/** What the page of a join link shows (`GET /api/join/{token}`): never the meeting's address. */
export const joinViewSchema = z.object({
  state: z.enum(JOIN_STATES),
  /** What the page says of that state, in words. */
  message: z.string(),
  name: z.string(),
  /** When joining opens and when the event ends (ISO 8601). */
  opensAt: z.string(),
  endsAt: z.string(),
  event: z.object({ id: z.number().int(), title: z.string(), path: z.string(), when: z.string() }),
  /** Whether their attendance online is counted already (a join within the event's time). */
  attended: z.boolean(),
});
export type JoinView = z.infer<typeof joinViewSchema>;

/** The answer to joining (`POST /api/join/{token}`): where to go. For the token's holder only. */
export const joinResultSchema = z.object({ meetingUrl: z.string() });
export type JoinResult = z.infer<typeof joinResultSchema>;

/** The answer to a new registration: where it stands, and the personal link's token. */
export const registrationCreatedSchema = z.object({
  registration: registrationSchema,
  /**
   * The key of `/registrations/{token}`, the personal link mailed to them too. Null where the
   * event asks registrants to confirm their address: then the link is in the mail only, and
   * following it is what proves the address.
   */
  token: z.string().nullable(),
});
export type RegistrationCreated = z.infer<typeof registrationCreatedSchema>;

/**
 * Whether an event takes registrations now, as the server's clock says (`GET
 * /api/events/{id}/registration-window`, never cached): the event page's countdown sets its
 * clock by `now` and turns into the form once `open`. ISO 8601 instants throughout.
 */
export const registrationWindowSchema = z.object({
  /** The server's clock as it answered. */
  now: z.string(),
  /** When registration opens; null: open since the event was published. */
  opensAt: z.string().nullable(),
  /** When registration closes (the officers' closing time, else the event's start). */
  closesAt: z.string(),
  /**
   * Registrations are taken now: between `opensAt` and `closesAt`, the event neither cancelled
   * nor over. A full event still takes them, onto its waiting list.
   */
  open: z.boolean(),
});
export type RegistrationWindow = z.infer<typeof registrationWindowSchema>;
