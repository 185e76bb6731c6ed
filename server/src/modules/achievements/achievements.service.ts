import type {
  Achievement,
  achievementInputSchema,
  DashboardAchievement,
  OrganisationRef,
  OrgListQuery,
  Page,
} from '@chapterhouse/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { achievements, organisations } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-errors.js';
import {
  findPublicOrganisationRef,
  isPublic,
  organisationRefColumns,
} from '../../lib/organisation-queries.js';
import { toPage } from '../../lib/page.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { updateItem } from '../../lib/versioned-items.js';
import { requirePlaceable } from '../media/media-usage.js';
import { announceAchievement } from '../notifications/notifications.service.js';

type Versioned<T> = T & { version: number };

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

// ---- An organisation's own achievements, in its dashboard ----

export async function listDashboardAchievements(
  context: ServiceContext,
  organisation: OrganisationRef,
  id?: number,
): Promise<DashboardAchievement[]> {
  const rows = await context.db
    .select({ ...achievementFields, version: achievements.version })
    .from(achievements)
    .where(
      and(
        eq(achievements.organisationId, organisation.id),
        id === undefined ? undefined : eq(achievements.id, id),
      ),
    )
    .orderBy(desc(achievements.year), desc(achievements.date), desc(achievements.id));
  return rows.map((row) => ({ ...row, organisation }));
}

async function getAchievement(context: ServiceContext, organisation: OrganisationRef, id: number) {
  const achievement = (await listDashboardAchievements(context, organisation)).find(
    (candidate) => candidate.id === id,
  );
  if (!achievement) throw notFound('Achievement not found.');
  return achievement;
}

export async function createAchievement(
  context: ServiceContext,
  organisation: OrganisationRef,
  input: z.output<typeof achievementInputSchema>,
): Promise<DashboardAchievement> {
  await requirePlaceable(context.db, organisation.id, [input.image]);
  const [row] = await context.db
    .insert(achievements)
    .values({ ...input, organisationId: organisation.id })
    .returning({ id: achievements.id });
  const achievement = await getAchievement(context, organisation, row?.id ?? 0);
  await announceAchievement(context, organisation, achievement);
  return achievement;
}

export async function updateAchievement(
  context: ServiceContext,
  organisation: OrganisationRef,
  id: number,
  { version, ...input }: Versioned<z.output<typeof achievementInputSchema>>,
): Promise<DashboardAchievement> {
  await requirePlaceable(context.db, organisation.id, [input.image]);
  await updateItem(
    context.db,
    achievements,
    { organisationId: organisation.id, id, version, label: 'Achievement' },
    input,
  );
  return getAchievement(context, organisation, id);
}
