import { z } from 'zod';
import { textSchema, versionSchema } from './common.js';

// The branch's locale: one setting of the branch console, read by everything that says a time or
// (later) a price. Its language tag names the time zone in words (`en-IN`: `IST`), its time zone
// is the wall clock every event, deadline and report is read on, and its currency is what prices
// are in unless an event says otherwise.

/** An Indian branch's: the product's first users, and the sample content's. */
export const DEFAULT_BRANCH_LOCALE = {
  languageTag: 'en-IN',
  timeZone: 'Asia/Kolkata',
  currency: 'INR',
} as const;

export const branchLocaleSchema = z.object({
  /** BCP 47 (`en-IN`): its region names the zone (`IST`, `BST`, `EDT`). */
  languageTag: z.string(),
  /** IANA (`Asia/Kolkata`). */
  timeZone: z.string(),
  /** ISO 4217 (`INR`). */
  currency: z.string(),
});
export type BranchLocale = z.infer<typeof branchLocaleSchema>;

/** The locale as the console edits it: with the settings' version. */
export const adminBranchLocaleSchema = branchLocaleSchema.extend({ version: z.number().int() });
export type AdminBranchLocale = z.infer<typeof adminBranchLocaleSchema>;

/** A language tag this runtime knows (`en-IN`), in its canonical spelling; null otherwise. */
export function canonicalLanguageTag(value: string): string | null {
  try {
    const [tag] = Intl.getCanonicalLocales(value);
    return tag && Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0 ? tag : null;
  } catch {
    return null;
  }
}

/** Whether this runtime can read clocks in `value` (`Asia/Kolkata`; aliases such as `Asia/Calcutta` too). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The ISO 4217 codes this runtime knows; null where it cannot list them (the server checks). */
function knownCurrencies(): ReadonlySet<string> | null {
  const list = (Intl as { supportedValuesOf?: (key: 'currency') => string[] }).supportedValuesOf;
  return list ? new Set(list('currency')) : null;
}

export const branchLocaleUpdateSchema = z.object({
  version: versionSchema,
  languageTag: textSchema({ message: 'Language tag is required' })
    .trim()
    .min(1, 'Language tag is required')
    .transform((value, context) => {
      const tag = canonicalLanguageTag(value);
      if (tag) return tag;
      context.addIssue({
        code: 'custom',
        message: 'Enter a known language tag such as en-IN, en-GB or hi-IN',
      });
      return z.NEVER;
    }),
  timeZone: textSchema({ message: 'Time zone is required' })
    .trim()
    .min(1, 'Time zone is required')
    .refine(isTimeZone, 'Enter a time zone such as Asia/Kolkata or Europe/London'),
  currency: textSchema({ message: 'Currency is required' })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine(
      (value) => /^[A-Z]{3}$/.test(value) && (knownCurrencies()?.has(value) ?? true),
      'Enter an ISO 4217 currency code such as INR, USD or EUR',
    ),
});
export type BranchLocaleUpdate = z.input<typeof branchLocaleUpdateSchema>;
