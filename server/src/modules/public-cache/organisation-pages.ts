import {
  DETAIL_ACHIEVEMENTS_LIMIT,
  DETAIL_EVENTS_LIMIT,
  DETAIL_GALLERY_LIMIT,
  type OrganisationDetail,
  type OrganisationKind,
  type OrganisationSummary,
} from '@chapterhouse/shared';
import type { ServiceContext } from '../../lib/service-context.js';
import { listOrganisationAchievements } from '../achievements/achievements.service.js';
import { listOrganisationEvents } from '../events/public-events.service.js';
import {
  countUpcomingEvents,
  countUpcomingEventsByOrganisation,
} from '../events/visible-events.service.js';
import { listOrganisationGallery } from '../gallery/gallery.service.js';
import { countSlates, selectSlate } from '../members/members.service.js';
import {
  findOrganisationIdByName,
  getOrganisationRecord,
  listOrganisationRecords,
  toOrganisationDetail,
  toOrganisationSummary,
} from '../organisations/organisations.service.js';

// An organisation's public page and its summary in the menus, put together here from what each
// domain shows of it: its record (organisations), its slate (members), events, achievements and
// photos. Each of those domains builds its visibility on the organisations' (decision 011), so
// the organisations module cannot ask them itself without the modules importing in a circle.

/** The visible organisations of one kind in menu order, with what visitors see of each. */
export async function listOrganisations(
  context: ServiceContext,
  kind: OrganisationKind,
): Promise<OrganisationSummary[]> {
  const [records, slates, upcoming] = await Promise.all([
    listOrganisationRecords(context, kind),
    countSlates(context.db, kind),
    countUpcomingEventsByOrganisation(context, kind),
  ]);
  return records.map((record) =>
    toOrganisationSummary(record, {
      slate: slates.get(record.id) ?? 0,
      upcomingEvents: upcoming.get(record.id) ?? 0,
    }),
  );
}

/** A visible organisation's page by id or slug; null when there is none. */
export async function getOrganisation(
  context: ServiceContext,
  kind: OrganisationKind,
  idOrSlug: string,
): Promise<OrganisationDetail | null> {
  const record = await getOrganisationRecord(context, kind, idOrSlug);
  if (!record) return null;
  const [slate, events, achievements, gallery, upcomingEvents, upcomingListed] = await Promise.all([
    selectSlate(context.db, record.id),
    listOrganisationEvents(context, record.id, DETAIL_EVENTS_LIMIT),
    listOrganisationAchievements(context, record.id, DETAIL_ACHIEVEMENTS_LIMIT),
    listOrganisationGallery(context, record.id, DETAIL_GALLERY_LIMIT),
    countUpcomingEvents(context, { organisationId: record.id }),
    countUpcomingEvents(context, { organisationId: record.id, seriesOnce: true }),
  ]);
  return toOrganisationDetail(record, {
    slate,
    events,
    achievements,
    gallery,
    upcomingEvents,
    upcomingListed,
  });
}

/**
 * The spec's `/societies/name/{name}`: the page of the organisation whose name, ignoring case, or
 * whose slug matches.
 */
export async function findOrganisationByName(
  context: ServiceContext,
  kind: OrganisationKind,
  name: string,
): Promise<OrganisationDetail | null> {
  const id = await findOrganisationIdByName(context, kind, name);
  return id === null ? null : getOrganisation(context, kind, String(id));
}
