import { z } from 'zod';
import {
  blankOr,
  INT4_MAX,
  idOrSlugSchema,
  isoDateSchema,
  nameSchema,
  optionalDate,
  optionalLink,
  optionalName,
  optionalText,
  organisationRefSchema,
  paginationQuerySchema,
  recordIdSchema,
  requiredText,
  slugify,
  TEXT_LONG_MAX,
  tagsSchema,
  textSchema,
} from './common.js';
import { seriesRefSchema } from './event-series.js';
import { publicationStateSchema } from './publication.js';
import {
  type RegistrationMode,
  registrationAudienceSchema,
  registrationModeSchema,
  registrationQuestionsSchema,
  savedQuestionSchema,
} from './registrations.js';

// Events, past and upcoming: the public shape, the dashboard's form and what the dashboard reads.

export const eventStatusSchema = z.enum(['past', 'upcoming']);
export type EventStatus = z.infer<typeof eventStatusSchema>;

/**
 * Whether an event is still on, as its officers say (its `status`, past or upcoming, follows
 * from its date): cancelled and postponed events stay listed, with a clear notice.
 */
export const EVENT_STATES = ['scheduled', 'cancelled', 'postponed'] as const;
export const eventStateSchema = z.enum(EVENT_STATES, {
  message: 'Choose scheduled, cancelled or postponed',
});
export type EventState = z.infer<typeof eventStateSchema>;

/**
 * How people attend an event (issue 48): at its venue, online through the meeting link that only
 * confirmed registrants reach (`/join/{token}`), or either (hybrid).
 */
export const ATTENDANCE_MODES = ['in-person', 'online', 'hybrid'] as const;
export const attendanceModeSchema = z.enum(ATTENDANCE_MODES, {
  message: 'Choose in person, online or hybrid',
});
export type AttendanceMode = z.infer<typeof attendanceModeSchema>;
/** Whether people may attend it online (and so have a join link). */
export const isOnlineAttendable = (mode: AttendanceMode): boolean => mode !== 'in-person';

/** How long before the start the meeting opens to registrants' join links. */
export const JOIN_OPENS_MINUTES_BEFORE = 30;
/** When the join link is mailed unless the officers say: half an hour before the start. */
export const DEFAULT_JOIN_REMINDER_MINUTES = 30;
/** The longest ahead of the start the join link may be mailed: a day. */
export const JOIN_REMINDER_MINUTES_MAX = 1_440;

/**
 * IEEE's meeting categories, each with its sub-categories, in the order the vTools meeting report
 * (L31) lists them: what IEEE counts a meeting as (a chapter needs two Technical a year).
 */
export const EVENT_CATEGORIES = {
  Technical: [],
  Professional: ['Continuing Education', 'Professional Development', 'Industry Relations', 'Other'],
  'Non-technical': ['Social', 'Awards Dinner', 'Pre-University', 'Other'],
  Administrative: ['ExCom', 'Officer Training'],
  Humanitarian: [],
  Educational: [],
} as const satisfies Record<string, readonly string[]>;
export type EventCategory = keyof typeof EVENT_CATEGORIES;
export const EVENT_CATEGORY_NAMES = Object.keys(EVENT_CATEGORIES) as [
  EventCategory,
  ...EventCategory[],
];
export const DEFAULT_EVENT_CATEGORY: EventCategory = 'Technical';
export const eventCategorySchema = z.enum(EVENT_CATEGORY_NAMES, {
  message: `Choose a category: ${EVENT_CATEGORY_NAMES.join(', ')}`,
});

/** The sub-categories of a category (none for Technical, Humanitarian, Educational). */
export const subCategoriesOf = (category: EventCategory): readonly string[] =>
  EVENT_CATEGORIES[category];

/** Who speaks at an event, for its page and its report to IEEE. */
export const SPEAKERS_MAX = 20;
export const speakerSchema = z.object({
  name: nameSchema('Speaker’s name is required'),
  /** Their university, company or IEEE unit. */
  affiliation: optionalName(),
});
/** A speaker as the API answers it. */
export const savedSpeakerSchema = z.object({
  name: z.string(),
  affiliation: z.string().nullable(),
});
export type Speaker = z.infer<typeof savedSpeakerSchema>;

