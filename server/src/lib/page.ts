import type { Page, PaginationQuery } from '@chapterhouse/shared';

export function toPage<T>(items: T[], total: number, page: number, limit: number): Page<T> {
  return { items, total, page, limit, pageCount: Math.max(1, Math.ceil(total / limit)) };
}

/** How many rows come before page `page` of `limit` rows. */
export const offsetOf = ({ page, limit }: PaginationQuery) => (page - 1) * limit;

/** The rows of one page and the total they are counted from, read at once, as a `Page`. */
export async function readPage<T>(
  paging: PaginationQuery,
  rows: (paging: { limit: number; offset: number }) => Promise<T[]>,
  total: () => Promise<number>,
): Promise<Page<T>> {
  const [items, count] = await Promise.all([
    rows({ limit: paging.limit, offset: offsetOf(paging) }),
    total(),
  ]);
  return toPage(items, count, paging.page, paging.limit);
}
