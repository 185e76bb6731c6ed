import { z } from 'zod';
import { INVITATION_VALID_DAYS } from './accounts.js';
import { emailSchema, teamRoleSchema } from './auth.js';
import {
  integerSchema,
  isoDateSchema,
  nameCheck,
  organisationRefSchema,
  textSchema,
} from './common.js';

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
 * How long an invitation of someone who has an account waits for their answer: as long as a
 * newcomer's one-time link lasts.
 */
export const TEAM_INVITATION_VALID_DAYS = INVITATION_VALID_DAYS;

/**
 * What became of an invitation of someone who has an account: it waits (`pending`) until they
 * accept or decline it, the team withdraws it, or a new invitation replaces it once it has
 * expired (`expired`).
 */
export const TEAM_INVITATION_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
] as const;

/**
 * Someone who has an account, invited onto a team: they join only when they accept, signed in
 * as themselves (issue 26). As the inviting team lists it; never with a link or token (there is
 * none: accepting needs the invitee's own session).
 */
export const pendingTeamInvitationSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  /** The last day of the term they would have, or null for no end. */
  endsOn: z.string().nullable(),
  /** Who invited them (null once that account is gone). */
  invitedBy: z.string().nullable(),
  expiresAt: z.iso.datetime(),
  /** Past `expiresAt` without an answer: it can no longer be accepted. */
  expired: z.boolean(),
});
export type PendingTeamInvitation = z.infer<typeof pendingTeamInvitationSchema>;

export const teamListSchema = z.object({
  members: z.array(teamMemberSchema),
  /** Invitations of people with an account that wait for their answer (expired ones too). */
  invitations: z.array(pendingTeamInvitationSchema),
});
export type TeamList = z.infer<typeof teamListSchema>;

const endsOnSchema = isoDateSchema.nullish().transform((value) => value ?? null);

/** An owner brings someone onto the team: a new account gets an invitation link. */
export const teamInvitationSchema = z.object({
  email: emailSchema,
  name: textSchema().trim().min(1, 'Enter a name').max(120).check(nameCheck),
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

/**
 * The answer to an invitation. It never carries the newcomer's link: that goes by mail to the
 * invitee alone (without a mail server, a branch admin reads it in the console's Mail tab).
 */
export const teamInvitationResultSchema = z.object({
  /** Someone new: on the team now, their account waiting for the password they choose. */
  member: teamMemberSchema.nullable(),
  /** Someone with an account: on the team only once they accept. */
  invitation: pendingTeamInvitationSchema.nullable(),
  /** False when mail is only recorded (no SMTP server): a branch admin hands the link over. */
  mailConfigured: z.boolean(),
});
export type TeamInvitationResult = z.infer<typeof teamInvitationResultSchema>;

export const TEAM_INVITATION_NOT_FOUND = 'This invitation is no longer open.';
export const TEAM_INVITATION_NOT_YOURS = 'This invitation is for another account.';
export const TEAM_ALREADY_INVITED =
  'This person is invited already: withdraw that invitation first, or wait for their answer.';

/** An invitation as the invited person sees it, signed in: theirs to accept or decline. */
export const myTeamInvitationSchema = z.object({
  id: z.number().int(),
  organisation: organisationRefSchema,
  role: teamRoleSchema,
  endsOn: z.string().nullable(),
  invitedBy: z.string().nullable(),
  expiresAt: z.iso.datetime(),
});
export type MyTeamInvitation = z.infer<typeof myTeamInvitationSchema>;

export const myTeamInvitationListSchema = z.object({
  invitations: z.array(myTeamInvitationSchema),
});
export type MyTeamInvitationList = z.infer<typeof myTeamInvitationListSchema>;

/** Accepted: the team joined, and its dashboard. */
export const acceptedTeamInvitationSchema = z.object({
  organisation: organisationRefSchema,
  role: teamRoleSchema,
  redirectTo: z.string(),
});
export type AcceptedTeamInvitation = z.infer<typeof acceptedTeamInvitationSchema>;
