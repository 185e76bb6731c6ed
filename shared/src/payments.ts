import { z } from 'zod';
import { integerSchema, optionalText, requiredText, textSchema } from './common.js';

// Paid registrations matched from the bank statement (issue 49, item 3): the treasurer uploads
// the branch account's statement as the bank exports it (CSV or .xlsx), picks the bank's preset
// or says once which column is which, and the server reads the credits and matches them to the
// registrations awaiting payment (docs/payments.md).

/** The largest statement file taken: a year of a busy branch account is well under 1 MB. */
export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The most lines a statement may have: a longer one is refused, naming the limit. */
export const STATEMENT_MAX_LINES = 20_000;

/** The banks whose exports are read without help, and `generic` for any other bank's columns. */
export const STATEMENT_PRESETS = ['sbi', 'hdfc', 'icici', 'axis', 'generic'] as const;
export const statementPresetSchema = z.enum(STATEMENT_PRESETS);
export type StatementPreset = z.infer<typeof statementPresetSchema>;

const columnName = (message: string) => requiredText(message, 120);

/**
 * Which column of the bank's header row holds what, named as the header says it (`Txn Date`,
 * `Deposit Amt.`): picked once by the treasurer for a bank without a preset. Amounts are either
 * in a credit column (and a debit column), or in one amount column whose sign, `Cr`/`Dr` suffix
 * or indicator column (`Dr / Cr`, `Type`) tells a credit from a debit.
 */
export const statementColumnMappingSchema = z
  .object({
    date: columnName('Choose the column of the transaction date'),
    narration: columnName('Choose the column of the narration (description, particulars)'),
    reference: optionalText(120),
    credit: optionalText(120),
    debit: optionalText(120),
    amount: optionalText(120),
    indicator: optionalText(120),
    balance: optionalText(120),
  })
  .refine((mapping) => Boolean(mapping.credit) !== Boolean(mapping.amount), {
    message: 'Choose either a credit column or a single amount column',
    path: ['credit'],
  })
  .refine((mapping) => !mapping.debit || Boolean(mapping.credit), {
    message: 'A debit column goes with a credit column',
    path: ['debit'],
  })
  .refine((mapping) => !mapping.indicator || Boolean(mapping.amount), {
    message: 'A Cr/Dr column goes with a single amount column',
    path: ['indicator'],
  });
export type StatementColumnMapping = z.infer<typeof statementColumnMappingSchema>;
export type StatementColumnMappingInput = z.input<typeof statementColumnMappingSchema>;

/** How a credit was matched to a registration, in the order the rules are tried. */
export const STATEMENT_MATCH_KINDS = ['reference', 'utr', 'amount-and-time'] as const;
export const statementMatchKindSchema = z.enum(STATEMENT_MATCH_KINDS);
export type StatementMatchKind = z.infer<typeof statementMatchKindSchema>;

// ---- Paid registrations (issue 49, items 2, 4 and 5) ----

