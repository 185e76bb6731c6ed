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

/** What a `upi://pay` link asks the payer's UPI app to pay (issue 49, item 2). */
export interface UpiPayment {
  /** The payee: `pa` and `pn`. */
  payee: { upiAddress: string; payeeName: string };
  /** The amount with two decimals (`1250.00`): `am`, in `cu` INR (UPI pays rupees only). */
  amount: string;
  /** The registration's reference: `tr`, and the start of `tn` so bank statements carry it. */
  reference: string;
  /** What the payment is for (the event's title): the rest of `tn`. */
  purpose: string;
}

/** How long a payment's note may be: UPI apps cut longer notes, and some refuse them. */
const NOTE_MAX = 50;

/**
 * A `upi://pay` link in NPCI's linking specification (pa, pn, am, cu, tn, tr): tapped on a
 * phone it opens the payer's UPI app with the payee, the amount and the note filled in; shown as
 * a QR code it does the same for a phone's camera. The note starts with the reference, so the
 * payee's bank statement carries it even when an app drops `tr`.
 */
export function upiPayLink(payment: UpiPayment): string {
  const note = `${payment.reference} ${payment.purpose}`.replace(/\s+/g, ' ').trim();
  const parameters: Array<[string, string]> = [
    ['pa', payment.payee.upiAddress],
    ['pn', payment.payee.payeeName],
    ['am', Number(payment.amount).toFixed(2)],
    ['cu', 'INR'],
    ['tn', [...note].slice(0, NOTE_MAX).join('').trim()],
    ['tr', payment.reference],
  ];
  // Spaces as %20, never `+`: UPI apps read the link as a URI, not as a form's fields.
  return `upi://pay?${parameters
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&')}`;
}
