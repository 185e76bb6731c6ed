import {
  BRANCH_LOCALE_HEADER,
  type BranchClock,
  shortMoment,
  timeWithZone,
  wallClockAt,
  zoneNameAt,
} from '@chapterhouse/shared/date-wording';

// The branch's clock for what the browser alone draws (the console, the dashboards): moments are
// said on it, with its zone's name, as pages and mails say them. Every API answer names it (the
// `Branch-Locale` header), so the first call a dashboard makes brings it, with no call of its own.
// Pages drawn on the server need none of this: the server words their times.

let known: BranchClock | null = null;
let currency: string | null = null;

/** Takes the branch's clock from an API answer's `Branch-Locale` header, when it has one. */
export function noteBranchLocale(response: Pick<Response, 'headers'>): void {
  const header = response.headers?.get(BRANCH_LOCALE_HEADER);
  if (!header) return;
  try {
    const locale = JSON.parse(header) as Partial<BranchClock & { currency: string }>;
    if (typeof locale.timeZone === 'string' && typeof locale.languageTag === 'string') {
      known = { timeZone: locale.timeZone, languageTag: locale.languageTag };
    }
    if (typeof locale.currency === 'string') currency = locale.currency;
  } catch {
    // Not ours to refuse: moments stay on the clock they were on.
  }
}

/** Sets (or, with null, forgets) the branch's locale: the console after saving the setting. */
export function setBranchClock(clock: (BranchClock & { currency?: string }) | null): void {
  known = clock && { timeZone: clock.timeZone, languageTag: clock.languageTag };
  currency = clock?.currency ?? null;
}

/** The branch's currency (ISO 4217) once an API answer named it: new events' prices are in it. */
export const branchCurrency = (): string | null => currency;

/**
 * The reader's own time zone, with their browser's language: a runtime without a zone of its own
 * (`TZ` set empty) says `Etc/Unknown`, and reads as UTC.
 */
function readerClock(): BranchClock {
  const { timeZone } = Intl.DateTimeFormat().resolvedOptions();
  return {
    timeZone: !timeZone || timeZone === 'Etc/Unknown' ? 'UTC' : timeZone,
    languageTag: globalThis.navigator?.language ?? 'en',
  };
}

/** The clock moments are said on: the branch's once an answer named it, else the reader's. */
export const momentClock = (): BranchClock => known ?? readerClock();

/** The branch's date at a moment (ms since the epoch): `2026-06-10`. */
export const branchDateAt = (ms: number): string =>
  wallClockAt(new Date(ms), momentClock().timeZone).slice(0, 10);

/** Today on the branch's clock (`2026-06-10`), as the server dates what is done today. */
export const branchToday = (): string => branchDateAt(Date.now());

/**
 * `2025-03-07T08:35:00Z` as `7 Mar 2025, 14:05 IST`: on the branch's clock with its zone's name
 * (`shortMoment`), as every page says a moment; anything unparseable as it came.
 */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return shortMoment(date, momentClock());
}

/**
 * An event's time of day (`14:00`, on the branch's wall clock) with the zone's name it has that
 * day: `14:00 IST`. The time alone until an API answer named the branch's clock: the reader's own
 * zone would be the wrong name for it. Older free-text times (`Evening`) stay as they are.
 */
export function branchTimeWithZone(date: string, time: string): string {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  if (!known || !/^\d\d:\d\d$/.test(time) || Number.isNaN(asUtc)) return time;
  const { timeZone } = known;
  // The zone's offset read at the wall clock taken as UTC, then at the instant that gives: the
  // instant of that wall clock (but within the hour a clock change skips or repeats).
  const offsetAt = (instant: number) =>
    Date.parse(`${wallClockAt(new Date(instant), timeZone, 'second')}Z`) - instant;
  const instant = asUtc - offsetAt(asUtc - offsetAt(asUtc));
  return timeWithZone(time, zoneNameAt(known, new Date(instant)));
}
