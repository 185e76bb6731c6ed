import type { SearchHit, SearchResults } from '@chapterhouse/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardApi, json, sampleData } from '../../../test/dashboard-fixtures';
import { renderDashboard } from '../../routes/organisation-dashboard/test-render';

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
  localStorage.clear();
});

const SEARCH_API = '/api/society-dashboard/society/computer-society/search';
const TAB = '/societies/computer-society/dashboard/search';
const society = {
  id: 3,
  slug: 'computer-society',
  name: 'Computer Society',
  kind: 'society' as const,
};

/** A hit whose title is `before`, the matched `word`, then `after`. */
function hit(
  kind: SearchHit['kind'],
  id: number,
  title: [before: string, word: string, after: string],
  overrides: Partial<SearchHit> = {},
): SearchHit {
  const [before, word, after] = title;
  return {
    kind,
    id,
    title: [
      { text: before, match: false },
      { text: word, match: true },
      { text: after, match: false },
    ].filter((part) => part.text),
    snippet: [
      { text: 'Bring a ', match: false },
      { text: word.toLowerCase(), match: true },
      { text: ' of your own.', match: false },
    ],
    organisation: society,
    date: null,
    draft: false,
    ...overrides,
  };
}

function results(overrides: Partial<SearchResults> = {}): SearchResults {
  return {
    query: 'orrery',
    words: ['orrery'],
    kind: null,
    organisation: society,
    page: 1,
    pageCount: 1,
    groups: [],
    didYouMean: [],
    reading: null,
    ...overrides,
  };
}

const draftEvent = hit('event', 11, ['', 'Orrery', ' workshop'], {
  draft: true,
  date: '2031-05-10',
});
const publishedEvent = hit('event', 12, ['Build an ', 'orrery', ''], { date: '2024-01-05' });
const achievement = hit('achievement', 31, ['Best ', 'Orrery', ' award']);
const grouped = results({
  groups: [
    { kind: 'event', total: 6, more: false, hits: [draftEvent, publishedEvent] },
    { kind: 'achievement', total: 1, more: false, hits: [achievement] },
  ],
});

/** Serves the dashboard's reads, and its search with `answer` (by the request's URL). */
function serveSearch(answer: (url: URL) => Response) {
  fetchMock.mockImplementation(
    dashboardApi(sampleData(), (path) => {
      const url = new URL(path, 'http://localhost');
      return url.pathname === SEARCH_API ? answer(url) : undefined;
    }),
  );
}

/** The tab's live count (the test router's location is an `<output>`, a status too). */
const statusLine = () =>
  screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite');

const searchCalls = () =>
  fetchMock.mock.calls.map(([path]) => String(path)).filter((path) => path.startsWith(SEARCH_API));

