import type { PublicReads } from '@chapterhouse/shared';
import { listAchievements } from './achievements/achievements.service.js';
import type { ServiceContext } from './context.js';
import { listEvents } from './events/events.service.js';
import { listGallery } from './gallery/gallery.service.js';
import { findPublicOrganisationRef } from './organisations/organisation-queries.js';
import {
  findOrganisationByName,
  getOrganisation,
  listOrganisations,
} from './organisations/organisations.service.js';
import { getSite } from './site/site.service.js';

/**
 * The one instance of the public reads. The `/api` routes and the server-rendered pages (through
 * React Router's load context) share it.
 */
export function createPublicReads(context: ServiceContext): PublicReads {
  return {
    listOrganisations: (kind) => listOrganisations(context, kind),
    getOrganisation: (kind, idOrSlug) => getOrganisation(context, kind, idOrSlug),
    getOrganisationRef: (kind, idOrSlug) => findPublicOrganisationRef(context.db, idOrSlug, kind),
    findOrganisationByName: (kind, name) => findOrganisationByName(context, kind, name),
    listEvents: (query) => listEvents(context, query),
    listAchievements: (query) => listAchievements(context, query),
    listGallery: (query) => listGallery(context, query),
    getSite: () => getSite(context),
  };
}

/**
 * A view of `reads` for one page request: the layout and the page ask for some of the same data
 * (the site content, the organisation lists), and each distinct call then reaches the database
 * once. It lives only as long as the request, so it never serves stale data.
 */
export function requestScopedReads(reads: PublicReads): PublicReads {
  const calls = new Map<string, Promise<unknown>>();
  return new Proxy(reads, {
    get(target, method: keyof PublicReads) {
      const original = target[method] as (...args: unknown[]) => Promise<unknown>;
      return (...args: unknown[]) => {
        const key = `${method}:${JSON.stringify(args)}`;
        let call = calls.get(key);
        if (!call) {
          call = original.apply(target, args);
          calls.set(key, call);
        }
        return call;
      };
    },
  });
}
