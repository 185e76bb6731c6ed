import type { DashboardEvent, EventStatus, OrganisationRef, Page } from '@chapterhouse/shared';
import { Link } from 'react-router';
import { ListPager } from '../../components/console/list-pager';
import { Modal } from '../../components/console/modal';
import {
  Details,
  EditDeleteButtons,
  EmptyList,
  ItemButton,
  Panel,
} from '../../components/console/panel';
import {
  PublicationBadge,
  PublishDialog,
  publicationStatusOf,
} from '../../components/console/publication';
import { useItemEditor } from '../../components/console/use-item-editor';
import { ActionButton } from '../../components/forms/form-fields';
import {
  type DashboardKind,
  type DashboardTarget,
  deleteItem,
  moveEventToPast,
} from '../../lib/dashboard-api';
import { formatDate, formatList, formatNumber } from '../../lib/format';
import { EVENT_PAGE_PARAMS } from './api';
import { placeOf } from './event-card';
import { EventForm } from './event-form';
import { eventPath } from './event-path';
import { EventStateBadge } from './event-state';

export const CONFIRM_MOVE_TO_PAST = 'Are you sure you want to move this event to past events?';
export const CONFIRM_DELETE_EVENT = 'Are you sure you want to delete this event?';
export const CONFIRM_DELETE_SESSION =
  'Are you sure you want to delete this session? It is left out of its series; the other sessions stay.';

const LIST_NAMES: Record<EventStatus, string> = {
  upcoming: 'Upcoming Events',
  past: 'Past Events',
};

const collectionOf = (status: EventStatus) =>
  status === 'past' ? ('events/past' as const) : ('events/upcoming' as const);

function addedMessage(asked: EventStatus, created: DashboardEvent): string {
  // A series: its first session is the event the server answers with.
  if (created.series) {
    return `Series “${created.series.title}” added: ${created.series.summary}. Its sessions are in Upcoming Events.`;
  }
  if (created.status === asked) return `Event added to ${LIST_NAMES[created.status]}.`;
  return created.status === 'past'
    ? 'Its date has passed, so the event was added to Past Events.'
    : 'Its date is still ahead, so the event was added to Upcoming Events.';
}

/** `12 of 40 registered, 9 checked in`: what the Registrations link of an event shows. */
export function registrationCounts(event: DashboardEvent): string {
  const registered = `${formatNumber(event.registrations)}${
    event.capacity === null ? '' : ` of ${formatNumber(event.capacity)}`
  } registered`;
  return event.checkedIn > 0
    ? `${registered}, ${formatNumber(event.checkedIn)} checked in`
    : registered;
}

/** `40 IEEE members and 12 guests`: who came to an event, as its officers counted by hand. */
function handCountText(event: DashboardEvent): string | null {
  const count = (value: number, one: string, many: string) =>
    `${formatNumber(value)} ${value === 1 ? one : many}`;
  const counts = [
    event.membersAttended === null
      ? null
      : count(event.membersAttended, 'IEEE member', 'IEEE members'),
    event.guestsAttended === null ? null : count(event.guestsAttended, 'guest', 'guests'),
  ].filter((text): text is string => text !== null);
  return counts.length > 0 ? formatList(counts) : null;
}

/**
 * What a joint event's item says of its hosts: whom the organisation holds it with, or whose it
 * is and what this dashboard may do with it. Null for an event of the organisation alone.
 */
function jointEventText(event: DashboardEvent): string | null {
  const host = event.organisation.name;
  if (event.access === 'editor') return `Joint event hosted by ${host}: you may edit it.`;
  if (event.access === 'viewer') {
    return `Joint event hosted by ${host}: you can view it, but only ${host} can change it.`;
  }
  if (event.coHosts.length === 0) return null;
  const coHosts = `Joint event with ${formatList(event.coHosts.map((coHost) => coHost.name))}`;
  const editors = event.coHosts.filter((coHost) => coHost.canEdit).map((coHost) => coHost.name);
  if (editors.length === 0) return `${coHosts}.`;
  return `${coHosts}; ${formatList(editors)} may edit it.`;
}

/** Whether an event has a registration desk: it takes registrations here, or took some. */
const hasRegistrations = (event: DashboardEvent) =>
  event.registrationMode === 'site' || event.registrations > 0 || event.checkedIn > 0;

/** A page of the event's own (its preview, its report), named with the event for screen readers. */
function EventLink(props: { to: string; label: string; title: string }) {
  return (
    <Link
      to={props.to}
      className="rounded-lg border border-brand-700 px-3 py-1.5 text-center text-xs font-semibold text-brand-700 hover:bg-brand-50"
    >
      {props.label}
      <span className="sr-only">: {props.title}</span>
    </Link>
  );
}

