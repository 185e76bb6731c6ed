import type { DashboardEvent } from '@chapterhouse/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardData } from '../../../test/dashboard-fixtures';
import { dashboardApi, json, sampleData, sampleEvent } from '../../../test/dashboard-fixtures';
import { answerConfirmation } from '../../components/console/test-render';
import { renderDashboard } from '../../routes/organisation-dashboard/test-render';
import { CONFIRM_DELETE_EVENT, CONFIRM_DELETE_SESSION, CONFIRM_MOVE_TO_PAST } from './events-tab';

const fetchMock = vi.fn<typeof fetch>();
const STALE =
  'Someone else saved changes to this page since you opened it. Reload to see them, then make your changes again.';

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

const renderAt = renderDashboard;

const reads = () =>
  fetchMock.mock.calls.filter(
    ([path, init]) => (init?.method ?? 'GET') === 'GET' && String(path).includes('-dashboard/'),
  ).length;
const writes = () =>
  fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');

describe('events tab', () => {
  /** A fake API whose lists change with the writes, as the server's would. */
  function liveApi(data: DashboardData, onWrite?: (path: string, init: RequestInit) => Response) {
    return dashboardApi(data, (path, init) => {
      if (!init?.method || init.method === 'GET') return undefined;
      return onWrite?.(path, init) ?? json(500, { error: 'unexpected' });
    });
  }

  it('adds an upcoming event, then shows the list the server holds', async () => {
    const data = sampleData();
    const created = sampleEvent({ id: 77, title: 'Cloud Day', date: '2031-02-03', version: 1 });
    fetchMock.mockImplementation(
      liveApi(data, (path, init) => {
        expect(path).toBe('/api/society-dashboard/society/3/events/upcoming');
        expect(init.method).toBe('POST');
        data.upcomingEvents = [created, ...data.upcomingEvents];
        return json(201, created);
      }),
    );
    renderAt('/societies/computer-society/dashboard/events');
    const opener = await screen.findByRole('button', { name: 'Add Upcoming Event' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Add Upcoming Event' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = within(dialog).getByLabelText('Title');
    expect(document.activeElement).toBe(title);
    expect(
      within(dialog).getByText('Events with past dates are moved to Past Events automatically.'),
    ).toBeTruthy();

    fireEvent.input(title, { target: { value: 'Cloud Day' } });
    fireEvent.input(within(dialog).getByLabelText('Date'), { target: { value: '2031-02-03' } });
    fireEvent.input(within(dialog).getByLabelText('Description'), {
      target: { value: 'All about clouds' },
    });
    const loadsBefore = reads();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Event' }));

    expect(await screen.findByText('Event added to Upcoming Events.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    const upcoming = screen.getByRole('list', { name: 'Upcoming Events' });
    expect(await within(upcoming).findByText('Cloud Day')).toBeTruthy();
    expect(reads()).toBeGreaterThan(loadsBefore);
    const [, init] = writes()[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      title: 'Cloud Day',
      date: '2031-02-03',
      description: 'All about clouds',
    });
  });

  it('sends nothing while the form is invalid, and Escape closes it', async () => {
    fetchMock.mockImplementation(liveApi(sampleData()));
    renderAt('/societies/computer-society/dashboard/events');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Past Event' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Past Event' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Event' }));
    expect(await within(dialog).findByText('Title is required')).toBeTruthy();
    expect(within(dialog).getByText('Description is required')).toBeTruthy();
    // A past event may leave its date empty.
    expect(within(dialog).queryByText('Date is required')).toBeNull();
    expect(writes()).toHaveLength(0);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("on a conflict shows the server's message and loads the data again", async () => {
    const data = sampleData();
    fetchMock.mockImplementation(
      liveApi(data, (path, init) => {
        expect(path).toBe('/api/society-dashboard/society/3/events/upcoming/11');
        expect(JSON.parse(String(init.body)).version).toBe(2);
        data.upcomingEvents = [sampleEvent({ title: 'Renamed elsewhere', version: 3 })];
        return json(409, { error: STALE });
      }),
    );
    renderAt('/societies/computer-society/dashboard/events');
    const list = await screen.findByRole('list', { name: 'Upcoming Events' });
    fireEvent.click(within(list).getByRole('button', { name: /^Edit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' });
    fireEvent.input(within(dialog).getByLabelText('Title'), { target: { value: 'Mine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(STALE)).toBeTruthy();
    expect(screen.getByText(STALE).closest('[role="alert"]')).toBeTruthy();
    expect(await screen.findByText('Renamed elsewhere')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before deleting and before moving to Past Events', async () => {
    const data = sampleData();
    fetchMock.mockImplementation(
      liveApi(data, (path, init) => {
        if (init.method === 'DELETE') {
          expect(path).toBe('/api/society-dashboard/society/3/events/past/12');
          data.pastEvents = [];
          return new Response(null, { status: 204 });
        }
        expect(path).toBe('/api/society-dashboard/society/3/events/upcoming/11/move-to-past');
        const moved: DashboardEvent = { ...sampleEvent(), status: 'past', held: true };
        data.upcomingEvents = [];
        data.pastEvents = [moved, ...data.pastEvents];
        return json(200, moved);
      }),
    );
    renderAt('/societies/computer-society/dashboard/events');
    const past = await screen.findByRole('list', { name: 'Past Events' });
    fireEvent.click(within(past).getByRole('button', { name: /^Delete/ }));
    await answerConfirmation(CONFIRM_DELETE_EVENT, false);
    expect(writes()).toHaveLength(0);

    fireEvent.click(within(past).getByRole('button', { name: /^Delete/ }));
    await answerConfirmation(CONFIRM_DELETE_EVENT, true);
    expect(await screen.findByText('Event deleted.')).toBeTruthy();
    expect(await screen.findByText('No past events yet.')).toBeTruthy();

    const upcoming = screen.getByRole('list', { name: 'Upcoming Events' });
    fireEvent.click(within(upcoming).getByRole('button', { name: /^Move to Past Events/ }));
    await answerConfirmation(CONFIRM_MOVE_TO_PAST, true);
    expect(await screen.findByText('Event moved to Past Events.')).toBeTruthy();
    const pastAfter = await screen.findByRole('list', { name: 'Past Events' });
    expect(within(pastAfter).getByText('Robotics Workshop')).toBeTruthy();
    expect(screen.getByText('No upcoming events yet.')).toBeTruthy();
  });

  it("gives a council one 'Add New Event' with a Past or Upcoming choice", async () => {
    const data = sampleData({ gallery: null });
    data.organisation = { ...data.organisation, kind: 'council', id: 9 };
    fetchMock.mockImplementation(
      liveApi(data, (path) => {
        expect(path).toBe('/api/council-dashboard/council/9/events/past');
        return json(201, sampleEvent({ status: 'past', title: 'Old meet' }));
      }),
    );
    renderAt('/councils/sensors-council/dashboard/events');
    expect(await screen.findByRole('button', { name: 'Add New Event' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Upcoming Event' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add New Event' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Event' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Past' }));
    fireEvent.input(within(dialog).getByLabelText('Title'), { target: { value: 'Old meet' } });
    fireEvent.input(within(dialog).getByLabelText('Description'), { target: { value: 'Met.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Event' }));
    expect(await screen.findByText('Event added to Past Events.')).toBeTruthy();
  });
});

describe('joint events in the events tab', () => {
  const computer = {
    id: 3,
    slug: 'computer-society',
    name: 'Computer Society',
    kind: 'society' as const,
  };
  const robotics = {
    id: 4,
    slug: 'robotics-society',
    name: 'Robotics Society',
    kind: 'society' as const,
  };
  const power = { id: 5, slug: 'power-society', name: 'Power Society', kind: 'society' as const };
  const sensors = {
    id: 9,
    slug: 'sensors-council',
    name: 'Sensors Council',
    kind: 'council' as const,
  };

  /** Another society's event this one co-hosts and only sees. */
  const seen = sampleEvent({
    id: 21,
    title: 'Power Summit',
    organisation: power,
    access: 'viewer',
    coHosts: [{ ...computer, canEdit: false }],
    registrationMode: 'site',
    registrationLink: null,
  });
  /** A council's event this one co-hosts and may edit. */
  const edited = sampleEvent({
    id: 22,
    title: 'Sensor Lab',
    organisation: sensors,
    access: 'editor',
    coHosts: [{ ...computer, canEdit: true }],
    registrationMode: 'site',
    registrationLink: null,
  });
  /** Its own past event, held with two others. */
  const own = sampleEvent({
    id: 12,
    status: 'past',
    title: 'Intro Talk',
    date: '2024-01-05',
    coHosts: [
      { ...robotics, canEdit: true },
      { ...sensors, canEdit: false },
    ],
    membersAttended: 40,
    guestsAttended: 1,
  });
  const data = () => sampleData({ upcomingEvents: [seen, edited], pastEvents: [own] });
  const itemOf = async (title: string) => {
    const item = (await screen.findByText(title)).closest('li');
    if (!item) throw new Error(`no item for ${title}`);
    return within(item);
  };
  const buttonNames = (item: Awaited<ReturnType<typeof itemOf>>) =>
    item.queryAllByRole('button').map((button: HTMLElement) => button.textContent);

  it('labels them and offers only what the organisation may do with each', async () => {
    fetchMock.mockImplementation(dashboardApi(data()));
    renderAt('/societies/computer-society/dashboard/events');

    const viewed = await itemOf('Power Summit');
    expect(
      viewed.getByText(
        'Joint event hosted by Power Society: you can view it, but only Power Society can change it.',
      ),
    ).toBeTruthy();
    expect(buttonNames(viewed)).toEqual([]);
    expect(viewed.getByRole('link', { name: /^Preview ?: Power Summit/ })).toBeTruthy();
    expect(viewed.queryByRole('link', { name: /^Registrations/ })).toBeNull();

    const editable = await itemOf('Sensor Lab');
    expect(
      editable.getByText('Joint event hosted by Sensors Council: you may edit it.'),
    ).toBeTruthy();
    expect(buttonNames(editable)).toEqual(['Move to Past Events: Sensor Lab', 'Edit: Sensor Lab']);
    expect(editable.getByRole('link', { name: /^Registrations ?: Sensor Lab/ })).toBeTruthy();

    const hosted = await itemOf('Intro Talk');
    expect(
      hosted.getByText(
        'Joint event with Robotics Society and Sensors Council; Robotics Society may edit it.',
      ),
    ).toBeTruthy();
    expect(hosted.getByText('40 IEEE members and 1 guest')).toBeTruthy();
    expect(buttonNames(hosted)).toEqual([
      'Publish…: Intro Talk',
      'Edit: Intro Talk',
      'Delete: Intro Talk',
    ]);
  });

  it('adds an event with co-hosts chosen among the branch’s other organisations', async () => {
    const list = data();
    fetchMock.mockImplementation(
      dashboardApi(list, (path, init) => {
        if (init?.method !== 'POST') return undefined;
        expect(path).toBe('/api/society-dashboard/society/3/events/upcoming');
        return json(201, sampleEvent({ id: 77, title: 'Joint Day', version: 1 }));
      }),
    );
    renderAt('/societies/computer-society/dashboard/events');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Upcoming Event' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Upcoming Event' });
    const picker = within(dialog).getByLabelText('Add a co-host') as HTMLSelectElement;
    // Its own society is no choice.
    expect([...picker.options].map((option) => option.text)).toEqual([
      'Choose a society or council',
      'Robotics Society',
      'Sensors Council',
    ]);
    fireEvent.change(picker, { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add co-host' }));
    fireEvent.click(await within(dialog).findByLabelText('May edit: Robotics Society'));
    fireEvent.input(within(dialog).getByLabelText('Title'), { target: { value: 'Joint Day' } });
    fireEvent.input(within(dialog).getByLabelText('Date'), { target: { value: '2031-02-03' } });
    fireEvent.input(within(dialog).getByLabelText('Description'), {
      target: { value: 'Together' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Event' }));
    expect(await screen.findByText('Event added to Upcoming Events.')).toBeTruthy();
    const [, init] = writes()[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      title: 'Joint Day',
      coHosts: [{ organisationId: 4, canEdit: true }],
    });
  });

  it('lets a co-host edit a joint event, sending its co-hosts back as they were', async () => {
    fetchMock.mockImplementation(
      dashboardApi(data(), (path, init) => {
        if (init?.method !== 'PUT') return undefined;
        expect(path).toBe('/api/society-dashboard/society/3/events/upcoming/22');
        return json(200, { ...edited, title: 'Sensor Lab II', version: 3 });
      }),
    );
    renderAt('/societies/computer-society/dashboard/events');
    const editable = await itemOf('Sensor Lab');
    fireEvent.click(editable.getByRole('button', { name: /^Edit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' });
    expect(
      within(dialog).getByText(
        'Hosted by Sensors Council with Computer Society; only Sensors Council can change who co-hosts.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByLabelText('Add a co-host')).toBeNull();
    fireEvent.input(within(dialog).getByLabelText('Title'), { target: { value: 'Sensor Lab II' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Event updated.')).toBeTruthy();
    const [, init] = writes()[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      title: 'Sensor Lab II',
      coHosts: [{ organisationId: 3, canEdit: true }],
      version: 2,
    });
  });
});

describe('paged events', () => {
  const dashboardReads = () =>
    fetchMock.mock.calls
      .map(([path]) => String(path))
      .filter((path) => path.includes('-dashboard/'));

  it('pages past and upcoming events apart, each page in the URL', async () => {
    const data = sampleData();
    data.pastEvents = Array.from({ length: 25 }, (_, index) =>
      sampleEvent({ id: 500 + index, status: 'past', title: `Past talk ${index + 1}` }),
    );
    fetchMock.mockImplementation(dashboardApi(data));
    renderAt('/societies/computer-society/dashboard/events');
    const past = await screen.findByRole('list', { name: 'Past Events' });
    expect(within(past).getAllByRole('listitem')).toHaveLength(20);
    // One upcoming event: no pager for that list.
    expect(screen.queryByRole('navigation', { name: 'Upcoming Events pages' })).toBeNull();
    const pager = screen.getByRole('navigation', { name: 'Past Events pages' });
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy();

    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/societies/computer-society/dashboard/events?past-page=2',
      ),
    );
    await waitFor(() => expect(screen.getByText('Past talk 21')).toBeTruthy());
    expect(dashboardReads()).toContain(
      '/api/society-dashboard/society/computer-society/events/past?page=2&limit=20',
    );
    expect(dashboardReads().at(-1)).toBe(
      '/api/society-dashboard/society/computer-society/events/upcoming?page=1&limit=20',
    );
    expect(
      within(screen.getByRole('list', { name: 'Past Events' })).getAllByRole('listitem'),
    ).toHaveLength(5);
  });
});

describe('series in the events tab', () => {
  const series = {
    id: 4,
    title: 'Coding Club',
    summary: 'Every Thursday, 18:00 to 20:00, 10 sessions',
    registrationScope: 'session' as const,
  };
  const TOO_LONG = 'A series may have at most 120 sessions; end it sooner or split it';

  it('adds a series: sends how it repeats, shows the server’s refusal, then names the series', async () => {
    const data = sampleData();
    const first = sampleEvent({ id: 78, title: 'Coding Club', date: '2031-01-02', series });
    let answers = 0;
    fetchMock.mockImplementation(
      dashboardApi(data, (path, init) => {
        if (init?.method !== 'POST') return undefined;
        expect(path).toBe('/api/society-dashboard/society/3/events/upcoming');
        answers += 1;
        if (answers === 1) return json(400, { error: TOO_LONG });
        data.upcomingEvents = [first, ...data.upcomingEvents];
        return json(201, first);
      }),
    );
    renderAt('/societies/computer-society/dashboard/events');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Upcoming Event' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Upcoming Event' });
    fireEvent.input(within(dialog).getByLabelText('Title'), { target: { value: 'Coding Club' } });
    fireEvent.input(within(dialog).getByLabelText('Date'), { target: { value: '2031-01-02' } });
    fireEvent.input(within(dialog).getByLabelText('Time'), { target: { value: '18:00' } });
    fireEvent.input(within(dialog).getByLabelText('Description'), {
      target: { value: 'Code together' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Weekly' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Event' }));

    // Refused: the server's sentence, and the form stays open with everything typed.
    expect(await screen.findByText(TOO_LONG)).toBeTruthy();
    expect(screen.getByText(TOO_LONG).closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add Upcoming Event' })).toBeTruthy();
    const [, refused] = writes()[0] ?? [];
    expect(JSON.parse(String(refused?.body))).toMatchObject({
      title: 'Coding Club',
      date: '2031-01-02',
      time: '18:00',
      endTime: '20:00',
      repeat: {
        frequency: 'weekly',
        count: 10,
        until: null,
        exceptions: [],
        registrationScope: 'session',
        certificateShare: null,
      },
      publication: { action: 'publish' },
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Event' }));
    expect(
      await screen.findByText(
        `Series “Coding Club” added: ${series.summary}. Its sessions are in Upcoming Events.`,
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The first session lists its series, linked to the series' page.
    const upcoming = screen.getByRole('list', { name: 'Upcoming Events' });
    const link = await within(upcoming).findByRole('link', { name: /^Every Thursday/ });
    expect(link.getAttribute('href')).toBe('/societies/computer-society/dashboard/events/series/4');
  });

  it('edits a session with what the change applies to, and says before deleting one', async () => {
    const data = sampleData({ upcomingEvents: [sampleEvent({ series })] });
    fetchMock.mockImplementation(
      dashboardApi(data, (path, init) => {
        if (init?.method === 'PUT') {
          expect(path).toBe('/api/society-dashboard/society/3/events/upcoming/11');
          return json(200, sampleEvent({ series, location: 'Hall B', version: 3 }));
        }
        return undefined;
      }),
    );
    renderAt('/societies/computer-society/dashboard/events');
    const upcoming = await screen.findByRole('list', { name: 'Upcoming Events' });
    fireEvent.click(within(upcoming).getByRole('button', { name: /^Edit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'All upcoming sessions' }));
    fireEvent.input(within(dialog).getByLabelText('Location'), { target: { value: 'Hall B' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Event updated.')).toBeTruthy();
    const [, init] = writes()[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      location: 'Hall B',
      seriesScope: 'all',
      version: 2,
    });

    fireEvent.click(within(upcoming).getByRole('button', { name: /^Delete/ }));
    await answerConfirmation(CONFIRM_DELETE_SESSION, false);
    expect(writes()).toHaveLength(1);
  });
});
