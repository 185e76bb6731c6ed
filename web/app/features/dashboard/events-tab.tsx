import type { DashboardEvent, EventStatus } from '@chapterhouse/shared';
import { useState } from 'react';
import { formatDate, formatNumber } from '../../lib/format';
import {
  createItem,
  type DashboardKind,
  type DashboardTarget,
  deleteItem,
  moveEventToPast,
  updateItem,
} from './api';
import { EventForm, type EventPayload } from './event-form';
import { ActionButton } from './form-fields';
import { Modal } from './modal';
import { Details, EmptyList, ItemButton, Panel } from './panel';
import { isStale, useDashboardChange } from './use-dashboard-change';

export const CONFIRM_MOVE_TO_PAST = 'Are you sure you want to move this event to past events?';
export const CONFIRM_DELETE_EVENT = 'Are you sure you want to delete this event?';

const LIST_NAMES: Record<EventStatus, string> = {
  upcoming: 'Upcoming Events',
  past: 'Past Events',
};

const collectionOf = (status: EventStatus) =>
  status === 'past' ? ('events/past' as const) : ('events/upcoming' as const);

type Editor = { mode: 'add'; when: EventStatus } | { mode: 'edit'; event: DashboardEvent } | null;

function addedMessage(asked: EventStatus, created: DashboardEvent): string {
  if (created.status === asked) return `Event added to ${LIST_NAMES[created.status]}.`;
  return created.status === 'past'
    ? 'Its date has passed, so the event was added to Past Events.'
    : 'Its date is still ahead, so the event was added to Upcoming Events.';
}

function EventItem(props: {
  event: DashboardEvent;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMoveToPast?: () => void;
}) {
  const { event } = props;
  const upcoming = event.status === 'upcoming';
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
        <h3 className="text-base font-semibold text-slate-900">{event.title}</h3>
        <Details
          items={[
            [
              'Date',
              <time key="date" dateTime={event.date}>
                {formatDate(event.date)}
              </time>,
            ],
            ['Time', event.time],
            ['Location', event.location],
            ['Organizer', event.organizer],
            ['Capacity', event.capacity === null ? null : formatNumber(event.capacity)],
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
        {props.onMoveToPast && (
          <ItemButton
            label="Move to Past Events"
            itemName={event.title}
            onClick={props.onMoveToPast}
            disabled={props.busy}
          />
        )}
        <ItemButton label="Edit" itemName={event.title} onClick={props.onEdit} />
        <ItemButton
          label="Delete"
          itemName={event.title}
          onClick={props.onDelete}
          danger
          disabled={props.busy}
        />
      </div>
    </li>
  );
}

/**
 * The Events tab: Upcoming and Past lists, each item addressed by its id. Societies add to
 * either list with its own button; a council's one 'Add New Event' asks which. After every change
 * the lists are loaded again, so an event the server filed by its date shows where it belongs.
 */
export function EventsTab(props: {
  kind: DashboardKind;
  target: DashboardTarget;
  upcomingEvents: DashboardEvent[];
  pastEvents: DashboardEvent[];
}) {
  const { target } = props;
  const change = useDashboardChange();
  const [editor, setEditor] = useState<Editor>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const submit = async (when: EventStatus, payload: EventPayload) => {
    const result =
      editor?.mode === 'edit'
        ? await change(
            () =>
              updateItem<DashboardEvent>(
                target,
                collectionOf(editor.event.status),
                editor.event.id,
                payload,
                editor.event.version,
              ),
            (updated) =>
              updated.status === editor.event.status
                ? 'Event updated.'
                : `Event updated and moved to ${LIST_NAMES[updated.status]}.`,
          )
        : await change(
            () => createItem<DashboardEvent>(target, collectionOf(when), payload),
            (created) => addedMessage(when, created),
          );
    if (result.ok || isStale(result)) setEditor(null);
  };

  const remove = async (event: DashboardEvent) => {
    if (!window.confirm(CONFIRM_DELETE_EVENT)) return;
    setBusy(event.id);
    await change(() => deleteItem(target, collectionOf(event.status), event.id), 'Event deleted.');
    setBusy(null);
  };

  const moveToPast = async (event: DashboardEvent) => {
    if (!window.confirm(CONFIRM_MOVE_TO_PAST)) return;
    setBusy(event.id);
    await change(() => moveEventToPast(target, event.id), 'Event moved to Past Events.');
    setBusy(null);
  };

  const addButtons =
    props.kind === 'council' ? (
      <ActionButton variant="primary" onClick={() => setEditor({ mode: 'add', when: 'upcoming' })}>
        Add New Event
      </ActionButton>
    ) : (
      <>
        <ActionButton
          variant="primary"
          onClick={() => setEditor({ mode: 'add', when: 'upcoming' })}
        >
          Add Upcoming Event
        </ActionButton>
        <ActionButton onClick={() => setEditor({ mode: 'add', when: 'past' })}>
          Add Past Event
        </ActionButton>
      </>
    );

  const renderList = (events: DashboardEvent[], status: EventStatus) =>
    events.length === 0 ? (
      <EmptyList>{status === 'past' ? 'No past events yet.' : 'No upcoming events yet.'}</EmptyList>
    ) : (
      <ul aria-label={LIST_NAMES[status]} className="space-y-3">
        {events.map((event) => (
          <EventItem
            key={event.id}
            event={event}
            busy={busy === event.id}
            onEdit={() => setEditor({ mode: 'edit', event })}
            onDelete={() => void remove(event)}
            onMoveToPast={status === 'upcoming' ? () => void moveToPast(event) : undefined}
          />
        ))}
      </ul>
    );

  const title =
    editor?.mode === 'edit'
      ? 'Edit Event'
      : editor?.mode === 'add'
        ? props.kind === 'council'
          ? 'Add New Event'
          : editor.when === 'past'
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
      {editor && (
        <Modal title={title} onClose={() => setEditor(null)}>
          <EventForm
            event={editor.mode === 'edit' ? editor.event : undefined}
            when={editor.mode === 'add' ? editor.when : undefined}
            chooseWhen={props.kind === 'council'}
            onSubmit={submit}
            onCancel={() => setEditor(null)}
          />
        </Modal>
      )}
    </div>
  );
}
