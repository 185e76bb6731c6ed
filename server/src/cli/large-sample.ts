/**
 * `sample:large`: a branch a hundred times the sample's size (100 societies and councils, 20,000
 * events, 100,000 photos, 5,000 achievements), to see every list page and list API at that scale
 * (`scripts/bench-large-data.mjs`). Everything goes in through the services the dashboards use,
 * with the validation of their forms: organisations, their settings and slates one by one,
 * events, achievements and photos through the services' batch variants (`createEvents`,
 * `createAchievements`, `createGalleryItems`), which share the single-item rules but insert a
 * thousand rows per statement: one insert and one read per photo would take many minutes on the
 * embedded database. Every generated record is parsed by the zod schema of its form first, as
 * the API parses a request, so one a form would refuse stops the load. Deterministic: the same sizes and seed load the same branch, dated relative
 * to today like the built-in sample.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  achievementInputSchema,
  councilUpdateSchema,
  eventInputSchema,
  galleryItemInputSchema,
  memberInputSchema,
  type OrganisationRef,
  pastEventInputSchema,
  societyUpdateSchema,
} from '@chapterhouse/shared';
import { count } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { achievements, events, galleryItems, organisations } from '../db/schema/index.js';
import { inTransaction } from '../lib/actor-transaction.js';
import { addDays } from '../lib/clock.js';
import { type ServiceContext, today } from '../lib/service-context.js';
import { createAchievements } from '../modules/achievements/achievements.service.js';
import { createEvents } from '../modules/events/events.service.js';
import { createGalleryItems } from '../modules/gallery/gallery.service.js';
import { createMember } from '../modules/members/members.service.js';
import { updateOrganisation } from '../modules/organisations/organisations.service.js';
import {
  createOrganisation,
  listAdminOrganisations,
} from '../modules/organisations/organisations-console.service.js';
import { renderArt } from '../sample/art.js';
import { sampleOrganisations } from '../sample/content.js';
import {
  ACHIEVEMENT_ART,
  apportion,
  between,
  EVENT_ART,
  generatedAchievement,
  generatedEvent,
  generatedOrganisation,
  organisationTexts,
  PHOTO_ART,
  personName,
  photographer,
  pick,
  type Random,
  SLATE,
  seededRandom,
} from './large-sample-content.js';

export interface LargeSampleSizes {
  /** Societies and councils the branch has afterwards (new ones are added up to this number). */
  organisations: number;
  events: number;
  photos: number;
  achievements: number;
}

/** The "100x the data". */
export const LARGE_SAMPLE_SIZES: LargeSampleSizes = {
  organisations: 100,
  events: 20_000,
  photos: 100_000,
  achievements: 5_000,
};

export interface LargeSampleOptions {
  sizes?: LargeSampleSizes;
  seed?: number;
  /** Told each step as it finishes, e.g. `events 4,000 / 20,000`. */
  progress?: (message: string) => void;
}

export interface LargeSampleResult {
  organisationsCreated: number;
  organisations: number;
  events: number;
  photos: number;
  achievements: number;
}

const ART_FOLDER = 'sample';
const artUrl = (name: string) => `/media/${ART_FOLDER}/${name}.svg`;

/** Every picture the large sample uses: a banner per new organisation and a few shared ones. */
function largeSampleArt(organisations: number) {
  return [
    ...Array.from({ length: organisations }, (_, index) => generatedOrganisation(index).art),
    ...EVENT_ART,
    ...ACHIEVEMENT_ART,
    ...PHOTO_ART,
  ];
}

/** Writes the large sample's artwork into the media folder (served at `/media/sample/`). */
export function writeLargeSampleArt(
  mediaDir: string,
  sizes: LargeSampleSizes = LARGE_SAMPLE_SIZES,
): void {
  const folder = path.join(mediaDir, ART_FOLDER);
  fs.mkdirSync(folder, { recursive: true });
  for (const spec of largeSampleArt(sizes.organisations)) {
    fs.writeFileSync(path.join(folder, `${spec.name}.svg`), renderArt(spec));
  }
}

/** What the built-in sample holds: more than this means someone's own content is there. */
function sampleContentTotals() {
  const sum = (of: (organisation: (typeof sampleOrganisations)[number]) => number) =>
    sampleOrganisations.reduce((total, organisation) => total + of(organisation), 0);
  return {
    organisations: sampleOrganisations.length,
    events: sum((organisation) => organisation.events.length),
    photos: sum((organisation) => organisation.gallery.length),
    achievements: sum((organisation) => organisation.achievements.length),
  };
}

