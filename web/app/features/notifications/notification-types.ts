import type { Notification } from '@chapterhouse/shared';

/** The kinds of notification, as a visitor reads them. */
export const NOTIFICATION_TYPE_LABELS: Record<Notification['type'], string> = {
  event: 'Event',
  achievement: 'Achievement',
  reminder: 'Reminder',
  membership: 'Membership',
  newsletter: 'Newsletter',
  other: 'Other',
};
