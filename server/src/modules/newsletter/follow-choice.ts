import type { NewsletterFollow, OrganisationRef } from '@chapterhouse/shared';
import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { newsletterFollows, organisations } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-errors.js';
import { organisationRefColumns } from '../../lib/organisation-queries.js';
import { visibleOrganisationRefs } from '../organisations/organisations.service.js';
import { ofVisibleOrganisation } from '../organisations/organisations.visibility.js';

// What a subscriber follows, as stored: `newsletter_subscribers.follows_branch` and
// `.wants_digest`, and one `newsletter_follows` row per society or council chosen by name.

/**
 * Societies and councils visitors see may be followed one by one; the branch is "the whole
 * branch".
 */
const FOLLOWABLE = ['society', 'council'] as const;

/** Societies before councils (the kinds' declared order), each by name. */
const byKindThenName = [asc(organisations.kind), asc(sql`lower(${organisations.name})`)];

/** The societies and councils one may follow now, as the form and the manage page list them. */
export function followableOrganisations(db: Database): Promise<OrganisationRef[]> {
  return visibleOrganisationRefs(db, { kinds: FOLLOWABLE });
}

/** A follow choice checked against the database, with the organisations it names. */
export interface CheckedFollowChoice {
  branch: boolean;
  organisationIds: number[];
  digest: boolean;
  organisations: OrganisationRef[];
}

/**
 * Checks that every organisation chosen is an active society or council, before anything is
 * written. Following the whole branch keeps no list: it already covers every organisation, and a
 * list kept beside it would come back unasked if the person later picked "only these".
 */
export async function checkFollowChoice(
  db: Database,
  follow: NewsletterFollow,
): Promise<CheckedFollowChoice> {
  const wanted = follow.branch ? [] : follow.organisationIds;
  const found =
    wanted.length === 0
      ? []
      : await visibleOrganisationRefs(db, { kinds: FOLLOWABLE, ids: wanted });
  if (found.length !== wanted.length) {
    const known = new Set(found.map((organisation) => organisation.id));
    const missing = wanted.filter((id) => !known.has(id));
    throw new HttpError(
      400,
      `Some of the societies or councils chosen cannot be followed (no longer on the site: ${missing.join(', ')}). Reload the page and choose again.`,
    );
  }
  return {
    branch: follow.branch,
    organisationIds: found.map((organisation) => organisation.id),
    digest: follow.digest,
    organisations: found,
  };
}

/** Makes `organisationIds` exactly what `subscriberId` follows by name (inside the caller's transaction). */
export async function replaceFollows(
  db: Database,
  subscriberId: number,
  organisationIds: readonly number[],
): Promise<void> {
  await db.delete(newsletterFollows).where(eq(newsletterFollows.subscriberId, subscriberId));
  if (organisationIds.length === 0) return;
  await db
    .insert(newsletterFollows)
    .values(organisationIds.map((organisationId) => ({ subscriberId, organisationId })));
}

/**
 * The active societies and councils each subscriber follows by name, in one query: for the
 * subscribers `subscriberIds`, or every subscriber when it is omitted. A followed organisation
 * that was archived is left out (its row stays, so following resumes if it comes back).
 */
export async function followsBySubscriber(
  db: Database,
  subscriberIds?: readonly number[],
): Promise<Map<number, OrganisationRef[]>> {
  if (subscriberIds?.length === 0) return new Map();
  return followsWhere(
    db,
    subscriberIds ? inArray(newsletterFollows.subscriberId, [...subscriberIds]) : undefined,
  );
}

/**
 * The same, for the subscribers a subquery selects (by their ids): one query, without finding
 * them first (a student's page reads its subscription beside the rest).
 */
export function followsOfSubscribersIn(
  db: Database,
  subscriberIds: SQLWrapper,
): Promise<Map<number, OrganisationRef[]>> {
  return followsWhere(db, inArray(newsletterFollows.subscriberId, subscriberIds));
}

async function followsWhere(
  db: Database,
  which: SQL | undefined,
): Promise<Map<number, OrganisationRef[]>> {
  const follows = new Map<number, OrganisationRef[]>();
  const rows = await db
    .select({ subscriberId: newsletterFollows.subscriberId, ...organisationRefColumns })
    .from(newsletterFollows)
    .innerJoin(organisations, eq(organisations.id, newsletterFollows.organisationId))
    .where(and(ofVisibleOrganisation(newsletterFollows.organisationId, FOLLOWABLE), which))
    .orderBy(...byKindThenName);
  for (const { subscriberId, ...organisation } of rows) {
    const list = follows.get(subscriberId);
    if (list) list.push(organisation);
    else follows.set(subscriberId, [organisation]);
  }
  return follows;
}
