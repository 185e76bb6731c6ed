import type {
  DashboardSeries,
  IssuedSeriesCertificate,
  SeriesCertificates,
} from '@chapterhouse/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardApi, json, sampleData } from '../../../test/dashboard-fixtures';
import { renderDashboard } from '../../routes/organisation-dashboard/test-render';
import { SERIES_NO_SHARE, SERIES_NOT_OVER_YET } from './series-certificates';

const fetchMock = vi.fn<typeof fetch>();

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
  localStorage.clear();
});

/** The loader reads by the URL's slug; changes go by the organisation's id. */
const READ_API = '/api/society-dashboard/society/computer-society/series/4/certificates';
const API = '/api/society-dashboard/society/3/series/4/certificates';
const SERIES_PAGE = '/societies/computer-society/dashboard/events/series/4';
const PAGE = `${SERIES_PAGE}/certificates`;

const ref = { id: 3, slug: 'computer-society', name: 'Computer Society', kind: 'society' as const };

const certificate = (
  overrides: Partial<IssuedSeriesCertificate> = {},
): IssuedSeriesCertificate => ({
  id: 70,
  code: 'q0T3mVx8b2YfR1kP7sLw9A',
  recipientName: 'Asha Rao',
  email: 'asha@example.edu',
  role: 'Participant',
  registrationId: null,
  status: 'valid',
  issuedAt: '2031-01-23T10:00:00.000Z',
  revokedAt: null,
  revokeReason: null,
  mailedAt: '2031-01-23T10:01:00.000Z',
  verifyPath: '/certificates/q0T3mVx8b2YfR1kP7sLw9A',
  version: 1,
  sessions: { attended: 4, held: 4 },
  ...overrides,
});

/** Four sessions held, 75% asked: Asha (4, holds one), Bala (3, due one), Chitra (2, short). */
const sample = (overrides: Partial<SeriesCertificates['series']> = {}): SeriesCertificates => ({
  series: {
    id: 4,
    title: 'Coding Club',
    organisation: ref,
    certificateShare: 75,
    sessionsHeld: 4,
    lastHeldDate: '2031-01-22',
    over: true,
    ...overrides,
  },
  people: [
    {
      name: 'Asha Rao',
      email: 'asha@example.edu',
      sessionsAttended: 4,
      reachesShare: true,
      certificateId: 70,
    },
    {
      name: 'Bala Iyer',
      email: 'bala@example.edu',
      sessionsAttended: 3,
      reachesShare: true,
      certificateId: null,
    },
    {
      name: 'Chitra Das',
      email: 'chitra@example.edu',
      sessionsAttended: 2,
      reachesShare: false,
      certificateId: null,
    },
  ],
  certificates: [certificate()],
  verification: { origin: 'https://ieee.example.edu', configured: true },
});

/** The dashboard's API with the series' certificates; `write` answers the changes. */
function serve(
  read: () => SeriesCertificates = () => sample(),
  write: (path: string, init?: RequestInit) => Response | undefined = () => undefined,
) {
  const sent: { method: string; path: string }[] = [];
  fetchMock.mockImplementation(
    dashboardApi(sampleData(), (path, init) => {
      const method = init?.method ?? 'GET';
      if (!path.startsWith(READ_API) && !path.startsWith(API)) return undefined;
      sent.push({ method, path });
      if (method === 'GET' && path === READ_API) return json(200, read());
      return write(path, init);
    }),
  );
  return sent;
}

