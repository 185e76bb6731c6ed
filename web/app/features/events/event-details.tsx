import type { EventDetail, RegistrationQuestion } from '@chapterhouse/shared';
import { eventWhenParts, timeWithZone } from '@chapterhouse/shared/date-wording';
import { CONFIRMATION_WINDOW_MINUTES } from '@chapterhouse/shared/registration-window';
import type { ComponentType, ReactNode } from 'react';
import { CardImage } from '../../components/card-image';
import { CalendarIcon, ExternalIcon, MapPinIcon, UsersIcon } from '../../components/icons';
import { collectionOf, paths } from '../../config/paths';
import type { AttendanceOption } from '../../lib/attendance-options';
import { branchDateAt } from '../../lib/branch-clock';
import { formatDate, formatNumber, formatWallClock, organisationInitials } from '../../lib/format';
import { formatPrice } from '../../lib/format-price';
import { CoHostLinks } from './co-host-links';
import { REGISTER_ANCHOR, seriesPath } from './event-path';
import {
  attendanceText,
  EventStateBanner,
  isFull,
  isKindFull,
  type PlaceKind,
  placeKinds,
  RegistrationAction,
  registerActionId,
  registeredText,
  type SiteRegistrationState,
  siteRegistrationState,
} from './event-state';

/** The picture spans two of three columns of max-w-7xl from 1024 px, the full width below. */
const PICTURE_SIZES = '(min-width: 1280px) 820px, (min-width: 1024px) 66vw, 100vw';

const linkClass = 'font-medium text-brand-700 underline-offset-4 hover:underline';

/** Where an event's organisation lists its events of the same kind (the branch has no page). */
function organisationListOf(event: EventDetail): string {
  const list = event.status === 'past' ? 'past-events' : 'upcoming-events';
  const { organisation } = event;
  return organisation.kind === 'branch'
    ? paths.allList(list)
    : paths.organisationList(collectionOf(organisation.kind), organisation.slug, list);
}

function Fact(props: { term: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <span className="text-brand-700">{props.icon}</span>
        {props.term}
      </dt>
      <dd className="mt-1 pl-6 text-slate-800">{props.children}</dd>
    </div>
  );
}

/**
 * What IEEE counts the event as, in a few words: `Technical meeting`, or its category and
 * sub-category (`Professional · Industry Relations`).
 */
export const categoryText = (event: Pick<EventDetail, 'category' | 'subCategory'>) =>
  event.subCategory ? `${event.category} · ${event.subCategory}` : `${event.category} meeting`;

/**
 * When the event runs, on the branch's clock as the server gives it, in the words mails use in
 * short (`1 Jul 2026, 14:00 – 16:30 GMT+5:30`: see `eventWhenParts`), its start and end each a
 * `<time>` a machine can read.
 */
function EventWhen({ event }: { event: EventDetail }) {
  const { start, end, zone } = eventWhenParts(event, event.timeZoneName, 'short');
  return (
    <>
      <time dateTime={event.startDate}>{start}</time>
      {event.endsAt && end && (
        <>
          {end.joiner}
          <time dateTime={event.endsAt}>{end.text}</time>
        </>
      )}
      {zone}
    </>
  );
}

/** The closing time officers set, with the branch zone's name: `30 Jun 2026, 18:00 GMT+5:30`. */
const closingText = (event: EventDetail & { registrationCloses: string }) =>
  timeWithZone(formatWallClock(event.registrationCloses), event.timeZoneName);

/** The opening time officers set, the same way (with its seconds when it has them). */
const openingText = (event: EventDetail) =>
  event.registrationOpens
    ? timeWithZone(formatWallClock(event.registrationOpens), event.timeZoneName)
    : '';

/** When everyone may register for a members-first event, the same way; '' for the others. */
const everyoneFromText = (event: EventDetail) =>
  event.openToEveryone
    ? timeWithZone(formatWallClock(event.openToEveryone), event.timeZoneName)
    : '';

/**
 * Whom registration is kept for at `now`, while that is not everyone: verified IEEE members
 * only, or members until the moment everyone may (the server's rule, `membersOnlyAt`); null when
 * anyone may register.
 */