/** How much content the database holds now (every organisation but the branch itself). */
async function contentTotals(db: Database) {
  const total = async (query: Promise<Array<{ value: number }>>) => (await query)[0]?.value ?? 0;
  const [allOrganisations, eventCount, photoCount, achievementCount] = await Promise.all([
    total(db.select({ value: count() }).from(organisations)),
    total(db.select({ value: count() }).from(events)),
    total(db.select({ value: count() }).from(galleryItems)),
    total(db.select({ value: count() }).from(achievements)),
  ]);
  return {
    // The branch is an organisation row of its own.
    organisations: Math.max(0, allOrganisations - 1),
    events: eventCount,
    photos: photoCount,
    achievements: achievementCount,
  };
}

/**
 * Why the large sample should not be added without `--force`: the database holds more than the
 * built-in sample (someone's own content, or the large sample already), or `null` when it does not.
 */
export async function reasonToRefuse(db: Database): Promise<string | null> {
  const found = await contentTotals(db);
  const sample = sampleContentTotals();
  const beyond = (Object.keys(sample) as Array<keyof typeof sample>).some(
    (key) => found[key] > sample[key],
  );
  return beyond
    ? `The database already holds more than the sample content (${found.organisations} organisations, ${found.events} events, ${found.photos} photos, ${found.achievements} achievements).`
    : null;
}

const formatCount = (value: number) => value.toLocaleString('en-GB');

/** Adds societies and councils (with their settings and slate) until there are `target`. */
async function topUpOrganisations(
  context: ServiceContext,
  target: number,
  random: Random,
  progress: (message: string) => void,
): Promise<number> {
  const existing = await listAdminOrganisations(context.db);
  const slugs = new Set(existing.map((organisation) => organisation.slug));
  const names = new Set(existing.map((organisation) => organisation.name));
  let created = 0;
  for (let index = 0; existing.length + created < target; index++) {
    const generated = generatedOrganisation(index);
    if (names.has(generated.name)) continue;
    const organisation = await createOrganisation(context, {
      kind: generated.kind,
      name: generated.name,
      slug: slugs.has(generated.slug) ? null : generated.slug,
      image: artUrl(generated.art.name),
    });
    const texts = organisationTexts(generated, random);
    const settings = {
      version: organisation.version,
      name: organisation.name,
      image: organisation.image,
      ...texts,
      carouselImages: [artUrl(generated.art.name)],
    };
    await updateOrganisation(
      context,
      organisation,
      generated.kind === 'council'
        ? councilUpdateSchema.parse({
            ...settings,
            email: `${organisation.slug}@example.edu`,
            location: 'Engineering Block, Northgate University',
            founded: String(between(random, 1995, 2022)),
          })
        : societyUpdateSchema.parse(settings),
    );
    for (const role of SLATE) {
      const name = personName(random);
      await createMember(
        context,
        organisation,
        memberInputSchema.parse({
          name,
          role,
          email: `${name
            .normalize('NFKD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLowerCase()
            .replace(/[^a-z]+/g, '.')}@example.edu`,
        }),
      );
    }
    created++;
    if (created % 10 === 0) progress(`organisations: ${formatCount(created)} added`);
  }
  return created;
}

/**
 * Loads the large sample into the database in one transaction: all of it, or nothing when a
 * step fails. Organisations are topped up to `sizes.organisations`; events, achievements and
 * photos are spread over all of them, the first in the menus getting the most (the branch's
 * oldest societies usually have done the most), so `/societies/computer-society` of the built-in
 * sample is among the largest pages.
 */
