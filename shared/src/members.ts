import { z } from 'zod';
import {
  nameSchema,
  optionalEmail,
  optionalLink,
  optionalPhone,
  optionalText,
  TEXT_LONG_MAX,
} from './common.js';
import { publicationStateSchema } from './publication.js';

// An organisation's slate: the people who run it, as the public pages show them and as its
// dashboard edits them.

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

export const slateRoleSchema = z.enum(SLATE_ROLES);

export const slateMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  photo: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  linkedin: z.string().nullable(),
  bio: z.string().nullable(),
});
export type SlateMember = z.infer<typeof slateMemberSchema>;

export const memberInputSchema = z.object({
  name: nameSchema('Full name is required'),
  role: z.enum(SLATE_ROLES, { message: 'Please choose a role' }),
  email: optionalEmail,
  phone: optionalPhone,
  photo: optionalLink,
  linkedin: optionalLink,
  bio: optionalText(TEXT_LONG_MAX),
});
export type MemberInput = z.input<typeof memberInputSchema>;

export const dashboardMemberSchema = slateMemberSchema.extend({
  version: z.number().int(),
  ...publicationStateSchema.shape,
});
export type DashboardMember = z.infer<typeof dashboardMemberSchema>;
