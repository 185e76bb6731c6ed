import { z } from 'zod';
import { optionalText, requiredText } from './common.js';

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