describe('the Search tab', () => {
  it('groups the hits by kind with totals, marks drafts and leads to the tabs that edit them', async () => {
    serveSearch(() => json(200, grouped));
    renderDashboard(`${TAB}?q=orrery`);
    const events = await screen.findByRole('region', { name: 'Events' });
    expect(statusLine()?.textContent).toBe('7 results for “orrery”');
    expect(screen.getByRole('tab', { name: 'Search' }).getAttribute('aria-selected')).toBe('true');
    expect(within(events).getByRole('heading', { level: 3 }).textContent).toBe('Events (6)');

    const [draft, published] = within(events).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(draft).getByText('Draft')).toBeTruthy();
    expect(within(published).queryByText('Draft')).toBeNull();
    // The words matched are marked, and each hit leads to where it is edited.
    expect(draft.querySelector('mark')?.textContent).toBe('Orrery');
    expect(within(draft).getByRole('link', { name: 'Orrery workshop' }).getAttribute('href')).toBe(
      '/societies/computer-society/dashboard/events',
    );
    expect(
      within(draft)
        .getByRole('link', { name: /^Preview ?: Orrery workshop$/ })
        .getAttribute('href'),
    ).toBe('/societies/computer-society/dashboard/events/11/preview');
    expect(within(draft).getByText('10 May 2031')).toBeTruthy();

    const all = within(events).getByRole('link', { name: 'See all 6 events' });
    expect(all.getAttribute('href')).toBe(`${TAB}?q=orrery&kind=event`);

    const achievements = screen.getByRole('region', { name: 'Achievements' });
    expect(
      within(achievements).getByRole('link', { name: 'Best Orrery award' }).getAttribute('href'),
    ).toBe('/societies/computer-society/dashboard/achievements');
    // All of one kind shown already: no "See all".
    expect(within(achievements).queryByRole('link', { name: /^See all/ })).toBeNull();
    expect(searchCalls()).toEqual([`${SEARCH_API}?q=orrery`]);
  });

  it('says what it searched for when it read a typo', async () => {
    serveSearch(() =>
      json(
        200,
        results({
          query: 'orery',
          groups: [{ kind: 'event', total: 1, more: false, hits: [draftEvent] }],
          reading: {
            searchedFor: 'orrery',
            corrections: [{ typed: 'orery', read: 'orrery' }],
            unmatched: [],
          },
        }),
      ),
    );
    renderDashboard(`${TAB}?q=orery`);
    expect((await screen.findByText(/^Showing results for/)).textContent).toBe(
      'Showing results for orrery (you typed orery).',
    );
  });

  it('sends the query and kind typed to the API, in the URL, and pages through one kind', async () => {
    serveSearch((url) =>
      json(
        200,
        results({
          query: url.searchParams.get('q') ?? '',
          kind: 'event',
          page: Number(url.searchParams.get('page') ?? 1),
          pageCount: 2,
          groups: [{ kind: 'event', total: 12, more: false, hits: [draftEvent] }],
        }),
      ),
    );
    renderDashboard(TAB);
    const form = await screen.findByRole('search', { name: 'Search this dashboard' });
    // No query yet: nothing asked of the API.
    expect(screen.getByText(/^Type a word/)).toBeTruthy();
    expect(searchCalls()).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Search for'), {
      target: { value: ' orrery workshop ' },
    });
    fireEvent.change(within(form).getByLabelText('Kind'), { target: { value: 'event' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `${TAB}?q=orrery+workshop&kind=event`,
      ),
    );
    expect(await screen.findByText('12 events for “orrery workshop”')).toBeTruthy();
    expect(searchCalls()).toEqual([`${SEARCH_API}?q=orrery+workshop&kind=event`]);
    expect(screen.getByRole('link', { name: 'Show every kind' }).getAttribute('href')).toBe(
      `${TAB}?q=orrery+workshop`,
    );

    const pages = screen.getByRole('navigation', { name: 'Pages of results' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(searchCalls().at(-1)).toBe(`${SEARCH_API}?q=orrery+workshop&kind=event&page=2`),
    );
    expect(await within(pages).findByText('Page 2 of 2')).toBeTruthy();
  });

  it('says when nothing matches', async () => {
    serveSearch(() => json(200, results({ query: 'zeppelin', words: ['zeppelin'] })));
    renderDashboard(`${TAB}?q=zeppelin`);
    expect(
      await screen.findByText(
        'Nothing of Computer Society matches “zeppelin”: no events, achievements or people.',
      ),
    ).toBeTruthy();
    expect(statusLine()?.textContent).toBe('0 results for “zeppelin”');
  });

  it('shows a failed search as a message under a form that can try again', async () => {
    serveSearch(() => json(500, { error: 'Internal Server Error' }));
    renderDashboard(`${TAB}?q=orrery`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The search failed. Internal Server Error',
    );
    const form = screen.getByRole('search', { name: 'Search this dashboard' });
    expect((within(form).getByLabelText('Search for') as HTMLInputElement).value).toBe('orrery');
    // The dashboard around it is still there.
    expect(screen.getByRole('tab', { name: 'Events' })).toBeTruthy();
  });

  it('shows why the server refused a query', async () => {
    serveSearch(() => json(400, { error: 'Search for at most 200 characters' }));
    renderDashboard(`${TAB}?q=${'y'.repeat(201)}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Search for at most 200 characters',
    );
  });
});

describe("the dashboard header's search field", () => {
  it('searches from any tab, leading to the Search tab', async () => {
    serveSearch(() => json(200, grouped));
    renderDashboard('/societies/computer-society/dashboard/events');
    const form = await screen.findByRole('search', { name: 'Search this dashboard' });
    fireEvent.change(within(form).getByLabelText('Search events, achievements and people'), {
      target: { value: 'orrery' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Search dashboard' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${TAB}?q=orrery`));
    expect(await screen.findByRole('region', { name: 'Events' })).toBeTruthy();
    // On the Search tab, its own field alone.
    expect(screen.getAllByRole('search')).toHaveLength(1);
    expect(screen.getByLabelText('Search for')).toBeTruthy();
  });
});
