import type { Event, EventState } from '@chapterhouse/shared';
import { ExternalIcon } from '../../components/icons';

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
 * 'Register Now' (its registration link), or why not ('Registration closed' once cancelled,
 * 'Registration opens soon' while it has no link).
 */
export function RegistrationAction(props: {
  event: Pick<Event, 'title' | 'state' | 'registrationLink'>;
  size: 'card' | 'page';
}) {
  const { event } = props;
  const classes = ACTION_CLASSES[props.size];
  if (!takesRegistrations(event.state)) {
    return <span className={classes.note}>Registration closed</span>;
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
