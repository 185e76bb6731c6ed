import type { DashboardEvent, EventDetail } from '@chapterhouse/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type DashboardData,
  dashboardApi,
  sampleAchievement,
  sampleData,
  sampleEvent,
  sampleGalleryItem,
  sampleMember,
} from '../../../test/dashboard-fixtures';
import { jsonResponse as json, stubFetchPerTest } from '../../../test/fetch-stub';
import { PREVIEW_DRAFT_NOTE, PREVIEW_PUBLISHED_NOTE } from '../../features/events/event-preview';
import { formatLocalDateTime } from '../../lib/format';
import { renderDashboard } from './test-render';

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
  toast.remove();
});

/** Changes go to the organisation's id, whatever the URL named it by. */
const API = '/api/society-dashboard/society/3';
const DASHBOARD = '/societies/computer-society/dashboard';
const STALE =
  'Someone else saved changes to this page since you opened it. Reload to see them, then make your changes again.';

const DRAFT = { publishedAt: null, publishAt: null };
/** In the future whatever the machine's clock; shown on the reader's clock. */
const LATER = '2031-06-01T04:00:00.000Z';
const SCHEDULED = { publishedAt: null, publishAt: LATER };

/** Serves `data` signed in; writes go to `onWrite`, which may change `data` as the server would. */
function serve(data: DashboardData, onWrite?: (path: string, init: RequestInit) => Response) {
  localStorage.setItem('authToken', 't');
  fetchMock.mockImplementation(
    dashboardApi(data, (path, init) => {
      if (!init?.method || init.method === 'GET') return undefined;
      return onWrite?.(path, init) ?? json(500, { error: 'unexpected' });
    }),
  );
}

const writes = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([path, init]) => ({
      path: String(path),
      method: init?.method,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));

/** The row (list item) that shows `text`, once the list shows it. */
async function rowOf(text: string): Promise<HTMLElement> {
  const row = (await screen.findByText(text)).closest('li');
  if (!row) throw new Error(`no row shows ${text}`);
  return row;
}

/**
 * An item's button or link by its accessible name: its word, completed by the item's name (the
 * test DOM puts a space between the two; a browser reads `Publish…: Asha Rao`).
 */
const named = (label: string, item: string) => new RegExp(`^${label} ?: ${item}$`);