/** The most organisations an event may name as its co-hosts. */
export const CO_HOSTS_MAX = 10;
/** A co-host as the event form sends it: which organisation, and whether its officers may edit. */
export const coHostInputSchema = z.object({
  organisationId: z
    .number({ message: 'Choose a co-host among the branch’s organisations' })
    .int('Choose a co-host among the branch’s organisations')
    .min(1, 'Choose a co-host among the branch’s organisations')
    .max(INT4_MAX, 'Choose a co-host among the branch’s organisations'),
  canEdit: z.boolean().default(false),
});
export type CoHostInput = z.input<typeof coHostInputSchema>;

export const eventSchema = z.object({
  id: z.number().int(),
  organisation: organisationRefSchema,
  status: eventStatusSchema,
  state: eventStateSchema,
  title: z.string(),
  date: isoDateSchema,
  time: z.string().nullable(),
  /** The last day of an event that runs over several days (else null: it ends on `date`). */
  endDate: isoDateSchema.nullable(),
  /** When it ends, HH:MM on its last day; without one it ends at the end of that day. */
  endTime: z.string().nullable(),
  /** In person, online or hybrid (`ATTENDANCE_MODES`). */
  attendanceMode: attendanceModeSchema,
  /** A livestream everyone may watch; never the meeting's own link, which is registrants' only. */
  livestreamUrl: z.string().nullable(),
  /** Where it is held: the venue's name. */
  location: z.string().nullable(),
  /** The venue's address, each part optional (`venueFields`). */
  streetAddress: z.string().nullable(),
  locality: z.string().nullable(),
  postalCode: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  /** A map of the venue. */
  mapUrl: z.string().nullable(),
  /** What a place costs (`250.00`, in `priceCurrency`); null: the event is free. */
  price: z.string().nullable(),
  /** ISO 4217 (`USD`, `INR`); null when the event is free. */
  priceCurrency: z.string().nullable(),
  /**
   * The branch time zone's short name on the event's day (`GMT+5:30`, `EDT`): shown beside every
   * time of it, written by the server so the page and its hydration read the same words.
   */
  timeZoneName: z.string(),
  description: z.string(),
  organizer: z.string().nullable(),
  /** Its places; of a hybrid event, those in the room. Null: unlimited. */
  capacity: z.number().int().nullable(),
  /** A hybrid event's online places; null: unlimited (and for any other event). */
  onlineCapacity: z.number().int().nullable(),
  registrationLink: z.string().nullable(),
  /** How it takes registrations: none, its outside link, or on this site (its page's form). */
  registrationMode: registrationModeSchema,
  image: z.string().nullable(),
  tags: z.array(z.string()),
  registrations: z.number().int(),
  /** Of a hybrid event, how many of `registrations` hold an online place. */
  registrationsOnline: z.number().int(),
  participants: z.string().nullable(),
  /** Registrations checked in at the door: the verified attendance of a past event. */
  checkedIn: z.number().int(),
  /** Registrations wait for an officer to accept them (on-site registration only). */
  registrationApproval: z.boolean(),
  /**
   * Each registrant confirms their address through the mailed link within 30 minutes, or their
   * registration is dropped (on-site registration only).
   */
  registrationConfirmEmail: z.boolean(),
  /**
   * When on-site registration closes, as the branch's wall clock reads it (`2026-07-01T12:00`,
   * in the branch time zone); null: when the event starts.
   */
  registrationCloses: z.string().nullable(),
  /**
   * When on-site registration opens, on the branch's wall clock (`2026-07-01T12:00`, or
   * `2026-07-01T12:00:30` when set to the second); null: as soon as the event is published.
   */
  registrationOpens: z.string().nullable(),
  /** Who may register (`REGISTRATION_AUDIENCES`). */
  registrationAudience: registrationAudienceSchema,
  /** A members-first event: when everyone may register, on the branch's wall clock; else null. */
  openToEveryone: z.string().nullable(),
  /** What a place costs a verified IEEE member (in `priceCurrency`); null: as `price`. */
  memberPrice: z.string().nullable(),
  /**
   * An early-bird price (in `priceCurrency`) for those who register by `earlyBirdUntil` (the
   * branch's date, that day included); both null: none.
   */
  earlyBirdPrice: z.string().nullable(),
  earlyBirdUntil: isoDateSchema.nullable(),
  /**
   * Registrations on this site are paid by UPI (issue 49): a place is held this many hours for
   * its payment, then goes to the next in line. Null: nothing is collected on the site.
   */
  paymentHoldHours: z.number().int().nullable(),
  /** The event's own questions for its registrants. */
  registrationQuestions: z.array(savedQuestionSchema),
  /** What IEEE counts it as (`EVENT_CATEGORIES`), and its sub-category when it has one. */
  category: eventCategorySchema,
  subCategory: z.string().nullable(),
  speakers: z.array(savedSpeakerSchema),
  /** The other organisations hosting it ("with …"), in the order it names them. */
  coHosts: z.array(organisationRefSchema),
  /** The series it is a session of (issue 48); null for an event on its own. */
  series: seriesRefSchema.nullable(),
});
export type Event = z.infer<typeof eventSchema>;

