import {
  type AnnualReport,
  amountOfPaise,
  EVENT_CATEGORY_NAMES,
  type EventCategory,
  type Income,
  ORGANISATION_KINDS,
  type OrganisationRef,
  type OrganisationYear,
  paiseOf,
  TECHNICAL_MEETINGS_REQUIRED,
} from '@chapterhouse/shared';
import { zonedDateTime } from '../../lib/clock.js';
import { csvText } from '../../lib/csv.js';
import { type ServiceContext, today } from '../../lib/service-context.js';
import { countAchievementsByOrganisation } from '../achievements/achievements.service.js';
import { eventDateRange, eventFiguresOf } from '../events/event-attendance.js';
import { countPhotosByOrganisation } from '../gallery/gallery.service.js';
import { slateDuring } from '../members/slate-during.js';
import { visibleOrganisationRefs } from '../organisations/organisations.service.js';
import { incomeByOrganisation } from '../registrations/event-accounts.js';
import { readAcademicYearStart } from '../site/site.service.js';
import { feedbackFiguresOf } from './feedback.service.js';

// The annual report (docs/reports.md): an academic year of the whole branch (the branch console)
// or of one organisation (its dashboard), from the events held, their attendance, achievements,
// photos and the officers of that year's slates. Each figure is one aggregate query over its
// table's indexes.

const pad = (month: number) => String(month).padStart(2, '0');

/** The academic year that starts in `year`, by the branch's start month. */
export function academicYear(year: number, startMonth: number) {
  return {
    year,
    label: startMonth === 1 ? String(year) : `${year}–${String(year + 1).slice(2)}`,
    from: `${year}-${pad(startMonth)}-01`,
    until: `${year + 1}-${pad(startMonth)}-01`,
    startMonth,
    // An undated achievement belongs to the year it is named by: where the academic year ends.
    undatedYear: startMonth === 1 ? year : year + 1,
  };
}

/** The academic year a day (`YYYY-MM-DD`) falls in: the year it starts in. */
const academicYearOf = (day: string, startMonth: number) => {
  const year = Number(day.slice(0, 4));
  return Number(day.slice(5, 7)) >= startMonth ? year : year - 1;
};

/** The months of the year, in order: `2025-07` ... `2026-06`. */
function monthsOf(year: number, startMonth: number): string[] {
  return Array.from({ length: 12 }, (_, index) => {
    const month = startMonth + index;
    return month > 12 ? `${year + 1}-${pad(month - 12)}` : `${year}-${pad(month)}`;
  });
}

/** The answers and their average rating, to one decimal. */
const ratingFigures = (row?: { answers: number; ratings: number }) => ({
  answers: row?.answers ?? 0,
  average: row?.answers ? Math.round((Number(row.ratings) / row.answers) * 10) / 10 : null,
});

const NO_INCOME: Income = { collected: '0.00', refunded: '0.00', net: '0.00' };

/** The organisations' incomes added up (each payment is one organisation's: none counts twice). */
function totalIncome(incomes: readonly Income[]): Income {
  const total = (pick: (income: Income) => string) =>
    amountOfPaise(incomes.reduce((sum, income) => sum + paiseOf(pick(income)), 0));
  return {
    collected: total((income) => income.collected),
    refunded: total((income) => income.refunded),
    net: total((income) => income.net),
  };
}

const noCategories = (): Record<EventCategory, number> =>
  Object.fromEntries(EVENT_CATEGORY_NAMES.map((category) => [category, 0])) as Record<
    EventCategory,
    number
  >;

/**
 * The annual report of the whole branch, or of one organisation (`organisation`): the academic
 * year that starts in `year` (the current one when left out).
 */
