import type {
  DatedEvent,
  Event,
  EventsBetween,
  EventsBetweenQuery,
  OrganisationRef,
  PageLoadContext,
  PublicReads,
} from '@chapterhouse/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub, isRouteErrorResponse } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import * as allListRoute from './all-list';
import * as organisationListRoute from './organisation-list';

// The month view of the events lists (issue 48, item 8): `/upcoming-events?view=month` and each
// organisation's, rendered on the server from `listEventsBetween`.

afterEach(cleanup);

const computerSociety: OrganisationRef = {
  id: 3,
  slug: 'computer-society',
  name: 'Computer Society',
  kind: 'society',
};
const sensorsCouncil: OrganisationRef = {
  id: 9,
  slug: 'sensors-council',
  name: 'Sensors Council',
  kind: 'council',
};

const dated = (id: number, fields: Partial<DatedEvent>): DatedEvent => ({
  id,
  title: `Event ${id}`,
  organisation: computerSociety,
  coHosts: [],
  status: 'upcoming',
  state: 'scheduled',
  date: '2026-12-08',
  time: '14:00',
  endDate: null,
  endTime: null,
  timeZoneName: 'IST',
  location: 'Faraday Hall',
  attendanceMode: 'in-person',
  ...fields,
});

/** December 2026 as the server reads it, on Tuesday 8 December. */
const DECEMBER: DatedEvent[] = [
  // Started in November, runs into December's first two days.
  dated(1, { title: 'Winter hackathon', date: '2026-11-30', endDate: '2026-12-02', time: '09:00' }),
  dated(2, { title: 'Soldering basics', date: '2026-12-03', status: 'past' }),
  dated(3, { title: 'Robotics demo day', time: '10:00', coHosts: [sensorsCouncil] }),
  dated(4, {
    title: 'Antenna talk',
    time: '16:30',
    state: 'cancelled',
    attendanceMode: 'hybrid',
  }),
  dated(5, { title: 'Year-end social', date: '2026-12-19', time: null, state: 'postponed' }),
];

/** The reads a page loader sees, answering the month asked for; `asked` records each query. */
function contextWith(events: DatedEvent[], asked: EventsBetweenQuery[] = []) {
  const reads = {
    listEventsBetween: async (query: EventsBetweenQuery): Promise<EventsBetween | null> => {
      asked.push(query);
      if (query.org && query.org !== String(computerSociety.id)) return null;
      return {
        from: query.from ?? '2026-12-01',
        to: query.to ?? '2026-12-31',
        today: '2026-12-08',
        events: query.from && query.from !== '2026-12-01' ? [] : events,
        truncated: false,
      };
    },
    listEvents: async () => ({
      items: [] as Event[],
      total: 0,
      page: 1,
      limit: 12,
      pageCount: 0,
    }),
    getOrganisationRef: async (_kind: string, idOrSlug: string) =>
      idOrSlug === computerSociety.slug ? computerSociety : null,
  } as unknown as PublicReads;
  const api = async () => ({ status: 500, body: { error: 'No API in this test' } });
  return { reads, api, origin: 'https://ieee.example.edu', cspNonce: '' } satisfies PageLoadContext;
}

function renderAt(path: string, context: PageLoadContext) {
  const route = (
    at: string,
    module: typeof allListRoute | typeof organisationListRoute,
    id: string,
  ) => ({
    path: at,
    id,
    // biome-ignore lint/suspicious/noExplicitAny: the stub's loose component props
    Component: module.default as any,
    // biome-ignore lint/suspicious/noExplicitAny: as above
    ErrorBoundary: module.ErrorBoundary as any,
    // biome-ignore lint/suspicious/noExplicitAny: as above
    loader: module.loader as any,
  });
  const Stub = createRoutesStub(
    [
      route('/upcoming-events', allListRoute, 'all-upcoming-events'),
      route('/past-events', allListRoute, 'all-past-events'),
      route('/societies/:org/:list', organisationListRoute, 'society-list'),
    ],
    // biome-ignore lint/suspicious/noExplicitAny: the load context the server hands the loaders
    context as any,
  );
  return render(<Stub initialEntries={[path]} />);
}

/** What a loader threw, as the status of the response React Router would send. */
async function statusOf(load: Promise<unknown>): Promise<number> {
  try {
    await load;
    return 200;
  } catch (error) {
    const init = (error as { init?: { status?: number } }).init;
    return isRouteErrorResponse(error) ? error.status : (init?.status ?? -1);
  }
}

type AllListArgs = Parameters<typeof allListRoute.loader>[0];

const loadAll = (search: string, context = contextWith(DECEMBER)) =>
  allListRoute.loader({
    request: new Request(`https://ieee.example.edu/upcoming-events${search}`),
    context,
  } as unknown as AllListArgs);

/** The calendar table (wide screens) of the page rendered. */
const calendar = () => screen.getByRole('table', { name: /^Events in December 2026/ });

