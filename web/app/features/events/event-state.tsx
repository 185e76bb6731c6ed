import type { AttendanceChoice, Event, EventDetail, EventState } from '@chapterhouse/shared';
import { ExternalIcon } from '../../components/icons';
import { formatNumber } from '../../lib/format';
import { REGISTER_ANCHOR, registerPath } from './event-path';

/** What visitors read of an event that is no longer on as planned (nothing while scheduled). */
const NOTICES: Record<Exclude<EventState, 'scheduled'>, { label: string; message: string }> = {
  cancelled: { label: 'Cancelled', message: 'This event has been cancelled.' },
  postponed: {
    label: 'Postponed',
    message: 'This event has been postponed. The new date will be announced here.',
  },
};

const eventStateNotice = (state: EventState) => (state === 'scheduled' ? null : NOTICES[state]);

/** Whether visitors may still sign up: not for a cancelled event. */
const takesRegistrations = (state: EventState) => state !== 'cancelled';

const ACTION_CLASSES = {
  card: {
    link: 'rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800',
    note: 'rounded-lg bg-slate-100 px-4 py-2 text-sm font-semibold text-slate-600',
  },
  page: {
    link: 'inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-800',
    note: 'block rounded-lg bg-slate-100 px-4 py-3 text-center text-sm font-semibold text-slate-600',
  },
};

/**
 * What an upcoming event offers a visitor who wants to come, on its card and on its page:
 * 'Register Now' (to the form on its page, or its outside link), or why not ('Registration
 * closed' once cancelled, 'Registration opens soon' while it takes none).
 */
export function RegistrationAction(props: {
  event: Pick<Event, 'id' | 'title' | 'state' | 'registrationLink' | 'registrationMode'>;
  size: 'card' | 'page';
  /** Registration has closed (its page knows; a card leaves the page to say so). */
  closed?: boolean;
}) {
  const { event } = props;
  const classes = ACTION_CLASSES[props.size];
  if (!takesRegistrations(event.state) || props.closed) {
    return <span className={classes.note}>Registration closed</span>;
  }
  if (event.registrationMode === 'site') {
    return (
      // On the event's own page the form is further down the same page.
      <a
        href={props.size === 'page' ? `#${REGISTER_ANCHOR}` : registerPath(event)}
        className={classes.link}
        // The registration form on the page says here where the visitor stands once registered.
        id={props.size === 'page' ? registerActionId(event.id) : undefined}
      >
        Register Now
        {props.size === 'card' && <span className="sr-only"> for {event.title}</span>}
      </a>
    );
  }
  if (!event.registrationLink) return <span className={classes.note}>Registration opens soon</span>;
  return (
    <a
      href={event.registrationLink}
      target="_blank"
      rel="noopener noreferrer"
      className={classes.link}
    >
      Register Now
      {props.size === 'page' && <ExternalIcon />}
      <span className="sr-only">
        {props.size === 'card' && ` for ${event.title}`} (opens in a new tab)
      </span>
    </a>
  );
}

/** The id of an event page's "Register Now", which its registration form updates. */
export const registerActionId = (eventId: number) => `event-${eventId}-register-action`;

/**
 * Whether an event taking registrations on this site takes them now, or why not: `not-yet`
 * before its opening time (the page counts down; the server decides when it opens).
 */
export type SiteRegistrationState = 'open' | 'not-yet' | 'closed' | 'over' | 'cancelled';

export function siteRegistrationState(
  event: Pick<EventDetail, 'status' | 'state' | 'registrationClosesAt' | 'registrationOpensAt'>,
  /** The moment the page is drawn (ms since the epoch). */
  now: number,
): SiteRegistrationState {
  if (!takesRegistrations(event.state)) return 'cancelled';
  if (event.status === 'past') return 'over';
  const closes = event.registrationClosesAt ? Date.parse(event.registrationClosesAt) : Number.NaN;
  if (closes <= now) return 'closed';
  const opens = event.registrationOpensAt ? Date.parse(event.registrationOpensAt) : Number.NaN;
  return opens > now ? 'not-yet' : 'open';
}

