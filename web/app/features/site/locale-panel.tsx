import {
  type AdminBranchLocale,
  branchLocaleUpdateSchema,
  canonicalLanguageTag,
  isTimeZone,
} from '@chapterhouse/shared';
import { shortMoment } from '@chapterhouse/shared/date-wording';
import { useEffect } from 'react';
import type { z } from 'zod';
import { Panel } from '../../components/console/panel';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import {
  DashboardForm,
  FORM_CARD,
  TextField,
  useSchemaForm,
} from '../../components/forms/form-fields';
import { setBranchClock } from '../../lib/branch-clock';
import { updateLocale } from './console-api';

export const LOCALE_SAVED = 'Locale saved.';

type LocalePayload = z.output<typeof branchLocaleUpdateSchema>;

interface LocaleValues {
  /** Not a field: sent back as loaded (409 when someone else saved meanwhile). */
  version: number;
  languageTag: string;
  timeZone: string;
  currency: string;
}

const valuesOf = (locale: AdminBranchLocale): LocaleValues => ({ ...locale });

/** How a moment reads with these values (`1 Jul 2026, 18:00 IST`); empty while they are not valid. */
function sample(values: Pick<LocaleValues, 'languageTag' | 'timeZone'>, now: Date): string {
  const languageTag = canonicalLanguageTag(values.languageTag.trim());
  const timeZone = values.timeZone.trim();
  if (!languageTag || !isTimeZone(timeZone)) return '';
  return shortMoment(now, { languageTag, timeZone });
}

/**
 * Locale: the branch's language tag, time zone and currency, one setting. Every time the site
 * says (pages, mails, the console, certificates, spreadsheets) is on this clock, with the zone
 * named as the tag's region names it; prices are in the currency unless an event says otherwise.
 */
export function LocalePanel(props: { locale: AdminBranchLocale }) {
  const { locale } = props;
  const change = useDashboardChange();
  const { form, field } = useSchemaForm(branchLocaleUpdateSchema, valuesOf(locale));
  const { reset, watch } = form;

  useEffect(() => {
    reset(valuesOf(locale));
  }, [locale, reset]);

  const onValid = async (payload: LocalePayload) => {
    await change(async () => {
      const saved = await updateLocale(payload);
      // The console's own moments are said on the new clock from now on.
      setBranchClock(saved);
      return saved;
    }, LOCALE_SAVED);
  };

  const reads = sample(
    { languageTag: watch('languageTag') ?? '', timeZone: watch('timeZone') ?? '' },
    new Date(),
  );

  return (
    <Panel
      title="Locale"
      description="The branch's clock and money: every time on the site, in mails, the console, certificates and spreadsheets is said on this time zone, its name as the language tag's region writes it."
    >
      <DashboardForm
        form={form}
        onSubmit={onValid}
        submitLabel="Save Changes"
        className={FORM_CARD}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Language tag"
            hint="Such as en-IN, en-GB or en-US: its region names the zone (IST, BST, EDT)."
            autoComplete="off"
            {...field('languageTag')}
          />
          <TextField
            label="Time zone"
            hint="Such as Asia/Kolkata or Europe/London."
            autoComplete="off"
            {...field('timeZone')}
          />
          <TextField
            label="Currency"
            hint="ISO 4217, such as INR, GBP or USD: new events' prices."
            autoComplete="off"
            {...field('currency')}
          />
        </div>
        <p className="text-sm text-slate-700" aria-live="polite">
          {reads ? `Now reads: ${reads}` : 'Enter a known language tag and time zone.'}
        </p>
      </DashboardForm>
    </Panel>
  );
}