export async function loadLargeSample(
  context: ServiceContext,
  options: LargeSampleOptions = {},
): Promise<LargeSampleResult> {
  const sizes = options.sizes ?? LARGE_SAMPLE_SIZES;
  const progress = options.progress ?? (() => {});
  const random = seededRandom(options.seed ?? 14);
  const todayDate = today(context);
  const currentYear = Number(todayDate.slice(0, 4));

  return inTransaction(context.db, async () => {
    const organisationsCreated = await topUpOrganisations(
      context,
      sizes.organisations,
      random,
      progress,
    );
    const all = (await listAdminOrganisations(context.db))
      .filter((organisation) => !organisation.archived)
      // Societies first, each kind in menu order: the order of the site's own menus.
      .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'society' ? -1 : 1));
    const targets: OrganisationRef[] = all.map(({ id, kind, slug, name }) => ({
      id,
      kind,
      slug,
      name,
    }));
    // A gentle slope: the first organisation has about ten times the last's share.
    const weights = targets.map((_, rank) => 1 / Math.sqrt(rank + 1));
    const eventShares = apportion(sizes.events, weights);
    const photoShares = apportion(sizes.photos, weights);
    const achievementShares = apportion(sizes.achievements, weights);

    const added = { events: 0, photos: 0, achievements: 0 };
    const total = sizes.events + sizes.photos + sizes.achievements;
    let nextReport = 0;
    let reported = -1;
    /** Roughly every tenth of the way, and once at the end. */
    const report = () => {
      const done = added.events + added.photos + added.achievements;
      if (done === reported || (done < nextReport && done < total)) return;
      reported = done;
      nextReport = done + total / 10;
      progress(
        `events ${formatCount(added.events)} / ${formatCount(sizes.events)}, photos ${formatCount(added.photos)} / ${formatCount(sizes.photos)}, achievements ${formatCount(added.achievements)} / ${formatCount(sizes.achievements)}`,
      );
    };

    for (const [position, organisation] of targets.entries()) {
      // Events: those dated before today recorded either way officers do it (published
      // beforehand, or added afterwards through Past Events, which marks them held).
      const generated = Array.from({ length: eventShares[position] ?? 0 }, () => ({
        event: generatedEvent(random, organisation),
        image: artUrl(pick(random, EVENT_ART).name),
        recordedAfterwards: random() < 0.3,
      }));
      const published = generated.filter(
        ({ event, recordedAfterwards }) => event.dayOffset >= 0 || !recordedAfterwards,
      );
      const recorded = generated.filter(
        ({ event, recordedAfterwards }) => event.dayOffset < 0 && recordedAfterwards,
      );
      const asInput = ({ event, image }: (typeof generated)[number]) => ({
        ...event,
        date: addDays(todayDate, event.dayOffset),
        image,
      });
      const publishedIds = await createEvents(
        context,
        organisation,
        'upcoming',
        published.map((item) => eventInputSchema.parse(asInput(item))),
      );
      const recordedIds = await createEvents(
        context,
        organisation,
        'past',
        recorded.map((item) => pastEventInputSchema.parse(asInput(item))),
      );
      added.events += generated.length;
      const pastEvents = [
        ...published.map((item, index) => ({ item, id: publishedIds[index] })),
        ...recorded.map((item, index) => ({ item, id: recordedIds[index] })),
      ].filter(({ item }) => item.event.dayOffset < 0);

      const achievementInputs = Array.from({ length: achievementShares[position] ?? 0 }, () =>
        achievementInputSchema.parse({
          ...generatedAchievement(random, currentYear),
          image: artUrl(pick(random, ACHIEVEMENT_ART).name),
        }),
      );
      await createAchievements(context, organisation, achievementInputs);
      added.achievements += achievementInputs.length;

      // Photos are of the organisation's past events, a few dozen each, as a bulk upload makes.
      const photoInputs = Array.from({ length: photoShares[position] ?? 0 }, (_, index) => {
        const art = pick(random, PHOTO_ART);
        const of = pastEvents.length > 0 ? pick(random, pastEvents) : null;
        const date = of
          ? addDays(todayDate, of.item.event.dayOffset)
          : addDays(todayDate, -between(random, 1, 365));
        return {
          ...galleryItemInputSchema.parse({
            img: artUrl(art.name),
            caption: of ? `${of.item.event.title} (${index + 1})` : `Chapter life (${index + 1})`,
            date,
            event: of?.item.event.title ?? null,
            photographer: photographer(random),
            tags: of?.item.event.tags ?? [],
          }),
          eventId: of?.id ?? null,
          height: art.height,
        };
      });
      for (let start = 0; start < photoInputs.length; start += 5000) {
        const batch = photoInputs.slice(start, start + 5000);
        await createGalleryItems(context, organisation, batch);
        added.photos += batch.length;
        report();
      }
      report();
    }
    return {
      organisationsCreated,
      organisations: targets.length,
      events: added.events,
      photos: added.photos,
      achievements: added.achievements,
    };
  });
}