describe('the month view of /upcoming-events', () => {
  it('is one link away from the list, and the list one link away from it', async () => {
    renderAt('/upcoming-events', contextWith(DECEMBER));
    const views = await screen.findByRole('navigation', { name: 'Show events as' });
    expect(within(views).getByRole('link', { name: 'List' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(views).getByRole('link', { name: 'Month' }).getAttribute('href')).toBe(
      '/upcoming-events?view=month',
    );
    cleanup();

    renderAt('/upcoming-events?view=month', contextWith(DECEMBER));
    const monthViews = await screen.findByRole('navigation', { name: 'Show events as' });
    expect(
      within(monthViews).getByRole('link', { name: 'Month' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(monthViews).getByRole('link', { name: 'List' }).getAttribute('href')).toBe(
      '/upcoming-events',
    );
  });

  it('shows the current month as a table of weeks, Monday first, with today marked', async () => {
    renderAt('/upcoming-events?view=month', contextWith(DECEMBER));
    expect(await screen.findByRole('heading', { level: 2, name: 'December 2026' })).toBeTruthy();
    const table = calendar();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'MonMonday',
      'TueTuesday',
      'WedWednesday',
      'ThuThursday',
      'FriFriday',
      'SatSaturday',
      'SunSunday',
    ]);
    // 1 December 2026 is a Tuesday: the first row starts with one blank day; five rows in all.
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[0]?.textContent).toBe('');
    const today = within(table).getByRole('heading', { name: 'Tuesday 8 December: 2 events' });
    expect(today.closest('td')?.getAttribute('aria-current')).toBe('date');
    expect(table.querySelectorAll('[aria-current="date"]'), 'one day is today').toHaveLength(1);
    // An empty day is no heading, but says so.
    expect(within(table).getByText('Wednesday 9 December: no events')).toBeTruthy();
    expect(within(table).queryByRole('heading', { name: /^Wednesday 9 December/ })).toBeNull();
    expect(screen.getByText('Times are in IST.')).toBeTruthy();
    // The current month needs no "This month" link; the months around it are linked.
    const months = screen.getByRole('navigation', { name: 'Months' });
    expect(within(months).queryByRole('link', { name: 'This month' })).toBeNull();
    expect(
      within(months)
        .getByRole('link', { name: 'Previous month: November 2026' })
        .getAttribute('href'),
    ).toBe('/upcoming-events?view=month&month=2026-11');
    expect(
      within(months).getByRole('link', { name: 'Next month: January 2027' }).getAttribute('href'),
    ).toBe('/upcoming-events?view=month&month=2027-01');
  });

  it('lists each day’s events with their time and state, each linked to its page', async () => {
    renderAt('/upcoming-events?view=month', contextWith(DECEMBER));
    const table = await screen.findByRole('table', { name: /^Events in December 2026/ });
    const cellOf = (name: string) =>
      within(table).getByRole('heading', { name }).closest('td') as HTMLElement;

    const eighth = cellOf('Tuesday 8 December: 2 events');
    const links = within(eighth).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '10:00Robotics demo day',
      '16:30Antenna talk',
    ]);
    expect(links[0]?.getAttribute('href')).toBe('/events/3/robotics-demo-day');
    expect(within(eighth).getByText('Cancelled')).toBeTruthy();
    expect(within(eighth).getByText('10:00').getAttribute('datetime')).toBe('2026-12-08T10:00');

    // A joint event once on the branch's calendar.
    expect(within(table).getAllByRole('link', { name: /Robotics demo day/ })).toHaveLength(1);
    // Past days keep their events.
    expect(
      within(cellOf('Thursday 3 December: 1 event')).getByRole('link', {
        name: '14:00 Soldering basics',
      }),
    ).toBeTruthy();
    // An event over several days is on each of its days in the month, said to continue.
    expect(
      within(cellOf('Tuesday 1 December: 1 event')).getByRole('link', {
        name: 'Continued, day 2 of 3 Winter hackathon',
      }),
    ).toBeTruthy();
    expect(
      within(cellOf('Wednesday 2 December: 1 event')).getByRole('link', {
        name: 'Continued, day 3 of 3 Winter hackathon',
      }),
    ).toBeTruthy();
    expect(within(table).getAllByRole('link', { name: /Winter hackathon/ })).toHaveLength(2);
    const nineteenth = cellOf('Saturday 19 December: 1 event');
    expect(within(nineteenth).getByRole('link').textContent).toBe('Year-end social');
    expect(within(nineteenth).getByText('Postponed')).toBeTruthy();
    // An event attended online says so, in the table and in the agenda.
    expect(within(eighth).getByText('Also online')).toBeTruthy();
    const agenda = calendar().nextElementSibling as HTMLElement;
    expect(within(agenda).getByText('Also online')).toBeTruthy();
  });

  it('shows the same month as an agenda of the busy days, for narrow screens', async () => {
    renderAt('/upcoming-events?view=month', contextWith(DECEMBER));
    await screen.findByRole('table', { name: /^Events in December 2026/ });
    // The agenda is the ordered list of days after the table (CSS shows one of the two).
    const agenda = calendar().nextElementSibling as HTMLElement;
    expect(agenda.tagName).toBe('OL');
    const days = within(agenda)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(days).toEqual([
      'Tuesday 1 December: 1 event',
      'Wednesday 2 December: 1 event',
      'Thursday 3 December: 1 event',
      'Tuesday 8 December: 2 events',
      'Saturday 19 December: 1 event',
    ]);
    const today = within(agenda).getByRole('heading', { name: /^Tuesday 8 December/ });
    expect(today.closest('li')?.getAttribute('aria-current')).toBe('date');
    // On the branch's calendar each event says whose it is, a joint one with its co-host.
    expect(within(agenda).getByText('Computer Society with Sensors Council')).toBeTruthy();
  });

  it('goes to another month by its query, with a link back to this month', async () => {
    const asked: EventsBetweenQuery[] = [];
    renderAt('/upcoming-events?view=month&month=2027-02', contextWith(DECEMBER, asked));
    expect(await screen.findByRole('heading', { level: 2, name: 'February 2027' })).toBeTruthy();
    expect(asked).toEqual([{ from: '2027-02-01', to: '2027-02-28' }]);
    expect(screen.getByText('No events in February 2027.')).toBeTruthy();
    const months = screen.getByRole('navigation', { name: 'Months' });
    expect(within(months).getByRole('link', { name: 'This month' }).getAttribute('href')).toBe(
      '/upcoming-events?view=month',
    );
    // February 2027 starts on a Monday and fills four rows exactly.
    const table = screen.getByRole('table', { name: /^Events in February 2027/ });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
  });

  it('answers 404 for a month that is none, or beyond two years of this one', async () => {
    for (const month of ['2026-13', '2026-1', 'december', '2026-12-01', '', '0000-00']) {
      expect(await statusOf(loadAll(`?view=month&month=${month}`)), month).toBe(404);
    }
    expect(await statusOf(loadAll('?view=month&month=2028-12'))).toBe(200);
    expect(await statusOf(loadAll('?view=month&month=2029-01'))).toBe(404);
    expect(await statusOf(loadAll('?view=month&month=2024-12'))).toBe(200);
    expect(await statusOf(loadAll('?view=month&month=2024-11'))).toBe(404);
    // At the edge of its reach a month links no further.
    const edge = (await loadAll('?view=month&month=2028-12')) as { month: { next: string | null } };
    expect(edge.month.next).toBeNull();
    // Any other view is the list.
    expect(await loadAll('?view=calendar')).toMatchObject({ view: 'list' });
  });

  it('is kept out of search engines, titled with its month', async () => {
    const loaded = await loadAll('?view=month&month=2027-01');
    const meta = allListRoute.meta({ loaderData: loaded, matches: [] } as never);
    expect(meta[0]).toEqual({
      title: 'All Societies - Upcoming Events, January 2027 | IEEE Student Branch',
    });
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex, follow' });
    const list = allListRoute.meta({ loaderData: await loadAll(''), matches: [] } as never);
    expect(list.some((tag) => 'name' in tag && tag.name === 'robots')).toBe(false);
  });

  it('is offered on upcoming events only', async () => {
    renderAt('/past-events?view=month', contextWith(DECEMBER));
    expect(await screen.findByText('No past events found.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Show events as' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('the month view of an organisation’s upcoming events', () => {
  it('reads the organisation’s own calendar, joint events included, and links within it', async () => {
    const asked: EventsBetweenQuery[] = [];
    renderAt(
      '/societies/computer-society/upcoming-events?view=month',
      contextWith(DECEMBER, asked),
    );
    const table = await screen.findByRole('table', { name: /^Events in December 2026/ });
    expect(asked).toEqual([{ org: '3' }]);
    expect(within(table).getAllByRole('link', { name: /Robotics demo day/ })).toHaveLength(1);
    expect(
      within(screen.getByRole('navigation', { name: 'Months' }))
        .getByRole('link', { name: 'Next month: January 2027' })
        .getAttribute('href'),
    ).toBe('/societies/computer-society/upcoming-events?view=month&month=2027-01');
    expect(
      within(screen.getByRole('navigation', { name: 'Show events as' }))
        .getByRole('link', { name: 'List' })
        .getAttribute('href'),
    ).toBe('/societies/computer-society/upcoming-events');
    // Its own events need no host's name; a joint one says it is shared.
    const agenda = table.nextElementSibling as HTMLElement;
    expect(within(agenda).queryByText('Computer Society')).toBeNull();
    expect(within(agenda).getByText('Computer Society with Sensors Council')).toBeTruthy();
  });

  it('answers 404 for an unknown organisation as its list does', async () => {
    renderAt('/societies/no-such-society/upcoming-events?view=month', contextWith(DECEMBER));
    expect(await screen.findByRole('heading', { name: 'Society not found.' })).toBeTruthy();
  });
});
