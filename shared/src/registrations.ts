import { z } from 'zod';
import { emailSchema } from './auth.js';
import { optionalText, requiredText, textSchema } from './common.js';

// Registration for an event on this site: what a visitor sends, and what they see of their
// registration afterwards (through the personal link mailed to them).

/** How an event takes registrations: not at all, through an outside link, or on this site. */
export const REGISTRATION_MODES = ['none', 'link', 'site'] as const;
export const registrationModeSchema = z.enum(REGISTRATION_MODES, {
  message: 'Choose none, link or site',
});
export type RegistrationMode = z.infer<typeof registrationModeSchema>;

/**
 * Where a registration stands. Confirmed ones hold a place (never more than the capacity);
 * waitlisted ones wait in the order they came; pending ones wait for an officer's approval.
 */
export const REGISTRATION_STATUSES = [
  'confirmed',
  'waitlisted',
  'pending',
  'declined',
  'cancelled',
] as const;
export const registrationStatusSchema = z.enum(REGISTRATION_STATUSES);
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

export const registrationRequestSchema = z.object({
  name: requiredText('Enter your name', 120),
  email: emailSchema,
  memberNumber: optionalText(20)
    .nullish()
    .transform((value) => value || null),
  /**
   * A field people never see and so never fill in (it is hidden from them and from screen
   * readers); form-filling robots do. Anything in it refuses the request.
   */
  website: textSchema().max(0, 'Leave the website field empty.').nullish(),
});
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;

/** A registration as its registrant sees it. */
export const registrationSchema = z.object({
  status: registrationStatusSchema,
  name: z.string(),
  email: z.string(),
  memberNumber: z.string().nullable(),
  /** Their place in the waiting list (1 is next), while waitlisted. */
  waitlistPosition: z.number().int().nullable(),
  /** The ticket's code (its QR code carries it), once confirmed. */
  ticketCode: z.string().nullable(),
  event: z.object({ id: z.number().int(), title: z.string(), date: z.string() }),
});
export type Registration = z.infer<typeof registrationSchema>;

/** The answer to a new registration: where it stands, and the personal link's token. */
export const registrationCreatedSchema = z.object({
  registration: registrationSchema,
  /** The key of `/registrations/{token}`, mailed too; it is not stored, only its hash. */
  token: z.string(),
});
export type RegistrationCreated = z.infer<typeof registrationCreatedSchema>;
