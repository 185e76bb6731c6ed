import type {
  OrganisationRef,
  PageLoadContext,
  PublicReads,
  SearchHit,
  SearchKind,
  SearchQuery,
  SearchResults,
} from '@chapterhouse/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import * as searchRoute from './search';

afterEach(cleanup);

const roboticsSociety: OrganisationRef = {
  id: 7,
  slug: 'robotics-automation-society',
  name: 'Robotics & Automation Society',
  kind: 'society',
};
const branch: OrganisationRef = {
  id: 1,
  slug: 'branch',
  name: 'IEEE Student Branch',
  kind: 'branch',
};

const text = (value: string) => [{ text: value, match: false }];
const marked = (before: string, match: string, after = '') => [
  { text: before, match: false },
  { text: match, match: true },
  { text: after, match: false },
];

function hit(
  kind: SearchKind,
  id: number,
  title: string,
  extra: Partial<SearchHit> = {},
): SearchHit {
  return {
    kind,
    id,
    title: marked('', title),
    snippet: text(`About ${title}.`),
    organisation: roboticsSociety,
    date: null,
    draft: false,
    ...extra,
  };
}

const noResults = (query: SearchQuery): SearchResults => ({
  query: query.q,
  words: [query.q],
  kind: query.kind ?? null,
  organisation: null,
  page: query.page,
  pageCount: 1,
  groups: [],
  didYouMean: [],
});

/** The server's reads as the loader sees them: `search` answers with `answer(query)`. */
function contextWith(answer: (query: SearchQuery) => SearchResults | null) {
  const asked: SearchQuery[] = [];
  const reads = {
    listOrganisations: async (kind: 'society' | 'council') =>
      kind === 'society'
        ? [{ ...roboticsSociety, kind: 'society' }]
        : [{ id: 9, slug: 'sensors-council', name: 'Sensors Council', kind: 'council' }],
    search: async (query: SearchQuery) => {
      asked.push(query);
      return answer(query);
    },
  } as unknown as PublicReads;
  const api = async () => ({ status: 500, body: { error: 'No API in this test' } });
  const context = {
    reads,
    api,
    origin: 'https://ieee.example.edu',
    cspNonce: '',
  } satisfies PageLoadContext;
  return { context, asked };
}

function renderAt(path: string, context: PageLoadContext) {
  const Stub = createRoutesStub(
    [
      {
        path: '/search',
        // biome-ignore lint/suspicious/noExplicitAny: the stub's loose component props
        Component: searchRoute.default as any,
        // biome-ignore lint/suspicious/noExplicitAny: as above
        ErrorBoundary: searchRoute.ErrorBoundary as any,
        // biome-ignore lint/suspicious/noExplicitAny: as above
        loader: searchRoute.loader as any,
      },
    ],
    // biome-ignore lint/suspicious/noExplicitAny: the load context the server hands the loaders
    context as any,
  );
  return render(<Stub initialEntries={[path]} />);
}

type LoaderArgs = Parameters<typeof searchRoute.loader>[0];

async function load(path: string, context: PageLoadContext) {
  const answer = await searchRoute.loader({
    request: new Request(`https://ieee.example.edu${path}`),
    context,
    params: {},
  } as unknown as LoaderArgs);
  return answer as unknown as {
    data: Awaited<ReturnType<typeof searchRoute.loader>>['data'];
    init: ResponseInit | null;
  };
}

const hrefOf = (element: HTMLElement) => element.getAttribute('href');

