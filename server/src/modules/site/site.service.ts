import type { SiteContent } from '@chapterhouse/shared';
import { and, asc, count, eq, inArray, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  achievements,
  events,
  faqEntries,
  heroSlides,
  organisations,
  partners,
  siteSettings,
} from '../../db/schema/index.js';
import { isPastEvent, isPublic, selectSlate } from '../../lib/organisation-queries.js';
import { type ServiceContext, today } from '../../lib/service-context.js';
import { latestNotifications } from '../notifications/notifications.service.js';

const NOTIFICATIONS_SHOWN = 20;

/** Members, events held and awards across every public society and council. */
export async function computeStatistics(
  context: ServiceContext,
): Promise<SiteContent['statistics']> {
  const publicOrganisation = and(isPublic, inArray(organisations.kind, ['society', 'council']));
  const [[members], [held], [awards]] = await Promise.all([
    context.db
      .select({ value: sum(organisations.studentMemberCount).mapWith(Number) })
      .from(organisations)
      .where(publicOrganisation),
    context.db
      .select({ value: count() })
      .from(events)
      .innerJoin(organisations, eq(events.organisationId, organisations.id))
      .where(and(publicOrganisation, isPastEvent(today(context)))),
    context.db
      .select({ value: count() })
      .from(achievements)
      .innerJoin(organisations, eq(achievements.organisationId, organisations.id))
      .where(publicOrganisation),
  ]);
  return { members: members?.value ?? 0, events: held?.value ?? 0, awards: awards?.value ?? 0 };
}

/** The branch admin's overrides of the landing page's counters (null: computed). */
export async function readStatisticsOverrides(db: Database): Promise<{
  overrides: Record<keyof SiteContent['statistics'], number | null>;
  version: number;
}> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return {
    overrides: {
      members: row?.membersOverride ?? null,
      events: row?.eventsOverride ?? null,
      awards: row?.awardsOverride ?? null,
    },
    version: row?.version ?? 1,
  };
}

/** Each counter as the branch admin set it, or as counted from the data. */
async function landingStatistics(context: ServiceContext): Promise<SiteContent['statistics']> {
  const [computed, { overrides }] = await Promise.all([
    computeStatistics(context),
    readStatisticsOverrides(context.db),
  ]);
  return {
    members: overrides.members ?? computed.members,
    events: overrides.events ?? computed.events,
    awards: overrides.awards ?? computed.awards,
  };
}

/** Everything the landing page and the header show besides organisations. */
export async function getSite(context: ServiceContext): Promise<SiteContent> {
  const [branch] = await context.db
    .select()
    .from(organisations)
    .where(eq(organisations.kind, 'branch'))
    .orderBy(asc(organisations.id))
    .limit(1);

  const [slides, partnerRows, faqs, slate, statistics, recentNotifications] = await Promise.all([
    context.db.select().from(heroSlides).orderBy(asc(heroSlides.sortOrder), asc(heroSlides.id)),
    context.db.select().from(partners).orderBy(asc(partners.sortOrder), asc(partners.id)),
    context.db
      .select({ id: faqEntries.id, question: faqEntries.question, answer: faqEntries.answer })
      .from(faqEntries)
      .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.id)),
    branch ? selectSlate(context.db, branch.id) : Promise.resolve([]),
    landingStatistics(context),
    latestNotifications(context, NOTIFICATIONS_SHOWN),
  ]);

  return {
    branch: {
      name: branch?.name ?? 'IEEE Student Branch',
      description: branch?.description ?? '',
      vision: branch?.vision ?? '',
      mission: branch?.mission ?? '',
      objectives: branch?.objectives ?? '',
      email: branch?.email ?? null,
      phone: branch?.phone ?? null,
      location: branch?.location ?? null,
    },
    heroSlides: slides.map(({ id, image, title, caption, alt }) => ({
      id,
      image,
      title,
      caption,
      alt,
    })),
    partners: partnerRows.map(({ id, name, link, image }) => ({ id, text: name, link, image })),
    faqs,
    slate,
    statistics,
    notifications: recentNotifications,
  };
}
