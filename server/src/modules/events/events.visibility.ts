import type { OrganisationKind } from '@chapterhouse/shared';
import { and, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { events } from '../../db/schema/index.js';
import { isPublished } from '../../lib/publication.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { ofVisibleOrganisation } from '../organisations/organisations.visibility.js';

/**
 * What visitors may see of events (decision 011): published events (not drafts) of a visible
 * organisation, or of one of `kinds` when given. Every public read, feed, sitemap, count, mail
 * and registration of events goes through it; other domains ask the events service for them.
 */
export function visibleEventsOf(kinds?: readonly OrganisationKind[]): SQL {
  return and(isPublished(events), ofVisibleOrganisation(events.organisationId, kinds)) as SQL;
}

/** Published events of a visible organisation. */
export const visibleEvents = visibleEventsOf();

// Another session of the same series (its columns read `sibling`.column); published as
// `isPublished` has it, which takes the tables themselves, not an alias.
const sibling = alias(events, 'sibling');

/**
 * An upcoming event on its own, or the next session visitors see of its series: the lists show a
 * series once, by its next session (issue 48), where the month view and the series' page show
 * each. Read from the series' (series_id, date, time, id) index.
 */
export function nextOfItsSeries(context: ServiceContext): SQL {
  const now = context.clock.now().toISOString();
  return sql`(${events.seriesId} is null or not exists (select 1 from ${events} as ${sql.identifier('sibling')} where ${sibling.seriesId} = ${events.seriesId} and not ${sibling.held} and ${sibling.endsAt} > ${now} and ${isNotNull(sibling.publishedAt)} and (${sibling.date}, ${sibling.time}, ${sibling.id}) < (${events.date}, ${events.time}, ${events.id})))`;
}
