import type { Event } from '@chapterhouse/shared';
import { timeWithZone } from '@chapterhouse/shared/date-wording';
import { priceFor } from '@chapterhouse/shared/event-entry';
import { CardImage, eagerness } from '../../components/card-image';
import { Heading, type HeadingLevel } from '../../components/heading';
import { CalendarIcon, MapPinIcon, UsersIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { branchToday } from '../../lib/branch-clock';
import { formatDate, organisationInitials } from '../../lib/format';
import { formatPrice } from '../../lib/format-price';
import { CoHostLinks } from './co-host-links';
import { eventPath } from './event-path';
import {
  attendanceText,
  EventStateBadge,
  isMembersOnly,
  MembersOnlyBadge,
  RegistrationAction,
  registeredText,
} from './event-state';

const organisationLinkClass = 'inline-flex min-h-6 items-center hover:underline';

/**
 * One event, past or upcoming; upcoming ones add how many are registered and 'Register Now',
 * past ones how many came. Its title links to the event's page.
 */
export function EventCard(props: {
  event: Event;
  /**
   * Aggregated lists say whose event it is; an organisation's own page does not need to, unless
   * the event is a joint one (it may be another organisation's).
   */
  showOrganisation?: boolean;
  headingLevel?: HeadingLevel;
  /** Above the fold: load the picture at once. */
  eager?: boolean | 'first';
}) {
  const { event } = props;
  const upcoming = event.status === 'upcoming';
  const attendance = upcoming ? null : attendanceText(event);
  const price = upcoming ? cardPriceText(event) : null;
  const membersOnly = isMembersOnly(event);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <CardImage
        src={event.image}
        alt={event.title}
        width={800}
        height={450}
        initials={organisationInitials(event.organisation.name)}
        className="aspect-video"
        eager={props.eager}
      />
      <div className="flex flex-1 flex-col p-5">
        {/* A joint event says whose it is everywhere, its co-hosts' own pages included. */}
        {(props.showOrganisation !== false || event.coHosts.length > 0) && (
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {/* At least 24 px tall, as is the title below: two touch targets close together. */}
            <a href={paths.organisationOf(event.organisation)} className={organisationLinkClass}>
              {event.organisation.name}
            </a>
            <CoHostLinks coHosts={event.coHosts} className={organisationLinkClass} />
          </p>
        )}
        <Heading
          level={props.headingLevel ?? 3}
          className="mt-1 text-lg leading-snug font-semibold text-slate-900"
        >
          {/* The title is the link to the event's page: one link, named by the title, beside (never
              around) the organisation's and the registration links. */}
          <a href={eventPath(event)} className="inline-block hover:underline">
            {event.title}
          </a>
        </Heading>
        {(event.state !== 'scheduled' || membersOnly) && (
          <p className="mt-1 flex flex-wrap gap-2">
            <EventStateBadge state={event.state} />
            {membersOnly && <MembersOnlyBadge />}
          </p>
        )}
        <ul className="mt-3 space-y-1.5 text-sm text-slate-600">
          <li className="flex items-center gap-2">
            <CalendarIcon className="size-4 shrink-0 text-brand-700" />
            <span className="sr-only">Date: </span>
            <time dateTime={event.date}>{formatDate(event.date)}</time>
            {upcoming && event.time && (
              <span>· {timeWithZone(event.time, event.timeZoneName)}</span>
            )}
          </li>
          {(event.location || event.attendanceMode !== 'in-person') && (
            <li className="flex items-center gap-2">
              <MapPinIcon className="size-4 shrink-0 text-brand-700" />
              <span className="sr-only">Location: </span>
              {placeOf(event)}
            </li>
          )}
          {attendance && (
            <li className="flex items-center gap-2">
              <UsersIcon className="size-4 shrink-0 text-brand-700" />
              {attendance}
            </li>
          )}
          {upcoming && price && (
            <li>
              <span className="sr-only">Price: </span>
              {price}
            </li>
          )}
        </ul>
        {/* A series shows once in a list, with its next session: the card says it repeats. */}
        {event.series && (
          <p className="mt-3 rounded-lg bg-brand-50 px-3 py-1.5 text-xs text-brand-900">
            <span className="font-semibold">Series:</span> {event.series.summary}
          </p>
        )}
        {event.description && (
          <p className="mt-3 line-clamp-3 text-sm text-slate-700">{event.description}</p>
        )}
        {upcoming && (
          <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-4">
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <UsersIcon className="size-4 shrink-0 text-brand-700" />
              {registeredText(event)}
            </p>
            <RegistrationAction event={event} size="card" />
          </div>
        )}
      </div>
    </article>
  );
}

/**
 * What a paid event's place costs, as a card says it: its one price, or `From` the lowest of its
 * prices offered today (an early bird's, a member's); null for a free event.
 */
function cardPriceText(event: Event): string | null {
  if (event.price === null) return null;
  // The lowest anyone may pay today: as a member registering now would (`priceFor`).
  const lowest = priceFor(event, { member: true, today: branchToday() }) ?? event.price;
  if (Number(lowest) >= Number(event.price)) return formatPrice(event.price, event.priceCurrency);
  if (Number(lowest) <= 0) {
    const who = lowest === event.memberPrice ? 'IEEE members' : 'early registrants';
    return `${formatPrice(event.price, event.priceCurrency)}, free for ${who}`;
  }
  return `From ${formatPrice(lowest, event.priceCurrency)}`;
}

/** A responsive grid of event cards: 1, 2, then 3 columns. */
export function EventGrid(props: {
  events: Event[];
  showOrganisation?: boolean;
  headingLevel?: HeadingLevel;
  /** How many of the first cards load their pictures at once (the rest wait until scrolled to). */
  eagerCount?: number;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {props.events.map((event, index) => (
        <li key={event.id}>
          <EventCard
            event={event}
            eager={eagerness(index, props.eagerCount)}
            showOrganisation={props.showOrganisation}
            headingLevel={props.headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}

/** Where a card (and a dashboard's row) says it is: its venue, `Online`, or the venue `and online`. */
export function placeOf(event: Pick<Event, 'location' | 'attendanceMode'>): string {
  if (event.attendanceMode === 'online') return 'Online';
  if (event.attendanceMode === 'hybrid')
    return event.location ? `${event.location} and online` : 'Online';
  return event.location ?? '';
}
