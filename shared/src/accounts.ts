import { z } from 'zod';
import { emailSchema, roleSchema, teamSchema } from './auth.js';
import {
  integerSchema,
  nameCheck,
  organisationRefSchema,
  pageSchema,
  textSchema,
} from './common.js';

// Administrator accounts, as the branch console lists and invites them, and the one-time links
// (invitation, password reset) their owners follow to set a password.

export const adminAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  /** The first of `teams` (the spec's one organisation). */
  organisation: organisationRefSchema.nullable(),
  /** The teams whose terms run, first joined first. */
  teams: z.array(teamSchema),
  /** ISO timestamp, or null before the first sign-in. */
  lastLoginAt: z.string().nullable(),
  disabled: z.boolean(),
  /** Invited and has not set a password yet. */
  pending: z.boolean(),
  createdAt: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

/** A page of the console's accounts: by role, then name. */
export const adminAccountPageSchema = pageSchema(adminAccountSchema);
export type AdminAccountPage = z.infer<typeof adminAccountPageSchema>;

export const invitationRequestSchema = z
  .object({
    email: emailSchema,
    name: textSchema().trim().min(1, 'Enter a name').max(120).check(nameCheck),
    role: roleSchema,
    /** The organisation a society or council admin runs; none for a branch admin. */
    organisationId: integerSchema()
      .min(1)
      .nullish()
      .transform((value) => value ?? null),
  })
  .refine((value) => (value.role === 'BRANCH_ADMIN') === (value.organisationId === null), {
    message: 'Choose the organisation this admin will run (branch admins run none)',
    path: ['organisationId'],
  })
  .meta({
    description:
      'A society or council admin needs the organisationId of the organisation they will run; ' +
      'a branch admin has none (null or left out).',
  });
export type InvitationRequest = z.input<typeof invitationRequestSchema>;

/** How long a link is valid; the invitation's comes from the issue: 7 days. */
export const INVITATION_VALID_DAYS = 7;
export const PASSWORD_RESET_VALID_HOURS = 24;

/** A one-time link for an account: its path on this site (`/invite/...`) and when it expires. */
export const accountLinkSchema = z.object({
  account: adminAccountSchema,
  /** Path on this site, e.g. `/invite/abc...`; the console shows it with the site's origin. */
  path: z.string(),
  expiresAt: z.string(),
});
export type AccountLink = z.infer<typeof accountLinkSchema>;

// ---- One-time links, used by the person they were made for (public, the token is the key) ----

export const ACCOUNT_LINK_PURPOSES = ['invitation', 'password-reset'] as const;
export const accountLinkPurposeSchema = z.enum(ACCOUNT_LINK_PURPOSES);
export type AccountLinkPurpose = z.infer<typeof accountLinkPurposeSchema>;

/** 43 characters of base64url: 256 random bits. */
export const accountLinkTokenSchema = textSchema().regex(
  /^[A-Za-z0-9_-]{20,200}$/,
  'This link is not valid.',
);

export const accountLinkInfoSchema = z.object({
  purpose: accountLinkPurposeSchema,
  email: z.string(),
  name: z.string(),
  organisation: organisationRefSchema.nullable(),
  expiresAt: z.string(),
});
export type AccountLinkInfo = z.infer<typeof accountLinkInfoSchema>;
