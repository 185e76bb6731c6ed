import { z } from 'zod';
import { INT4_MAX, isoDateSchema, optionalText, paginationQuerySchema } from './common.js';

// IEEE member rosters (issue 47, item 3): the export branch counselors and chairs download from
// OU Analytics, uploaded by the branch admin (the branch's roster) or an organisation's owner
// (its society's), previewed, then applied. Registrations, check-ins and students whose address
// or member number it lists are verified IEEE members as of the export's date. Roster data is
// the uploading organisation's and the branch admins' alone: no public answer carries any of it.

/** The largest roster file taken: OU Analytics' export of a large section is a few MB. */
export const ROSTER_MAX_BYTES = 10 * 1024 * 1024;
/** How many refused rows, and people of each kind of change, a preview lists. */
export const ROSTER_PREVIEW_LISTED = 50;
/** An export older than this is refused: a year-old roster verifies no one's membership today. */
export const ROSTER_MAX_AGE_DAYS = 400;

/** The text fields sent with a roster file (multipart), to preview it or to apply it. */
export const rosterUploadFieldsSchema = z.object({
  /** The day OU Analytics exported the file: matches are "verified as of" this day. */
  exportedOn: isoDateSchema,
  /**
   * Applying: the roster's version the preview was shown over (`0`: none yet), so a roster
   * applied by someone else in between is not overwritten unseen (409).
   */
  replaces: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
  /** Applying a file with refused rows: `true` applies the others (else 400 names the first). */
  acceptRefusals: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type RosterUploadFields = z.input<typeof rosterUploadFieldsSchema>;

/** A row the roster refused: its row in the file (the header is row 1), its column, why. */
export const rosterRefusalSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  reason: z.string(),
});
export type RosterRefusal = z.infer<typeof rosterRefusalSchema>;

/** One member as a preview or the roster's list names them. */
export const rosterPersonSchema = z.object({
  memberNumber: z.string(),
  name: z.string(),
  grade: z.string(),
  active: z.boolean(),
  renewYear: z.number().int().nullable(),
});
export type RosterPerson = z.infer<typeof rosterPersonSchema>;

const listed = z.object({ total: z.number().int(), people: z.array(rosterPersonSchema) });

/**
 * What applying a file would change, against the roster applied now: members new to it, renewed
 * (a later renewal year, or Active again), lapsed (Active before, now not, or gone from the
 * file), unchanged, and the rows refused.
 */
export const rosterPreviewSchema = z.object({
  fileName: z.string(),
  exportedOn: isoDateSchema,
  members: z.number().int(),
  active: z.number().int(),
  new: listed,
  renewed: listed,
  lapsed: listed,
  unchanged: z.number().int(),
  refused: z.object({ total: z.number().int(), rows: z.array(rosterRefusalSchema) }),
  /** The version of the roster applied now (`0`: none), to send back as `replaces`. */
  replaces: z.number().int(),
});
export type RosterPreview = z.infer<typeof rosterPreviewSchema>;

/** The roster an organisation applied; null before any (or once deleted). */
export const rosterSummarySchema = z.object({
  roster: z
    .object({
      fileName: z.string(),
      exportedOn: isoDateSchema,
      appliedAt: z.string(),
      members: z.number().int(),
      active: z.number().int(),
      version: z.number().int(),
    })
    .nullable(),
});
export type RosterSummary = z.infer<typeof rosterSummarySchema>;

/** A page of the roster's members, found by name or member number. */
export const rosterMembersQuerySchema = z.object({
  q: optionalText(100),
  page: paginationQuerySchema.shape.page,
});
export const rosterMembersPageSchema = z.object({
  items: z.array(rosterPersonSchema.extend({ email: z.string().nullable() })),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type RosterMembersPage = z.infer<typeof rosterMembersPageSchema>;
export const ROSTER_MEMBERS_PAGE_SIZE = 50;

/** What a roster's deletion answers: nothing of it is kept. */
export const ROSTER_DELETED = 'The roster is deleted: no one is verified by it any more.';
