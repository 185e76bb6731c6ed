import type {
  Achievement,
  achievementInputSchema,
  DashboardAchievement,
  OrganisationRef,
  OrgListQuery,
  Page,
  PaginationQuery,
} from '@chapterhouse/shared';
import { and, count, desc, eq, gt, gte, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { achievements, organisations } from '../../db/schema/index.js';
import { inBatches } from '../../lib/batches.js';
import { notFound } from '../../lib/http-errors.js';
import { organisationRefColumns } from '../../lib/organisation-queries.js';
import { readPage, toPage } from '../../lib/page.js';
import {
  type PublicationColumns,
  type PublicationOutcome,
  publicationColumns,
  publicationStateOf,
} from '../../lib/publication.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { updateItem } from '../../lib/versioned-items.js';
import { requirePlaceable } from '../media/media-usage.js';
import {
  announceAchievements,
  withdrawAnnouncement,
} from '../notifications/notifications.service.js';
import { visibleTotal } from '../organisations/organisation-totals.js';
import { findVisibleOrganisationRef } from '../organisations/organisations.service.js';
import { visibleAchievements } from './achievements.visibility.js';

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
  paging: { limit: number; offset: number },
): Promise<Achievement[]> {
  const query = context.db
    .select(achievementColumns)
    .from(achievements)
    .innerJoin(organisations, eq(achievements.organisationId, organisations.id))
    .where(and(where, visibleAchievements))
    .orderBy(desc(achievements.year), desc(achievements.date), desc(achievements.id));
  return query.limit(paging.limit).offset(paging.offset);
}

/** One organisation's newest `limit` achievements. */
export function listOrganisationAchievements(
  context: ServiceContext,
  organisationId: number,
  limit: number,
): Promise<Achievement[]> {
  return selectAchievements(context, eq(achievements.organisationId, organisationId), {
    limit,
    offset: 0,
  });
}