describe('/search', () => {
  it('without a query shows the form alone, with the visible societies and councils to choose', async () => {
    const { context, asked } = contextWith(noResults);
    renderAt('/search', context);
    const form = await screen.findByRole('search', { name: 'Search and filter' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/search');
    expect(within(form).getByRole('searchbox', { name: 'Search for' })).toBeTruthy();
    const kinds = within(form).getByRole('combobox', { name: 'Kind' });
    expect(
      within(kinds)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Everything',
      'Societies and councils',
      'Events',
      'Achievements',
      'People',
      'Newsletters',
      'Questions',
    ]);
    const organisations = within(form).getByRole('combobox', { name: 'Society or council' });
    expect(within(organisations).getByRole('option', { name: 'Sensors Council' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('groups the results by kind, each with its total and a link to all of that kind', async () => {
    const event = hit('event', 74, 'Robotics Workshop', {
      title: marked('Intro to ', 'Robotics', ' <script>alert(1)</script>'),
      date: '2031-03-05',
    });
    const { context, asked } = contextWith((query) => ({
      ...noResults(query),
      words: ['robotics'],
      groups: [
        {
          kind: 'organisation',
          total: 1,
          hits: [hit('organisation', 7, 'Robotics & Automation Society')],
        },
        {
          kind: 'event',
          total: 9,
          hits: [event, hit('event', 75, 'Robot Sumo'), hit('event', 76, 'Line Followers')],
        },
        { kind: 'member', total: 1, hits: [hit('member', 3, 'Asha Rao')] },
        {
          kind: 'faq',
          total: 1,
          hits: [hit('faq', 2, 'Can I join robotics?', { organisation: null })],
        },
        {
          kind: 'achievement',
          total: 1,
          hits: [hit('achievement', 5, 'Robocon finalists', { organisation: branch })],
        },
      ],
    }));
    renderAt('/search?q=robotics&kind=&org=', context);
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      '13 results for “robotics”',
    );
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(asked).toEqual([{ q: 'robotics', page: 1 }]);

    const events = screen.getByRole('region', { name: 'Events (9)' });
    const title = within(events).getByRole('link', { name: /Intro to Robotics/ });
    // Marked as text: the title's markup in the data is shown, never run or parsed.
    expect(title.querySelector('mark')?.textContent).toBe('Robotics');
    expect(title.textContent).toBe('Intro to Robotics <script>alert(1)</script>');
    expect(document.querySelector('main script, div script')).toBeNull();
    expect(hrefOf(title)).toMatch(/^\/events\/74\/intro-to-robotics/);
    // Whose it is and when, beside each hit.
    expect(within(events).getByText('5 Mar 2031').closest('p')?.textContent).toBe(
      'Robotics & Automation Society · 5 Mar 2031',
    );
    expect(within(events).getAllByText('Robotics & Automation Society')).toHaveLength(2);
    expect(hrefOf(within(events).getByRole('link', { name: 'See all 9 events' }))).toBe(
      '/search?q=robotics&kind=event',
    );

    const organisations = screen.getByRole('region', { name: 'Societies and councils (1)' });
    expect(hrefOf(within(organisations).getByRole('link', { name: /Robotics/ }))).toBe(
      '/societies/robotics-automation-society',
    );
    expect(within(organisations).queryByRole('link', { name: /See all/ })).toBeNull();
    const people = screen.getByRole('region', { name: 'People (1)' });
    expect(hrefOf(within(people).getByRole('link', { name: 'Asha Rao' }))).toBe(
      '/societies/robotics-automation-society#team',
    );
    const questions = screen.getByRole('region', { name: 'Questions (1)' });
    expect(hrefOf(within(questions).getByRole('link', { name: 'Can I join robotics?' }))).toBe(
      '/#faqs',
    );
    const achievements = screen.getByRole('region', { name: 'Achievements (1)' });
    expect(hrefOf(within(achievements).getByRole('link', { name: 'Robocon finalists' }))).toBe(
      '/achievements',
    );
    expect(screen.queryByRole('navigation', { name: 'Pages of results' })).toBeNull();
    // The form keeps what was asked.
    expect(screen.getByRole('searchbox', { name: 'Search for' })).toHaveProperty(
      'value',
      'robotics',
    );
  });

  it('with a kind chosen, pages through it; each link keeps the query, kind and organisation', async () => {
    const { context, asked } = contextWith((query) => ({
      ...noResults(query),
      kind: 'event',
      organisation: roboticsSociety,
      page: 2,
      pageCount: 3,
      groups: [
        {
          kind: 'event',
          total: 25,
          hits: Array.from({ length: 10 }, (_, index) =>
            hit('event', 100 + index, `Meetup ${index}`),
          ),
        },
      ],
    }));
    renderAt('/search?q=meetup&kind=event&org=robotics-automation-society&page=2', context);
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      '25 events for “meetup” in Robotics & Automation Society',
    );
    expect(asked).toEqual([
      { q: 'meetup', kind: 'event', org: 'robotics-automation-society', page: 2 },
    ]);
    const pager = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(within(pager).getByText('Page 2 of 3')).toBeTruthy();
    expect(hrefOf(within(pager).getByRole('link', { name: 'Previous' }))).toBe(
      '/search?q=meetup&kind=event&org=robotics-automation-society',
    );
    expect(hrefOf(within(pager).getByRole('link', { name: 'Next' }))).toBe(
      '/search?q=meetup&kind=event&org=robotics-automation-society&page=3',
    );
    expect(screen.queryByRole('link', { name: /See all/ })).toBeNull();
    expect(hrefOf(screen.getByRole('link', { name: 'Show every kind' }))).toBe(
      '/search?q=meetup&org=robotics-automation-society',
    );
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveProperty('value', 'event');
    expect(screen.getByRole('combobox', { name: 'Society or council' })).toHaveProperty(
      'value',
      'robotics-automation-society',
    );
  });

  it('says clearly when nothing was found, and offers the closest names as searches', async () => {
    const { context } = contextWith((query) => ({
      ...noResults(query),
      didYouMean: ['Robotics & Automation Society', 'Robotics Workshop'],
    }));
    renderAt('/search?q=robtics', context);
    expect(await screen.findByText('No results for “robtics”.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 results for “robtics”');
    expect(hrefOf(screen.getByRole('link', { name: 'Robotics & Automation Society' }))).toBe(
      '/search?q=Robotics+%26+Automation+Society',
    );
    expect(hrefOf(screen.getByRole('link', { name: 'Robotics Workshop' }))).toBe(
      '/search?q=Robotics+Workshop',
    );
  });

  it('answers a query too long with 400 and the reason, an unknown organisation with 404, past the last page 404', async () => {
    const { context, asked } = contextWith((query) =>
      query.org === 'nobody' ? null : noResults(query),
    );
    const tooLong = await load(`/search?q=${'a'.repeat(201)}`, context);
    expect(tooLong.init?.status).toBe(400);
    expect(tooLong.data.problem).toBe('Search for at most 200 characters');
    const unknown = await load('/search?q=robotics&org=nobody', context);
    expect(unknown.init?.status).toBe(404);
    expect(unknown.data.problem).toBe('There is no such society or council to search in.');
    await expect(load('/search?q=robotics&kind=event&page=5', context)).rejects.toMatchObject({
      init: { status: 404 },
    });
    // An unknown kind is no filter.
    const anyKind = await load('/search?q=robotics&kind=spaceships', context);
    expect(anyKind.data.values.kind).toBeNull();
    expect(asked.map((query) => query.org ?? null)).toEqual(['nobody', null, null]);
    // Results are answered for the visitor alone, never kept in the shared page cache.
    expect(new Headers(anyKind.init?.headers).get('cache-control')).toBe('private, no-store');
  });

  it('titles result pages by their query and keeps them out of search engines', () => {
    const data = {
      values: { q: 'robotics', kind: null, org: null },
      organisations: [],
      results: { ...noResults({ q: 'robotics', page: 1 }), page: 1 },
      problem: null,
    };
    // biome-ignore lint/suspicious/noExplicitAny: only loaderData is read
    const tags = searchRoute.meta({ loaderData: data } as any);
    expect(tags).toContainEqual({ title: 'Search results for “robotics” | IEEE Student Branch' });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    // biome-ignore lint/suspicious/noExplicitAny: as above
    const blank = searchRoute.meta({ loaderData: { ...data, values: { q: '' } } } as any);
    expect(blank).toContainEqual({ title: 'Search | IEEE Student Branch' });
    expect(blank).not.toContainEqual({ name: 'robots', content: 'noindex' });
  });
});