describe('a series’ certificates', () => {
  it('is linked from the series’ page, beside its title', async () => {
    const series: DashboardSeries = {
      id: 4,
      organisation: ref,
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
      certificateShare: 75,
      version: 1,
    };
    fetchMock.mockImplementation(
      dashboardApi(sampleData(), (path) =>
        path === '/api/society-dashboard/society/computer-society/series/4'
          ? json(200, series)
          : undefined,
      ),
    );
    renderDashboard(SERIES_PAGE);
    const link = await screen.findByRole('link', { name: /^Certificates ?: Coding Club$/ });
    expect(link.getAttribute('href')).toBe(PAGE);
  });

  it('lists who attended how many sessions and who reaches the share, and issues to them', async () => {
    let issued = false;
    const sent = serve(
      () =>
        issued
          ? {
              ...sample(),
              people: sample().people.map((person) =>
                person.name === 'Bala Iyer' ? { ...person, certificateId: 71 } : person,
              ),
              certificates: [
                certificate({
                  id: 71,
                  recipientName: 'Bala Iyer',
                  email: 'bala@example.edu',
                  mailedAt: null,
                  sessions: { attended: 3, held: 4 },
                }),
                certificate(),
              ],
            }
          : sample(),
      (path, init) => {
        if (init?.method !== 'POST' || path !== API) return undefined;
        issued = true;
        return json(200, { ...sample(), issued: 1 });
      },
    );
    renderDashboard(PAGE);
    const page = await screen.findByRole('article', { name: 'Certificates: Coding Club' });
    // Under the Events tab.
    expect(screen.getByRole('tab', { name: 'Events' }).getAttribute('aria-selected')).toBe('true');
    expect(page.textContent).toContain('4 sessions held, the last on');
    expect(page.textContent).toContain('at least 75% of the sessions held: 3 of 4');

    const people = within(page).getByRole('table', {
      name: 'Who attended the sessions of Coding Club',
    });
    expect(
      within(people)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'E-mail', 'Attended', 'Reaches the share', 'Certificate']);
    const bala = within(people).getByRole('row', { name: /Bala Iyer/ });
    expect(bala.textContent).toContain('attended 3 of 4');
    expect(within(bala).getByText('Yes')).toBeTruthy();
    expect(within(bala).getByText('None yet')).toBeTruthy();
    const chitra = within(people).getByRole('row', { name: /Chitra Das/ });
    expect(chitra.textContent).toContain('attended 2 of 4');
    expect(within(chitra).getByText('No')).toBeTruthy();
    expect(within(page).getByText('1 reaches the share and holds none yet')).toBeTruthy();

    const issuedTable = within(page).getByRole('table', {
      name: 'Certificates issued for Coding Club',
    });
    const asha = within(issuedTable).getByRole('row', { name: /Asha Rao/ });
    expect(within(asha).getByText('Attended 4 of 4 sessions')).toBeTruthy();
    expect(
      within(asha)
        .getByRole('link', { name: /^Verify page/ })
        .getAttribute('href'),
    ).toBe('/certificates/q0T3mVx8b2YfR1kP7sLw9A');
    expect(within(asha).getByRole('button', { name: /^PDF/ })).toBeTruthy();

    const button = screen.getByRole('button', { name: 'Issue certificates' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(await screen.findByText('Issued 1 certificate')).toBeTruthy();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', path: API }]);
    // Read again: Bala holds one now.
    await waitFor(() => expect(within(issuedTable).getAllByRole('row')).toHaveLength(3));
    const balaIssued = within(issuedTable).getByRole('row', { name: /Bala Iyer/ });
    expect(within(balaIssued).getByText('Attended 3 of 4 sessions')).toBeTruthy();
    expect(within(balaIssued).getByText('Preparing mail')).toBeTruthy();
  });

  it('reports a refusal from the server', async () => {
    serve(undefined, (path, init) =>
      init?.method === 'POST' && path === API
        ? json(409, { error: 'Set the share of sessions in the series’ settings.' })
        : undefined,
    );
    renderDashboard(PAGE);
    await screen.findByRole('article', { name: 'Certificates: Coding Club' });
    fireEvent.click(screen.getByRole('button', { name: 'Issue certificates' }));
    expect(
      await screen.findByText('Set the share of sessions in the series’ settings.'),
    ).toBeTruthy();
  });

  it('says why nothing can be issued while the series is not over, or has no share', async () => {
    const sent = serve(() => sample({ over: false, sessionsHeld: 2 }));
    renderDashboard(PAGE);
    await screen.findByRole('article', { name: 'Certificates: Coding Club' });
    const button = screen.getByRole('button', { name: 'Issue certificates' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(SERIES_NOT_OVER_YET);
    fireEvent.click(button);
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
    cleanup();

    serve(() => sample({ certificateShare: null }));
    renderDashboard(PAGE);
    await screen.findByRole('article', { name: 'Certificates: Coding Club' });
    const shareless = screen.getByRole('button', {
      name: 'Issue certificates',
    }) as HTMLButtonElement;
    expect(shareless.disabled).toBe(true);
    const why = document.getElementById(shareless.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toContain(SERIES_NO_SHARE);
    expect(
      within(why as HTMLElement)
        .getByRole('link', { name: 'Open the series’ settings' })
        .getAttribute('href'),
    ).toBe(SERIES_PAGE);
    expect(screen.getByText(/No share of sessions is set/)).toBeTruthy();
  });
});
