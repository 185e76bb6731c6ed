import type { EventState } from '@chapterhouse/shared';

/** What visitors read of an event that is no longer on as planned (nothing while scheduled). */
const NOTICES: Record<Exclude<EventState, 'scheduled'>, { label: string; message: string }> = {
  cancelled: { label: 'Cancelled', message: 'This event has been cancelled.' },
  postponed: {
    label: 'Postponed',
    message: 'This event has been postponed. The new date will be announced here.',
  },
};

export const eventStateNotice = (state: EventState) =>
  state === 'scheduled' ? null : NOTICES[state];

/** Whether visitors may still sign up: not for a cancelled event. */
export const takesRegistrations = (state: EventState) => state !== 'cancelled';

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
