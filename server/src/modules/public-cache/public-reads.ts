import type { PublicReads } from '@chapterhouse/shared';
import type { ServiceContext } from '../../lib/service-context.js';
import { listAchievements } from '../achievements/achievements.service.js';
import { listEventLinkPages, listEventLinks } from '../events/event-sitemaps.js';
import { listEventsBetween } from '../events/events-between.service.js';
import { getPublicEvent, listEvents } from '../events/public-events.service.js';
import { getPublicSeries } from '../events/series.service.js';
import { getCalendarEvent, listCalendarEvents, listNewsEntries } from '../feeds/feeds.service.js';
import { listGallery } from '../gallery/gallery.service.js';
import {
  listPublishedIssues,
  readPublishedIssue,
} from '../newsletter/newsletter-issues.service.js';
import { listNotifications } from '../notifications/notifications.service.js';
import {
  findVisibleOrganisationRef,
  listOrganisationLinks,
} from '../organisations/organisations.service.js';
import { searchSite, suggest } from '../search/search.service.js';
import { getSite } from '../site/site.service.js';
import {
  findOrganisationByName,
  getOrganisation,
  listOrganisations,
} from './organisation-pages.js';

/**
 * The public reads, live from the database. The dashboards use them as they are; the public
 * `/api` routes and the server-rendered pages (through React Router's load context) share one
 * cached view of them (`public-cache/`).
 */
export function createPublicReads(context: ServiceContext): PublicReads {
  return {
    listOrganisations: (kind) => listOrganisations(context, kind),
    getOrganisation: (kind, idOrSlug) => getOrganisation(context, kind, idOrSlug),
    getOrganisationRef: (kind, idOrSlug) => findVisibleOrganisationRef(context.db, idOrSlug, kind),
    findOrganisationByName: (kind, name) => findOrganisationByName(context, kind, name),
    listEvents: (query) => listEvents(context, query),
    listEventsBetween: (query) => listEventsBetween(context, query),
    getEvent: (id) => getPublicEvent(context, id),
    getSeries: (id) => getPublicSeries(context, id),
    listOrganisationLinks: () => listOrganisationLinks(context),
    listEventLinkPages: () => listEventLinkPages(context),
    listEventLinks: (page) => listEventLinks(context, page),
    listAchievements: (query) => listAchievements(context, query),
    listGallery: (query) => listGallery(context, query),
    getSite: () => getSite(context),
    listNotifications: (query) => listNotifications(context, query),
    listNewsletters: (query) => listPublishedIssues(context, query),
    getNewsletter: (id) => readPublishedIssue(context, id),
    listCalendarEvents: (scope) => listCalendarEvents(context, scope),
    getCalendarEvent: (id) => getCalendarEvent(context, id),
    listNewsEntries: (scope) => listNewsEntries(context, scope),
    search: (query) => searchSite(context, query),
    suggest: (q) => suggest(context, q),
  };
}

/**
 * The reads as the public cache keeps them: an event's read tells `emptyAt` when its page turns
 * by the clock alone, as registration opens (to members first, then to everyone) and closes,
 * so that no page or read kept before
 * that moment is served after it (`PublicCache.emptyAt`).
 */
export function readsTurningWithTheClock(
  live: PublicReads,
  emptyAt: (at: Date) => void,
): PublicReads {
  return {
    ...live,
    getEvent: async (id) => {
      const event = await live.getEvent(id);
      for (const moment of [
        event?.registrationOpensAt,
        event?.openToEveryoneAt,
        event?.registrationClosesAt,
      ]) {
        if (moment) emptyAt(new Date(moment));
      }
      return event;
    },
  };
}