export async function listAchievements(
  context: ServiceContext,
  query: OrgListQuery,
): Promise<Page<Achievement> | null> {
  let organisationId: number | undefined;
  if (query.org) {
    const organisation = await findVisibleOrganisationRef(context.db, query.org);
    if (!organisation) return null;
    organisationId = organisation.id;
  }
  const where =
    organisationId === undefined ? undefined : eq(achievements.organisationId, organisationId);
  const [items, total] = await Promise.all([
    selectAchievements(context, where, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    visibleTotal(context.db, 'achievements', organisationId),
  ]);
  return toPage(items, total, query.page, query.limit);
}

/**
 * The newest achievements visitors see, of one organisation or of all (`organisationId`
 * omitted), newest published first, and only those published after `since` when given: the news
 * feeds and the newsletter's "latest achievements" ask for them.
 */
export function listNewestAchievements(
  context: ServiceContext,
  filter: { organisationId?: number; since?: Date; limit: number },
) {
  return context.db
    .select({
      ...achievementFields,
      publishedAt: achievements.publishedAt,
      createdAt: achievements.createdAt,
      updatedAt: achievements.updatedAt,
      organisation: organisationRefColumns,
    })
    .from(achievements)
    .innerJoin(organisations, eq(achievements.organisationId, organisations.id))
    .where(
      and(
        visibleAchievements,
        filter.organisationId === undefined
          ? undefined
          : eq(achievements.organisationId, filter.organisationId),
        // A draft is new the day it goes public.
        filter.since ? gt(achievements.publishedAt, filter.since) : undefined,
      ),
    )
    .orderBy(desc(achievements.publishedAt), desc(achievements.id))
    .limit(filter.limit);
}

// ---- An organisation's own achievements, in its dashboard ----

const ofOrganisation = (organisation: OrganisationRef) =>
  eq(achievements.organisationId, organisation.id);

/** The organisation's achievements matching `where`, newest first (its index's order). */
async function selectDashboardAchievements(
  context: ServiceContext,
  organisation: OrganisationRef,
  where: SQL | undefined,
  paging: { limit: number; offset: number },
): Promise<DashboardAchievement[]> {
  const rows = await context.db
    .select({
      ...achievementFields,
      version: achievements.version,
      publishedAt: achievements.publishedAt,
      publishAt: achievements.publishAt,
    })
    .from(achievements)
    .where(and(ofOrganisation(organisation), where))
    .orderBy(desc(achievements.year), desc(achievements.date), desc(achievements.id))
    .limit(paging.limit)
    .offset(paging.offset);
  return rows.map((row) => ({ ...row, ...publicationStateOf(row), organisation }));
}

/** One page of the organisation's achievements, newest first. */
export function listDashboardAchievements(
  context: ServiceContext,
  organisation: OrganisationRef,
  paging: PaginationQuery,
): Promise<Page<DashboardAchievement>> {
  return readPage(
    paging,
    (page) => selectDashboardAchievements(context, organisation, undefined, page),
    () => context.db.$count(achievements, ofOrganisation(organisation)),
  );
}

export async function getAchievement(
  context: ServiceContext,
  organisation: OrganisationRef,
  id: number,
): Promise<DashboardAchievement> {
  const [achievement] = await selectDashboardAchievements(
    context,
    organisation,
    eq(achievements.id, id),
    { limit: 1, offset: 0 },
  );
  if (!achievement) throw notFound('Achievement not found.');
  return achievement;
}

type AchievementInput = z.output<typeof achievementInputSchema>;

export async function createAchievement(
  context: ServiceContext,
  organisation: OrganisationRef,
  input: AchievementInput,
  publication: PublicationColumns = publicationColumns(context, undefined),
): Promise<DashboardAchievement> {
  const [id] = await createAchievements(context, organisation, [input], publication);
  return getAchievement(context, organisation, id ?? 0);
}

/**
 * Adds many achievements of one organisation at once, by the rules of `createAchievement` (the
 * same image check, each announced once public), a thousand rows per statement: what loading a
 * large data set needs. Returns their ids.
 */
export async function createAchievements(
  context: ServiceContext,
  organisation: OrganisationRef,
  inputs: readonly AchievementInput[],
  publication: PublicationColumns = publicationColumns(context, undefined),
): Promise<number[]> {
  await requirePlaceable(
    context.db,
    organisation.id,
    inputs.map((input) => input.image),
  );
  const ids: number[] = [];
  for (const batch of inBatches(inputs)) {
    const created = await context.db
      .insert(achievements)
      .values(
        batch.map((input) => ({
          ...input,
          ...publication,
          organisationId: organisation.id,
          createdAt: context.clock.now(),
          updatedAt: context.clock.now(),
        })),
      )
      .returning({ id: achievements.id, title: achievements.title, year: achievements.year });
    if (publication.publishedAt) await announceAchievements(context, organisation, created);
    ids.push(...created.map((achievement) => achievement.id));
  }
  return ids;
}

/** Announces an achievement that went public; takes the announcement back from a draft. */
export async function afterAchievementPublication(
  context: ServiceContext,
  organisation: OrganisationRef,
  id: number,
  { wentPublic, leftPublic }: PublicationOutcome,
): Promise<void> {
  if (leftPublic) await withdrawAnnouncement(context, { achievementId: id });
  if (!wentPublic) return;
  const { title, year } = await getAchievement(context, organisation, id);
  await announceAchievements(context, organisation, [{ id, title, year }]);
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

/**
 * How many public achievements each organisation had in a period (the annual report), by
 * organisation id: those dated from `from` to before `until`, and the undated ones whose `year`
 * is `undatedYear` (the calendar year the period is named by, where it ends).
 */
export async function countAchievementsByOrganisation(
  context: ServiceContext,
  period: { from: string; until: string; undatedYear: number },
): Promise<Map<number, number>> {
  const rows = await context.db
    .select({ organisationId: achievements.organisationId, total: count() })
    .from(achievements)
    .where(
      and(
        visibleAchievements,
        or(
          and(gte(achievements.date, period.from), lt(achievements.date, period.until)),
          and(isNull(achievements.date), eq(achievements.year, period.undatedYear)),
        ),
      ),
    )
    .groupBy(achievements.organisationId);
  return new Map(rows.map((row) => [row.organisationId, row.total]));
}
