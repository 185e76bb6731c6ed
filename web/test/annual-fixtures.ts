/**
 * Sample annual reports for the component tests (never imported by the app).
 */
import type { AnnualReport, OrganisationYear } from '@chapterhouse/shared';

const categories = (counts: Partial<Record<string, number>> = {}) => ({
  Technical: 0,
  Professional: 0,
  'Non-technical': 0,
  Administrative: 0,
  Humanitarian: 0,
  Educational: 0,
  ...counts,
});

export function sampleOrganisationYear(
  overrides: Partial<OrganisationYear> = {},
): OrganisationYear {
  return {
    organisation: { id: 3, slug: 'computer-society', name: 'Computer Society', kind: 'society' },
    events: 5,
    byCategory: categories({ Technical: 3, Professional: 1, Educational: 1 }),
    technicalMeetings: 3,
    meetsTechnicalRequirement: true,
    members: 120,
    verifiedMembers: 100,
    guests: 45,
    achievements: 2,
    photos: 30,
    feedback: { answers: 27, average: 4.3 },
    income: { collected: '13000.00', refunded: '500.00', net: '12500.00' },
    officers: [
      { name: 'Asha Rao', role: 'Chair' },
      { name: 'Ravi Menon', role: 'Treasurer' },
    ],
    ...overrides,
  };
}

/** The months of the academic year that starts in July of `year`, with `events` each. */
export const monthsOf = (year: number, events: readonly number[]) =>
  Array.from({ length: 12 }, (_, index) => {
    const month = 7 + index;
    return {
      month:
        month > 12
          ? `${year + 1}-${String(month - 12).padStart(2, '0')}`
          : `${year}-${String(month).padStart(2, '0')}`,
      events: events[index] ?? 0,
    };
  });

/**
 * The branch's report of 2025–26: the Computer Society (which meets IEEE's requirement) and the
 * Sensors Council (which does not), one joint event between them.
 */
export function sampleAnnualReport(overrides: Partial<AnnualReport> = {}): AnnualReport {
  return {
    year: 2025,
    label: '2025–26',
    from: '2025-07-01',
    until: '2026-07-01',
    startMonth: 7,
    years: [2025, 2024, 2023],
    organisations: [
      sampleOrganisationYear(),
      sampleOrganisationYear({
        organisation: { id: 9, slug: 'sensors-council', name: 'Sensors Council', kind: 'council' },
        events: 2,
        byCategory: categories({ Technical: 1, Humanitarian: 1 }),
        technicalMeetings: 1,
        meetsTechnicalRequirement: false,
        members: 30,
        verifiedMembers: 20,
        guests: 12,
        achievements: 0,
        photos: 4,
        feedback: { answers: 0, average: null },
        // No paid events: the server says so with zeros.
        income: { collected: '0.00', refunded: '0.00', net: '0.00' },
        officers: [],
      }),
    ],
    totals: {
      events: 6,
      byCategory: categories({ Technical: 3, Professional: 1, Humanitarian: 1, Educational: 1 }),
      technicalMeetings: 3,
      members: 140,
      verifiedMembers: 120,
      guests: 52,
      achievements: 2,
      photos: 34,
      feedback: { answers: 27, average: 4.3 },
      income: { collected: '13000.00', refunded: '500.00', net: '12500.00' },
    },
    eventsByMonth: monthsOf(2025, [0, 1, 2, 0, 1, 0, 0, 2]),
    settingsVersion: 5,
    ...overrides,
  };
}

/** The report of the year before (2024–25): fewer events. */
export const samplePreviousReport = (overrides: Partial<AnnualReport> = {}) =>
  sampleAnnualReport({
    year: 2024,
    label: '2024–25',
    from: '2024-07-01',
    until: '2025-07-01',
    totals: { ...sampleAnnualReport().totals, events: 3, feedback: { answers: 4, average: 3.5 } },
    eventsByMonth: monthsOf(2024, [1, 0, 0, 1, 0, 0, 0, 0, 1]),
    ...overrides,
  });