function membersOnlyAudience(event: EventDetail, now: number): 'members' | 'members-first' | null {
  if (event.registrationAudience === 'members') return 'members';
  const everyoneFrom = event.openToEveryoneAt ? Date.parse(event.openToEveryoneAt) : Number.NaN;
  return event.registrationAudience === 'members-first' && everyoneFrom > now
    ? 'members-first'
    : null;
}

/** Who may register, as the event's facts say it in short. */
const audienceFact = (event: EventDetail, audience: 'members' | 'members-first') =>
  audience === 'members'
    ? 'Verified IEEE members only'
    : `Verified IEEE members; everyone from ${everyoneFromText(event)}`;

/**
 * Above the form (or the countdown) while only verified members may register: who may, and how a
 * member is known (the address IEEE has for them, or signed in as a student), before a visitor
 * types anything the server would refuse.
 */
function AudienceNote(props: {
  event: EventDetail;
  audience: 'members' | 'members-first';
  /** Registration is open now (else it opens later: members will be first). */
  open: boolean;
}) {
  const signIn = (
    <a href={paths.meSignIn()} className={linkClass}>
      Your events
    </a>
  );
  return (
    <p className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800">
      {props.audience === 'members' ? (
        <>
          For verified IEEE members only: register with the address IEEE has for you, or sign in at{' '}
          {signIn}.
        </>
      ) : (
        <>
          Verified IEEE members may register {props.open ? 'now' : 'first'}; everyone from{' '}
          <strong className="font-semibold">{everyoneFromText(props.event)}</strong>. Members,
          register with the address IEEE has for you, or sign in at {signIn}.
        </>
      )}
    </p>
  );
}

/**
 * What a place costs: its price, or each kind's (an early bird's until its last day, a member's,
 * everyone else's) when it has more than one.
 */
function priceText(event: EventDetail, today: string): string {
  const money = (amount: string | null) => formatPrice(amount, event.priceCurrency);
  const early =
    event.earlyBirdPrice !== null && event.earlyBirdUntil !== null && today <= event.earlyBirdUntil
      ? `${money(event.earlyBirdPrice)} if you register by ${formatDate(event.earlyBirdUntil)}`
      : null;
  const member = event.memberPrice === null ? null : `${money(event.memberPrice)} for IEEE members`;
  if (!early && !member) return money(event.price);
  return [early, member, `${money(event.price)} for ${member ? 'others' : 'everyone'}`]
    .filter(Boolean)
    .join(' · ');
}

/**
 * How a place is paid for when the price is taken on this site (issue 49): by UPI, the place held
 * `paymentHoldHours` for it; null when it is paid at the door (or the event is free).
 */
function paymentText(event: EventDetail): string | null {
  const hours = event.paymentHoldHours;
  if (hours === null || event.price === null) return null;
  const held = hours === 1 ? '1 hour' : `${formatNumber(hours)} hours`;
  return `Pay by UPI when you register: your place is held for ${held} while you pay.`;
}

/**
 * The member price in words, when the registration form lets a member claim it: the price is
 * taken on this site (the server checks the roster before taking the lower amount); null else.
 */
const memberPriceClaimOf = (event: EventDetail): string | null =>
  event.paymentHoldHours !== null && event.price !== null && event.memberPrice !== null
    ? formatPrice(event.memberPrice, event.priceCurrency)
    : null;

/** The venue's address, one part a line as an envelope has it; empty when none is given. */
const addressLines = (event: EventDetail) =>
  [
    event.streetAddress,
    [event.postalCode, event.locality].filter(Boolean).join(' '),
    event.region,
    event.country,
  ].filter((line): line is string => Boolean(line));

/** How an online or hybrid event is attended, in words: never its meeting's link. */
const ONLINE_WORDS = {
  online:
    'An online event. Registered? Your personal join link is on your registration page, and mailed to you shortly before the start.',
  hybrid:
    'At the venue or online. Registered for an online place? Your personal join link is on your registration page, and mailed to you shortly before the start.',
} as const;

