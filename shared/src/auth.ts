import { z } from 'zod';
import { PERMISSIONS, ROLES, TEAM_ROLES } from './auth-rules.js';
import { integerSchema, nameCheck, organisationRefSchema, textSchema } from './common.js';

// Signing in and out, the session user, password rules and the self-service password reset.
// The rules the browser needs without zod are in `auth-rules.ts`.

export const roleSchema = z.enum(ROLES);

/** Long enough to resist guessing, short enough to type; no composition rules (NIST 800-63B). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/** Messages a visitor reads on the public forms (sign-in, registration, password reset). */
export const EMAIL_MISSING = 'Enter your e-mail address';
export const EMAIL_INVALID = 'Enter a valid e-mail address';

export const emailSchema = textSchema({ message: EMAIL_MISSING })
  .trim()
  .toLowerCase()
  .min(1, EMAIL_MISSING)
  .max(254, 'Use at most 254 characters for an e-mail address')
  .pipe(z.email({ message: EMAIL_INVALID }));

export const newPasswordSchema = textSchema({ message: 'Choose a new password' })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`);

export const loginRequestSchema = z.object({
  email: emailSchema,
  // Any length is checked against the stored hash; the rules apply when a password is set.
  password: textSchema({ message: 'Enter your password' })
    .min(1, 'Enter your password')
    .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters for a password`),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const teamRoleSchema = z.enum(TEAM_ROLES);
export const permissionSchema = z.enum(PERMISSIONS);

/** One team a person is on, whose term has not ended. */
export const teamSchema = z.object({
  organisation: organisationRefSchema,
  role: teamRoleSchema,
  /** When the term ends, or null for no end. */
  endsAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Team = z.infer<typeof teamSchema>;

/**
 * The signed-in user as the API describes them. What they may do comes from `teams` (and from
 * being a branch admin); `entityId` and `organisation`, the spec's names, are their first team's.
 */
export const authUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  entityId: z.number().int().nullable(),
  organisation: organisationRefSchema.nullable(),
  teams: z.array(teamSchema),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  user: authUserSchema,
  redirectTo: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const verifyResponseSchema = z.object({ valid: z.literal(true), user: authUserSchema });

export const changePasswordRequestSchema = z
  .object({
    oldPassword: textSchema().min(1, 'Enter your current password').max(PASSWORD_MAX_LENGTH),
    newPassword: newPasswordSchema,
  })
  .refine((value) => value.oldPassword !== value.newPassword, {
    message: 'Choose a new password different from the current one',
    path: ['newPassword'],
  })
  .meta({ description: 'The new password must differ from the current one.' });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** What every new account needs, however it is created (API, CLI, invitation). */
export const accountFieldsSchema = z.object({
  email: emailSchema,
  name: textSchema().trim().min(1, 'Enter a name').max(120).check(nameCheck),
  password: newPasswordSchema,
  role: roleSchema,
});
export type AccountFields = z.infer<typeof accountFieldsSchema>;

export const registerRequestSchema = accountFieldsSchema
  .extend({
    /** The organisation an organisation admin runs; none for a branch admin. */
    entityId: integerSchema().min(1).nullable().default(null),
  })
  .refine((value) => (value.role === 'BRANCH_ADMIN') === (value.entityId === null), {
    message: 'Society and council admins need an organisation (entityId); branch admins have none',
    path: ['entityId'],
  })
  .meta({
    description:
      'A society or council admin needs the entityId of their organisation; a branch admin ' +
      'has none (null or left out).',
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });

// ---- Self-service password reset ----

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** The same answer whether or not an account has that address. */
export const FORGOT_PASSWORD_ANSWER =
  'If an account uses that address, we have sent it a link to choose a new password. The link works for 24 hours.';

export * from './auth-rules.js';