/** An event's id in its page's URL and `/api/events/:id` (decimal digits only, as every id). */
export const eventParamsSchema = z.object({ id: recordIdSchema });

/** One event, as its own page shows it. */
export const eventDetailSchema = eventSchema.extend({
  /**
   * When it starts, in ISO 8601: the date and time with the branch time zone's offset
   * (`2026-07-01T14:00:00+05:30`) when the event has a time, its date alone when not.
   */
  startDate: z.string(),
  /** When it ends, in the same form as `startDate`; null when it has no end of its own. */
  endsAt: z.string().nullable(),
  /**
   * The moment on-site registration closes (ISO 8601): the officers' closing time, else the
   * start. Null unless the event takes registrations on this site. Its page compares it with the
   * time it is shown, since `registrationCloses` alone (a wall clock) carries no time zone.
   */
  registrationClosesAt: z.string().nullable(),
  /**
   * The moment on-site registration opens (ISO 8601), when the officers set one; null when it is
   * open from publication, or the event does not take registrations on this site. Before it the
   * API refuses registrations (409) and the page counts down (`registrationWindowSchema`).
   */
  registrationOpensAt: z.string().nullable(),
  /** A members-first event: the moment everyone may register (ISO 8601); else null. */
  openToEveryoneAt: z.string().nullable(),
  /**
   * When visitors could first see it (ISO 8601; null for a draft's preview): from then on a
   * place could be had, schema.org's `Offer.validFrom`.
   */
  announcedAt: z.string().nullable(),
  /**
   * The picture that stands for the event where it has none of its own (its schema.org `image`,
   * its share card): its organisation's, else the branch's; null when neither has one.
   */
  fallbackImage: z.string().nullable(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/**
 * The canonical address of an event's page: the id, which finds it, then its title as a slug,
 * which only reads well (`/events/42/analogue-circuits-clinic`); the id alone when the title has
 * nothing to slug. Every other address of the event redirects here, so every link (pages, feeds,
 * `.ics` files, mails, the sitemap) is made by this one function.
 */
export function eventPagePath(event: { id: number; title: string }): string {
  const slug = slugify(event.title);
  return `/events/${event.id}${slug ? `/${slug}` : ''}`;
}

/** An event as the sitemap lists it: enough for its page's address, and its last change. */
export const eventLinkSchema = eventSchema.pick({ id: true, title: true }).extend({
  /** ISO 8601: the sitemap's `lastmod`. */
  updatedAt: z.string(),
});
export type EventLink = z.infer<typeof eventLinkSchema>;

/**
 * How many event pages one sitemap lists. The protocol allows 50,000 addresses and 50 MB, but an
 * entry here is about 130 bytes (address and `lastmod`), so 1,000 make about 130 KB (a tenth of
 * that gzipped): under the 200 KB every public answer keeps to (`scripts/bench-large-data.mjs`),
 * quick to write and to fetch. 20,000 events make 20 sitemaps, which an index lists in a few lines.
 */
export const SITEMAP_EVENTS_PER_PAGE = 1_000;

/** One page of the events' sitemaps: its number (from 1) and its newest change (ISO 8601). */
export interface SitemapPage {
  page: number;
  lastModified: string;
}

export const eventListQuerySchema = paginationQuerySchema.extend({
  when: eventStatusSchema.default('upcoming'),
  org: idOrSlugSchema.optional(),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

/** The longest a place is held for its payment: a fortnight. */
export const PAYMENT_HOLD_HOURS_MAX = 336;

/** A number of people, as a form gives it: blank is none, '40' is 40, anything else is refused. */
const headCountSchema = (what: string, tooLarge: string) =>
  z
    .preprocess(
      (value) => {
        if (value === '' || value === undefined || value === null) return null;
        if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
        return value;
      },
      z
        .number({ message: `${what} must be a number` })
        .int(`${what} must be a whole number`)
        .min(0, `${what} cannot be negative`)
        .max(INT4_MAX, tooLarge)
        .nullable(),
    )
    // Left out is blank too: optional, so that the API's document does not list it as required.
    .optional()
    .transform((value) => value ?? null);

const capacitySchema = headCountSchema('Capacity', 'Capacity is larger than any venue');

/** HH:MM on a 24-hour clock, or blank (null). */
const optionalTime = z
  .union([z.literal(''), textSchema().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM')])
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * A date and time as a `datetime-local` field gives it (`2026-07-01T12:00`), or blank; with
 * `seconds`, to the second as well (`2026-07-01T12:00:30`), as such a field with a `step` gives it.
 */
const optionalWallClock = (seconds = false) =>
  z
    .union([
      z.literal(''),
      textSchema()
        .regex(
          seconds
            ? /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/
            : /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/,
          'Enter a date and time',
        )
        // A day the calendar has: 30 February has the right shape but no moment to close at.
        .refine(
          (value) => isoDateSchema.safeParse(value.slice(0, 10)).success,
          'Enter a date and time',
        ),
    ])
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * The currency a priced event is in where nothing else says: the branch's locale names its own
 * (`BranchLocale.currency`), which new events' prices are in unless their officers choose another.
 */
export const DEFAULT_CURRENCY = 'USD';

/**
 * An amount with at most two decimals, kept as text (`250.00`) so no float rounds it on its way
 * to the database's `numeric`; blank is null. `zero`: what 0 means, `free` (null, a price) or
 * `kept` (`0.00`, a member price: members come free while others pay).
 */
const amountSchema = (message: string, zero: 'free' | 'kept', description: string) =>
  z
    .preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      blankOr(
        textSchema()
          .trim()
          .regex(/^\d{1,10}(\.\d{1,2})?$/, message),
      )
        .nullish()
        .transform((value) =>
          value && (zero === 'kept' || Number(value) > 0) ? Number(value).toFixed(2) : null,
        ),
    )
    // The number a client may send instead of text, in the API's document (the preprocess above
    // turns it into text, which JSON Schema cannot say).
    .meta({
      anyOf: [
        { type: 'string', pattern: '^\\s*(\\d{1,10}(\\.\\d{1,2})?)?\\s*$' },
        { type: 'number', minimum: 0, maximum: 9999999999.99 },
        { type: 'null' },
      ],
      description,
    });

/** A price: blank (or 0) is free (null). */
const priceSchema = amountSchema(
  'Enter a price such as 250 or 12.50, or leave it blank if free',
  'free',
  'Blank, null or 0: free. Else an amount with at most two decimals.',
);

/** A verified IEEE member's price: blank, members pay the price; 0, they come free. */
const memberPriceSchema = amountSchema(
  'Enter a member price such as 150, or 0 if members come free; blank, they pay the price',
  'kept',
  'Blank or null: members pay `price`. Else an amount with at most two decimals (0: free for members).',
);

/** An early-bird price: blank, none; 0, free for those who register early. */
const earlyBirdPriceSchema = amountSchema(
  'Enter an early-bird price such as 200, or leave it blank',
  'kept',
  'Blank or null: no early-bird price. Else an amount with at most two decimals, paid by those who register by `earlyBirdUntil`.',
);

/**
 * An ISO 4217 currency code, any case in, upper case out; blank: the branch's (`priceCurrencyOf`).
 */
const currencySchema = blankOr(
  textSchema()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'Enter a three-letter currency code such as USD or INR')
    .transform((value) => value.toUpperCase()),
)
  .nullish()
  .transform((value) => (value ? value : null));

/** The venue beside its name (`location`): where it is, as a postal address, and a map. */
const venueFields = {
  streetAddress: optionalText(),
  locality: optionalText(),
  postalCode: optionalText(40),
  region: optionalText(),
  country: optionalText(),
  mapUrl: optionalLink,
};

/** The currency a price is stored with: the chosen one, else the branch's; none when free. */
export const priceCurrencyOf = (
  input: { price: string | null; priceCurrency?: string | null },
  branchCurrency: string = DEFAULT_CURRENCY,
) => (input.price === null ? null : (input.priceCurrency ?? branchCurrency));

/**
 * How a new upcoming event takes registrations: on this site (the dashboard form's default as
 * well), or its outside link when it gives one. Past events being recorded take none.
 */
export const NEW_EVENT_REGISTRATION_MODE = 'site' satisfies RegistrationMode;

/** The mode a new event gets when its input leaves `registrationMode` out. */
export function registrationModeFor(
  input: { registrationMode?: RegistrationMode | undefined; registrationLink: string | null },
  list: EventStatus,
): RegistrationMode {
  if (input.registrationMode) return input.registrationMode;
  if (input.registrationLink) return 'link';
  return list === 'past' ? 'none' : NEW_EVENT_REGISTRATION_MODE;
}

const eventFields = {
  title: requiredText('Title is required'),
  time: optionalTime,
  endDate: optionalDate,
  endTime: optionalTime,
  attendanceMode: attendanceModeSchema.default('in-person'),
  /**
   * The online meeting's link (Meet, Zoom, WebEx, Jitsi, Teams): only confirmed registrants reach
   * it, through their personal join link. Kept for an online or hybrid event only.
   */
  meetingUrl: optionalLink,
  /** A public livestream: shown to every visitor. */
  livestreamUrl: optionalLink,
  /** How many minutes before the start the join link is mailed (0: at the start). */
  joinReminderMinutes: z
    .preprocess(
      // The form's field holds text; blank is the default.
      (value) => {
        if (value === '' || value === undefined || value === null) return undefined;
        if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
        return value;
      },
      z
        .number({ message: 'Give the minutes before the start as a whole number' })
        .int('Give the minutes before the start as a whole number')
        .min(0, 'The join link cannot be mailed after the start')
        .max(JOIN_REMINDER_MINUTES_MAX, 'Mail the join link at most a day (1440 minutes) ahead')
        .optional(),
    )
    .transform((minutes) => minutes ?? DEFAULT_JOIN_REMINDER_MINUTES),
  location: optionalText(),
  ...venueFields,
  price: priceSchema,
  /** Blank: the branch's currency (its locale's), when the event has a price. */
  priceCurrency: currencySchema,
  description: requiredText('Description is required', TEXT_LONG_MAX),
  organizer: optionalName(),
  /** Its places; of a hybrid event, those in the room. Blank: unlimited. */
  capacity: capacitySchema,
  /** A hybrid event's online places. Blank: unlimited; kept for a hybrid event only. */
  onlineCapacity: headCountSchema('Online places', 'Online places are more than any meeting takes'),
  registrationLink: optionalLink,
  image: optionalLink,
  tags: tagsSchema,
  state: eventStateSchema.default('scheduled'),
  /** Left out: the outside link when there is one, else on this site (`registrationModeFor`). */
  registrationMode: registrationModeSchema.optional(),
  registrationApproval: z.boolean().default(false),
  /**
   * Left out: a new event with a capacity asks for it and one without does not; an edit keeps
   * what the event had.
   */
  registrationConfirmEmail: z.boolean().optional(),
  registrationCloses: optionalWallClock(),
  /** Blank: registration opens as soon as the event is published. */
  registrationOpens: optionalWallClock(true),
  registrationAudience: registrationAudienceSchema.default('everyone'),
  /** A members-first event's moment everyone may register; ignored for the others. */
  openToEveryone: optionalWallClock(true),
  /** Blank: members pay `price` like everyone; 0: they come free. */
  memberPrice: memberPriceSchema,
  /** Blank: none. What those who register by `earlyBirdUntil` pay (members pay the lower). */
  earlyBirdPrice: earlyBirdPriceSchema,
  /** The early-bird price's last day (the branch's date), that day included. */
  earlyBirdUntil: optionalDate,
  /**
   * Blank: the price is not collected on this site (paid at the door). Else registrants pay by
   * UPI, and each place is held this many hours (1 to 336, a fortnight) for its payment.
   */
  paymentHoldHours: z
    .preprocess((value) => {
      if (value === '' || value === undefined || value === null) return null;
      if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
      return value;
    }, z
      .number({ message: 'Hours to pay must be a number' })
      .int('Hours to pay must be a whole number')
      .min(1, 'Give at least 1 hour to pay, or leave it blank')
      .max(PAYMENT_HOLD_HOURS_MAX, `Give at most ${PAYMENT_HOLD_HOURS_MAX} hours to pay`)
      .nullable())
    .meta({
      anyOf: [
        { type: 'integer', minimum: 1, maximum: PAYMENT_HOLD_HOURS_MAX },
        { type: 'string', pattern: '^\\s*\\d*\\s*$' },
        { type: 'null' },
      ],
      description:
        'Blank or null: nothing is collected on this site. Else registrants pay by UPI and each place is held this many hours for its payment.',
    }),
  registrationQuestions: registrationQuestionsSchema.default([]),
  category: eventCategorySchema.default(DEFAULT_EVENT_CATEGORY),
  /** One of the category's sub-categories; blank when it has none or none is chosen. */
  subCategory: optionalText(),
  speakers: z
    .array(speakerSchema)
    .max(SPEAKERS_MAX, `List at most ${SPEAKERS_MAX} speakers`)
    .default([]),
  /** The other organisations hosting it, in order; only its own organisation may change them. */
  coHosts: z
    .array(coHostInputSchema)
    .max(CO_HOSTS_MAX, `Name at most ${CO_HOSTS_MAX} co-hosts`)
    .refine(
      (coHosts) => new Set(coHosts.map((coHost) => coHost.organisationId)).size === coHosts.length,
      'Name each co-host once',
    )
    .default([]),
  /**
   * The IEEE members and guests who attended, counted by hand (an event held without
   * registration); blank: counted from the check-ins.
   */
  membersAttended: headCountSchema('Members attended', 'Members attended is larger than any hall'),
  guestsAttended: headCountSchema('Guests attended', 'Guests attended is larger than any hall'),
};

/** The longest an event may run, from its first day to its last. */
export const EVENT_DAYS_MAX = 31;

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

/** An event cannot end before it starts. */
const endsAfterStart = (event: {
  date?: string | null;
  time: string | null;
  endDate: string | null | undefined;
  endTime: string | null;
}) => {
  if (!event.date) return true;
  const lastDay = event.endDate ?? event.date;
  if (lastDay !== event.date) return lastDay > event.date;
  return !(event.time && event.endTime) || event.endTime > event.time;
};
const ENDS_AFTER_START = {
  message: 'The event must end after it starts',
  path: ['endDate'],
};
const withinLongest = (event: { date?: string | null; endDate: string | null | undefined }) =>
  !(event.date && event.endDate) || daysBetween(event.date, event.endDate) <= EVENT_DAYS_MAX;
const WITHIN_LONGEST = {
  message: `An event may last at most ${EVENT_DAYS_MAX} days; add each part as its own event`,
  path: ['endDate'],
};

/** A wall clock to the second (`2026-07-01T12:00:00`), so that such texts compare as strings. */
const toSecond = (wallClock: string) => (wallClock.length === 16 ? `${wallClock}:00` : wallClock);

/**
 * Registration opens before it closes: before the officers' closing time, else before the event
 * starts (an event without a start time takes registrations until it ends). All of them are on
 * the branch's wall clock, so they compare as text.
 */
const opensBeforeCloses = (event: {
  date?: string | null;
  time: string | null;
  endDate: string | null | undefined;
  endTime: string | null;
  registrationCloses: string | null;
  registrationOpens: string | null;
}) => {
  if (!event.registrationOpens) return true;
  const opens = toSecond(event.registrationOpens);
  if (event.registrationCloses) return opens < toSecond(event.registrationCloses);
  if (!event.date) return true;
  const lastDay = event.endDate ?? event.date;
  // `T24:00:00` sorts after every time of its day and before the next day's.
  const closes = event.time
    ? `${event.date}T${event.time}:00`
    : `${lastDay}T${event.endTime ? `${event.endTime}:00` : '24:00:00'}`;
  return opens < closes;
};
const OPENS_BEFORE_CLOSES = {
  message:
    'Registration must open before it closes (without a closing time, before the event starts)',
  path: ['registrationOpens'],
};

/**
 * A members-first event says when everyone may register: after it opens to members (when that
 * is set) and before registration closes (`opensBeforeCloses`, with this moment as the opening).
 */
const opensToEveryoneInTime = (
  event: Parameters<typeof opensBeforeCloses>[0] & {
    registrationAudience: string;
    openToEveryone: string | null;
  },
) => {
  if (event.registrationAudience !== 'members-first') return true;
  if (!event.openToEveryone) return false;
  if (
    event.registrationOpens &&
    toSecond(event.openToEveryone) <= toSecond(event.registrationOpens)
  ) {
    return false;
  }
  return opensBeforeCloses({ ...event, registrationOpens: event.openToEveryone });
};
const OPENS_TO_EVERYONE_IN_TIME = {
  message:
    'Give the time everyone may register: after registration opens to members, and before it closes',
  path: ['openToEveryone'],
};

/** A member price is a discount on a priced event: it needs the price everyone else pays. */
const memberPriceWithPrice = (event: { price: string | null; memberPrice: string | null }) =>
  event.memberPrice === null || event.price !== null;
const MEMBER_PRICE_WITH_PRICE = {
  message: 'Give the price for everyone too, or leave the member price blank',
  path: ['memberPrice'],
};

/**
 * An early-bird price is a discount on a priced event, until a day no later than the event's:
 * the price, the early-bird price and its last day go together.
 */
const earlyBirdWithPrice = (event: { price: string | null; earlyBirdPrice: string | null }) =>
  event.earlyBirdPrice === null || event.price !== null;
const EARLY_BIRD_WITH_PRICE = {
  message: 'Give the price for everyone too, or leave the early-bird price blank',
  path: ['earlyBirdPrice'],
};
const earlyBirdUntilGiven = (event: {
  date?: string | null;
  earlyBirdPrice: string | null;
  earlyBirdUntil: string | null;
}) =>
  event.earlyBirdPrice === null
    ? event.earlyBirdUntil === null
    : event.earlyBirdUntil !== null && (!event.date || event.earlyBirdUntil <= event.date);
const EARLY_BIRD_UNTIL_GIVEN = {
  message:
    'Give the early-bird price’s last day, on or before the event’s day (or leave both blank)',
  path: ['earlyBirdUntil'],
};

/** Registrants pay on the site only for a priced event. */
const paymentWithPrice = (event: { price: string | null; paymentHoldHours: number | null }) =>
  event.paymentHoldHours === null || event.price !== null;
const PAYMENT_WITH_PRICE = {
  message: 'Give the price to collect, or leave the hours to pay blank',
  path: ['paymentHoldHours'],
};

/** A sub-category is one of its category's. */
const subCategoryOfCategory = (event: { category: EventCategory; subCategory: string | null }) =>
  event.subCategory === null || subCategoriesOf(event.category).includes(event.subCategory);
const SUB_CATEGORY_OF_CATEGORY = {
  message: 'Choose a sub-category of the chosen category',
  path: ['subCategory'],
};

const eventInputFields = z.object({
  ...eventFields,
  date: textSchema({ message: 'Date is required' }).min(1, 'Date is required').pipe(isoDateSchema),
});

/** The cross-field rules above in words, for the API's document (which cannot run them). */
const EVENT_RULES =
  'An event ends after it starts: `endDate` is not before `date`, and on the same day ' +
  `\`endTime\` is after \`time\`. It lasts at most ${EVENT_DAYS_MAX} days from \`date\` to \`endDate\`. ` +
  'Registration opens (`registrationOpens`) before it closes: before `registrationCloses`, else ' +
  'before the event starts. A `members-first` event gives `openToEveryone`, after ' +
  '`registrationOpens` and before registration closes; `memberPrice` needs `price`, and so does ' +
  '`earlyBirdPrice`, with `earlyBirdUntil` on or before `date` (both or neither), and ' +
  '`paymentHoldHours` (payment by UPI, in INR only). ' +
  '`subCategory` is one of `category`’s: ' +
  Object.entries(EVENT_CATEGORIES)
    .map(([category, subs]) => `${category}: ${subs.length ? subs.join(', ') : 'none'}`)
    .join('; ') +
  '.';

export const eventInputSchema = eventInputFields
  .refine(endsAfterStart, ENDS_AFTER_START)
  .refine(withinLongest, WITHIN_LONGEST)
  .refine(opensBeforeCloses, OPENS_BEFORE_CLOSES)
  .refine(opensToEveryoneInTime, OPENS_TO_EVERYONE_IN_TIME)
  .refine(memberPriceWithPrice, MEMBER_PRICE_WITH_PRICE)
  .refine(earlyBirdWithPrice, EARLY_BIRD_WITH_PRICE)
  .refine(earlyBirdUntilGiven, EARLY_BIRD_UNTIL_GIVEN)
  .refine(paymentWithPrice, PAYMENT_WITH_PRICE)
  .refine(subCategoryOfCategory, SUB_CATEGORY_OF_CATEGORY)
  .meta({ description: EVENT_RULES });
export type EventInput = z.input<typeof eventInputSchema>;

/** A past event may be added without a date: it gets today's (spec section 4). */
export const pastEventInputSchema = eventInputFields
  .extend({ date: optionalDate })
  .refine(endsAfterStart, ENDS_AFTER_START)
  .refine(withinLongest, WITHIN_LONGEST)
  .refine(opensBeforeCloses, OPENS_BEFORE_CLOSES)
  .refine(opensToEveryoneInTime, OPENS_TO_EVERYONE_IN_TIME)
  .refine(memberPriceWithPrice, MEMBER_PRICE_WITH_PRICE)
  .refine(earlyBirdWithPrice, EARLY_BIRD_WITH_PRICE)
  .refine(earlyBirdUntilGiven, EARLY_BIRD_UNTIL_GIVEN)
  .refine(paymentWithPrice, PAYMENT_WITH_PRICE)
  .refine(subCategoryOfCategory, SUB_CATEGORY_OF_CATEGORY)
  .meta({ description: `Without a date the event gets today's. ${EVENT_RULES}` });

/**
 * What a dashboard may do with an event it lists: its own (`host`), a joint one its officers may
 * edit (`editor`), or a joint one it only sees (`viewer`).
 */
export const EVENT_ACCESS = ['host', 'editor', 'viewer'] as const;
export type EventAccess = (typeof EVENT_ACCESS)[number];

export const dashboardEventSchema = eventSchema.extend({
  /** Marked held ('Move to Past Events'): stays past whatever its date. */
  held: z.boolean(),
  coHosts: z.array(organisationRefSchema.extend({ canEdit: z.boolean() })),
  access: z.enum(EVENT_ACCESS),
  /** Hand counts of who attended (null: from the check-ins; `checkedInMembers` of those). */
  membersAttended: z.number().int().nullable(),
  guestsAttended: z.number().int().nullable(),
  checkedInMembers: z.number().int(),
  /** The meeting's private link (online and hybrid events), for its officers only. */
  meetingUrl: z.string().nullable(),
  joinReminderMinutes: z.number().int(),
  /** Of `checkedIn`, those who attended online through their join link. */
  checkedInOnline: z.number().int(),
  version: z.number().int(),
  ...publicationStateSchema.shape,
});
export type DashboardEvent = z.infer<typeof dashboardEventSchema>;

/** An event's page as its dashboard previews it: the public page's data, and whether it is public. */
export const eventPreviewSchema = eventDetailSchema.extend(publicationStateSchema.shape);
export type EventPreview = z.infer<typeof eventPreviewSchema>;
