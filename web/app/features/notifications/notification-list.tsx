import type { Notification } from '@chapterhouse/shared';
import { useEffect, useState } from 'react';
import { formatDate } from '../../lib/format';
import { markSeen, readSeen } from '../../lib/seen-notifications';
import { NOTIFICATION_TYPE_LABELS } from './notification-types';

/**
 * Notifications as the /notifications page lists them: kind, title (a link when it is about a
 * page), message and date. Which are new for this browser shows once hydrated (the server cannot
 * know); the page then counts them all as seen, so the header's badge clears.
 */
export function NotificationList(props: { notifications: Notification[] }) {
  const { notifications } = props;
  // Seen before this visit: the markers stay while the visitor reads.
  const [seenBefore, setSeenBefore] = useState<number[] | null>(null);

  useEffect(() => {
    setSeenBefore(readSeen());
    markSeen(notifications.filter((item) => item.unread).map((item) => item.id));
  }, [notifications]);

  return (
    <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
      {notifications.map((notification) => {
        const isNew =
          seenBefore !== null && notification.unread && !seenBefore.includes(notification.id);
        return (
          <li key={notification.id} className="px-5 py-4 sm:px-6">
            <article>
              <p className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-wide text-brand-700 uppercase">
                {NOTIFICATION_TYPE_LABELS[notification.type]}
                {isNew && (
                  <span className="rounded-full bg-brand-700 px-2 py-0.5 text-[0.7rem] tracking-normal text-white normal-case">
                    New
                  </span>
                )}
              </p>
              <h2 className="mt-1 text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">
                {notification.link ? (
                  <a href={notification.link} className="text-brand-800 hover:underline">
                    {notification.title}
                  </a>
                ) : (
                  notification.title
                )}
              </h2>
              <p className="mt-1 text-slate-700 [overflow-wrap:anywhere]">{notification.message}</p>
              <p className="mt-2 text-sm text-slate-500">
                <time dateTime={notification.time}>{formatDate(notification.time)}</time>
              </p>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
