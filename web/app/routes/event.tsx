import { type EventDetail, type RegistrationCreated, recordIdSchema } from '@chapterhouse/shared';
import { useMemo } from 'react';
import { data, isRouteErrorResponse, redirect } from 'react-router';
import { JsonLd } from '../components/json-ld';
import { ErrorMessage, StatusPage } from '../components/status-page';
import { apiPaths, collectionOf, paths } from '../config/paths';
import { AddToCalendar } from '../features/events/add-to-calendar';
import {
  EventDetails,
  type RegistrationFormSlotProps,
  type RegistrationOpeningSlotProps,
} from '../features/events/event-details';
import { eventJsonLd } from '../features/events/event-json-ld';
import { eventPath } from '../features/events/event-path';
import {
  type RegistrationResult,
  readRegistrationForm,
  toRegistrationRequest,
} from '../features/registrations/registration-answers';
import RegistrationDone from '../features/registrations/registration-done';
import {
  checkRegistrationForm,
  claimsMemberPrice,
} from '../features/registrations/registration-form-schema';
import { RegistrationFormIsland, RegistrationOpeningIsland } from '../islands';
import { branchDateAt } from '../lib/branch-clock';
import { callApi } from '../lib/form-actions';
import { pageMeta, sharedPageMeta } from '../lib/meta';
import { breadcrumbJsonLd } from '../lib/structured-data';
import type { Route } from './+types/event';

/** How much of the description a search result or a share preview shows. */
const DESCRIPTION_MAX = 200;

/** `/events/:id` and `/events/:id/:slug`: one event's page, at its canonical slugged address. */
/** Rendered as islands: React Router does not hydrate this page (islands/island.tsx). */
export const handle = { islands: true };

async function eventOf(context: Route.LoaderArgs['context'], param: string | undefined) {
  const id = recordIdSchema.safeParse(param);
  const event = id.success ? await context.reads.getEvent(id.data) : null;
  if (!event) throw data(null, { status: 404 });
  return event;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const event = await eventOf(context, params.id);
  // An old slug (the event was renamed) or none at all: one permanent redirect to the address
  // the page is known by, so links and search engines settle on one URL. A form sent to an old
  // address is answered there: a redirect would lose its answer.
  const url = new URL(request.url);
  const canonical = eventPath(event);
  if (request.method !== 'POST' && url.pathname !== canonical) {
    throw redirect(`${canonical}${url.search}`, 301);
  }
  // Registration closes at a moment: the page is drawn (and cached, briefly) as of now.
  // The branch's currency: what a free event's offer names (Google asks for one with its 0).
  const currency = context.locale?.currency ?? null;
  return { event, origin: context.origin, now: Date.now(), currency };
}

/**
 * The registration form sent before its script ran: checked as the browser checks it, then the
 * same API call; the page shows where the visitor stands (the API's status, in the words the
 * form uses), or the form again with the errors beside the fields and everything typed kept.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const event = await eventOf(context, params.id);
  const questions = event.registrationQuestions;
  const sent = await request.formData();
  const values = readRegistrationForm(sent, questions);
  const checked = checkRegistrationForm(values, questions, {
    attendance: event.attendanceMode === 'hybrid',
  });
  if (!checked.ok) {
    return data<RegistrationResult>({ ok: false, values, errors: checked.errors }, { status: 400 });
  }
  const answer = await callApi<RegistrationCreated>(
    context,
    'POST',
    apiPaths.eventRegistrations(event.id),
    {
      ...toRegistrationRequest(values, questions),
      ...(claimsMemberPrice(sent) ? { memberPrice: true } : {}),
    },
  );
  if (!answer.ok) {
    const server = { type: String(answer.status), message: answer.error };
    return data<RegistrationResult>(
      { ok: false, values, errors: { root: { server } } },
      { status: answer.status },
    );
  }
  const { token } = answer.body;
  const personalUrl = token ? new URL(paths.registration(token), context.origin).href : null;
  return data<RegistrationResult>({ ok: true, created: answer.body, personalUrl });
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
      image: event.image ?? event.fallbackImage,
    },
  );
}

export default function EventPage({ loaderData, actionData }: Route.ComponentProps) {
  const { event, origin, now, currency } = loaderData;
  // The form's island, with the answer to the form sent before its script ran, if it was.
  const Form = useMemo(
    () =>
      function EventRegistrationForm(props: RegistrationFormSlotProps) {
        // Registered before the script ran: the answer is plain HTML, which needs no script (the
        // island loads it lazily, only once someone registers through it).
        if (actionData?.ok) {
          return (
            <RegistrationDone
              created={actionData.created}
              personalUrl={actionData.personalUrl}
              checkMail={props.updates.checkMail}
            />
          );
        }
        return <RegistrationFormIsland {...props} result={actionData} />;
      },
    [actionData],
  );
  // Before the opening: the countdown, which turns into the form when the server says so. A form
  // sent without script meanwhile (refused with the API's 409) shows its answer in the form.
  const Opening = useMemo(
    () =>
      function EventRegistrationOpening(props: RegistrationOpeningSlotProps) {
        if (actionData) return <Form {...props.form} />;
        return <RegistrationOpeningIsland {...props} />;
      },
    [actionData, Form],
  );
  return (
    <>
      <EventDetails
        event={event}
        now={now}
        Form={Form}
        Opening={Opening}
        calendar={<AddToCalendar event={event} origin={origin} />}
      />
      <JsonLd data={eventJsonLd(event, origin, currency, branchDateAt(now))} />
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
