import type { Achievement, OrgListQuery, Page } from '@chapterhouse/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { achievements, organisations } from '../../db/schema/index.js';
import {
  findPublicOrganisationRef,
  isPublic,
  organisationRefColumns,
  toPage,
} from '../../lib/organisation-queries.js';
import type { ServiceContext } from '../../lib/service-context.js';

/** An achievement's own columns, as the public pages and the dashboards read them. */
export const achievementFields = {
  id: achievements.id,
  title: achievements.title,
  year: achievements.year,
  description: achievements.description,
  image: achievements.image,
  category: achievements.category,
  awardedBy: achievements.awardedBy,
  recipient: achievements.recipient,
  value: achievements.value,
  date: achievements.date,
};

const achievementColumns = { ...achievementFields, organisation: organisationRefColumns };

/** Newest first. */
async function selectAchievements(
  context: ServiceContext,
  where: SQL | undefined,
  paging?: { limit: number; offset: number },
): Promise<Achievement[]> {
  const query = context.db
    .select(achievementColumns)
    .from(achievements)
    .innerJoin(organisations, eq(achievements.organisationId, organisations.id))
    .where(and(where, isPublic))
    .orderBy(desc(achievements.year), desc(achievements.date), desc(achievements.id));
  return paging ? query.limit(paging.limit).offset(paging.offset) : query;
}

export function listOrganisationAchievements(
  context: ServiceContext,
  organisationId: number,
): Promise<Achievement[]> {
  return selectAchievements(context, eq(achievements.organisationId, organisationId));
}

export async function listAchievements(
  context: ServiceContext,
  query: OrgListQuery,
): Promise<Page<Achievement> | null> {
  let where: SQL | undefined;
  if (query.org) {
    const organisation = await findPublicOrganisationRef(context.db, query.org);
    if (!organisation) return null;
    where = eq(achievements.organisationId, organisation.id);
  }
  const [items, [totals]] = await Promise.all([
    selectAchievements(context, where, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    context.db
      .select({ total: count() })
      .from(achievements)
      .innerJoin(organisations, eq(achievements.organisationId, organisations.id))
      .where(and(where, isPublic)),
  ]);
  return toPage(items, totals?.total ?? 0, query.page, query.limit);
}
