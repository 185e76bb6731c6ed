import {
  type AnnualReport,
  EVENT_CATEGORY_NAMES,
  type Income,
  type OrganisationYear,
  paiseOf,
  TECHNICAL_MEETINGS_REQUIRED,
} from '@chapterhouse/shared';
import type { ReactNode } from 'react';
import { formatNumber } from '../../lib/format';
import { formatAmount } from '../../lib/format-price';

// The annual report's tables: each organisation's year with the total under it, and who ran each
// organisation that year. Compact enough to print on one landscape page.

const headClass =
  'border-b border-slate-200 bg-slate-50 px-2 py-2 align-bottom text-[11px] leading-tight font-semibold text-slate-600 print:bg-white print:px-1 print:text-[7pt]';

/** The currency of the income column (its header names it): paid events are paid for in INR. */
const INCOME_CURRENCY = 'INR';

/**
 * Where the column headers' long words may break (a soft hyphen, shown only at a break): the
 * sixteen columns fit a laptop's screen and a landscape page only when no header is wider than
 * its figures.
 */
const HEADER_BREAKS: Record<string, string> = {
  Professional: 'Profes\u00ADsional',
  Administrative: 'Adminis\u00ADtrative',
  Humanitarian: 'Humani\u00ADtarian',
  Educational: 'Educa\u00ADtional',
  Achievements: 'Achieve\u00ADments',
};
const breakable = (word: string) => HEADER_BREAKS[word] ?? word;

const numberHead = `${headClass} text-right`;
const cellClass = 'px-2 py-2 text-right tabular-nums text-slate-700 print:px-1';

/** The average rating, and how many gave one under it; or that nobody did. */
function Rating(props: { feedback: { answers: number; average: number | null } }) {
  const { answers, average } = props.feedback;
  if (average === null) return <span className="text-slate-500">No answers</span>;
  return (
    <>
      {average.toFixed(1)}
      <span className="block text-xs font-normal whitespace-nowrap text-slate-500">
        {' '}
        from {formatNumber(answers)} {answers === 1 ? 'answer' : 'answers'}
      </span>
    </>
  );
}

/** Technical meetings held against those IEEE asks for: the count, and Met or Not met in words. */
function TechnicalMeetings(props: { year: OrganisationYear }) {
  const { technicalMeetings, meetsTechnicalRequirement: met } = props.year;
  return (
    <>
      <span className="tabular-nums">
        {technicalMeetings} of {TECHNICAL_MEETINGS_REQUIRED}
      </span>
      {/* In words, not by colour alone; under the count, to keep the column narrow. */}
      <span
        className={`mt-0.5 block w-fit ml-auto rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${
          met
            ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
            : 'bg-amber-50 text-amber-900 ring-amber-200'
        }`}
      >
        <span aria-hidden="true">{met ? '✓ ' : '✗ '}</span>
        {met ? 'Met' : 'Not met'}
      </span>
    </>
  );
}

/** An amount under the income column's header, which names its currency: `12,500.00`. */
const incomeAmount = (amount: string) =>
  formatAmount(amount, INCOME_CURRENCY).slice(INCOME_CURRENCY.length + 1);

/**
 * The year's income: what is left of the money collected, and under it, when some was given
 * back, what was collected and refunded. None shows as 0.00, as other figures show 0.
 */
function IncomeFigure(props: { income: Income }) {
  const { collected, refunded, net } = props.income;
  return (
    <>
      {incomeAmount(net)}
      {paiseOf(refunded) > 0 && (
        <span className="block text-xs font-normal whitespace-nowrap text-slate-500">
          <span className="block">{incomeAmount(collected)} collected</span>
          <span className="block">{incomeAmount(refunded)} refunded</span>
        </span>
      )}
    </>
  );
}

/**
 * The figures of one row after its name: events, each category, meetings, people, rating,
 * income.
 */
