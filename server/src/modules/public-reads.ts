import type { PublicReads } from '@chapterhouse/shared';
import { findPublicOrganisationRef } from '../lib/organisation-queries.js';
import type { ServiceContext } from '../lib/service-context.js';
import { listAchievements } from './achievements/achievements.service.js';
import { listEvents } from './events/events.service.js';
import { listGallery } from './gallery/gallery.service.js';
import { listNotifications } from './notifications/notifications.service.js';
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
    listNotifications: (query) => listNotifications(context, query),
  };
}

/**
 * `reads` answering each distinct call (method and arguments) once while its entry in `store`
 * lives. A failed call is forgotten at once, so an error is never served twice.
 */
function memoized(
  reads: PublicReads,
  store: Map<string, { value: Promise<unknown>; expiresAt: number }>,
  ttlMs: number,
  now: () => number,
): PublicReads {
  return new Proxy(reads, {
    get(target, method: keyof PublicReads) {
      const original = target[method] as (...args: unknown[]) => Promise<unknown>;
      return (...args: unknown[]) => {
        const key = `${method}:${JSON.stringify(args)}`;
        const entry = store.get(key);
        if (entry && entry.expiresAt > now()) return entry.value;
        const value = original.apply(target, args);
        store.set(key, { value, expiresAt: now() + ttlMs });
        value.catch(() => {
          if (store.get(key)?.value === value) store.delete(key);
        });
        return value;
      };
    },
  });
}

/**
 * A view of `reads` for one page request: the layout and the page ask for some of the same data
 * (the site content, the organisation lists), and each distinct call then reaches the database
 * once. It lives only as long as the request.
 */
export function requestScopedReads(reads: PublicReads): PublicReads {
  return memoized(reads, new Map(), Number.POSITIVE_INFINITY, Date.now);
}

/** How long a cached public read may be served: bounds staleness from other processes and midnight. */
export const PUBLIC_READ_TTL_MS = 60_000;

/**
 * The public reads, cached in memory for every visitor (PGlite answers a query in a few ms, and
 * the landing page needs a dozen). `invalidate()` empties the cache: the API calls it after every
 * successful write, so an officer's change shows on the next page load. Writes made by another
 * process (the CLI, a second server on PostgreSQL) show within PUBLIC_READ_TTL_MS.
 */
export function cachedReads(
  reads: PublicReads,
  now: () => number = Date.now,
  ttlMs = PUBLIC_READ_TTL_MS,
): { reads: PublicReads; invalidate: () => void } {
  const store = new Map<string, { value: Promise<unknown>; expiresAt: number }>();
  return { reads: memoized(reads, store, ttlMs, now), invalidate: () => store.clear() };
}
