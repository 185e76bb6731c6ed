/** Limits and fixed choices shared by the API schemas and the UI. */

export const ORGANISATION_KINDS = ['society', 'council', 'branch'] as const;

/** Positions on a slate: the spec's form roles plus the positions seen in its sample data. */
export const SLATE_ROLES = [
  'Advisor',
  'Deputy Advisor',
  'Chair',
  'Vice Chair',
  'Secretary',
  'Treasurer',
  'Web Master',
  'Committee Member',
] as const;

export const ACHIEVEMENT_CATEGORIES = [
  'Academic Excellence',
  'Research',
  'Innovation',
  'Community Service',
  'Leadership',
  'Competition',
  'Publication',
  'Recognition',
] as const;

export const NOTIFICATION_TYPES = [
  'event',
  'achievement',
  'reminder',
  'membership',
  'newsletter',
  'other',
] as const;

/** What happened to a record, in the audit log. */
export const AUDIT_ACTIONS = ['created', 'updated', 'deleted'] as const;

/**
 * A mail's state in the outbox: `not-sent` when no mail server is configured (it is only a
 * record), `pending` while it waits for (another) attempt, `failed` when attempts ran out.
 */
export const MAIL_STATUSES = ['not-sent', 'pending', 'sent', 'failed'] as const;

/** A notification younger than this counts as unread for a visitor who has not seen it. */
export const NOTIFICATION_RECENT_DAYS = 14;

export const PAGE_SIZE_DEFAULT = 12;
export const PAGE_SIZE_MAX = 100;

/** How many items of each list an organisation's detail response carries inline. */
export const DETAIL_GALLERY_LIMIT = 24;

export const TEXT_SHORT_MAX = 200;
/** Pictures of an organisation's banner carousel. */
export const CAROUSEL_IMAGES_MAX = 10;
export const TEXT_LONG_MAX = 5000;
