import type { PageLoadContext, PublicReads, Series } from '@chapterhouse/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub, isRouteErrorResponse } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import * as seriesRoute from './series';

afterEach(cleanup);

type Session = Series['sessions'][number];

const session = (overrides: Partial<Session>): Session => ({
  eventId: 101,
  originalDate: '2031-01-01',
  date: '2031-01-01',
  startTime: '18:00',
  endTime: '19:30',
  location: 'Lab 1',
  state: 'scheduled',
  past: false,
  changed: false,
  ...overrides,
});

/** Four Wednesdays: one held, one moved to another day and place, one cancelled, one ahead. */
const sample: Series = {
  id: 4,
  organisation: { id: 3, slug: 'computer-society', name: 'Computer Society', kind: 'society' },
  title: 'Coding Club',
  description: 'Code together.\nBring a laptop.',
  location: 'Lab 1',
  summary: 'Every Wednesday, 18:00 to 19:30, 4 sessions',
  registrationScope: 'series',
  timeZoneName: 'GMT+5:30',
  sessions: [
    session({ past: true }),
    session({
      eventId: 102,
      originalDate: '2031-01-08',
      date: '2031-01-09',
      location: 'Hall B',
      changed: true,
    }),
    session({ eventId: 103, originalDate: '2031-01-15', date: '2031-01-15', state: 'cancelled' }),
    session({ eventId: null, originalDate: '2031-01-22', date: '2031-01-22' }),
  ],
};

/** The server's reads as the page's loader sees them: the sample series by its id. */
function contextWith(series: Series | null) {
  const reads = {
    getSeries: async (id: number) => (series && id === series.id ? series : null),
  } as unknown as PublicReads;
  const api = async () => ({ status: 500, body: { error: 'No API in this test' } });
  return { reads, api, origin: 'https://ieee.example.edu', cspNonce: '' } satisfies PageLoadContext;
}

function renderAt(path: string, context: PageLoadContext) {
  const Stub = createRoutesStub(
    [
      {
        path: '/series/:id/:slug?',
        // biome-ignore lint/suspicious/noExplicitAny: the stub's loose component props
        Component: seriesRoute.default as any,
        // biome-ignore lint/suspicious/noExplicitAny: as above
        ErrorBoundary: seriesRoute.ErrorBoundary as any,
        // biome-ignore lint/suspicious/noExplicitAny: as above
        loader: seriesRoute.loader as any,
      },
    ],
    // biome-ignore lint/suspicious/noExplicitAny: the load context the server hands the loaders
    context as any,
  );
  return render(<Stub initialEntries={[path]} />);
}

type LoaderArgs = Parameters<typeof seriesRoute.loader>[0];

/** What the loader answers for `path`: its data, or the response it threw (a redirect, a 404). */
async function load(path: string, series: Series | null = sample) {
  const [, , id] = path.split('/');
  try {
    return await seriesRoute.loader({
      params: { id },
      request: new Request(`https://ieee.example.edu${path}`),
      context: contextWith(series),
    } as unknown as LoaderArgs);
  } catch (thrown) {
    return thrown;
  }
}

describe('/series/:id/:slug', () => {
  it('shows the series: its rule with the time zone, organisation, place and description', async () => {
    renderAt('/series/4/coding-club', contextWith(sample));
    expect(await screen.findByRole('heading', { level: 1, name: 'Coding Club' })).toBeTruthy();
    expect(screen.getByText(sample.summary).textContent).toContain('(times in GMT+5:30)');
    const by = screen.getByText(/^By/);
    expect(within(by).getByRole('link', { name: 'Computer Society' }).getAttribute('href')).toBe(
      '/societies/computer-society',
    );
    expect(screen.getByText(/^Code together\./).textContent).toBe(
      'Code together.\nBring a laptop.',
    );
    // Registered for once: the way to the next session that takes registrations.
    expect(screen.getByRole('link', { name: 'the next session’s page' }).getAttribute('href')).toBe(
      '/events/102/coding-club',
    );
  });

  it('lists every session, each made one linked to its page, with its marks', async () => {
    renderAt('/series/4/coding-club', contextWith(sample));
    const sessions = await screen.findByRole('list', { name: 'Sessions' });
    const [held, moved, cancelled, later] = within(sessions).getAllByRole('listitem');
    if (!held || !moved || !cancelled || !later) throw new Error('four sessions expected');

    const heldLink = within(held).getByRole('link', {
      name: /^Wednesday 1 January 2031\W+18:00 to 19:30$/,
    });
    expect(heldLink.getAttribute('href')).toBe('/events/101/coding-club');
    expect(within(held).getByText('Past')).toBeTruthy();
    // Where the series meets: said once above, not on each session.
    expect(held.textContent).not.toContain('Lab 1');

    expect(
      within(moved)
        .getByRole('link', { name: /^Thursday 9 January 2031\W+18:00 to 19:30$/ })
        .getAttribute('href'),
    ).toBe('/events/102/coding-club');
    expect(within(moved).getByText('Moved from 8 Jan 2031')).toBeTruthy();
    expect(moved.textContent).toContain('At Hall B');

    expect(within(cancelled).getByText('Cancelled')).toBeTruthy();

    // Beyond the look-ahead window: a date, not open yet, no link.
    expect(within(later).queryByRole('link')).toBeNull();
    expect(within(later).getByText('Wednesday 22 January 2031')).toBeTruthy();
    expect(within(later).getByText('Not open yet')).toBeTruthy();
  });

  it('settles on its canonical address, and is titled for search engines', async () => {
    expect(await load('/series/4/coding-club')).toEqual({ series: sample });
    for (const path of ['/series/4', '/series/4/old-name']) {
      const answer = (await load(path)) as Response;
      expect(answer.status).toBe(301);
      expect(answer.headers.get('location')).toBe('/series/4/coding-club');
    }
    const meta = seriesRoute.meta({ loaderData: { series: sample }, matches: [] } as never);
    expect(meta[0]).toEqual({ title: 'Coding Club | IEEE Student Branch' });
    expect(meta).toContainEqual({
      name: 'description',
      content:
        'Every Wednesday, 18:00 to 19:30, 4 sessions (GMT+5:30). Code together. Bring a laptop.',
    });
  });

  it('answers 404 for an unknown or malformed id, with a page that leads on', async () => {
    for (const path of ['/series/99', '/series/abc']) {
      const answer = await load(path);
      const status = isRouteErrorResponse(answer)
        ? answer.status
        : (answer as { init?: { status?: number } }).init?.status;
      expect(status).toBe(404);
    }
    renderAt('/series/99', contextWith(sample));
    expect(await screen.findByRole('heading', { name: 'Series not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upcoming Events' }).getAttribute('href')).toBe(
      '/upcoming-events',
    );
  });
});