/** What the places of an event are counted from. */
type Places = Pick<
  Event,
  'attendanceMode' | 'capacity' | 'onlineCapacity' | 'registrations' | 'registrationsOnline'
>;

/** One kind of an event's places: its places (null: unlimited) and how many are taken. */
export interface PlaceKind {
  /** A hybrid event's room (`in-person`) or online places; null for any other event's. */
  choice: AttendanceChoice | null;
  capacity: number | null;
  taken: number;
}

/** An event's places: a hybrid event's room and online ones, each counted apart; else one kind. */
export function placeKinds(event: Places): PlaceKind[] {
  if (event.attendanceMode !== 'hybrid') {
    return [{ choice: null, capacity: event.capacity, taken: event.registrations }];
  }
  return [
    {
      choice: 'in-person',
      capacity: event.capacity,
      taken: event.registrations - event.registrationsOnline,
    },
    { choice: 'online', capacity: event.onlineCapacity, taken: event.registrationsOnline },
  ];
}

/** Whether every place of the kind is taken (only a kind with places fills up). */
export const isKindFull = (kind: PlaceKind) =>
  kind.capacity !== null && kind.taken >= kind.capacity;

/** Whether every place is taken: of a hybrid event, both in the room and online. */
export const isFull = (event: Places) => placeKinds(event).every(isKindFull);

/**
 * How many are registered, as an upcoming event's card and page say it: '12 registered', '12 of
 * 40 registered', or, once an event taking registrations here is full, that the waiting list is
 * open.
 */
export function registeredText(event: Places & Pick<Event, 'registrationMode'>): string {
  if (event.registrationMode === 'site' && isFull(event)) return 'Full — join the waiting list';
  const registered = formatNumber(event.registrations);
  if (event.attendanceMode === 'hybrid') {
    const online = formatNumber(event.registrationsOnline);
    const room = formatNumber(event.registrations - event.registrationsOnline);
    return `${registered} registered (${room} in the room, ${online} online)`;
  }
  return event.capacity === null
    ? `${registered} registered`
    : `${registered} of ${formatNumber(event.capacity)} registered`;
}

/**
 * How many came to a past event: those checked in at the door when anyone was ('48 attended'),
 * else the officers' own figure ('500+ participants'); null when neither is known.
 */
export function attendanceText(event: Pick<Event, 'checkedIn' | 'participants'>): string | null {
  if (event.checkedIn > 0) return `${formatNumber(event.checkedIn)} attended`;
  return event.participants ? `${event.participants} participants` : null;
}

/** A small label beside a cancelled or postponed event's title, in cards and lists. */
export function EventStateBadge({ state }: { state: EventState }) {
  const notice = eventStateNotice(state);
  if (!notice) return null;
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase ${
        state === 'cancelled' ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900'
      }`}
    >
      {notice.label}
    </span>
  );
}

/**
 * Whether an upcoming event's card marks it for verified IEEE members only. A members-first one
 * goes unmarked: its card cannot tell (it has no instant for it) when everyone may register.
 */
export const isMembersOnly = (
  event: Pick<Event, 'status' | 'state' | 'registrationMode' | 'registrationAudience'>,
) =>
  event.status === 'upcoming' &&
  takesRegistrations(event.state) &&
  event.registrationMode === 'site' &&
  event.registrationAudience === 'members';

/** A small label beside the title of an event only verified IEEE members may register for. */
export function MembersOnlyBadge() {
  return (
    <span className="inline-flex rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-brand-800 uppercase">
      IEEE members only
    </span>
  );
}

/** The banner of a cancelled or postponed event's page. */
export function EventStateBanner({ state }: { state: EventState }) {
  const notice = eventStateNotice(state);
  if (!notice) return null;
  return (
    <p
      className={`mt-6 rounded-xl border px-4 py-3 font-semibold ${
        state === 'cancelled'
          ? 'border-red-200 bg-red-50 text-red-800'
          : 'border-amber-200 bg-amber-50 text-amber-900'
      }`}
    >
      {notice.message}
    </p>
  );
}
