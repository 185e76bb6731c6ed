import { type EventDetail, recordIdSchema } from '@chapterhouse/shared';
import { data, isRouteErrorResponse, redirect } from 'react-router';
import { JsonLd } from '../components/json-ld';
import { ErrorMessage, StatusPage } from '../components/status-page';
import { collectionOf, paths } from '../config/paths';
import { AddToCalendar } from '../features/events/add-to-calendar';
import { EventDetails } from '../features/events/event-details';
import { eventJsonLd } from '../features/events/event-json-ld';
import { eventPath } from '../features/events/event-path';
import { RegistrationFormIsland } from '../islands';
import { pageMeta, sharedPageMeta } from '../lib/meta';
import { breadcrumbJsonLd } from '../lib/structured-data';
import type { Route } from './+types/event';

/** How much of the description a search result or a share preview shows. */
const DESCRIPTION_MAX = 200;

/** `/events/:id` and `/events/:id/:slug`: one event's page, at its canonical slugged address. */
/** Rendered as islands: React Router does not hydrate this page (islands/island.tsx). */
export const handle = { islands: true };

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const id = recordIdSchema.safeParse(params.id);
  const event = id.success ? await context.reads.getEvent(id.data) : null;
  if (!event) throw data(null, { status: 404 });
  // An old slug (the event was renamed) or none at all: one permanent redirect to the address
  // the page is known by, so links and search engines settle on one URL.
  const url = new URL(request.url);
  const canonical = eventPath(event);
  if (url.pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301);
  // Registration closes at a moment: the page is drawn (and cached, briefly) as of now.
  return { event, origin: context.origin, now: Date.now() };
}

/** The trail the page's own breadcrumb shows: home, the organisation, its list, the event. */
function eventCrumbs(event: EventDetail) {
  const list = event.status === 'past' ? 'past-events' : 'upcoming-events';
  const label = event.status === 'past' ? 'Past Events' : 'Upcoming Events';
  const { organisation } = event;
  const trail =
    organisation.kind === 'branch'
      ? [{ name: label, path: paths.allList(list) }]
      : [
          { name: organisation.name, path: paths.organisationOf(organisation) },
          {
            name: label,
            path: paths.organisationList(collectionOf(organisation.kind), organisation.slug, list),
          },
        ];
  return [
    { name: 'Home', path: paths.home() },
    ...trail,
    { name: event.title, path: eventPath(event) },
  ];
}

/** The description on one line, cut at a word near `DESCRIPTION_MAX` characters. */
function summaryOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_MAX / 2)).trimEnd()}…`;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData)
    return pageMeta('Event not found', 'The event you are looking for does not exist.');
  const { event } = loaderData;
  return sharedPageMeta(
    { matches },
    {
      title: event.title,
      description: summaryOf(event.description),
      path: eventPath(event),
      image: event.image,
    },
  );
}

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { event, origin, now } = loaderData;
  return (
    <>
      <EventDetails
        event={event}
        now={now}
        Form={RegistrationFormIsland}
        calendar={<AddToCalendar event={event} origin={origin} />}
      />
      <JsonLd data={eventJsonLd(event, origin)} />
      <JsonLd data={breadcrumbJsonLd(eventCrumbs(event), origin)} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404)
    return <ErrorMessage notFound={false} />;
  return (
    <StatusPage
      eyebrow="Error 404"
      title="Event not found"
      message="The event you are looking for does not exist, or is no longer listed."
      actions={[
        { to: paths.upcomingEvents(), label: 'Upcoming Events' },
        { to: paths.pastEvents(), label: 'Past Events' },
        { to: paths.home(), label: 'Back to Home' },
      ]}
    />
  );
}
