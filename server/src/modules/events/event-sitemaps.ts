// The events' sitemaps: the visible events in pages of `SITEMAP_EVENTS_PER_PAGE` links, and the
// index of those pages with when each last changed.
import { type EventLink, SITEMAP_EVENTS_PER_PAGE, type SitemapPage } from '@chapterhouse/shared';
import { sql } from 'drizzle-orm';
import { events } from '../../db/schema/index.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { visibleEvents } from './events.visibility.js';

/** A timestamp as the database gives it from raw SQL (text or a Date), as ISO 8601. */
const isoOf = (value: Date | string) => new Date(value).toISOString();

/**
 * The pages of the events' sitemaps: the visible events in id order (so a new event joins the
 * last page and the others stay where they were), `SITEMAP_EVENTS_PER_PAGE` a page, each with its
 * newest `updated_at` (the index's `lastmod`). One statement: numbered, grouped, never sent.
 */
export async function listEventLinkPages(context: ServiceContext): Promise<SitemapPage[]> {
  const numbered = context.db
    .select({
      updatedAt: events.updatedAt,
      position: sql<number>`row_number() over (order by ${events.id}) - 1`.as('position'),
    })
    .from(events)
    .where(visibleEvents)
    .as('numbered');
  // The size written into the statement: as a parameter each use would be its own `$n`, and
  // PostgreSQL would not see the GROUP BY and the SELECT as the same expression.
  const page = sql<number>`(${numbered.position} / ${sql.raw(String(SITEMAP_EVENTS_PER_PAGE))})::int + 1`;
  const rows = await context.db
    .select({ page, lastModified: sql<Date | string>`max(${numbered.updatedAt})` })
    .from(numbered)
    .groupBy(page)
    .orderBy(page);
  return rows.map((row) => ({ page: Number(row.page), lastModified: isoOf(row.lastModified) }));
}

/** One page of the events' sitemaps (see `listEventLinkPages`); empty past the last. */
export async function listEventLinks(context: ServiceContext, page: number): Promise<EventLink[]> {
  const rows = await context.db
    .select({ id: events.id, title: events.title, updatedAt: events.updatedAt })
    .from(events)
    .where(visibleEvents)
    .orderBy(events.id)
    .limit(SITEMAP_EVENTS_PER_PAGE)
    .offset((page - 1) * SITEMAP_EVENTS_PER_PAGE);
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}