/** Where it is: the venue's name, its address and a map, each when the officers gave it. */
function EventWhere({ event }: { event: EventDetail }) {
  const lines = addressLines(event);
  return (
    <>
      {event.location && <span className="block">{event.location}</span>}
      {lines.length > 0 && (
        <address className="block not-italic text-slate-700">
          {lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      )}
      {event.mapUrl && (
        <a
          href={event.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${linkClass} mt-1 inline-flex items-center gap-1`}
        >
          View on a map
          <ExternalIcon className="size-3.5" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    </>
  );
}

/** Why an event taking registrations on this site takes none now. */
function closedReason(
  event: EventDetail,
  state: Exclude<SiteRegistrationState, 'open' | 'not-yet'>,
): string {
  if (state === 'cancelled') return 'This event has been cancelled, so it takes no registrations.';
  if (state === 'over') return 'Registration is over: this event has already taken place.';
  return event.registrationCloses
    ? `Registration closed on ${closingText({ ...event, registrationCloses: event.registrationCloses })}.`
    : 'Registration closed when the event started.';
}

/** When on-site registration closes, as its page says it. */
const closesText = (event: EventDetail) =>
  event.registrationCloses
    ? closingText({ ...event, registrationCloses: event.registrationCloses })
    : event.time
      ? 'When the event starts'
      : 'When the event ends';

/** How many places of a kind are left, or that its waiting list is open. */
const kindLeftText = (kind: PlaceKind) =>
  kind.capacity === null
    ? 'unlimited'
    : isKindFull(kind)
      ? 'none, join the waiting list'
      : `${formatNumber(kind.capacity - kind.taken)} of ${formatNumber(kind.capacity)}`;

/**
 * How many places are left, or that the waiting list is open; of a hybrid event, in the room
 * and online.
 */
function placesLeftText(event: EventDetail): string {
  const [only, online] = placeKinds(event);
  if (!only) return '';
  if (!online) {
    return isKindFull(only) ? 'None: join the waiting list' : kindLeftText(only);
  }
  return `In the room: ${kindLeftText(only)}; online: ${kindLeftText(online)}`;
}

/** How many places it has: `40 places`; a hybrid event's `30 in the room, 100 online`. */
function capacityText(event: EventDetail): string {
  const places = (capacity: number | null) =>
    capacity === null ? 'unlimited' : formatNumber(capacity);
  if (event.attendanceMode !== 'hybrid') return `${places(event.capacity)} places`;
  return `${places(event.capacity)} in the room, ${places(event.onlineCapacity)} online`;
}

/** Whether the page says how many places are left: when any kind of place is limited. */
const hasLimitedPlaces = (event: EventDetail) =>
  placeKinds(event).some((kind) => kind.capacity !== null);

/** A hybrid event's ways to attend, as its registration form offers them. */
const attendanceChoicesOf = (event: EventDetail): AttendanceOption[] | null =>
  event.attendanceMode === 'hybrid'
    ? placeKinds(event).map((kind) => ({
        value: kind.choice ?? 'in-person',
        label: kind.choice === 'online' ? 'Online' : 'In the room',
        full: isKindFull(kind),
      }))
    : null;

/** What the event's page hands the registration form it shows. */
export interface RegistrationFormSlotProps {
  eventId: number;
  questions: RegistrationQuestion[];
  full: boolean;
  /** A hybrid event's ways to attend (in the room, online), each saying whether it is full. */
  attendance: AttendanceOption[] | null;
  /** What a place costs, in words (each kind's), for a paid event; null when free. */
  price: string | null;
  /** The member price in words, when members may claim it as they register; else null. */
  memberPrice: string | null;
  approval: boolean;
  /**
   * What the form says anew on this page once it has registered someone, without a reload:
   * the counts' words with one more place taken (confirmed registrations only), by element id,
   * and the id of the card's "Register Now".
   */
  updates: {
    confirmed: Array<{ elementId: string; text: string }>;
    /** A hybrid event's, when the place taken is online. */
    confirmedOnline: Array<{ elementId: string; text: string }> | null;
    actionElementId: string;
    /** Where the event asks for the address to be confirmed: what the form says once mailed. */
    checkMail: { title: string; held: string; kept: string } | null;
  };
}

/**
 * What the event's page hands what it shows before registration opens (the countdown): the
 * opening, and the form it turns into once the server says registration is open.
 */
export interface RegistrationOpeningSlotProps {
  eventId: number;
  /** The opening instant (ISO). */
  opensAt: string;
  /** The opening on the branch's clock: `1 Dec 2026, 10:00 GMT+5:30`. */
  opensText: string;
  form: RegistrationFormSlotProps;
}

/** Without a countdown (the dashboard's preview): when registration opens, in words. */
function OpensLater(props: RegistrationOpeningSlotProps) {
  return <p className="text-slate-700">Registration opens {props.opensText}.</p>;
}

/** The ids of the page's counts, which the registration form updates. */
const countIds = (eventId: number) => ({
  registered: `event-${eventId}-registered`,
  placesLeft: `event-${eventId}-places-left`,
});

/** The counts' words once the visitor registering here takes one more place. */
function updatesAfterRegistering(event: EventDetail): RegistrationFormSlotProps['updates'] {
  const ids = countIds(event.id);
  const textsAfter = (after: EventDetail) => [
    { elementId: ids.registered, text: registeredText(after) },
    ...(hasLimitedPlaces(after)
      ? [{ elementId: ids.placesLeft, text: placesLeftText(after) }]
      : []),
  ];
  const registrations = event.registrations + 1;
  return {
    confirmed: textsAfter({ ...event, registrations }),
    confirmedOnline:
      event.attendanceMode === 'hybrid'
        ? textsAfter({
            ...event,
            registrations,
            registrationsOnline: event.registrationsOnline + 1,
          })
        : null,
    actionElementId: registerActionId(event.id),
    checkMail: event.registrationConfirmEmail
      ? {
          title: 'Check your e-mail',
          held: `We sent you a link. Follow it and press "Confirm" within ${CONFIRMATION_WINDOW_MINUTES} minutes: your place is held for you until then, and goes to the next in line if you do not confirm.`,
          kept: `We sent you a link. Follow it and press "Confirm" within ${CONFIRMATION_WINDOW_MINUTES} minutes: until then your registration is kept; unconfirmed, it is dropped.`,
        }
      : null,
  };
}

/** What the registration form is given on this event's page. */
const formProps = (event: EventDetail, today: string): RegistrationFormSlotProps => ({
  eventId: event.id,
  price: event.price === null ? null : priceText(event, today),
  memberPrice: memberPriceClaimOf(event),
  questions: event.registrationQuestions,
  full: isFull(event),
  attendance: attendanceChoicesOf(event),
  approval: event.registrationApproval,
  updates: updatesAfterRegistering(event),
});

/**
 * An event's own page: everything its card shows, and the description in full, when it ends, the
 * organiser, capacity and tags; 'Register Now' for an upcoming event, and the registration form
 * when it takes them here (or why it takes none now); a clear mark on a past one. Plain HTML but
 * for the form, which the route composes in (`Form`: the public page's island of
 * `features/registrations`, the preview's note that it takes none).
 */
export function EventDetails(props: {
  event: EventDetail;
  /** The moment the page is drawn (ms since the epoch): has registration closed? */
  now: number;
  Form: ComponentType<RegistrationFormSlotProps>;
  /** Before registration opens, in place of the form (the public page's countdown island). */
  Opening?: ComponentType<RegistrationOpeningSlotProps>;
  /** "Add to calendar" under Register Now, for an event still to come (the route brings it). */
  calendar?: ReactNode;
}) {
  const { event } = props;
  const { Form, Opening = OpensLater } = props;
  const past = event.status === 'past';
  const onSite = event.registrationMode === 'site';
  const registration = onSite ? siteRegistrationState(event, props.now) : null;
  // Open, or about to open: the page says when it closes and how many places are left.
  const takingSoon = registration === 'open' || registration === 'not-yet';
  const audience = takingSoon ? membersOnlyAudience(event, props.now) : null;
  const attendance = event.checkedIn > 0 ? attendanceText(event) : null;
  const payment = paymentText(event);
  const listLabel = past ? 'Past Events' : 'Upcoming Events';
  const organisationPath = paths.organisationOf(event.organisation);
  return (
    <article aria-labelledby="event-title">
      <header className="border-b border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
              <li>
                <a href={paths.home()} className={linkClass}>
                  Home
                </a>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <a href={organisationPath} className={linkClass}>
                  {event.organisation.name}
                </a>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <a href={organisationListOf(event)} className={linkClass}>
                  {listLabel}
                </a>
              </li>
            </ol>
          </nav>
          <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2">
            {past ? (
              <span className="inline-flex items-center rounded-full bg-slate-200 px-3 py-1 text-xs font-semibold tracking-wide text-slate-700 uppercase">
                Past event
              </span>
            ) : (
              <span className="inline-flex items-center rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800 uppercase">
                Upcoming event
              </span>
            )}
            <span className="text-sm font-medium text-slate-600">
              <span className="sr-only">Category: </span>
              {categoryText(event)}
            </span>
          </p>
          <h1
            id="event-title"
            className="mt-3 max-w-4xl text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl"
          >
            {event.title}
          </h1>
          <p className="mt-3 text-lg text-slate-600">
            By{' '}
            <a href={organisationPath} className={linkClass}>
              {event.organisation.name}
            </a>
            <CoHostLinks coHosts={event.coHosts} className={linkClass} />
          </p>
          {event.series && (
            <p className="mt-2 text-slate-700">
              Part of a series:{' '}
              <a href={seriesPath(event.series)} className={linkClass}>
                {event.series.summary}
              </a>
            </p>
          )}
          <EventStateBanner state={event.state} />
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <CardImage
            src={event.image}
            alt={event.title}
            width={1200}
            height={675}
            initials={organisationInitials(event.organisation.name)}
            className="aspect-video rounded-2xl"
            sizes={PICTURE_SIZES}
            eager="first"
          />
        </div>

        {/* Beside the picture and the text on wide screens; on a phone right after the picture,
            so the date, the place and Register Now come before the whole description. */}
        <aside
          aria-labelledby="event-facts"
          className="lg:col-start-3 lg:row-span-2 lg:row-start-1"
        >
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-24">
            <h2 id="event-facts" className="text-lg font-semibold text-slate-900">
              Event details
            </h2>
            {past && (
              <p className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
                This event has already taken place.
              </p>
            )}
            <dl className="mt-5 space-y-4 text-sm">
              <Fact term="When" icon={<CalendarIcon className="size-4" />}>
                <EventWhen event={event} />
              </Fact>
              {(event.location || addressLines(event).length > 0 || event.mapUrl) && (
                <Fact term="Location" icon={<MapPinIcon className="size-4" />}>
                  <EventWhere event={event} />
                </Fact>
              )}
              {event.attendanceMode !== 'in-person' && (
                <Fact term="Online" icon={<MapPinIcon className="size-4" />}>
                  {ONLINE_WORDS[event.attendanceMode]}
                </Fact>
              )}
              {event.livestreamUrl && (
                <Fact term="Livestream" icon={<ExternalIcon className="size-4" />}>
                  <a
                    href={event.livestreamUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`${linkClass} inline-flex items-center gap-1`}
                  >
                    Watch the livestream
                    <ExternalIcon className="size-3.5" />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </Fact>
              )}
              {!past && (
                <Fact term="Price" icon={<UsersIcon className="size-4" />}>
                  {priceText(event, branchDateAt(props.now))}
                  {payment && <span className="mt-1 block text-slate-700">{payment}</span>}
                </Fact>
              )}
              {event.organizer && (
                <Fact term="Organizer" icon={<UsersIcon className="size-4" />}>
                  {event.organizer}
                </Fact>
              )}
              {hasLimitedPlaces(event) && (
                <Fact term="Capacity" icon={<UsersIcon className="size-4" />}>
                  {capacityText(event)}
                </Fact>
              )}
              {past ? (
                attendance ? (
                  <Fact term="Attendance" icon={<UsersIcon className="size-4" />}>
                    {attendance},{' '}
                    {event.attendanceMode === 'in-person'
                      ? 'checked in at the door'
                      : 'checked in at the door or online'}
                  </Fact>
                ) : (
                  event.participants && (
                    <Fact term="Participants" icon={<UsersIcon className="size-4" />}>
                      {event.participants}
                    </Fact>
                  )
                )
              ) : (
                <Fact term="Registered" icon={<UsersIcon className="size-4" />}>
                  <span id={countIds(event.id).registered}>{registeredText(event)}</span>
                </Fact>
              )}
              {registration === 'not-yet' && (
                <Fact term="Registration opens" icon={<CalendarIcon className="size-4" />}>
                  {openingText(event)}
                </Fact>
              )}
              {audience && (
                <Fact term="Who may register" icon={<UsersIcon className="size-4" />}>
                  {audienceFact(event, audience)}
                </Fact>
              )}
              {takingSoon && hasLimitedPlaces(event) && (
                <Fact term="Places left" icon={<UsersIcon className="size-4" />}>
                  <span id={countIds(event.id).placesLeft}>{placesLeftText(event)}</span>
                </Fact>
              )}
              {takingSoon && (
                <Fact term="Registration closes" icon={<CalendarIcon className="size-4" />}>
                  {closesText(event)}
                </Fact>
              )}
            </dl>
            {!past && (
              <div className="mt-6">
                <RegistrationAction event={event} size="page" closed={registration === 'closed'} />
              </div>
            )}
            {!past && props.calendar}
            <ul className="mt-6 space-y-2 border-t border-slate-200 pt-4 text-sm">
              <li>
                <a href={organisationPath} className={linkClass}>
                  More from {event.organisation.name}
                </a>
              </li>
              <li>
                <a href={past ? paths.pastEvents() : paths.upcomingEvents()} className={linkClass}>
                  All {listLabel.toLowerCase()}
                </a>
              </li>
            </ul>
          </div>
        </aside>

        <div className="lg:col-span-2">
          <section aria-labelledby="event-about">
            <h2 id="event-about" className="text-2xl font-bold tracking-tight text-brand-900">
              About this event
            </h2>
            <p className="mt-4 text-base leading-relaxed whitespace-pre-line text-slate-700">
              {event.description}
            </p>
          </section>
          {event.speakers.length > 0 && (
            <section aria-labelledby="event-speakers" className="mt-10">
              <h2 id="event-speakers" className="text-2xl font-bold tracking-tight text-brand-900">
                Speakers
              </h2>
              <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                {event.speakers.map((speaker, index) => (
                  <li
                    // Two speakers may share a name; their order is theirs.
                    // biome-ignore lint/suspicious/noArrayIndexKey: a list drawn once, never reordered
                    key={index}
                    className="rounded-xl border border-slate-200 bg-white px-4 py-3"
                  >
                    <span className="block font-semibold text-slate-900">{speaker.name}</span>
                    {speaker.affiliation && (
                      <span className="block text-sm text-slate-600">{speaker.affiliation}</span>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {event.tags.length > 0 && (
            <section aria-labelledby="event-tags" className="mt-8">
              <h2 id="event-tags" className="text-sm font-semibold text-slate-900">
                Tags
              </h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {event.tags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {registration && (
            <section
              id={REGISTER_ANCHOR}
              aria-labelledby="event-register"
              className="mt-10 scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h2 id="event-register" className="text-2xl font-bold tracking-tight text-brand-900">
                Register
              </h2>
              {audience && (
                <AudienceNote event={event} audience={audience} open={registration === 'open'} />
              )}
              {takingSoon && event.series?.registrationScope === 'series' && (
                <p className="mt-3 text-slate-700">{`Registering registers you for every session of this series (${event.series.summary}); you can cancel any session later.`}</p>
              )}
              {registration === 'open' ? (
                <div className="mt-4">
                  <Form {...formProps(event, branchDateAt(props.now))} />
                </div>
              ) : registration === 'not-yet' ? (
                <div className="mt-4">
                  <Opening
                    eventId={event.id}
                    // not-yet means it has an opening time.
                    opensAt={event.registrationOpensAt ?? ''}
                    opensText={openingText(event)}
                    form={formProps(event, branchDateAt(props.now))}
                  />
                </div>
              ) : (
                <p className="mt-3 text-slate-700">{closedReason(event, registration)}</p>
              )}
            </section>
          )}
        </div>
      </div>
    </article>
  );
}