describe('publication in the dashboard lists', () => {
  it('marks drafts and scheduled items, not published ones, and links each event to its preview', async () => {
    serve(
      sampleData({
        upcomingEvents: [
          sampleEvent({ ...DRAFT }),
          sampleEvent({ id: 13, title: 'Cloud Day', date: '2031-06-10' }),
        ],
        pastEvents: [
          sampleEvent({ id: 12, status: 'past', title: 'Intro Talk', date: '2024-01-05' }),
        ],
        achievements: [sampleAchievement({ ...SCHEDULED })],
      }),
    );
    renderDashboard(`${DASHBOARD}/events`);
    const upcoming = await screen.findByRole('list', { name: 'Upcoming Events' });
    expect(within(await rowOf('Robotics Workshop')).getByText('Draft')).toBeTruthy();
    expect(within(await rowOf('Cloud Day')).queryByText('Draft')).toBeNull();
    expect(within(await rowOf('Cloud Day')).queryByText(/^Scheduled for/)).toBeNull();
    // A draft has no public page to link to yet; a published event does.
    expect(within(upcoming).queryByRole('link', { name: 'Robotics Workshop' })).toBeNull();
    expect(within(upcoming).getByRole('link', { name: 'Cloud Day' })).toBeTruthy();
    expect(
      within(upcoming)
        .getByRole('link', { name: named('Preview', 'Robotics Workshop') })
        .getAttribute('href'),
    ).toBe(`${DASHBOARD}/events/11/preview`);
    const past = screen.getByRole('list', { name: 'Past Events' });
    expect(
      within(past)
        .getByRole('link', { name: named('Preview', 'Intro Talk') })
        .getAttribute('href'),
    ).toBe(`${DASHBOARD}/events/12/preview`);
    expect(
      within(past).getByRole('button', { name: named('Publish…', 'Intro Talk') }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Achievements' }));
    const achievements = await screen.findByRole('list', { name: 'Achievements' });
    const badge = within(achievements).getByText(`Scheduled for ${formatLocalDateTime(LATER)}`);
    expect(badge.closest('time')?.getAttribute('dateTime')).toBe(LATER);
  });

  it('publishes a draft event now, with its version, and shows the list the server holds', async () => {
    const data = sampleData({ upcomingEvents: [sampleEvent({ ...DRAFT })] });
    serve(data, (path) => {
      if (path !== `${API}/events/upcoming/11/publication`) return json(404, { error: 'No' });
      data.upcomingEvents = [sampleEvent({ version: 3 })];
      return json(200, data.upcomingEvents[0]);
    });
    renderDashboard(`${DASHBOARD}/events`);
    const upcoming = await screen.findByRole('list', { name: 'Upcoming Events' });
    const opener = within(upcoming).getByRole('button', {
      name: named('Publish…', 'Robotics Workshop'),
    });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Publish: Robotics Workshop' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('It is a draft: only this dashboard shows it.')).toBeTruthy();
    const now = within(dialog).getByRole('radio', { name: 'Publish now' }) as HTMLInputElement;
    expect(now.checked).toBe(true);
    expect(document.activeElement).toBe(now);
    // Only a published item can be unpublished.
    expect(within(dialog).queryByRole('radio', { name: 'Unpublish (back to draft)' })).toBeNull();
    expect(within(dialog).queryByLabelText('Publish at')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Published: visitors can see it now.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(writes()).toEqual([
      {
        path: `${API}/events/upcoming/11/publication`,
        method: 'PUT',
        body: { action: 'publish', version: 2 },
      },
    ]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Upcoming Events' })).queryByText('Draft'),
      ).toBeNull(),
    );
  });

  it('schedules a draft achievement at a time it asks for', async () => {
    const data = sampleData({ achievements: [sampleAchievement({ ...DRAFT })] });
    serve(data, (path) => {
      if (path !== `${API}/achievements/31/publication`) return json(404, { error: 'No' });
      data.achievements = [sampleAchievement({ ...SCHEDULED, version: 2 })];
      return json(200, data.achievements[0]);
    });
    renderDashboard(`${DASHBOARD}/achievements`);
    fireEvent.click(
      await screen.findByRole('button', { name: named('Publish…', 'Best Student Branch') }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Publish: Best Student Branch' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Schedule' }));
    const at = await within(dialog).findByLabelText('Publish at');
    expect(at.getAttribute('type')).toBe('datetime-local');
    // No time yet: the shared schema's message, and nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('Enter a date and time')).toBeTruthy();
    expect(writes()).toHaveLength(0);

    fireEvent.input(at, { target: { value: '2031-06-01T09:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    const scheduled = `Scheduled for ${formatLocalDateTime(LATER)}`;
    expect(await screen.findByText(`${scheduled}.`)).toBeTruthy();
    expect(writes()).toEqual([
      {
        path: `${API}/achievements/31/publication`,
        method: 'PUT',
        body: { action: 'schedule', at: new Date('2031-06-01T09:30').toISOString(), version: 1 },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const achievements = screen.getByRole('list', { name: 'Achievements' });
    expect(await within(achievements).findByText(scheduled)).toBeTruthy();
  });

  it('unpublishes a slate member back to a draft', async () => {
    const data = sampleData();
    serve(data, (path) => {
      if (path !== `${API}/members/21/publication`) return json(404, { error: 'No' });
      data.members = [sampleMember({ ...DRAFT, version: 2 })];
      return json(200, data.members[0]);
    });
    renderDashboard(`${DASHBOARD}/members`);
    fireEvent.click(await screen.findByRole('button', { name: named('Publish…', 'Asha Rao') }));
    const dialog = screen.getByRole('dialog', { name: 'Publish: Asha Rao' });
    expect(within(dialog).getByText('It is published: visitors see it.')).toBeTruthy();
    const unpublish = within(dialog).getByRole('radio', {
      name: 'Unpublish (back to draft)',
    }) as HTMLInputElement;
    expect(unpublish.checked).toBe(true);
    expect(within(dialog).queryByRole('radio', { name: 'Publish now' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Unpublished: it is a draft again.')).toBeTruthy();
    expect(writes()).toEqual([
      {
        path: `${API}/members/21/publication`,
        method: 'PUT',
        body: { action: 'draft', version: 1 },
      },
    ]);
    const slate = screen.getByRole('list', { name: 'Slate Members' });
    expect(await within(slate).findByText('Draft')).toBeTruthy();
  });

  it('says when a photo changed meanwhile, closes the dialog and loads the list again', async () => {
    const data = sampleData({ gallery: [sampleGalleryItem({ ...DRAFT })] });
    serve(data, () => {
      data.gallery = [sampleGalleryItem({ ...DRAFT, caption: 'Renamed elsewhere', version: 2 })];
      return json(409, { error: STALE });
    });
    renderDashboard(`${DASHBOARD}/gallery`);
    fireEvent.click(
      await screen.findByRole('button', { name: named('Publish…', 'Hackathon night') }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Publish: Hackathon night' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText(STALE)).toBeTruthy();
    expect(await screen.findByText('Renamed elsewhere')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes()[0]?.body).toEqual({ action: 'publish', version: 1 });
  });
});

describe('how a new item is saved', () => {
  it('adds a slate member as a draft; editing offers no such choice', async () => {
    const data = sampleData();
    serve(data, (path, init) => {
      expect(path).toBe(`${API}/members`);
      expect(init.method).toBe('POST');
      const created = sampleMember({ id: 22, name: 'Ravi Iyer', role: 'Treasurer', ...DRAFT });
      data.members = [...data.members, created];
      return json(201, created);
    });
    renderDashboard(`${DASHBOARD}/members`);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Member' });
    const visibility = within(dialog).getByRole('group', { name: 'Visibility' });
    expect(
      (within(visibility).getByRole('radio', { name: 'Publish now' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.input(within(dialog).getByLabelText('Full Name'), { target: { value: 'Ravi Iyer' } });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'Treasurer' } });
    fireEvent.click(within(visibility).getByRole('radio', { name: 'Save as draft' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Member' }));

    expect(await screen.findByText('Member added.')).toBeTruthy();
    expect(writes()[0]?.body).toMatchObject({
      name: 'Ravi Iyer',
      role: 'Treasurer',
      publication: { action: 'draft' },
    });
    expect(await within(await rowOf('Ravi Iyer')).findByText('Draft')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: named('Edit', 'Ravi Iyer') }));
    const edit = screen.getByRole('dialog', { name: 'Edit Member' });
    expect(within(edit).queryByRole('group', { name: 'Visibility' })).toBeNull();
    expect(within(edit).queryByRole('radio', { name: 'Save as draft' })).toBeNull();
  });

  it('adds an event scheduled for a time it asks for', async () => {
    const data = sampleData();
    serve(data, (path) => {
      expect(path).toBe(`${API}/events/upcoming`);
      const created: DashboardEvent = sampleEvent({ id: 77, title: 'Cloud Day', ...SCHEDULED });
      data.upcomingEvents = [created, ...data.upcomingEvents];
      return json(201, created);
    });
    renderDashboard(`${DASHBOARD}/events`);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Upcoming Event' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Upcoming Event' });
    fireEvent.input(within(dialog).getByLabelText('Title'), { target: { value: 'Cloud Day' } });
    fireEvent.input(within(dialog).getByLabelText('Date'), { target: { value: '2031-02-03' } });
    fireEvent.input(within(dialog).getByLabelText('Description'), {
      target: { value: 'All about clouds' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Schedule' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Event' }));
    // Scheduling needs its time.
    expect(await within(dialog).findByText('Enter a date and time')).toBeTruthy();
    expect(writes()).toHaveLength(0);
    fireEvent.input(within(dialog).getByLabelText('Publish at'), {
      target: { value: '2031-01-20T08:00' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Event' }));

    expect(await screen.findByText('Event added to Upcoming Events.')).toBeTruthy();
    expect(writes()[0]?.body).toMatchObject({
      title: 'Cloud Day',
      publication: { action: 'schedule', at: new Date('2031-01-20T08:00').toISOString() },
    });
    expect(
      await within(await rowOf('Cloud Day')).findByText(
        `Scheduled for ${formatLocalDateTime(LATER)}`,
      ),
    ).toBeTruthy();
  });
});

/** The event as the preview API reads it: its public page's fields. */
function eventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  const { held, version, publishedAt, publishAt, ...event } = sampleEvent();
  return {
    ...event,
    startDate: '2031-05-10T10:00:00+05:30',
    endsAt: null,
    registrationClosesAt: null,
    registrationOpensAt: null,
    openToEveryoneAt: null,
    announcedAt: null,
    fallbackImage: null,
    ...overrides,
  };
}

describe('event preview', () => {
  const PREVIEW = '/api/society-dashboard/society/computer-society/events/11/preview';

  function servePreview(answer: () => Response) {
    localStorage.setItem('authToken', 't');
    fetchMock.mockImplementation(
      dashboardApi(sampleData({ upcomingEvents: [sampleEvent({ ...DRAFT })] }), (path) =>
        path === PREVIEW ? answer() : undefined,
      ),
    );
  }

  it('shows a draft event as its public page will, from its row in the Events tab', async () => {
    servePreview(() => json(200, { ...eventDetail(), ...DRAFT }));
    renderDashboard(`${DASHBOARD}/events`);
    fireEvent.click(
      await screen.findByRole('link', { name: named('Preview', 'Robotics Workshop') }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Robotics Workshop' }),
    ).toBeTruthy();
    expect(screen.getByText(PREVIEW_DRAFT_NOTE)).toBeTruthy();
    expect(screen.queryByText(PREVIEW_PUBLISHED_NOTE)).toBeNull();
    expect(screen.getByText('Build a robot.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Events' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'Back to Events' }).getAttribute('href')).toBe(
      `${DASHBOARD}/events`,
    );
    expect(screen.queryByRole('link', { name: 'Open the public page' })).toBeNull();
  });

  it('says a scheduled event goes public by itself, and a published one is as visitors see it', async () => {
    servePreview(() => json(200, { ...eventDetail(), ...SCHEDULED }));
    renderDashboard(`${DASHBOARD}/events/11/preview`);
    expect(await screen.findByText(PREVIEW_DRAFT_NOTE)).toBeTruthy();
    expect(screen.getByText(formatLocalDateTime(LATER)).closest('p')?.textContent).toMatch(
      /^It is scheduled to be published on/,
    );
    cleanup();

    servePreview(() =>
      json(200, { ...eventDetail(), publishedAt: '2026-01-01T00:00:00.000Z', publishAt: null }),
    );
    renderDashboard(`${DASHBOARD}/events/11/preview`);
    expect(await screen.findByText(PREVIEW_PUBLISHED_NOTE)).toBeTruthy();
    expect(screen.queryByText(PREVIEW_DRAFT_NOTE)).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the public page' }).getAttribute('href')).toBe(
      '/events/11/robotics-workshop',
    );
  });

  it("takes no registrations, and says so when the event is not the organisation's", async () => {
    servePreview(() =>
      json(200, { ...eventDetail({ registrationMode: 'site', registrationLink: null }), ...DRAFT }),
    );
    renderDashboard(`${DASHBOARD}/events/11/preview`);
    expect(await screen.findByText(/The preview takes no registrations\.$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Register/ })).toBeNull();
    cleanup();

    servePreview(() => json(404, { error: 'Event not found' }));
    renderDashboard(`${DASHBOARD}/events/11/preview`);
    expect(await screen.findByText('Event not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All events' }).getAttribute('href')).toBe(
      `${DASHBOARD}/events`,
    );
  });
});
