import type {
  Achievement,
  Event,
  GalleryItem,
  OrgListQuery,
  Page,
  PublicReads,
} from '@chapterhouse/shared';
import { data } from 'react-router';
import type { OrganisationList } from '../config/paths';

/** Headings and empty texts of the four list pages. */
export const LIST_LABELS: Record<OrganisationList, { title: string; empty: string }> = {
  'past-events': { title: 'Past Events', empty: 'No past events found.' },
  'upcoming-events': { title: 'Upcoming Events', empty: 'No upcoming events found.' },
  achievements: { title: 'Achievements', empty: 'No achievements found.' },
  gallery: { title: 'Gallery', empty: 'No gallery items found.' },
};

export type ListResult =
  | { list: 'past-events' | 'upcoming-events'; page: Page<Event> }
  | { list: 'achievements'; page: Page<Achievement> }
  | { list: 'gallery'; page: Page<GalleryItem> };

/** `?page=N` (or `?<param>=N`) of a list URL; anything missing or malformed is page 1. */
export function readPage(url: URL, param = 'page'): number {
  const raw = url.searchParams.get(param);
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

const emptyPage = <T>(query: Required<Pick<OrgListQuery, 'page' | 'limit'>>): Page<T> => ({
  items: [],
  total: 0,
  page: query.page,
  limit: query.limit,
  pageCount: 0,
});

/**
 * Reads one page of a list (server only: loaders call it). A page past the end is a 404, so a
 * stale or invented `?page=` does not show an empty list that claims to be page 40 of 2.
 */
export async function loadList(
  reads: PublicReads,
  list: OrganisationList,
  query: { page: number; limit: number; org?: string },
): Promise<ListResult> {
  let result: ListResult;
  switch (list) {
    case 'past-events':
    case 'upcoming-events': {
      const when = list === 'past-events' ? 'past' : 'upcoming';
      const page = await reads.listEvents({ ...query, when });
      result = { list, page: page ?? emptyPage(query) };
      break;
    }
    case 'achievements':
      result = { list, page: (await reads.listAchievements(query)) ?? emptyPage(query) };
      break;
    case 'gallery':
      result = { list, page: (await reads.listGallery(query)) ?? emptyPage(query) };
      break;
  }
  if (query.page > 1 && query.page > result.page.pageCount) {
    throw data({ reason: 'page' as const }, { status: 404 });
  }
  return result;
}

/** The first picture on a list page, for its share preview. */
export function firstImageOf(result: ListResult): string | null {
  if (result.list === 'gallery') return result.page.items[0]?.img ?? null;
  const items: ReadonlyArray<{ image: string | null }> = result.page.items;
  return items.find((item) => item.image)?.image ?? null;
}
