import type { AnnualReport } from '@chapterhouse/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { monthsOf, sampleAnnualReport } from '../../../test/annual-fixtures';
import { dashboardApi, json, sampleData, sampleEvent } from '../../../test/dashboard-fixtures';
import { stubFetchPerTest } from '../../../test/fetch-stub';
import { renderDashboard } from '../../routes/organisation-dashboard/test-render';

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const BASE = '/api/society-dashboard/society/computer-society';
const REPORTS = `${BASE}/reports/annual`;

/** The academic year (starting in July) that today falls in, as the server would say. */
const today = new Date();
const currentYear = today.getMonth() + 1 >= 7 ? today.getFullYear() : today.getFullYear() - 1;
const labelOf = (year: number) => `${year}–${String(year + 1).slice(2)}`;

/** The Computer Society's report of the year that starts in `year`: `events` held each month. */
function ownReport(year: number, events: number[]): AnnualReport {
  const report = sampleAnnualReport({
    year,
    label: labelOf(year),
    from: `${year}-07-01`,
    until: `${year + 1}-07-01`,
    years: [currentYear, currentYear - 1],
    eventsByMonth: monthsOf(year, events),
  });
  const total = events.reduce((sum, n) => sum + n, 0);
  return {
    ...report,
    organisations: report.organisations.slice(0, 1),
    totals: { ...report.totals, events: total },
  };
}

/**
 * The dashboard's API with each year's annual report; the reports answer only once `together`
 * of them have been asked for, so a page that waited for one before asking for the next would
 * never see either.
 */
function serve(together = 1) {
  localStorage.setItem('authToken', 't');
  const asked: (() => void)[] = [];
  const data = sampleData({
    pastEvents: [
      sampleEvent({
        id: 31,
        status: 'past',
        title: 'Circuits Clinic',
        date: '2025-09-10',
        registrations: 12,
        checkedIn: 9,
        checkedInMembers: 6,
      }),
    ],
  });
  fetchMock.mockImplementation(
    dashboardApi(data, (path) => {
      const url = new URL(path, 'http://localhost');
      if (url.pathname !== REPORTS) return undefined;
      const year = Number(url.searchParams.get('year') ?? currentYear);
      const report = ownReport(year, year === currentYear ? [1, 2, 0, 1] : [0, 1]);
      return json(200, report);
    }) as typeof fetch,
  );
  if (together > 1) {
    const answer = fetchMock.getMockImplementation() as typeof fetch;
    fetchMock.mockImplementation(async (input, init) => {
      if (!String(input).startsWith(REPORTS)) return answer(input, init);
      await new Promise<void>((release) => {
        asked.push(release);
        if (asked.length >= together) for (const each of asked) each();
      });
      return answer(input, init);
    });
  }
}

const reportReads = () =>
  fetchMock.mock.calls.map(([path]) => String(path)).filter((path) => path.startsWith(REPORTS));

describe("an organisation dashboard's Reports tab", () => {
  it("shows the organisation's own year, from its own API, without the branch's settings", async () => {
    serve();
    renderDashboard('/societies/computer-society/dashboard/reports');
    expect(
      await screen.findByRole('heading', { name: `Annual report ${labelOf(currentYear)}` }),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Reports' }).getAttribute('aria-selected')).toBe('true');
    const table = screen.getByRole('table', { name: /^Events and attendance by organisation/ });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Computer Society', 'Total — each joint event once']);
    expect(screen.queryByLabelText('The academic year starts in')).toBeNull();

    fireEvent.change(screen.getByLabelText('Academic year'), {
      target: { value: String(currentYear - 1) },
    });
    expect(
      await screen.findByRole('heading', { name: `Annual report ${labelOf(currentYear - 1)}` }),
    ).toBeTruthy();
    expect(reportReads()).toEqual([REPORTS, `${REPORTS}?year=${currentYear - 1}`]);
    expect(screen.getByTestId('location').textContent).toBe(
      `/societies/computer-society/dashboard/reports?year=${currentYear - 1}`,
    );
  });
});

describe("an organisation dashboard's Overview charts", () => {
  it("asks for this year's and last year's reports at once, and charts them", async () => {
    // Neither report answers until both were asked for.
    serve(2);
    renderDashboard('/societies/computer-society/dashboard');
    const title = `Events per month, ${labelOf(currentYear)} against ${labelOf(currentYear - 1)}`;
    const chart = await screen.findByRole('figure', { name: title });
    expect(reportReads().sort()).toEqual([REPORTS, `${REPORTS}?year=${currentYear - 1}`]);
    expect(within(chart).getByText(/^4 events so far in .*; 1 event in all of /)).toBeTruthy();
    expect(screen.getByText('Average rating this year')).toBeTruthy();
    const attendance = screen.getByRole('figure', {
      name: 'Registrations and attendance, latest past events',
    });
    expect(within(attendance).getAllByRole('row')[1]?.textContent).toBe('Circuits Clinic1263');
    // The Overview's own list still shows the latest past events.
    expect(screen.getByRole('heading', { name: 'Recent Past Events' })).toBeTruthy();
  });
});
