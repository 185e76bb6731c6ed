import { type BranchClock, momentWords } from '@chapterhouse/shared/date-wording';

// Wording the domains' mails share (each domain's texts sit beside it, in `<domain>-mails.ts`).

/** When a mailed link stops working: `14:35 IST on Wednesday 1 July 2026`, on the branch's clock. */
export const formatExpiry = (at: Date, clock: BranchClock) => momentWords(at, clock);
