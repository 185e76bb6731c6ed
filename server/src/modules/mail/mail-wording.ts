import { dateAtTime } from '@chapterhouse/shared/date-wording';

// Wording the domains' mails share (each domain's texts sit beside it, in `<domain>-mails.ts`).

/** When a mailed link stops working, written in UTC. */
export const formatExpiry = (at: Date) => `${dateAtTime(at, 'UTC')} UTC`;
