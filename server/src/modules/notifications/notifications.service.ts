import {
  type AdminNotification,
  NOTIFICATION_RECENT_DAYS,
  type Notification,
  type notificationInputSchema,
  type notificationUpdateSchema,
  type OrganisationRef,
  type Page,
  type PaginationQuery,
} from '@chapterhouse/shared';
import { longDate } from '@chapterhouse/shared/date-wording';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { notifications, organisations } from '../../db/schema/index.js';
import { inBatches } from '../../lib/batches.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { organisationRefColumns } from '../../lib/organisation-queries.js';
import { toPage } from '../../lib/page.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { visibleNotifications } from './notifications.visibility.js';

const DAY_MS = 24 * 60 * 60 * 1000;

type NotificationRow = typeof notifications.$inferSelect;

/** As visitors see it: `unread` means recent; the browser subtracts what it has already seen. */
export function toPublicNotification(row: NotificationRow, now: Date): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    link: row.link,
    time: row.publishedAt.toISOString(),
    unread: now.getTime() - row.publishedAt.getTime() < NOTIFICATION_RECENT_DAYS * DAY_MS,
  };
}

/** The latest `limit` visitors see, newest first (the header's bell). */
export async function latestNotifications(
  context: ServiceContext,
  limit: number,
): Promise<Notification[]> {
  const rows = await context.db
    .select()
    .from(notifications)
    .where(visibleNotifications)
    .orderBy(desc(notifications.publishedAt), desc(notifications.id))
    .limit(limit);
  const now = context.clock.now();
  return rows.map((row) => toPublicNotification(row, now));
}

/** Every notification visitors see, a page at a time, newest first (`/notifications`). */
export async function listNotifications(
  context: ServiceContext,
  { page, limit }: PaginationQuery,
): Promise<Page<Notification>> {
  const [rows, [total]] = await Promise.all([
    context.db
      .select()
      .from(notifications)
      .where(visibleNotifications)
      .orderBy(desc(notifications.publishedAt), desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    context.db.select({ value: count() }).from(notifications).where(visibleNotifications),
  ]);
  const now = context.clock.now();
  return toPage(
    rows.map((row) => toPublicNotification(row, now)),
    total?.value ?? 0,
    page,
    limit,
  );
}

/**
 * The newest notifications visitors see that are news of their own: not an item's announcement
 * (a feed has the item itself). Of one organisation (`organisationId`), or else the branch's own
 * and every visible organisation's. Newest first; `organisation` is null for the branch's own.
 */
export async function listNewsNotifications(
  context: ServiceContext,
  filter: { organisationId?: number; limit: number },
) {
  const rows = await context.db
    .select({
      id: notifications.id,
      title: notifications.title,
      message: notifications.message,
      link: notifications.link,
      publishedAt: notifications.publishedAt,
      updatedAt: notifications.updatedAt,
      organisationId: notifications.organisationId,
      organisation: organisationRefColumns,
    })
    .from(notifications)
    .leftJoin(organisations, eq(notifications.organisationId, organisations.id))
    .where(
      and(
        isNull(notifications.eventId),
        isNull(notifications.achievementId),
        visibleNotifications,
        filter.organisationId === undefined
          ? undefined
          : eq(notifications.organisationId, filter.organisationId),
      ),
    )
    .orderBy(desc(notifications.publishedAt), desc(notifications.id))
    .limit(filter.limit);
  return rows.map(({ organisationId, organisation, ...row }) => ({
    ...row,
    organisation: organisationId === null ? null : organisation,
  }));
}

// ---- Created by an organisation's publishing ----

const organisationPath = (organisation: OrganisationRef) =>
  `/${organisation.kind === 'council' ? 'councils' : 'societies'}/${organisation.slug}`;

/**
 * Announces upcoming events an organisation just published. Called in the request's
 * transaction, so the events and their notifications are saved together or not at all; deleting
 * an event deletes its notification.
 */
export async function announceEvents(
  context: ServiceContext,
  organisation: OrganisationRef,
  announced: ReadonlyArray<{ id: number; title: string; date: string; location: string | null }>,
): Promise<void> {
  const publishedAt = context.clock.now();
  const rows = announced.map((event) => ({
    type: 'event' as const,
    title: `${organisation.name}: ${event.title}`,
    message: `New event on ${longDate(event.date)}${event.location ? ` at ${event.location}` : ''}.`,
    link: `${organisationPath(organisation)}/upcoming-events`,
    organisationId: organisation.id,
    eventId: event.id,
    publishedAt,
  }));
  for (const batch of inBatches(rows)) {
    await context.db.insert(notifications).values(batch).onConflictDoNothing();
  }
}

/** Announces achievements an organisation just published (as announceEvents). */
export async function announceAchievements(
  context: ServiceContext,
  organisation: OrganisationRef,
  announced: ReadonlyArray<{ id: number; title: string; year: number }>,
): Promise<void> {
  const publishedAt = context.clock.now();
  const rows = announced.map((achievement) => ({
    type: 'achievement' as const,
    title: `${organisation.name}: ${achievement.title}`,
    message: `A new achievement of ${achievement.year}.`,
    link: `${organisationPath(organisation)}/achievements`,
    organisationId: organisation.id,
    achievementId: achievement.id,
    publishedAt,
  }));
  for (const batch of inBatches(rows)) {
    await context.db.insert(notifications).values(batch).onConflictDoNothing();
  }
}

/**
 * Takes back the notification that announced an item gone back to a draft: it would lead visitors
 * to something they cannot see. Publishing the item again announces it anew.
 */
export async function withdrawAnnouncement(
  context: ServiceContext,
  item: { eventId: number } | { achievementId: number },
): Promise<void> {
  await context.db
    .delete(notifications)
    .where(
      'eventId' in item
        ? eq(notifications.eventId, item.eventId)
        : eq(notifications.achievementId, item.achievementId),
    );
}

// ---- Published by the branch admin ----

const adminColumns = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  message: notifications.message,
  link: notifications.link,
  publishedAt: notifications.publishedAt,
  version: notifications.version,
  organisationId: organisations.id,
  organisationName: organisations.name,
};

