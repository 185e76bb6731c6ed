import type { Attendance, DashboardSeries, SeriesReport } from '@chapterhouse/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardApi, json, sampleData } from '../../../test/dashboard-fixtures';
import { renderDashboard } from '../../routes/organisation-dashboard/test-render';

const fetchMock = vi.fn<typeof fetch>();
const { createObjectURL, revokeObjectURL } = URL;

beforeEach(() => {
  localStorage.setItem('authToken', 't');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  toast.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  localStorage.clear();
});

/** Reads name the organisation as the URL does; the CSV goes by its id, as the dashboard knows it. */
const REPORT_API = '/api/society-dashboard/society/computer-society/series/4/report';
const CSV_API = '/api/society-dashboard/society/3/series/4/report.csv';
const PAGE = '/societies/computer-society/dashboard/events/series/4/report';

const attendance = (overrides: Partial<Attendance>): Attendance => ({
  registered: 0,
  checkedIn: 0,
  inPerson: 0,
  online: 0,
  members: 0,
  verifiedMembers: 0,
  declaredMembers: 0,
  verifiedAsOf: null,
  guests: 0,
  countedBy: 'check-ins',
  ...overrides,
});

/** Two sessions held (one with an online attendee), one cancelled, one to come. */
const sampleReport = (overrides: Partial<SeriesReport> = {}): SeriesReport => ({
  series: {
    id: 4,
    title: 'Coding Club',
    summary: 'Every Wednesday, 18:00 to 19:30, 4 sessions',
    organisation: { id: 3, slug: 'computer-society', name: 'Computer Society', kind: 'society' },
    certificateShare: 75,
  },
  sessions: [
    {
      eventId: 101,
      title: 'Coding Club',
      date: '2031-01-01',
      startTime: '18:00',
      endTime: '19:30',
      state: 'scheduled',
      past: true,
      attendance: attendance({
        registered: 4,
        checkedIn: 3,
        inPerson: 3,
        members: 2,
        verifiedMembers: 1,
        declaredMembers: 1,
        guests: 1,
      }),
    },
    {
      eventId: 102,
      title: 'Coding Club',
      date: '2031-01-08',
      startTime: '18:00',
      endTime: '19:30',
      state: 'scheduled',
      past: true,
      attendance: attendance({
        registered: 3,
        checkedIn: 2,
        inPerson: 1,
        online: 1,
        members: 1,
        verifiedMembers: 1,
        guests: 1,
      }),
    },
    {
      eventId: 103,
      title: 'Coding Club',
      date: '2031-01-15',
      startTime: '18:00',
      endTime: '19:30',
      state: 'cancelled',
      past: true,
      attendance: null,
    },
    {
      eventId: 104,
      title: 'Coding Club',
      date: '2031-01-22',
      startTime: '18:00',
      endTime: '19:30',
      state: 'scheduled',
      past: false,
      attendance: null,
    },
  ],
  totals: {
    sessionsHeld: 2,
    sessionsCancelled: 1,
    sessionsToCome: 1,
    registered: 7,
    checkedIn: 5,
    inPerson: 4,
    online: 1,
    members: 3,
    verifiedMembers: 2,
    declaredMembers: 1,
    guests: 2,
    attendance: 5,
    averageAttendance: 2.5,
  },
  people: {
    attendees: 4,
    bySessions: [
      { sessions: 1, people: 3 },
      { sessions: 2, people: 1 },
    ],
    sessionsForCertificate: 2,
    reachingCertificate: 1,
  },
  ...overrides,
});

function serve(report: () => Response = () => json(200, sampleReport())) {
  fetchMock.mockImplementation(
    dashboardApi(sampleData(), (path) => (path === REPORT_API ? report() : undefined)),
  );
}

