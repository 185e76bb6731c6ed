import {
  eventPagePath,
  type NewsletterItem,
  type NewsletterSections,
  type OrganisationRef,
} from '@chapterhouse/shared';
import { type BranchClock, eventWhen } from '@chapterhouse/shared/date-wording';
import { and, eq, inArray } from 'drizzle-orm';
import { newsletterProposals, organisations } from '../../db/schema/index.js';
import { addDays, calendarDate } from '../../lib/clock.js';
import { zoneNameOf } from '../../lib/event-times.js';
import { organisationRefColumns } from '../../lib/organisation-queries.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { listNewestAchievements } from '../achievements/achievements.service.js';
import { listComingEvents } from '../events/visible-events.service.js';
import { organisationNamesById } from '../organisations/organisations.service.js';
import { ofVisibleOrganisation } from '../organisations/organisations.visibility.js';
import { type Follower, followFilter, manageUrl } from './followers.js';

// What a newsletter issue and the weekly digest say besides their own words: the coming events
// and the latest achievements visitors see (asked of their domains), and the proposals of visible
// organisations, narrowed to what a subscriber follows, and the plain-text mail they make.

/** Enough for a mail people read; a branch with more in a few weeks links to its calendar. */
const EVENTS_MAX = 40;
const ACHIEVEMENTS_MAX = 20;

/**
 * One line under an event's title: when, as registrants' mails and its page say it (its times
 * with the branch zone's name), and where.
 */
function eventSummary(
  clock: BranchClock,
  event: {
    date: string;
    time: string | null;
    endDate: string | null;
    endTime: string | null;
    location: string | null;
  },
): string {
  const when = eventWhen(event, zoneNameOf(clock, event));
  return [when, event.location].filter(Boolean).join(', ');
}

/** Upcoming events visitors see, not cancelled, from today to `until` (a day, branch time). */
export async function comingEvents(
  context: ServiceContext,
  origin: string,
  filter: { until?: string; publishedAfter?: Date } = {},
): Promise<NewsletterItem[]> {
  const rows = await listComingEvents(context, { ...filter, limit: EVENTS_MAX });
  return rows.map((row) => ({
    title: row.title,
    date: row.date,
    summary: eventSummary(context.locale, row),
    url: origin + eventPagePath(row),
    organisation: row.organisation,
  }));
}

/** Achievements visitors see that were published after `since`, newest first. */
export async function latestAchievements(
  context: ServiceContext,
  origin: string,
  since: Date,
): Promise<NewsletterItem[]> {
  const rows = await listNewestAchievements(context, { since, limit: ACHIEVEMENTS_MAX });
  return rows.map((row) => ({
    title: row.title,
    date: row.date ?? String(row.year),
    summary: [row.recipient, firstSentence(row.description)].filter(Boolean).join(': '),
    url: `${origin}${organisationPagePath(row.organisation)}/achievements`,
    organisation: row.organisation,
  }));
}

/** Proposals by id, in the order given, from visible organisations. */
export async function proposalItems(
  context: ServiceContext,
  ids: readonly number[],
): Promise<NewsletterItem[]> {
  if (ids.length === 0) return [];
  const rows = await context.db
    .select({
      id: newsletterProposals.id,
      title: newsletterProposals.title,
      text: newsletterProposals.text,
      link: newsletterProposals.link,
      organisation: organisationRefColumns,
    })
    .from(newsletterProposals)
    .innerJoin(organisations, eq(organisations.id, newsletterProposals.organisationId))
    .where(
      and(
        inArray(newsletterProposals.id, [...ids]),
        ofVisibleOrganisation(newsletterProposals.organisationId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [
          {
            title: row.title,
            date: null,
            summary: row.text,
            url: row.link,
            organisation: row.organisation,
          },
        ]
      : [];
  });
}

export const organisationPagePath = (organisation: OrganisationRef) =>
  organisation.kind === 'branch'
    ? ''
    : `/${organisation.kind === 'council' ? 'councils' : 'societies'}/${organisation.slug}`;

function firstSentence(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const end = plain.search(/[.!?](\s|$)/);
  const sentence = end >= 0 ? plain.slice(0, end + 1) : plain;
  return sentence.length > 160 ? `${sentence.slice(0, 157)}...` : sentence;
}

/** The last day an issue's "coming events" reach, on the branch's calendar. */
export function eventsUntil(context: ServiceContext, weeks: number): string {
  return addDays(calendarDate(context.clock.now(), context.timeZone), weeks * 7);
}

/** The sections as one follower gets them: only the organisations they follow. */
export function sectionsFor(
  sections: NewsletterSections,
  follower: Pick<Follower, 'branch' | 'organisationIds'>,
): NewsletterSections {
  const follows = followFilter(follower);
  const keep = (items: NewsletterItem[]) => items.filter((item) => follows(item.organisation.id));
  return {
    events: keep(sections.events),
    achievements: keep(sections.achievements),
    proposals: keep(sections.proposals),
  };
}

export const isEmpty = (sections: NewsletterSections) =>
  sections.events.length + sections.achievements.length + sections.proposals.length === 0;

/** "the whole branch", or the names of the organisations followed. */
export function followsLabel(
  follower: Pick<Follower, 'branch' | 'organisationIds'>,
  names: ReadonlyMap<number, string>,
): string {
  if (follower.branch) return 'the whole branch';
  const named = follower.organisationIds.flatMap((id) => names.get(id) ?? []);
  return named.length > 0 ? named.sort().join(', ') : 'no society or council any more';
}

/** Every organisation's name by id, for `followsLabel`. */
export function organisationNames(context: ServiceContext): Promise<Map<number, string>> {
  return organisationNamesById(context.db);
}

const HEADINGS: Record<keyof NewsletterSections, string> = {
  events: 'COMING EVENTS',
  achievements: 'LATEST ACHIEVEMENTS',
  proposals: 'FROM THE SOCIETIES AND COUNCILS',
};

function sectionText(sections: NewsletterSections): string[] {
  const lines: string[] = [];
  for (const key of ['events', 'achievements', 'proposals'] as const) {
    const items = sections[key];
    if (items.length === 0) continue;
    lines.push('', HEADINGS[key], '');
    for (const item of items) {
      lines.push(`- ${item.title} (${item.organisation.name})`);
      if (item.summary) lines.push(`  ${item.summary}`);
      if (item.url) lines.push(`  ${item.url}`);
    }
  }
  return lines;
}

/**
 * A newsletter or digest mail's text: its words, the sections, and what every mail to a follower
 * ends with: why they get it and the link that changes that or unsubscribes.
 */
export function newsletterText(parts: {
  intro: string;
  sections: NewsletterSections;
  /** When the follower's choice left nothing, said instead of the sections. */
  emptyNote?: string;
  follows: string;
  origin: string;
  token: string | null;
  webUrl?: string;
}): string {
  const lines = [parts.intro.trim()];
  if (isEmpty(parts.sections)) {
    if (parts.emptyNote) lines.push('', parts.emptyNote);
  } else {
    lines.push(...sectionText(parts.sections));
  }
  lines.push('', '--');
  if (parts.webUrl) lines.push(`Read it on the web: ${parts.webUrl}`);
  lines.push(`You get this because you follow ${parts.follows}.`);
  lines.push(
    parts.token
      ? `Change what you follow or unsubscribe: ${manageUrl(parts.origin, parts.token)}`
      : 'This is a test copy: subscribers get their own link to change what they follow.',
  );
  return lines.join('\n');
}
