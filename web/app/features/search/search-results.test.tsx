import type {
  OrganisationRef,
  SearchHit,
  SearchKind,
  SearchQuery,
  SearchResults,
} from '@chapterhouse/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SearchForm,
  type SearchFormValues,
  type SearchOrganisationChoice,
  SearchResultsView,
} from './search-results';

// The search page's form and results as `/search` composes them (routes/search.test.tsx: what
// the page's loader asks and answers).

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
const organisations: SearchOrganisationChoice[] = [
  { kind: 'society', slug: roboticsSociety.slug, name: roboticsSociety.name },
  { kind: 'council', slug: 'sensors-council', name: 'Sensors Council' },
];

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

/** The page's form with what was asked, and the results when there are some. */
function renderSearch(values: SearchFormValues, results: SearchResults | null) {
  return render(
    <>
      <SearchForm values={values} organisations={organisations} />
      {results && <SearchResultsView results={results} />}
    </>,
  );
}

const hrefOf = (element: HTMLElement) => element.getAttribute('href');

describe('the search form', () => {
  it('is a GET to /search offering every kind and the societies and councils to choose', () => {
    renderSearch({ q: '', kind: null, org: null }, null);
    const form = screen.getByRole('search', { name: 'Search and filter' });
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
    const choices = within(form).getByRole('combobox', { name: 'Society or council' });
    expect(within(choices).getByRole('option', { name: 'Sensors Council' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the search results', () => {
  it('groups the results by kind, each with its total and a link to all of that kind', () => {
    const event = hit('event', 74, 'Robotics Workshop', {
      title: marked('Intro to ', 'Robotics', ' <script>alert(1)</script>'),
      date: '2031-03-05',
    });
    renderSearch(
      { q: 'robotics', kind: null, org: null },
      {
        ...noResults({ q: 'robotics', page: 1 }),
        words: ['robotics'],
        groups: [
          {
            kind: 'organisation',
            total: 1,
            more: false,
            hits: [hit('organisation', 7, 'Robotics & Automation Society')],
          },
          {
            kind: 'event',
            total: 9,
            more: false,
            hits: [event, hit('event', 75, 'Robot Sumo'), hit('event', 76, 'Line Followers')],
          },
          { kind: 'member', total: 1, more: false, hits: [hit('member', 3, 'Asha Rao')] },
          {
            kind: 'faq',
            total: 1,
            more: false,
            hits: [hit('faq', 2, 'Can I join robotics?', { organisation: null })],
          },
          {
            kind: 'achievement',
            total: 1,
            more: false,
            hits: [hit('achievement', 5, 'Robocon finalists', { organisation: branch })],
          },
        ],
      },
    );
    expect(screen.getByRole('status')).toHaveProperty('textContent', '13 results for “robotics”');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');

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

    const societies = screen.getByRole('region', { name: 'Societies and councils (1)' });
    expect(hrefOf(within(societies).getByRole('link', { name: /Robotics/ }))).toBe(
      '/societies/robotics-automation-society',
    );
    expect(within(societies).queryByRole('link', { name: /See all/ })).toBeNull();
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

  it('says "1000+" where the server stopped counting a common word’s matches', () => {
    renderSearch(
      { q: 'ieee', kind: null, org: null },
      {
        ...noResults({ q: 'ieee', page: 1 }),
        groups: [
          {
            kind: 'event',
            total: 1000,
            more: true,
            hits: [hit('event', 74, 'IEEE Day'), hit('event', 75, 'IEEE Xtreme')],
          },
          {
            kind: 'organisation',
            total: 1,
            more: false,
            hits: [hit('organisation', 7, 'IEEE SB')],
          },
        ],
      },
    );
    expect(screen.getByRole('status')).toHaveProperty('textContent', '1001+ results for “ieee”');
    const events = screen.getByRole('region', { name: 'Events (1000+)' });
    expect(within(events).getByRole('link', { name: 'See all 1000+ events' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Societies and councils (1)' })).toBeTruthy();
  });

  it('with a kind chosen, pages through it; each link keeps the query, kind and organisation', () => {
    renderSearch(
      { q: 'meetup', kind: 'event', org: 'robotics-automation-society' },
      {
        ...noResults({ q: 'meetup', page: 2 }),
        kind: 'event',
        organisation: roboticsSociety,
        pageCount: 3,
        groups: [
          {
            kind: 'event',
            total: 25,
            more: false,
            hits: Array.from({ length: 10 }, (_, index) =>
              hit('event', 100 + index, `Meetup ${index}`),
            ),
          },
        ],
      },
    );
    expect(screen.getByRole('status')).toHaveProperty(
      'textContent',
      '25 events for “meetup” in Robotics & Automation Society',
    );
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

  it('says what it searched for when it read a typo, and which words matched nothing', () => {
    renderSearch(
      { q: 'robtics qqqzzz', kind: null, org: null },
      {
        ...noResults({ q: 'robtics qqqzzz', page: 1 }),
        words: ['robtics', 'qqqzzz'],
        groups: [
          {
            kind: 'organisation',
            total: 1,
            more: false,
            hits: [hit('organisation', 7, 'Robotics & Automation Society')],
          },
        ],
        reading: {
          searchedFor: 'robotics',
          corrections: [{ typed: 'robtics', read: 'robotics' }],
          unmatched: ['qqqzzz'],
        },
      },
    );
    expect(screen.getByText(/^Showing results for/).textContent).toBe(
      'Showing results for robotics (you typed robtics qqqzzz). Nothing matched “qqqzzz”.',
    );
    expect(screen.getByText('robotics', { selector: 'strong' })).toBeTruthy();
  });

  it('says clearly when nothing was found, and offers the closest names as searches', () => {
    renderSearch(
      { q: 'robtics', kind: null, org: null },
      {
        ...noResults({ q: 'robtics', page: 1 }),
        didYouMean: ['Robotics & Automation Society', 'Robotics Workshop'],
      },
    );
    expect(screen.getByText('No results for “robtics”.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 results for “robtics”');
    expect(hrefOf(screen.getByRole('link', { name: 'Robotics & Automation Society' }))).toBe(
      '/search?q=Robotics+%26+Automation+Society',
    );
    expect(hrefOf(screen.getByRole('link', { name: 'Robotics Workshop' }))).toBe(
      '/search?q=Robotics+Workshop',
    );
  });
});