function Figures(props: {
  figures: Pick<
    OrganisationYear,
    | 'events'
    | 'byCategory'
    | 'members'
    | 'verifiedMembers'
    | 'guests'
    | 'achievements'
    | 'photos'
    | 'feedback'
    | 'income'
  >;
  technical: ReactNode;
}) {
  const { figures } = props;
  return (
    <>
      <td className={`${cellClass} font-semibold`}>{formatNumber(figures.events)}</td>
      {EVENT_CATEGORY_NAMES.map((category) => (
        <td key={category} className={cellClass}>
          {formatNumber(figures.byCategory[category] ?? 0)}
        </td>
      ))}
      <td className={cellClass}>{props.technical}</td>
      <td className={cellClass}>{formatNumber(figures.members)}</td>
      <td className={cellClass}>{formatNumber(figures.verifiedMembers)}</td>
      <td className={cellClass}>{formatNumber(figures.guests)}</td>
      <td className={cellClass}>{formatNumber(figures.achievements)}</td>
      <td className={cellClass}>{formatNumber(figures.photos)}</td>
      <td className={cellClass}>
        <Rating feedback={figures.feedback} />
      </td>
      <td className={cellClass}>
        <IncomeFigure income={figures.income} />
      </td>
    </>
  );
}

/**
 * Each organisation's year, a row each, and the total under them: a joint event counts for each
 * of its hosts in their rows, and once in the total.
 */
export function AnnualOrganisationsTable(props: { report: AnnualReport; branch: boolean }) {
  const { report } = props;
  const totalLabel = props.branch
    ? 'Branch total — each joint event once'
    : 'Total — each joint event once';
  return (
    // Scrolls sideways on a narrow screen, so it takes focus to scroll by keyboard.
    <section
      aria-label={`Figures by organisation, ${report.label}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none print:overflow-visible"
    >
      <table className="w-full min-w-[60rem] border-collapse rounded-xl border border-slate-200 bg-white text-sm shadow-sm print:min-w-0 print:text-[8pt] print:shadow-none">
        <caption className="sr-only">Events and attendance by organisation, {report.label}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${headClass} min-w-40 text-left print:min-w-32`}>
              Organisation
            </th>
            <th scope="col" className={numberHead}>
              Events
            </th>
            {EVENT_CATEGORY_NAMES.map((category) => (
              <th key={category} scope="col" className={numberHead}>
                {breakable(category)}
              </th>
            ))}
            <th scope="col" className={numberHead}>
              Technical meetings ({TECHNICAL_MEETINGS_REQUIRED} required)
            </th>
            <th scope="col" className={numberHead}>
              IEEE members attended
            </th>
            <th scope="col" className={numberHead}>
              Of them verified by the roster
            </th>
            <th scope="col" className={numberHead}>
              Guests attended
            </th>
            <th scope="col" className={numberHead}>
              {breakable('Achievements')}
            </th>
            <th scope="col" className={numberHead}>
              Photos
            </th>
            <th scope="col" className={numberHead}>
              Average rating (1–5)
            </th>
            <th scope="col" className={numberHead}>
              Income ({INCOME_CURRENCY})
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {report.organisations.map((year) => (
            <tr key={year.organisation.id}>
              <th scope="row" className="px-2 py-2 text-left font-medium text-slate-900 print:px-1">
                {year.organisation.name}
              </th>
              <Figures figures={year} technical={<TechnicalMeetings year={year} />} />
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold print:bg-white">
          <tr>
            <th scope="row" className="px-2 py-2 text-left text-slate-900 print:px-1">
              {totalLabel}
            </th>
            <Figures
              figures={report.totals}
              technical={<span className="tabular-nums">{report.totals.technicalMeetings}</span>}
            />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

/** Each organisation's officers that year, from its slate, each with their position. */
export function AnnualOfficers(props: { report: AnnualReport }) {
  return (
    <dl className="grid gap-x-8 gap-y-4 text-sm sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3 print:text-[9pt]">
      {props.report.organisations.map((year) => (
        <div key={year.organisation.id} className="break-inside-avoid">
          <dt className="font-semibold text-slate-900">{year.organisation.name}</dt>
          <dd className="mt-1 text-slate-700">
            {year.officers.length === 0 ? (
              <span className="text-slate-500">No officers recorded for this year.</span>
            ) : (
              <ul className="space-y-0.5">
                {year.officers.map((officer, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one person may hold a role twice in a year
                  <li key={index}>
                    {officer.name}
                    <span className="text-slate-500">, {officer.role}</span>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
