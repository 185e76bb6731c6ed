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

// The `/search` page: what its loader asks of the server's reads and answers, and its title. The
// form and the results themselves: features/search/search-results.test.tsx.

afterEach(cleanup);

const roboticsSociety: OrganisationRef = {
  id: 7,
  slug: 'robotics-automation-society',
  name: 'Robotics & Automation Society',
  kind: 'society',
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
  reading: null,
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

describe('/search', () => {
  it('without a query shows the form alone, with the visible societies and councils to choose', async () => {
    const { context, asked } = contextWith(noResults);
    renderAt('/search', context);
    const form = await screen.findByRole('search', { name: 'Search and filter' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/search');
    expect(within(form).getByRole('searchbox', { name: 'Search for' })).toBeTruthy();
    const organisations = within(form).getByRole('combobox', { name: 'Society or council' });
    expect(within(organisations).getByRole('option', { name: 'Sensors Council' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('asks the reads what the URL says, and shows their answer under the form', async () => {
    const { context, asked } = contextWith((query) => ({
      ...noResults(query),
      organisation: query.org ? roboticsSociety : null,
      pageCount: query.kind ? 3 : 1,
      groups: [
        { kind: 'event', total: 25, more: false, hits: [hit('event', 74, 'Robotics Workshop')] },
      ],
    }));
    renderAt('/search?q=robotics&kind=&org=', context);
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      '25 results for “robotics”',
    );
    expect(screen.getByRole('region', { name: 'Events (25)' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search for' })).toHaveProperty(
      'value',
      'robotics',
    );
    cleanup();
    renderAt('/search?q=meetup&kind=event&org=robotics-automation-society&page=2', context);
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      '25 events for “meetup” in Robotics & Automation Society',
    );
    expect(screen.getByRole('combobox', { name: 'Society or council' })).toHaveProperty(
      'value',
      'robotics-automation-society',
    );
    expect(asked).toEqual([
      { q: 'robotics', page: 1 },
      { q: 'meetup', kind: 'event', org: 'robotics-automation-society', page: 2 },
    ]);
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