function EventItem(props: {
  event: DashboardEvent;
  /** Its Registrations view, when it takes registrations on this site. */
  registrationsHref?: string;
  /** Its page as visitors will see it, drafts included. */
  previewHref?: string;
  /** Its report (a past event's: for vTools and the college). */
  reportHref?: string;
  /** Its certificates (a past event's, its host's only: issued under the host's template). */
  certificatesHref?: string;
  /** The page of the series it is a session of, if it is one. */
  seriesHref?: string;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMoveToPast?: () => void;
  onPublish: () => void;
}) {
  const { event } = props;
  const upcoming = event.status === 'upcoming';
  const published = publicationStatusOf(event) === 'published';
  // A joint event of another organisation: edited (and moved) only when it lets this one, never
  // deleted or published from here. The server refuses the rest; the item offers none of it.
  const host = event.access === 'host';
  const edits = event.access !== 'viewer';
  const joint = jointEventText(event);
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row">
      {!upcoming && event.image && (
        <img
          src={event.image}
          alt=""
          width={160}
          height={90}
          loading="lazy"
          className="h-24 w-40 shrink-0 rounded-lg bg-slate-100 object-cover"
        />
      )}
      <div className="min-w-0 flex-1">
        <h3 className="text-base font-semibold text-slate-900">
          {/* Its public page, as visitors see it (a draft has none yet: its Preview shows it). */}
          {published ? (
            <a href={eventPath(event)} className="hover:text-brand-800 hover:underline">
              {event.title}
            </a>
          ) : (
            event.title
          )}
        </h3>
        {joint && <p className="mt-1 text-sm font-medium text-brand-800">{joint}</p>}
        {(event.state !== 'scheduled' || !published) && (
          <p className="mt-1 flex flex-wrap gap-2">
            <PublicationBadge item={event} />
            <EventStateBadge state={event.state} />
          </p>
        )}
        <Details
          items={[
            [
              'Date',
              <time key="date" dateTime={event.date}>
                {formatDate(event.date)}
              </time>,
            ],
            ['Time', event.time],
            [
              'Series',
              event.series ? (
                props.seriesHref ? (
                  <Link key="series" to={props.seriesHref} className="text-brand-700 underline">
                    {event.series.summary}
                    <span className="sr-only"> (the series of {event.title})</span>
                  </Link>
                ) : (
                  event.series.summary
                )
              ) : null,
            ],
            ['Location', placeOf(event) || null],
            ['Organizer', event.organizer],
            ['Capacity', event.capacity === null ? null : formatNumber(event.capacity)],
            ['Attended', upcoming ? null : handCountText(event)],
            [
              'Registration',
              upcoming && event.registrationLink ? (
                <a
                  key="registration"
                  href={event.registrationLink}
                  target="_blank"
                  rel="noopener"
                  className="text-brand-700 underline"
                >
                  {event.registrationLink}
                </a>
              ) : null,
            ],
          ]}
        />
        <p className="mt-2 line-clamp-3 text-sm text-slate-700">{event.description}</p>
      </div>
      <div className="flex shrink-0 flex-wrap items-start gap-2 sm:flex-col sm:items-stretch">
        {edits && props.registrationsHref && (
          <Link
            to={props.registrationsHref}
            className="rounded-lg bg-brand-700 px-3 py-1.5 text-center text-xs font-semibold text-white hover:bg-brand-800"
          >
            Registrations
            <span className="sr-only">: {event.title}</span>
            <span className="block font-normal">{registrationCounts(event)}</span>
          </Link>
        )}
        {props.previewHref && (
          <EventLink to={props.previewHref} label="Preview" title={event.title} />
        )}
        {props.reportHref && <EventLink to={props.reportHref} label="Report" title={event.title} />}
        {host && props.certificatesHref && (
          <EventLink to={props.certificatesHref} label="Certificates" title={event.title} />
        )}
        {host && <ItemButton label="Publish…" itemName={event.title} onClick={props.onPublish} />}
        {edits && props.onMoveToPast && (
          <ItemButton
            label="Move to Past Events"
            itemName={event.title}
            onClick={props.onMoveToPast}
            disabled={props.busy}
          />
        )}
        {host ? (
          <EditDeleteButtons
            itemName={event.title}
            onEdit={props.onEdit}
            onDelete={props.onDelete}
            busy={props.busy}
          />
        ) : (
          edits && <ItemButton label="Edit" itemName={event.title} onClick={props.onEdit} />
        )}
      </div>
    </li>
  );
}

/**
 * The Events tab: Upcoming and Past lists, each item addressed by its id. Societies add to
 * either list with its own button; a council's one 'Add New Event' asks which. Each list shows a
 * page at a time, with a pager of its own. After every change the pages shown are loaded again, so
 * an event the server filed by its date shows where it belongs. The lists hold the joint events
 * the organisation co-hosts too, each offering only what the organisation may do with it.
 */