function toAdminNotification(row: {
  id: number;
  type: AdminNotification['type'];
  title: string;
  message: string;
  link: string | null;
  publishedAt: Date;
  version: number;
  organisationId: number | null;
  organisationName: string | null;
}): AdminNotification {
  const { organisationId, organisationName, publishedAt, ...fields } = row;
  return {
    ...fields,
    publishedAt: publishedAt.toISOString(),
    organisation:
      organisationId === null ? null : { id: organisationId, name: organisationName ?? '' },
  };
}

export async function listAdminNotifications(
  context: ServiceContext,
  { page, limit }: PaginationQuery,
): Promise<Page<AdminNotification>> {
  const [rows, [total]] = await Promise.all([
    context.db
      .select(adminColumns)
      .from(notifications)
      .leftJoin(organisations, eq(notifications.organisationId, organisations.id))
      .orderBy(desc(notifications.publishedAt), desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    context.db.select({ value: count() }).from(notifications),
  ]);
  return toPage(rows.map(toAdminNotification), total?.value ?? 0, page, limit);
}

async function getAdminNotification(context: ServiceContext, id: number) {
  const [row] = await context.db
    .select(adminColumns)
    .from(notifications)
    .leftJoin(organisations, eq(notifications.organisationId, organisations.id))
    .where(eq(notifications.id, id));
  if (!row) throw notFound('Notification not found.');
  return toAdminNotification(row);
}

export async function publishNotification(
  context: ServiceContext,
  input: z.output<typeof notificationInputSchema>,
): Promise<AdminNotification> {
  const [row] = await context.db
    .insert(notifications)
    .values({ ...input, publishedAt: context.clock.now() })
    .returning({ id: notifications.id });
  return getAdminNotification(context, row?.id ?? 0);
}

export const STALE_NOTIFICATION =
  'Someone else changed this notification since you opened it. Reload to see their changes, then make yours again.';

export async function updateNotification(
  context: ServiceContext,
  id: number,
  { version, ...input }: z.output<typeof notificationUpdateSchema>,
): Promise<AdminNotification> {
  const updated = await context.db
    .update(notifications)
    .set({ ...input, version: sql`${notifications.version} + 1`, updatedAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.version, version)))
    .returning({ id: notifications.id });
  if (updated.length === 0) {
    await getAdminNotification(context, id);
    throw new HttpError(409, STALE_NOTIFICATION);
  }
  return getAdminNotification(context, id);
}

export async function deleteNotification(context: ServiceContext, id: number): Promise<void> {
  const deleted = await context.db
    .delete(notifications)
    .where(eq(notifications.id, id))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw notFound('Notification not found.');
}
