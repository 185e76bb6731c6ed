import type {
  NewsletterArchiveEntry,
  PageLoadContext,
  PublicReads,
  PublishedNewsletter,
} from '@chapterhouse/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub, isRouteErrorResponse } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ARCHIVE_EMPTY } from '../features/newsletter/newsletter-archive';
import * as issueRoute from './newsletter-issue';
import * as listRoute from './newsletters';
import { loader as sitemapLoader } from './sitemap-page';

afterEach(cleanup);

const computerSociety = {
  id: 3,
  slug: 'computer-society',
  name: 'Computer Society',
  kind: 'society' as const,
};

const entry = (id: number): NewsletterArchiveEntry => ({
  id,
  subject: `Issue ${id}`,
  sentAt: `2025-0${id}-10T09:00:00.000Z`,
  excerpt: `The start of issue ${id}…`,
});

const published: PublishedNewsletter = {
  id: 2,
  subject: 'March at the branch',
  intro: 'Spring is here.\n\nSo are the workshops,\nevery Friday.',
  sentAt: '2025-03-10T09:00:00.000Z',
  sections: {
    events: [
      {
        title: 'Cloud Day',
        date: '2031-03-05',
        summary: '18:00, Faraday Hall',
        url: 'https://ieee.example.edu/events/12/cloud-day',
        organisation: computerSociety,
      },
    ],
    achievements: [
      {
        title: 'Best Student Branch',
        date: '2025',
        summary: 'Region 10 award',
        url: null,
        organisation: computerSociety,
      },
    ],
    proposals: [],
  },
};

/** The server's reads as the page loaders see them: the archive of `entries`, `published` by id. */
function contextWith(entries: NewsletterArchiveEntry[]) {
  const reads = {
    listNewsletters: async ({ page, limit }: { page: number; limit: number }) => ({
      items: entries.slice((page - 1) * limit, page * limit),
      total: entries.length,
      page,
      limit,
      pageCount: Math.max(1, Math.ceil(entries.length / limit)),
    }),
    getNewsletter: async (id: number) => (id === published.id ? published : null),
    listOrganisationLinks: async () => [],
  } as unknown as PublicReads;
  // These pages send no forms: any API call would be a mistake.
  const api = async () => ({ status: 500, body: { error: 'No API in this test' } });
  return { reads, api, origin: 'https://ieee.example.edu', cspNonce: '' } satisfies PageLoadContext;
}

function renderAt(path: string, context: PageLoadContext) {
  const Stub = createRoutesStub(
    [
      {
        path: '/newsletters',
        // biome-ignore lint/suspicious/noExplicitAny: the stub's loose component props
        Component: listRoute.default as any,
        // biome-ignore lint/suspicious/noExplicitAny: as above
        ErrorBoundary: listRoute.ErrorBoundary as any,
        // biome-ignore lint/suspicious/noExplicitAny: as above
        loader: listRoute.loader as any,
      },
      {
        path: '/newsletters/:id',
        // biome-ignore lint/suspicious/noExplicitAny: as above
        Component: issueRoute.default as any,
        // biome-ignore lint/suspicious/noExplicitAny: as above
        ErrorBoundary: issueRoute.ErrorBoundary as any,
        // biome-ignore lint/suspicious/noExplicitAny: as above
        loader: issueRoute.loader as any,
      },
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
    // `data(null, { status })` as thrown, before React Router turns it into a response.
    const init = (error as { init?: { status?: number } }).init;
    return isRouteErrorResponse(error) ? error.status : (init?.status ?? -1);
  }
}

type ListArgs = Parameters<typeof listRoute.loader>[0];
type IssueArgs = Parameters<typeof issueRoute.loader>[0];

describe('/newsletters', () => {
  it('lists the sent issues newest first, each linked to its page, a page at a time', async () => {
    const entries = Array.from({ length: 14 }, (_, index) => entry(index + 1));
    renderAt('/newsletters', contextWith(entries));
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletters' })).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(12);
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Issue 1' }).getAttribute('href')).toBe(
      '/newsletters/1',
    );
    expect(within(first).getByText('10 Jan 2025')).toBeTruthy();
    expect(within(first).getByText('The start of issue 1…')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/newsletters?page=2',
    );
  });

  it('says kindly that there is nothing yet, and answers 404 past the last page', async () => {
    renderAt('/newsletters', contextWith([]));
    expect(await screen.findByText(ARCHIVE_EMPTY)).toBeTruthy();
    const request = new Request('https://ieee.example.edu/newsletters?page=3');
    expect(
      await statusOf(
        listRoute.loader({ request, context: contextWith([entry(1)]) } as unknown as ListArgs),
      ),
    ).toBe(404);
  });

  it('is titled for search engines and listed in the sitemap', async () => {
    const data = { result: { page: 2 } };
    const meta = listRoute.meta({ loaderData: data, matches: [] } as never);
    expect(meta[0]).toEqual({ title: 'Newsletters (page 2) | IEEE Student Branch' });
    const sitemap = (await sitemapLoader({
      context: contextWith([]),
      params: { name: 'pages.xml' },
    } as never)) as Response;
    expect(await sitemap.text()).toContain('<loc>https://ieee.example.edu/newsletters</loc>');
  });
});

describe('/newsletters/:id', () => {
  it('shows the issue: subject, date, the introduction’s paragraphs and its sections with links', async () => {
    renderAt('/newsletters/2', contextWith([]));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'March at the branch' }),
    ).toBeTruthy();
    expect(screen.getByText('10 Mar 2025')).toBeTruthy();
    expect(screen.getByText('Spring is here.').tagName).toBe('P');
    expect(screen.getByText(/^So are the workshops,/).textContent).toBe(
      'So are the workshops,\nevery Friday.',
    );
    const events = screen.getByRole('region', { name: 'Coming events' });
    expect(within(events).getByRole('link', { name: 'Cloud Day' }).getAttribute('href')).toBe(
      'https://ieee.example.edu/events/12/cloud-day',
    );
    const achievements = screen.getByRole('region', { name: 'Achievements' });
    expect(within(achievements).getByText('Best Student Branch')).toBeTruthy();
    // An empty section is left out.
    expect(screen.queryByRole('region', { name: 'From the organisations' })).toBeNull();
    expect(screen.getByRole('link', { name: '← All newsletters' }).getAttribute('href')).toBe(
      '/newsletters',
    );
    const meta = issueRoute.meta({ loaderData: { newsletter: published }, matches: [] } as never);
    expect(meta).toContainEqual({ name: 'description', content: 'Spring is here.' });
  });

  it('answers 404 for an unknown or malformed id, with a page that leads back', async () => {
    const load = (id: string) =>
      statusOf(
        issueRoute.loader({
          params: { id },
          request: new Request(`https://ieee.example.edu/newsletters/${id}`),
          context: contextWith([]),
        } as unknown as IssueArgs),
      );
    expect(await load('99')).toBe(404);
    expect(await load('abc')).toBe(404);
    renderAt('/newsletters/99', contextWith([]));
    expect(await screen.findByRole('heading', { name: 'Newsletter not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All newsletters' }).getAttribute('href')).toBe(
      '/newsletters',
    );
  });
});
