import { z } from 'zod';
import { emailSchema, teamRoleSchema } from './auth.js';
import { integerSchema, isoDateSchema, textSchema } from './common.js';

// An organisation's team (issue 18): its owners and editors, and their terms. The rules of who may
// do what are in `auth-rules.ts` (PERMISSIONS_OF, can).

/** Most members one team may have: more than any society's committee. */
export const TEAM_SIZE_MAX = 50;

export const TEAM_LAST_OWNER =
  'A team needs an owner: hand ownership to another member before this one steps down.';
export const TEAM_ALREADY_MEMBER = 'This person is already on the team.';
export const TEAM_STALE_MEMBER =
  'Someone else changed this member meanwhile. Reload the team and try again.';

/** One member of a team, as its dashboard lists them. */
export const teamMemberSchema = z.object({
  /** The membership's id (a person on two teams has two). */
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  /** The last day of their term on the branch's calendar, or null for no end. */
  endsOn: z.string().nullable(),
  /** Their term has ended: they no longer have access. */
  ended: z.boolean(),
  /** Invited, and no password chosen yet. */
  pending: z.boolean(),
  version: z.number().int(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/**
 * What became of an invitation of someone who has an account (issue 26): it waits (`pending`)
 * until they accept or decline it, the team withdraws it, or a new invitation replaces it once
 * it has expired (`expired`).
 */
export const TEAM_INVITATION_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
] as const;

export const teamListSchema = z.object({ members: z.array(teamMemberSchema) });
export type TeamList = z.infer<typeof teamListSchema>;

const endsOnSchema = isoDateSchema.nullish().transform((value) => value ?? null);

/** An owner brings someone onto the team: a new account gets an invitation link. */
export const teamInvitationSchema = z.object({
  email: emailSchema,
  name: textSchema().trim().min(1, 'Enter a name').max(120),
  role: teamRoleSchema,
  endsOn: endsOnSchema,
});
export type TeamInvitation = z.input<typeof teamInvitationSchema>;

/** A member's part and term, with the version the owner saw. */
export const teamMemberUpdateSchema = z.object({
  role: teamRoleSchema,
  endsOn: endsOnSchema,
  version: integerSchema().min(1),
});
export type TeamMemberUpdate = z.input<typeof teamMemberUpdateSchema>;

/** The answer to an invitation: the member, and a new account's one-time link. */
export const teamInvitationResultSchema = z.object({
  member: teamMemberSchema,
  /**
   * A new account's invitation (`/invite/{token}`, valid until `expiresAt`), to hand over where no
   * mail is sent; null when the person had an account already.
   */
  link: z.object({ path: z.string(), expiresAt: z.iso.datetime() }).nullable(),
});
export type TeamInvitationResult = z.infer<typeof teamInvitationResultSchema>;
