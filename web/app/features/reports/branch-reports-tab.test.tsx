import type { AnnualReport } from '@chapterhouse/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleAnnualReport, samplePreviousReport } from '../../../test/annual-fixtures';
import { adminApi, json, STALE, sampleAdminData } from '../../../test/console-fixtures';
import { stubFetchPerTest } from '../../../test/fetch-stub';
import { renderAdmin, writesOf } from '../../routes/admin/test-render';

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
  toast.remove();
  vi.restoreAllMocks();
});

const REPORTS = '/api/admin/reports/annual';

/**
 * Signs in as the branch admin and answers the annual report of each year (`?year=`, else
 * 2025–26); the start month's PUT answers `onSave`'s response.
 */
function serve(onSave?: (body: { startMonth: number; version: number }) => Response) {
  localStorage.setItem('authToken', 't');
  const reports: Record<string, AnnualReport> = {
    '2025': sampleAnnualReport(),
    '2024': samplePreviousReport(),
  };
  fetchMock.mockImplementation(
    adminApi(sampleAdminData(), (path, init) => {
      const url = new URL(path, 'http://localhost');
      if (url.pathname === REPORTS) {
        const report = reports[url.searchParams.get('year') ?? '2025'];
        return report ? json(200, report) : json(400, { error: 'Choose a year from 2000' });
      }
      if (url.pathname === '/api/admin/reports/academic-year' && init?.method === 'PUT') {
        return onSave?.(JSON.parse(String(init.body)));
      }
      return undefined;
    }) as typeof fetch,
  );
}

const reportReads = () =>
  fetchMock.mock.calls.map(([path]) => String(path)).filter((path) => path.startsWith(REPORTS));

describe('Reports tab of the branch console', () => {
  it('shows the current academic year, and another year when it is chosen', async () => {
    serve();
    renderAdmin('/admin/reports');
    expect(await screen.findByRole('heading', { name: 'Annual report 2025–26' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Reports' }).getAttribute('aria-selected')).toBe('true');
    expect(
      screen.getByRole('rowheader', { name: 'Branch total — each joint event once' }),
    ).toBeTruthy();
    expect(reportReads()).toEqual([REPORTS]);

    const year = screen.getByLabelText('Academic year') as HTMLSelectElement;
    expect([...year.options].map((option) => [option.value, option.text])).toEqual([
      ['2025', '2025–26'],
      ['2024', '2024–25'],
      ['2023', '2023–24'],
    ]);
    fireEvent.change(year, { target: { value: '2024' } });
    expect(await screen.findByRole('heading', { name: 'Annual report 2024–25' })).toBeTruthy();
    expect(reportReads()).toEqual([REPORTS, `${REPORTS}?year=2024`]);
    expect(screen.getByTestId('location').textContent).toBe('/admin/reports?year=2024');
    expect(year.value).toBe('2024');
  });

  it('shows the current year, and says why, when the URL names no year it can show', async () => {
    serve();
    renderAdmin('/admin/reports?year=1999');
    expect(await screen.findByRole('heading', { name: 'Annual report 2025–26' })).toBeTruthy();
    expect(
      screen.getByText('Choose a year from 2000: showing 2025–26, the current academic year.'),
    ).toBeTruthy();
    expect(reportReads()).toEqual([REPORTS]);
  });

  it('saves the month the academic year starts in, with the version it was read at', async () => {
    const saved: unknown[] = [];
    serve((body) => {
      saved.push(body);
      return json(200, { startMonth: body.startMonth, version: 6 });
    });
    renderAdmin('/admin/reports');
    const month = (await screen.findByLabelText(
      'The academic year starts in',
    )) as HTMLSelectElement;
    expect(month.value).toBe('7');
    fireEvent.change(month, { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The academic year now starts in August.')).toBeTruthy();
    expect(writesOf(fetchMock)).toEqual([
      {
        path: '/api/admin/reports/academic-year',
        method: 'PUT',
        body: { startMonth: 8, version: 5 },
      },
    ]);
    // The report is read again, in the new months.
    await waitFor(() => expect(reportReads()).toHaveLength(2));
  });

  it('reports a conflict when someone changed the settings since', async () => {
    serve(() => json(409, { error: STALE }));
    renderAdmin('/admin/reports');
    const month = await screen.findByLabelText('The academic year starts in');
    fireEvent.change(month, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toContain(STALE);
    expect(writesOf(fetchMock)).toEqual([
      {
        path: '/api/admin/reports/academic-year',
        method: 'PUT',
        body: { startMonth: 1, version: 5 },
      },
    ]);
    expect(screen.queryByText(/now starts in/)).toBeNull();
  });

  it('sends nothing for a month that is not one', async () => {
    serve(() => json(200, { startMonth: 7, version: 6 }));
    renderAdmin('/admin/reports');
    const month = await screen.findByLabelText('The academic year starts in');
    fireEvent.change(month, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Choose a month from 1 (January) to 12 (December)'),
    ).toBeTruthy();
    expect(writesOf(fetchMock)).toEqual([]);
  });
});
