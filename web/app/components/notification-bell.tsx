import type { Notification } from '@chapterhouse/shared';
import { useState } from 'react';
import { paths } from '../config/paths';
import { formatDate } from '../lib/format';
import { markSeen, readSeen, useSeenNotifications } from '../lib/seen-notifications';
import { BellIcon } from './icons';
import { MenuSummary } from './menu-summary';
import { useDismissableDetails } from './use-dismissable-details';

/** How many notifications the header panel lists; the rest are on the notifications page. */
const SHOWN = 5;

/** Unread: recent, and not seen in this browser (`seen`, once known). */
export const countUnread = (
  notifications: readonly Pick<Notification, 'id' | 'unread'>[],
  seen: readonly number[] = [],
) => notifications.filter((item) => item.unread && !seen.includes(item.id)).length;

/** The badge text: the count, capped at '9+'; `null` when nothing is unread. */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 9 ? '9+' : String(unread);
}

export function NotificationBadge({ count }: { count: number }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span
      data-testid="notification-badge"
      aria-hidden="true"
      className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold leading-none text-white"
    >
      {text}
    </span>
  );
}

/**
 * The header's bell: the latest notifications, the unread ones counted on the badge. Unread is per
 * browser, and the header reads the notifications after hydration, so the count appears once both
 * are known (the server's page has none, never a wrong one);
 * opening the panel marks the ones it shows seen, while they stay marked as new until it closes.
 */
export function NotificationBell(props: {
  /** `null` until the header has read them: no count is shown before then. */
  notifications: Notification[] | null;
}) {
  const notifications = props.notifications ?? [];
  const { ref, open } = useDismissableDetails();
  const seenHere = useSeenNotifications();
  // Known only once both this browser's seen list and the notifications are in.
  const seen = props.notifications === null ? null : seenHere;
  // What was seen before the panel opened: its markers stay put while it is open.
  const [before, setBefore] = useState<number[] | null>(null);
  const shown = notifications.slice(0, SHOWN);
  const unread = countUnread(notifications, seen ?? []);
  const known = open ? before : seen;
  const label =
    seen === null
      ? 'Notifications'
      : unread > 0
        ? `Notifications, ${unread} unread`
        : 'Notifications, none unread';
  return (
    // On phones the panel spans the header (its positioned container) instead of hanging from
    // the bell, which sits too far right for it: it would leave the screen on the left.
    <details
      ref={ref}
      className="group sm:relative"
      onToggle={(event) => {
        if (!event.currentTarget.open) return;
        setBefore(readSeen());
        markSeen(shown.filter((item) => item.unread).map((item) => item.id));
      }}
    >
      <MenuSummary
        open={open}
        aria-label={label}
        className="relative flex cursor-pointer list-none items-center rounded-full p-2 text-slate-700 hover:bg-brand-50 hover:text-brand-700 [&::-webkit-details-marker]:hidden"
      >
        <BellIcon />
        {seen && <NotificationBadge count={unread} />}
      </MenuSummary>
      <div className="absolute inset-x-4 top-full z-50 mt-2 rounded-xl border border-slate-200 bg-white shadow-xl sm:inset-x-auto sm:top-auto sm:right-0 sm:w-80">
        <p className="border-b border-slate-200 px-4 py-3 font-semibold text-slate-900">
          Notifications
        </p>
        {props.notifications === null ? (
          <p className="px-4 py-6 text-sm text-slate-600">Loading notifications…</p>
        ) : notifications.length === 0 ? (
          <p className="px-4 py-6 text-sm text-slate-600">No notifications yet.</p>
        ) : (
          <ul
            // A list that scrolls must take focus, or a keyboard could not scroll it: it holds
            // only text (axe: scrollable-region-focusable).
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus
            tabIndex={0}
            aria-label="Latest notifications"
            className="max-h-80 divide-y divide-slate-100 overflow-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
          >
            {shown.map((notification) => (
              <li key={notification.id} className="px-4 py-3">
                <p className="flex items-start gap-2 text-sm font-medium text-slate-900">
                  {notification.unread && !known?.includes(notification.id) && (
                    <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600">
                      <span className="sr-only">Unread: </span>
                    </span>
                  )}
                  {notification.link ? (
                    <a href={notification.link} className="hover:underline">
                      {notification.title}
                    </a>
                  ) : (
                    notification.title
                  )}
                </p>
                <p className="mt-1 text-sm text-slate-600">{notification.message}</p>
                <p className="mt-1 text-xs text-slate-500">
                  <time dateTime={notification.time}>{formatDate(notification.time)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
        <a
          href={paths.notifications()}
          className="block rounded-b-xl border-t border-slate-200 px-4 py-3 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          View All Notifications
        </a>
      </div>
    </details>
  );
}