export async function annualReport(
  context: ServiceContext,
  scope: { organisation?: OrganisationRef },
  query: { year?: number },
): Promise<AnnualReport> {
  const settings = await readAcademicYearStart(context.db);
  const { startMonth } = settings;
  const current = academicYearOf(today(context), startMonth);
  const period = academicYear(query.year ?? current, startMonth);
  const organisationId = scope.organisation?.id;
  const midnight = (day: string) => new Date(zonedDateTime(day, '00:00', context.timeZone));
  const [organisations, figures, achievements, photos, officers, range, feedback, income] =
    await Promise.all([
      scope.organisation
        ? [scope.organisation]
        : visibleOrganisationRefs(context.db, { kinds: ORGANISATION_KINDS }),
      eventFiguresOf(context, { ...period, organisationId }),
      countAchievementsByOrganisation(context, period),
      countPhotosByOrganisation(context, period),
      slateDuring(context, period, organisationId === undefined ? undefined : [organisationId]),
      eventDateRange(context),
      feedbackFiguresOf(context, { ...period, organisationId }),
      incomeByOrganisation(context, { from: midnight(period.from), until: midnight(period.until) }),
    ]);

  const years: OrganisationYear[] = organisations.map((organisation) => {
    const rows = figures.byHost.filter((row) => row.organisationId === organisation.id);
    const byCategory = noCategories();
    let members = 0;
    let verifiedMembers = 0;
    let guests = 0;
    for (const row of rows) {
      byCategory[row.category] += row.events;
      members += row.members;
      verifiedMembers += row.verifiedMembers;
      guests += row.guests;
    }
    const technicalMeetings = byCategory.Technical;
    return {
      organisation,
      events: rows.reduce((sum, row) => sum + row.events, 0),
      byCategory,
      technicalMeetings,
      meetsTechnicalRequirement: technicalMeetings >= TECHNICAL_MEETINGS_REQUIRED,
      members,
      verifiedMembers,
      guests,
      achievements: achievements.get(organisation.id) ?? 0,
      photos: photos.get(organisation.id) ?? 0,
      feedback: ratingFigures(
        feedback.byHost.find((row) => row.organisationId === organisation.id),
      ),
      income: income.get(organisation.id) ?? NO_INCOME,
      officers: officers.get(organisation.id) ?? [],
    };
  });

  // The branch's (or the organisation's) own events, each once however many hosted it.
  const byCategory = noCategories();
  let members = 0;
  let verifiedMembers = 0;
  let guests = 0;
  for (const row of figures.byCategory) {
    byCategory[row.category] += row.events;
    members += row.members;
    verifiedMembers += row.verifiedMembers;
    guests += row.guests;
  }
  const byMonth = new Map(figures.byMonth.map((row) => [row.month, row.events]));
  const sum = (values: Iterable<number>) => [...values].reduce((total, n) => total + n, 0);
  const counted = new Set(organisations.map((organisation) => organisation.id));
  const ofScope = (totals: Map<number, number>) =>
    sum([...totals].filter(([id]) => counted.has(id)).map(([, n]) => n));

  const first = range.first ? academicYearOf(range.first, startMonth) : current;
  const last = Math.max(current, range.last ? academicYearOf(range.last, startMonth) : current);
  return {
    year: period.year,
    label: period.label,
    from: period.from,
    until: period.until,
    startMonth,
    years: Array.from({ length: last - first + 1 }, (_, index) => last - index),
    organisations: years,
    totals: {
      events: sum(Object.values(byCategory)),
      byCategory,
      technicalMeetings: byCategory.Technical,
      members,
      verifiedMembers,
      guests,
      achievements: ofScope(achievements),
      photos: ofScope(photos),
      feedback: ratingFigures(feedback.all),
      income: totalIncome(years.map((year) => year.income)),
    },
    eventsByMonth: monthsOf(period.year, startMonth).map((month) => ({
      month,
      events: byMonth.get(month) ?? 0,
    })),
    settingsVersion: settings.version,
  };
}

/** A table of the annual report as CSV, with its file name (`annual-report-2025-26-organisations.csv`). */
export async function annualReportCsv(
  context: ServiceContext,
  scope: { organisation?: OrganisationRef },
  query: { year?: number; table: 'organisations' | 'months' | 'officers' },
): Promise<{ csv: string; fileName: string }> {
  const report = await annualReport(context, scope, query);
  let rows: (string | number)[][];
  if (query.table === 'organisations') {
    rows = [
      [
        'Organisation',
        'Events',
        ...EVENT_CATEGORY_NAMES,
        'Technical meetings',
        `Meets the ${TECHNICAL_MEETINGS_REQUIRED} required`,
        'IEEE members attended',
        'Of them verified by the roster',
        'Of them declared only',
        'Guests attended',
        'Achievements',
        'Photos',
        'Feedback answers',
        'Average rating',
        'Income collected (INR)',
        'Refunded (INR)',
        'Net income (INR)',
      ],
      ...report.organisations.map((year) => [
        year.organisation.name,
        year.events,
        ...EVENT_CATEGORY_NAMES.map((category) => year.byCategory[category] ?? 0),
        year.technicalMeetings,
        year.meetsTechnicalRequirement ? 'yes' : 'no',
        year.members,
        year.verifiedMembers,
        year.members - year.verifiedMembers,
        year.guests,
        year.achievements,
        year.photos,
        year.feedback.answers,
        year.feedback.average ?? '',
        year.income.collected,
        year.income.refunded,
        year.income.net,
      ]),
      [
        scope.organisation ? 'Total (each event once)' : 'Branch total (each event once)',
        report.totals.events,
        ...EVENT_CATEGORY_NAMES.map((category) => report.totals.byCategory[category] ?? 0),
        report.totals.technicalMeetings,
        '',
        report.totals.members,
        report.totals.verifiedMembers,
        report.totals.members - report.totals.verifiedMembers,
        report.totals.guests,
        report.totals.achievements,
        report.totals.photos,
        report.totals.feedback.answers,
        report.totals.feedback.average ?? '',
        report.totals.income.collected,
        report.totals.income.refunded,
        report.totals.income.net,
      ],
    ];
  } else if (query.table === 'months') {
    rows = [['Month', 'Events'], ...report.eventsByMonth.map((row) => [row.month, row.events])];
  } else {
    rows = [
      ['Organisation', 'Name', 'Role'],
      ...report.organisations.flatMap((year) =>
        year.officers.map((officer) => [year.organisation.name, officer.name, officer.role]),
      ),
    ];
  }
  const who = scope.organisation ? `${scope.organisation.slug}-` : '';
  return {
    csv: csvText(rows),
    fileName: `annual-report-${who}${report.label.replace('–', '-')}-${query.table}.csv`,
  };
}