/** An amount as the API writes it (`1250.00`, as `priceFor` gives it) in whole paise. */
export function paiseOf(amount: string): number {
  const [rupees = '0', fraction = ''] = amount.trim().split('.');
  return Number(rupees) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** Paise as the API writes an amount: `1250.00`. */
export const amountOfPaise = (paise: number) =>
  `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/** A payment received, or money given back. */
export const PAYMENT_KINDS = ['payment', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * How money came or went: a UPI credit found in the bank statement, cash at the desk, a bank
 * transfer the treasurer saw, or the payment gateway (Razorpay).
 */
export const PAYMENT_METHODS = ['upi-statement', 'cash', 'bank-transfer', 'gateway'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods a treasurer records by hand (the statement and the gateway record their own). */
export const MANUAL_PAYMENT_METHODS = ['cash', 'bank-transfer'] as const;

/**
 * Where a registration's payment stands: `none` (nothing to pay), `awaiting-place` (on the
 * waiting list or awaiting approval: paid once a place is theirs), `due` (a place is held for
 * them until `payBy`), `paid`, or `refunded` (given back in full).
 */
export const PAYMENT_STATES = ['awaiting-place', 'due', 'paid', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** A 12-digit UPI transaction id (UTR), as the payer's app shows it (spaces dropped). */
export const utrSchema = textSchema({ message: 'Enter the 12-digit UPI transaction id (UTR)' })
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    textSchema().regex(
      /^\d{12}$/,
      'Enter the 12-digit UPI transaction id (UTR) your UPI app shows for the payment',
    ),
  );

/** The registrant's UTR, typed on their registration page once they have paid. */
export const registrationUtrSchema = z.object({ utr: utrSchema });
export type RegistrationUtr = z.input<typeof registrationUtrSchema>;

/** One payment or refund of a registration, as its registrant and the treasurer see it. */
export const registrationPaymentRecordSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PAYMENT_KINDS),
  method: z.enum(PAYMENT_METHODS),
  /** `1250.00`, in the event's currency. */
  amount: z.string(),
  /** The receipt's number: `R-000123` for a payment, `RF-000124` for a refund. */
  receiptNumber: z.string(),
  note: z.string(),
  /** ISO 8601. */
  at: z.string(),
});
export type RegistrationPaymentRecord = z.infer<typeof registrationPaymentRecordSchema>;

/** What a paid registration shows its registrant (and the desk) of its payment. */
export const registrationPaymentSchema = z.object({
  state: z.enum(PAYMENT_STATES),
  /** What they owe for the place (`300.00`), as the server decided it when they registered. */
  amount: z.string(),
  currency: z.string(),
  /** The reference to put in the payment's note (`CH7K2M9Q`). */
  reference: z.string(),
  /** While `due`: when the held place goes to the next in line (ISO 8601). */
  payBy: z.string().nullable(),
  /** The UTR they typed, if any. */
  utr: z.string().nullable(),
  /** The `upi://pay` link while `due`; null when nobody is set to be paid yet. */
  upiLink: z.string().nullable(),
  /** Who is paid: the payee's name and UPI address, while `due`. */
  payee: z.object({ upiAddress: z.string(), payeeName: z.string() }).nullable(),
  /** Its payments and refunds, first first. */
  records: z.array(registrationPaymentRecordSchema),
  /**
   * While `due`, on a site with a payment gateway configured: its name, for a "pay by card"
   * checkout beside UPI (`POST /api/registrations/{token}/gateway-order`). Null otherwise.
   */
  gateway: z.enum(['razorpay']).nullable(),
});
export type RegistrationPayment = z.infer<typeof registrationPaymentSchema>;

/**
 * The treasurer records money taken or given back by hand: cash at the desk, a bank transfer.
 * The amount defaults to what is due (a payment) or what was paid (a refund); the note says why.
 */
export const manualPaymentSchema = z.object({
  kind: z.enum(PAYMENT_KINDS),
  method: z.enum(MANUAL_PAYMENT_METHODS),
  /** `300` or `300.00`; left out: the whole amount due (or paid, for a refund). */
  amount: textSchema()
    .trim()
    .regex(/^\d{1,8}(\.\d{1,2})?$/, 'Enter an amount such as 300 or 299.50')
    .refine((value) => Number(value) > 0, 'Enter an amount above 0')
    .optional(),
  note: textSchema()
    .trim()
    .min(1, 'Say what this is for, such as "Paid in cash at the desk"')
    .max(500, 'Keep the note under 500 characters'),
});
export type ManualPayment = z.input<typeof manualPaymentSchema>;

// ---- The optional payment gateway: Razorpay's checkout (issue 49, item 6) ----

/**
 * What the registrant's page opens Razorpay's checkout with: the order the server created for
 * the amount due (never an amount the browser chose), the site's public key id, and what the
 * checkout shows and fills in.
 */
export const gatewayCheckoutSchema = z.object({
  gateway: z.literal('razorpay'),
  /** The API key's id (`rzp_live_…`): public, the checkout needs it. */
  keyId: z.string(),
  orderId: z.string(),
  /** In the currency's smallest unit (paise), as Razorpay's checkout takes it. */
  amountPaise: z.number().int().positive(),
  currency: z.string(),
  /** The branch's name and the event's title, shown in the checkout. */
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string() }),
});
export type GatewayCheckout = z.infer<typeof gatewayCheckoutSchema>;

/**
 * The checkout's success, as Razorpay's handler gives it (its own field names): the server
 * checks the signature with the API key's secret before recording the payment.
 */
export const gatewayPaymentSchema = z.object({
  razorpay_order_id: textSchema().regex(/^order_\w{1,40}$/, 'This is not a Razorpay order id'),
  razorpay_payment_id: textSchema().regex(/^pay_\w{1,40}$/, 'This is not a Razorpay payment id'),
  razorpay_signature: textSchema().regex(/^[0-9a-f]{64}$/, 'This is not a Razorpay signature'),
});
export type GatewayPayment = z.input<typeof gatewayPaymentSchema>;

// ---- The bank statement, uploaded, previewed and applied (issue 49, item 3) ----

/**
 * The form a statement is uploaded with (multipart, beside its `file`): the bank's preset (left
 * out: found from the header row), and for `generic` the columns by their headers, which are
 * kept for the account and offered next time.
 */