/** A term and its value in a description list. */
const termValue = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('a series’ summary report', () => {
  it('shows the totals, a row a session with links to their reports, and how often people came', async () => {
    serve();
    renderDashboard(PAGE);
    const article = await screen.findByRole('article', { name: 'Summary report: Coding Club' });
    // Under the Events tab.
    expect(screen.getByRole('tab', { name: 'Events' }).getAttribute('aria-selected')).toBe('true');
    expect(within(article).getByText('Every Wednesday, 18:00 to 19:30, 4 sessions')).toBeTruthy();
    expect(
      within(article)
        .getByRole('link', { name: /The series/ })
        .getAttribute('href'),
    ).toBe('/societies/computer-society/dashboard/events/series/4');

    const totals = within(article).getByRole('region', { name: 'Totals' });
    expect(termValue(totals, 'Sessions held')).toBe('2');
    expect(termValue(totals, 'Total attendance')).toBe('5');
    expect(termValue(totals, 'Average per session')).toBe('2.5');
    expect(termValue(totals, 'Different people')).toBe('4');
    expect(termValue(totals, 'In person')).toBe('4');
    expect(termValue(totals, 'Online')).toBe('1');
    expect(termValue(totals, 'IEEE members')).toBe('3');
    expect(termValue(totals, 'Guests')).toBe('2');
    expect(
      within(totals).getByText(/Not counted: 1 cancelled session and 1 session to come\./),
    ).toBeTruthy();

    // The table scrolls within its own region (focusable, named), never the page.
    const region = within(article).getByRole('region', { name: 'Sessions of Coding Club' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.className).toContain('overflow-x-auto');
    const table = within(region).getByRole('table');
    expect(rowTexts(table)).toEqual([
      ['Date', 'State', 'Registered', 'In person', 'Online', 'IEEE members', 'Guests', 'Total'],
      ['1 Jan 2031: its report', 'Held', '4', '3', '0', '2', '1', '3'],
      ['8 Jan 2031: its report', 'Held', '3', '1', '1', '1', '1', '2'],
      [
        '15 Jan 2031: its report',
        'Cancelled',
        '—None',
        '—None',
        '—None',
        '—None',
        '—None',
        '—None',
      ],
      ['22 Jan 2031', 'To come', '—None', '—None', '—None', '—None', '—None', '—None'],
      ['Total, 2 sessions held', '7', '4', '1', '3', '2', '5'],
    ]);
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/societies/computer-society/dashboard/events/101/report',
      '/societies/computer-society/dashboard/events/102/report',
      '/societies/computer-society/dashboard/events/103/report',
    ]);

    const people = within(article).getByRole('region', { name: 'How often people came' });
    expect(people.textContent).toContain(
      'The certificate asks for 75% of the sessions held: 2 of 2. 1 person reaches it so far.',
    );
    expect(rowTexts(within(people).getByRole('table'))).toEqual([
      ['Sessions attended', 'People'],
      ['1 of 2', '3'],
      ['2 of 2✓ Certificate', '1'],
    ]);

    fireEvent.click(within(table).getByRole('link', { name: /^1 Jan 2031\W+its report$/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/societies/computer-society/dashboard/events/101/report',
      ),
    );
  });

  it('says when the series gives no certificate, and leaves out the online split when none', async () => {
    const report = sampleReport();
    serve(() =>
      json(200, {
        ...report,
        series: { ...report.series, certificateShare: null },
        totals: { ...report.totals, online: 0, inPerson: 5 },
        people: { ...report.people, sessionsForCertificate: null, reachingCertificate: null },
      }),
    );
    renderDashboard(PAGE);
    const people = await screen.findByRole('region', { name: 'How often people came' });
    expect(within(people).getByText(/The series gives no certificate/)).toBeTruthy();
    expect(within(people).queryByText(/Certificate$/)).toBeNull();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).queryByText('Online', { selector: 'dt' })).toBeNull();
  });

  it('downloads the CSV with the session, under the name the server gives it', async () => {
    serve();
    const api = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === CSV_API
        ? new Response('Date,Title\n', {
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': 'attachment; filename="series-report-coding-club.csv"',
            },
          })
        : (api as typeof fetch)(input, init),
    );
    Object.assign(URL, {
      createObjectURL: vi.fn((_blob: Blob) => 'blob:report'),
      revokeObjectURL: vi.fn(),
    });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });

    renderDashboard(PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(
      await screen.findByText('The report is saved as series-report-coding-club.csv.'),
    ).toBeTruthy();
    expect(downloads).toEqual(['series-report-coding-club.csv']);
    const call = fetchMock.mock.calls.find(([path]) => String(path) === CSV_API);
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBe('Bearer t');
  });

  it('says so when the organisation has no such series', async () => {
    serve(() => json(404, { error: 'Series not found.' }));
    renderDashboard(PAGE);
    expect(await screen.findByRole('heading', { name: 'Series not found.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All events' }).getAttribute('href')).toBe(
      '/societies/computer-society/dashboard/events',
    );
  });
});

describe('the series’ dashboard page', () => {
  it('links to the summary report beside the title', async () => {
    const series: DashboardSeries = {
      id: 4,
      organisation: { id: 3, slug: 'computer-society', name: 'Computer Society', kind: 'society' },
      title: 'Coding Club',
      description: 'Code together.',
      location: 'Lab 1',
      summary: 'Every Wednesday, 18:00 to 19:30, 4 sessions',
      registrationScope: 'session',
      timeZoneName: 'GMT+5:30',
      sessions: [],
      frequency: 'weekly',
      until: null,
      count: 4,
      exceptions: [],
      certificateShare: null,
      version: 1,
    };
    fetchMock.mockImplementation(
      dashboardApi(sampleData(), (path) =>
        path === '/api/society-dashboard/society/computer-society/series/4'
          ? json(200, series)
          : path === REPORT_API
            ? json(200, sampleReport())
            : undefined,
      ),
    );
    renderDashboard('/societies/computer-society/dashboard/events/series/4');
    const link = await screen.findByRole('link', { name: /^Summary report\W+Coding Club$/ });
    expect(link.getAttribute('href')).toBe(PAGE);
    fireEvent.click(link);
    expect(
      await screen.findByRole('article', { name: 'Summary report: Coding Club' }),
    ).toBeTruthy();
  });
});