export function EventsTab(props: {
  kind: DashboardKind;
  target: DashboardTarget;
  upcomingEvents: Page<DashboardEvent>;
  pastEvents: Page<DashboardEvent>;
  /** Where an event's Registrations view is. */
  registrationsHrefOf?: (event: DashboardEvent) => string;
  /** Where an event's preview is (its public page, drafts included). */
  previewHrefOf?: (event: DashboardEvent) => string;
  /** Where a past event's report is (every host's, co-hosts who only view it included). */
  reportHrefOf?: (event: DashboardEvent) => string;
  /** Where a past event's certificates are issued (its host's officers only). */
  certificatesHrefOf?: (event: DashboardEvent) => string;
  /** Where a series' page is, for its sessions' items. */
  seriesHrefOf?: (seriesId: number) => string;
  /** The organisations an event of this one may name as co-hosts: the branch's others. */
  coHostChoices?: readonly OrganisationRef[];
}) {
  const { target } = props;
  const editor = useItemEditor<DashboardEvent, EventStatus>({
    target,
    collection: collectionOf,
    whereOf: (event) => event.status,
    confirmDelete: CONFIRM_DELETE_EVENT,
    added: (created, asked) => addedMessage(asked, created),
    updated: (updated, before) =>
      updated.status === before.status
        ? 'Event updated.'
        : `Event updated and moved to ${LIST_NAMES[updated.status]}.`,
    deleted: 'Event deleted.',
  });
  const { state } = editor;

  const moveToPast = (event: DashboardEvent) =>
    editor.confirmed(
      event,
      { question: CONFIRM_MOVE_TO_PAST, confirmLabel: 'Move to Past Events' },
      () => moveEventToPast(target, event.id),
      'Event moved to Past Events.',
    );

  // Deleting a session leaves it out of its series: said so before it is done.
  const remove = (event: DashboardEvent) =>
    event.series
      ? editor.confirmed(
          event,
          { question: CONFIRM_DELETE_SESSION, confirmLabel: 'Delete' },
          () => deleteItem(target, collectionOf(event.status), event.id),
          'Session deleted and left out of its series.',
        )
      : editor.remove(event);

  const addButtons =
    props.kind === 'council' ? (
      <ActionButton variant="primary" onClick={() => editor.openAdd('upcoming')}>
        Add New Event
      </ActionButton>
    ) : (
      <>
        <ActionButton variant="primary" onClick={() => editor.openAdd('upcoming')}>
          Add Upcoming Event
        </ActionButton>
        <ActionButton onClick={() => editor.openAdd('past')}>Add Past Event</ActionButton>
      </>
    );

  const renderList = (events: Page<DashboardEvent>, status: EventStatus) => (
    <>
      {events.items.length === 0 ? (
        <EmptyList>
          {status === 'past' ? 'No past events yet.' : 'No upcoming events yet.'}
        </EmptyList>
      ) : (
        <ul aria-label={LIST_NAMES[status]} className="space-y-3">
          {events.items.map((event) => (
            <EventItem
              key={event.id}
              event={event}
              registrationsHref={
                hasRegistrations(event) ? props.registrationsHrefOf?.(event) : undefined
              }
              previewHref={props.previewHrefOf?.(event)}
              reportHref={status === 'past' ? props.reportHrefOf?.(event) : undefined}
              certificatesHref={status === 'past' ? props.certificatesHrefOf?.(event) : undefined}
              seriesHref={event.series ? props.seriesHrefOf?.(event.series.id) : undefined}
              busy={editor.isBusy(event)}
              onEdit={() => editor.openEdit(event)}
              onDelete={() => void remove(event)}
              onMoveToPast={status === 'upcoming' ? () => void moveToPast(event) : undefined}
              onPublish={() => editor.openPublish(event)}
            />
          ))}
        </ul>
      )}
      <ListPager
        page={events.page}
        pageCount={events.pageCount}
        label={`${LIST_NAMES[status]} pages`}
        param={EVENT_PAGE_PARAMS[status]}
      />
    </>
  );

  const title =
    state?.mode === 'edit'
      ? 'Edit Event'
      : state?.mode === 'add'
        ? props.kind === 'council'
          ? 'Add New Event'
          : state.where === 'past'
            ? 'Add Past Event'
            : 'Add Upcoming Event'
        : '';

  return (
    <div className="space-y-10">
      <div className="flex flex-wrap justify-end gap-2">{addButtons}</div>
      <Panel
        title="Upcoming Events"
        description="Soonest first. Events with past dates are moved to Past Events automatically."
      >
        {renderList(props.upcomingEvents, 'upcoming')}
      </Panel>
      <Panel title="Past Events" description="Newest first.">
        {renderList(props.pastEvents, 'past')}
      </Panel>
      {state && (
        <Modal title={title} onClose={editor.close}>
          <EventForm
            event={editor.editing}
            when={state.mode === 'add' ? state.where : undefined}
            chooseWhen={props.kind === 'council'}
            chooseVisibility={state.mode === 'add'}
            coHostChoices={props.coHostChoices}
            onSubmit={(when, payload) => editor.submit(payload, when)}
            onCancel={editor.close}
          />
        </Modal>
      )}
      {editor.publishing && (
        <PublishDialog
          item={editor.publishing}
          itemName={editor.publishing.title}
          onSubmit={editor.publish}
          onClose={editor.closePublish}
        />
      )}
    </div>
  );
}
