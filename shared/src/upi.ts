import { z } from 'zod';
import { integerSchema, nameSchema, organisationRefSchema, textSchema } from './common.js';

// Who is paid by UPI for paid events (issue 49, item 2): the branch admin sets a payee for the
// branch and, where one collects its own money, for an organisation. An organisation without its
// own is paid through the branch's. A payee is what a `upi://pay` link names: the virtual payment
// address (`pa`) and the account holder's name (`pn`).

/** The longest name before the `@` of a UPI address, and the longest handle after it. */
export const UPI_NAME_MAX = 256;
export const UPI_HANDLE_MAX = 64;
/** The longest account holder's name a payee may have. */
export const PAYEE_NAME_MAX = 100;

export const UPI_ADDRESS_MESSAGE = 'Enter a UPI address such as branch@sbi';

/**
 * A UPI virtual payment address, `name@handle` (`branch@sbi`, `ieee.sb-2026@okhdfcbank`): 2 to 256
 * letters, digits, dots, hyphens or underscores, `@`, then the bank's or app's handle of 2 to 64
 * letters, digits or dots. Trimmed and stored in lower case (UPI addresses are not case-sensitive).
 */
export const upiAddressSchema = textSchema({ message: UPI_ADDRESS_MESSAGE })
  .trim()
  .toLowerCase()
  .regex(
    new RegExp(`^[A-Za-z0-9._-]{2,${UPI_NAME_MAX}}@[A-Za-z0-9.]{2,${UPI_HANDLE_MAX}}$`),
    UPI_ADDRESS_MESSAGE,
  );

/** The account holder's name as the bank has it: what the payer's UPI app shows before paying. */
export const payeeNameSchema = nameSchema(
  "Enter the account holder's name as the bank has it",
  PAYEE_NAME_MAX,
);

/** Who is paid: the `pa` and `pn` of a `upi://pay` link. */
export const upiPayeeDetailsSchema = z.object({
  upiAddress: z.string(),
  payeeName: z.string(),
});
export type UpiPayeeDetails = z.infer<typeof upiPayeeDetailsSchema>;

/**
 * Setting an organisation's payee: its address, its name, and the version the console showed
 * (0 while the organisation has none of its own); 409 when someone changed it meanwhile.
 */
export const upiPayeeInputSchema = z.object({
  upiAddress: upiAddressSchema,
  payeeName: payeeNameSchema,
  version: integerSchema().min(0),
});
export type UpiPayeeInput = z.input<typeof upiPayeeInputSchema>;

/** One organisation's own payee as the console shows it. */
export const upiPayeeSchema = z.object({
  organisation: organisationRefSchema,
  /** Its own payee; null when its payments go to the branch's. */
  payee: upiPayeeDetailsSchema.nullable(),
  /** The version to send with a change (0: it has no payee of its own). */
  version: z.number().int(),
});
export type UpiPayee = z.infer<typeof upiPayeeSchema>;

/**
 * Where an organisation's payments go: to its own payee, to the branch's (it has none of its
 * own), or nowhere yet (neither has one: paid events cannot ask for payment).
 */
export const PAYEE_SOURCES = ['own', 'branch', 'none'] as const;
export const payeeSourceSchema = z.enum(PAYEE_SOURCES);
export type PayeeSource = z.infer<typeof payeeSourceSchema>;

/** The console's list: the branch first, then every society and council, each with its source. */
export const upiPayeesSchema = z.array(upiPayeeSchema.extend({ paidTo: payeeSourceSchema }));
export type UpiPayees = z.infer<typeof upiPayeesSchema>;
export type ListedUpiPayee = UpiPayees[number];