export const statementUploadFieldsSchema = z.object({
  preset: statementPresetSchema.optional(),
  date: optionalText(120),
  narration: optionalText(120),
  reference: optionalText(120),
  credit: optionalText(120),
  debit: optionalText(120),
  amount: optionalText(120),
  indicator: optionalText(120),
  balance: optionalText(120),
});
export type StatementUploadFields = z.input<typeof statementUploadFieldsSchema>;

/** One line of a statement as the preview shows it. */
const statementLineSchema = z.object({
  /** Its line in the file (a spreadsheet's row). */
  line: z.number().int(),
  /** `YYYY-MM-DD`. */
  date: z.string(),
  /** `1250.00`. */
  amount: z.string(),
  narration: z.string(),
});

/** A registration a line may pay, as the treasurer recognises it. */
const statementRegistrationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  eventId: z.number().int(),
  eventTitle: z.string(),
  reference: z.string(),
  /** `1250.00`. */
  amountDue: z.string(),
  /** Paid already; or its place lapsed unpaid (money for it is to be refunded). */
  paid: z.boolean(),
  lapsed: z.boolean(),
});
export type StatementRegistration = z.infer<typeof statementRegistrationSchema>;

/**
 * A statement's preview: what applying it would do, line by line, before anything changes. It is
 * worked out again from the registrations as they stand each time it is read or applied.
 */
export const statementPreviewSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  preset: statementPresetSchema,
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  uploadedAt: z.string(),
  /** When it was applied last (ISO 8601); null while only previewed. */
  appliedAt: z.string().nullable(),
  credits: z.number().int(),
  debitsIgnored: z.number().int(),
  matched: z.array(
    statementLineSchema.extend({
      registration: statementRegistrationSchema,
      how: statementMatchKindSchema,
    }),
  ),
  /** Lines that fit more than one registration (or one in a doubtful way): the treasurer picks. */
  ambiguous: z.array(
    statementLineSchema.extend({
      reason: z.string(),
      registrations: z.array(statementRegistrationSchema),
    }),
  ),
  unknown: z.array(statementLineSchema),
  /** Lines an earlier upload applied: nothing changes for them. */
  alreadyApplied: z.array(statementLineSchema),
});
export type StatementPreview = z.infer<typeof statementPreviewSchema>;

/** Applying a previewed statement: its matched lines, and the registrations picked for others. */
export const statementApplySchema = z.object({
  choices: z
    .array(
      z.object({
        line: integerSchema().min(1),
        registrationId: integerSchema().min(1),
      }),
    )
    .max(STATEMENT_MAX_LINES)
    .default([]),
});
export type StatementApply = z.input<typeof statementApplySchema>;

/** What applying did: the lines applied now, those applied before, and those it could not. */
export const statementAppliedSchema = z.object({
  applied: z.number().int(),
  alreadyApplied: z.number().int(),
  notApplied: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  preview: statementPreviewSchema,
});
export type StatementApplied = z.infer<typeof statementAppliedSchema>;

/** The `generic` columns kept for an organisation's account (`null`: none named yet). */
export const savedStatementColumnsSchema = z.object({
  mapping: z
    .object({
      date: z.string(),
      narration: z.string(),
      reference: z.string().nullable(),
      credit: z.string().nullable(),
      debit: z.string().nullable(),
      amount: z.string().nullable(),
      indicator: z.string().nullable(),
      balance: z.string().nullable(),
    })
    .nullable(),
});
export type SavedStatementColumns = z.infer<typeof savedStatementColumnsSchema>;

// ---- The treasurer's figures (issue 49, item 5) ----

/** An event's money as its treasurer sees it: collected, refunded, still due. */
export const eventAccountsSchema = z.object({
  currency: z.string(),
  /** Payments received (`1250.00`), and how many. */
  collected: z.string(),
  payments: z.number().int(),
  refunded: z.string(),
  refunds: z.number().int(),
  /** Collected less refunded. */
  net: z.string(),
  /** Places held (or given) whose payment is still due: how many, and what they owe. */
  pending: z.object({ count: z.number().int(), amount: z.string() }),
  /** Registrations paid in full. */
  paidRegistrations: z.number().int(),
});
export type EventAccounts = z.infer<typeof eventAccountsSchema>;

/** Income of an organisation (or the branch) in a period: payments less refunds, in INR. */
export const incomeSchema = z.object({
  collected: z.string(),
  refunded: z.string(),
  net: z.string(),
});
export type Income = z.infer<typeof incomeSchema>;
