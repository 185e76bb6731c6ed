import type { DashboardSeries } from '@chapterhouse/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardApi, json, sampleData } from '../../../test/dashboard-fixtures';
import { answerConfirmation } from '../../components/console/test-render';
import { renderDashboard } from '../../routes/organisation-dashboard/test-render';
import {
  CONFIRM_DELETE_SERIES,
  confirmLeaveOut,
  SERIES_DELETED,
  SERIES_END_REQUIRED,
  SERIES_SETTINGS_SAVED,
} from './series-dashboard';

const fetchMock = vi.fn<typeof fetch>();
const STALE =
  'Someone else saved changes to this page since you opened it. Reload to see them, then make your changes again.';
const PAGE = '/societies/computer-society/dashboard/events/series/4';
/** Reads name the organisation as the URL does; writes by its id, as the dashboard knows it. */
const READ = '/api/society-dashboard/society/computer-society/series/4';
const WRITE = '/api/society-dashboard/society/3/series/4';

beforeEach(() => {
  localStorage.setItem('authToken', 't');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

type Session = DashboardSeries['sessions'][number];

const session = (overrides: Partial<Session>): Session => ({
  eventId: 101,
  originalDate: '2031-01-01',
  date: '2031-01-01',
  startTime: '18:00',
  endTime: '19:30',
  location: null,
  state: 'scheduled',
  past: false,
  changed: false,
  registrations: 0,
  checkedIn: 0,
  ...overrides,
});

/** Four Wednesdays: one held, one moved to the Thursday, one cancelled, one not made yet. */
const sampleSeries = (overrides: Partial<DashboardSeries> = {}): DashboardSeries => ({
  id: 4,
  organisation: { id: 3, slug: 'computer-society', name: 'Computer Society', kind: 'society' },
  title: 'Coding Club',
  description: 'Code together.',
  location: 'Lab 1',
  summary: 'Every Wednesday, 18:00 to 19:30, 4 sessions',
  registrationScope: 'session',
  timeZoneName: 'GMT+5:30',
  sessions: [
    session({ past: true, registrations: 12, checkedIn: 10 }),
    session({
      eventId: 102,
      originalDate: '2031-01-08',
      date: '2031-01-09',
      location: 'Hall B',
      changed: true,
      registrations: 3,
    }),
    session({ eventId: 103, originalDate: '2031-01-15', date: '2031-01-15', state: 'cancelled' }),
    session({ eventId: null, originalDate: '2031-01-22', date: '2031-01-22' }),
  ],
  frequency: 'weekly',
  until: null,
  count: 4,
  exceptions: [],
  certificateShare: null,
  version: 5,
  ...overrides,
});

/** The dashboard's API with the series as `current()` holds it; writes go to `onWrite`. */
function seriesApi(
  current: () => DashboardSeries | null,
  onWrite: (path: string, init: RequestInit) => Response = () => json(500, {}),
) {
  return dashboardApi(sampleData(), (path, init) => {
    if (init?.method && init.method !== 'GET') return onWrite(path, init);
    if (path !== READ) return undefined;
    const series = current();
    return series ? json(200, series) : json(404, { error: 'Series not found.' });
  });
}

const writes = () =>
  fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
const bodyOf = (index: number) => JSON.parse(String(writes()[index]?.[1]?.body));
const sessionList = () => screen.findByRole('list', { name: 'Sessions of Coding Club' });
const items = async () => within(await sessionList()).getAllByRole('listitem');

describe("a series' dashboard page", () => {
  it('lists the sessions with their marks, registrations and pages', async () => {
    fetchMock.mockImplementation(seriesApi(() => sampleSeries()));
    renderDashboard(PAGE);
    expect(await screen.findByRole('heading', { level: 2, name: 'Coding Club' })).toBeTruthy();
    expect(screen.getByText(/Every Wednesday, 18:00 to 19:30, 4 sessions/).textContent).toContain(
      '(times in GMT+5:30)',
    );
    const [held, moved, cancelled, later] = await items();
    if (!held || !moved || !cancelled || !later) throw new Error('four sessions expected');

    const first = within(held);
    expect(first.getByText('Wednesday 1 January 2031')).toBeTruthy();
    expect(first.getByText('Past')).toBeTruthy();
    expect(first.getByText('12 registered, 10 checked in')).toBeTruthy();
    expect(held.textContent).toContain('18:00 to 19:30 · Lab 1');
    const hrefOf = (name: RegExp) => first.getByRole('link', { name }).getAttribute('href');
    expect(hrefOf(/^Preview/)).toBe('/societies/computer-society/dashboard/events/101/preview');
    expect(hrefOf(/^Registrations/)).toBe(
      '/societies/computer-society/dashboard/events/101/registrations',
    );
    expect(hrefOf(/^Report/)).toBe('/societies/computer-society/dashboard/events/101/report');
    // It took place: nothing to leave out.
    expect(first.queryByRole('button')).toBeNull();

    expect(within(moved).getByText('Moved from 8 Jan 2031')).toBeTruthy();
    expect(moved.textContent).toContain('Hall B');
    expect(within(moved).getByText('3 registered')).toBeTruthy();
    // People registered: cancelled (which tells them), never left out.
    expect(within(moved).queryByRole('button', { name: /^Leave out/ })).toBeNull();
    expect(within(moved).queryByRole('link', { name: /^Report/ })).toBeNull();

    expect(within(cancelled).getByText('Cancelled')).toBeTruthy();
    expect(within(cancelled).getByRole('button', { name: /^Leave out/ })).toBeTruthy();

    // Beyond the window: a date, no pages yet.
    expect(within(later).getByText('Not open yet')).toBeTruthy();
    expect(within(later).queryByRole('link')).toBeNull();
    expect(
      within(later).getByRole('button', { name: /^Leave out\W+session of Wednesday 22 January/ }),
    ).toBeTruthy();
  });

  it('leaves a session out once asked, with the version loaded', async () => {
    let current = sampleSeries();
    fetchMock.mockImplementation(
      seriesApi(
        () => current,
        (path, init) => {
          expect(path).toBe(`${WRITE}/leave-out`);
          expect(init.method).toBe('POST');
          current = sampleSeries({
            sessions: current.sessions.slice(0, 3),
            exceptions: ['2031-01-22'],
            version: 6,
          });
          return json(200, current);
        },
      ),
    );
    renderDashboard(PAGE);
    const later = (await items())[3] as HTMLElement;
    const question = confirmLeaveOut('Wednesday 22 January 2031');
    fireEvent.click(within(later).getByRole('button', { name: /^Leave out/ }));
    await answerConfirmation(question, false);
    expect(writes()).toHaveLength(0);

    fireEvent.click(within(later).getByRole('button', { name: /^Leave out/ }));
    await answerConfirmation(question, true);
    expect(
      await screen.findByText(
        'The session of Wednesday 22 January 2031 is left out of the series.',
      ),
    ).toBeTruthy();
    expect(bodyOf(0)).toEqual({ version: 5, date: '2031-01-22' });
    await waitFor(async () => expect(await items()).toHaveLength(3));
    expect(screen.getByText('Left out: 22 Jan 2031.')).toBeTruthy();
  });

  it('saves its settings with the version loaded; a conflict says so and shows them as they are', async () => {
    let current = sampleSeries();
    let saves = 0;
    fetchMock.mockImplementation(
      seriesApi(
        () => current,
        (path, init) => {
          expect(path).toBe(WRITE);
          expect(init.method).toBe('PUT');
          saves += 1;
          if (saves === 1) {
            current = sampleSeries({
              summary: 'Every Wednesday, 18:00 to 19:30, 6 sessions',
              count: 6,
              registrationScope: 'series',
              certificateShare: 80,
              version: 6,
            });
            return json(200, current);
          }
          // Someone else saved meanwhile.
          current = sampleSeries({ count: 8, version: 8 });
          return json(409, { error: STALE });
        },
      ),
    );
    renderDashboard(PAGE);
    const settings = await screen.findByRole('region', { name: 'Settings' });
    const count = () => within(settings).getByLabelText('Number of sessions') as HTMLInputElement;
    const save = () =>
      fireEvent.click(within(settings).getByRole('button', { name: 'Save settings' }));
    expect(count().value).toBe('4');

    // The chosen end left blank: said beside it, nothing sent.
    fireEvent.input(count(), { target: { value: '' } });
    save();
    expect(await within(settings).findByText(SERIES_END_REQUIRED)).toBeTruthy();
    expect(writes()).toHaveLength(0);

    fireEvent.input(count(), { target: { value: '6' } });
    fireEvent.click(within(settings).getByRole('radio', { name: 'Once for the whole series' }));
    fireEvent.input(
      within(settings).getByLabelText('Series certificate: share of sessions attended (%)'),
      { target: { value: '80' } },
    );
    save();
    expect(await screen.findByText(SERIES_SETTINGS_SAVED)).toBeTruthy();
    expect(bodyOf(0)).toEqual({
      version: 5,
      count: 6,
      until: null,
      registrationScope: 'series',
      certificateShare: 80,
    });

    // Saved again over version 6 (the page has loaded it), which is stale by now.
    expect(await screen.findByText(/6 sessions/)).toBeTruthy();
    expect(count().value).toBe('6');
    fireEvent.click(within(settings).getByRole('radio', { name: 'On a date' }));
    fireEvent.input(within(settings).getByLabelText('Last session on'), {
      target: { value: '2031-02-26' },
    });
    save();
    expect(await screen.findByText(STALE)).toBeTruthy();
    expect(screen.getByText(STALE).closest('[role="alert"]')).toBeTruthy();
    expect(bodyOf(1)).toMatchObject({ version: 6, count: null, until: '2031-02-26' });
    // The series as it is now: ended after 8 sessions.
    await waitFor(() => expect(count().value).toBe('8'));
  });

  it('deletes the series once asked, then shows the events; a refusal says why', async () => {
    let deletes = 0;
    const refusal = 'An upcoming session has registrations: cancel it instead.';
    fetchMock.mockImplementation(
      seriesApi(
        () => sampleSeries(),
        (path, init) => {
          expect(path).toBe(WRITE);
          expect(init.method).toBe('DELETE');
          deletes += 1;
          return deletes === 1
            ? json(409, { error: refusal })
            : new Response(null, { status: 204 });
        },
      ),
    );
    renderDashboard(PAGE);
    const remove = await screen.findByRole('button', { name: 'Delete series' });
    fireEvent.click(remove);
    await answerConfirmation(CONFIRM_DELETE_SERIES, true);
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(PAGE);

    fireEvent.click(screen.getByRole('button', { name: 'Delete series' }));
    await answerConfirmation(CONFIRM_DELETE_SERIES, true);
    expect(await screen.findByText(SERIES_DELETED)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/societies/computer-society/dashboard/events',
      ),
    );
  });

  it('says so when the organisation has no such series', async () => {
    fetchMock.mockImplementation(seriesApi(() => null));
    renderDashboard(PAGE);
    expect(await screen.findByRole('heading', { name: 'Series not found.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All events' }).getAttribute('href')).toBe(
      '/societies/computer-society/dashboard/events',
    );
  });
});
