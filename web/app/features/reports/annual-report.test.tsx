import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleAnnualReport } from '../../../test/annual-fixtures';
import { stubFetchPerTest } from '../../../test/fetch-stub';
import { renderInRouter } from '../../components/console/test-render';
import { type AnnualScope, BRANCH_SCOPE } from './annual-api';
import { AnnualReportView, uniqueLabels } from './annual-report';

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
  toast.remove();
  vi.restoreAllMocks();
});

const table = () =>
  screen.getByRole('table', { name: 'Events and attendance by organisation, 2025–26' });

/** Each row's header and cells, as text. */
const rowsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ]);

function renderReport(scope: AnnualScope = BRANCH_SCOPE, report = sampleAnnualReport()) {
  return renderInRouter(() => (
    <AnnualReportView
      scope={scope}
      read={{ report, refusedYear: null }}
      subject={scope.kind === 'branch' ? 'The whole branch' : 'Computer Society'}
    />
  ));
}

describe('AnnualReportView', () => {
  it("shows each organisation's year and the branch total, each joint event once", async () => {
    renderReport();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Annual report 2025–26' }),
    ).toBeTruthy();
    expect(screen.getByText('The whole branch, 1 Jul 2025 to 30 Jun 2026')).toBeTruthy();
    const headers = within(table())
      .getAllByRole('columnheader')
      // Long words may break at their soft hyphens.
      .map((header) => header.textContent?.replaceAll('\u00AD', ''));
    expect(headers).toEqual([
      'Organisation',
      'Events',
      'Technical',
      'Professional',
      'Non-technical',
      'Administrative',
      'Humanitarian',
      'Educational',
      'Technical meetings (2 required)',
      'IEEE members attended',
      'Of them verified by the roster',
      'Guests attended',
      'Achievements',
      'Photos',
      'Average rating (1–5)',
      'Income (INR)',
    ]);
    expect(rowsOf(table())).toEqual([
      [
        'Computer Society',
        '5',
        '3',
        '1',
        '0',
        '0',
        '0',
        '1',
        '3 of 2✓ Met',
        '120',
        '100',
        '45',
        '2',
        '30',
        '4.3 from 27 answers',
        '12,500.0013,000.00 collected500.00 refunded',
      ],
      [
        'Sensors Council',
        '2',
        '1',
        '0',
        '0',
        '0',
        '1',
        '0',
        '1 of 2✗ Not met',
        '30',
        '20',
        '12',
        '0',
        '4',
        'No answers',
        '0.00',
      ],
      [
        'Branch total — each joint event once',
        '6',
        '3',
        '1',
        '0',
        '0',
        '1',
        '1',
        '3',
        '140',
        '120',
        '52',
        '2',
        '34',
        '4.3 from 27 answers',
        '12,500.0013,000.00 collected500.00 refunded',
      ],
    ]);
    // The marker is a word, not a colour alone: the tick and cross are hidden from screen readers.
    expect(within(table()).getByText('✓', { exact: false }).getAttribute('aria-hidden')).toBe(
      'true',
    );
  });

  it("shows each organisation's income and the branch's, refunds under it when there were any", async () => {
    const report = sampleAnnualReport();
    const [society, council] = report.organisations;
    if (!society || !council) throw new Error('The sample has two organisations');
    society.income = { collected: '2400.00', refunded: '0.00', net: '2400.00' };
    council.income = { collected: '1250.50', refunded: '250.00', net: '1000.50' };
    report.totals.income = { collected: '3650.50', refunded: '250.00', net: '3400.50' };
    renderReport(BRANCH_SCOPE, report);
    await screen.findByRole('heading', { level: 2, name: 'Annual report 2025–26' });
    const income = rowsOf(table()).map((row) => [row[0], row.at(-1)]);
    expect(income).toEqual([
      ['Computer Society', '2,400.00'],
      ['Sensors Council', '1,000.501,250.50 collected250.00 refunded'],
      ['Branch total — each joint event once', '3,400.503,650.50 collected250.00 refunded'],
    ]);
  });

  it('lists the officers of each organisation, and says when none were recorded', async () => {
    renderReport();
    const officers = await screen.findByRole('region', { name: 'Officers' });
    expect(within(officers).getByText('Asha Rao')).toBeTruthy();
    expect(within(officers).getByText(', Treasurer')).toBeTruthy();
    expect(within(officers).getByText('No officers recorded for this year.')).toBeTruthy();
  });

  it('draws events per month and attendance per organisation, with their figures behind them', async () => {
    renderReport();
    const months = await screen.findByRole('figure', { name: 'Events per month' });
    expect(within(months).getByText('6 events in 2025–26, most in Sep 2025 (2).')).toBeTruthy();
    const monthRows = within(months).getAllByRole('row');
    expect(monthRows[1]?.textContent).toBe('Jul 20250');
    expect(monthRows[2]?.textContent).toBe('Aug 20251');
    const attendance = screen.getByRole('figure', { name: 'Attendance per organisation' });
    expect(
      within(attendance)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'attendees ofIEEE membersGuests',
      'Computer Society12045',
      'Sensors Council3012',
      'Total15057',
    ]);
  });

  it('downloads each table of the chosen year as CSV, with the session', async () => {
    localStorage.setItem('authToken', 't');
    fetchMock.mockImplementation(
      async (path) =>
        new Response('Organisation,Events\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            // The server names the file (the next test's answer names none).
            'content-disposition': `attachment; filename="annual-report-2024-25-${new URL(String(path), 'http://localhost').searchParams.get('table')}.csv"`,
          },
        }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderReport(BRANCH_SCOPE, sampleAnnualReport({ year: 2024, label: '2024–25' }));

    fireEvent.click(
      await screen.findByRole('button', {
        name: /^Download CSV ?: Events and attendance by organisation$/,
      }),
    );
    await waitFor(() => expect(saved).toEqual(['annual-report-2024-25-organisations.csv']));
    fireEvent.click(screen.getByRole('button', { name: /^Download CSV ?: Officers$/ }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(fetchMock.mock.calls.map(([path, init]) => [String(path), init?.headers])).toEqual([
      [
        '/api/admin/reports/annual.csv?year=2024&table=organisations',
        { authorization: 'Bearer t' },
      ],
      ['/api/admin/reports/annual.csv?year=2024&table=officers', { authorization: 'Bearer t' }],
    ]);
    expect(saved[1]).toBe('annual-report-2024-25-officers.csv');
  });

  it("shows an organisation's own year under its own totals, its CSV from its dashboard", async () => {
    localStorage.setItem('authToken', 't');
    fetchMock.mockImplementation(async () => new Response('Month,Events\n', { status: 200 }));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const own = sampleAnnualReport();
    renderReport(
      { kind: 'organisation', target: { kind: 'society', org: 3 } },
      { ...own, organisations: own.organisations.slice(0, 1) },
    );
    expect(await screen.findByText('Computer Society, 1 Jul 2025 to 30 Jun 2026')).toBeTruthy();
    expect(rowsOf(table()).map((row) => row[0])).toEqual([
      'Computer Society',
      'Total — each joint event once',
    ]);
    fireEvent.click(screen.getByRole('button', { name: /^Download CSV ?: Events per month$/ }));
    await waitFor(() =>
      expect(saved).toEqual(['annual-report-computer-society-2025-26-months.csv']),
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/society-dashboard/society/3/reports/annual.csv?year=2025&table=months',
    );
  });

  it('prints the page', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderReport();
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('keeps repeated chart labels apart', () => {
    expect(
      uniqueLabels([
        { label: 'Workshop', values: [1] },
        { label: 'Talk', values: [2] },
        { label: 'Workshop', values: [3] },
      ]).map((group) => group.label),
    ).toEqual(['Workshop', 'Talk', 'Workshop (2)']);
  });
});
