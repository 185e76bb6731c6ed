import fs from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  achievements,
  events,
  faqEntries,
  galleryItems,
  heroSlides,
  LOCALE_CHANGED,
  media,
  notifications,
  organisations,
  partners,
  siteSettings,
  slateMembers,
} from '../db/schema/index.js';
import { addDays } from '../lib/clock.js';
import { endsAtOf } from '../lib/event-times.js';
import { portraitArt, renderArt } from './art.js';
import { sampleOrganisations, sampleSite } from './content.js';
import { CAMPUS, SAMPLE_CURRENCY, SAMPLE_LOCALE } from './helpers.js';
import type { ArtSpec, SampleMember } from './types.js';

/** Sample artwork lives under DATA_DIR/media/sample and is served at /media/sample. */
const SAMPLE_FOLDER = 'sample';
const artUrl = (name: string) => `/media/${SAMPLE_FOLDER}/${name}.svg`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every picture the sample content uses, derived from the content alone (same every time). */
export function sampleArt(): ArtSpec[] {
  const art: ArtSpec[] = [];
  const portraits = (prefix: string, members: SampleMember[], colours: [string, string]) => {
    members.forEach((member, index) => {
      if (member.hasPhoto)
        art.push(portraitArt(member.name, colours, `${prefix}-slate-${index + 1}`));
    });
  };

  for (const organisation of sampleOrganisations) {
    const base = { colours: organisation.colours, motif: organisation.motif };
    const prefix = `org-${organisation.slug}`;
    art.push({
      ...base,
      name: prefix,
      label: organisation.initials,
      subtitle: organisation.name,
      width: 1200,
      height: 600,
    });
    art.push({
      ...base,
      name: `${prefix}-logo`,
      label: organisation.initials,
      width: 400,
      height: 400,
    });
    const motifs = ['waves', 'grid', 'peaks'] as const;
    motifs.forEach((motif, index) => {
      art.push({
        colours: organisation.colours,
        motif,
        name: `${prefix}-carousel-${index + 1}`,
        label: organisation.initials,
        subtitle: organisation.name,
        width: 1600,
        height: 600,
      });
    });
    portraits(prefix, organisation.slate, organisation.colours);
    organisation.events.forEach((event, index) => {
      art.push({
        ...base,
        name: `${prefix}-event-${index + 1}`,
        label: organisation.initials,
        subtitle: event.title,
        width: 800,
        height: 450,
      });
    });
    organisation.achievements.forEach((achievement, index) => {
      art.push({
        ...base,
        name: `${prefix}-achievement-${index + 1}`,
        label: organisation.initials,
        subtitle: achievement.title,
        width: 800,
        height: 500,
      });
    });
    organisation.gallery.forEach((item, index) => {
      art.push({
        ...base,
        motif: motifs[index % motifs.length] ?? 'dots',
        name: `${prefix}-gallery-${index + 1}`,
        // The page shows the caption over the photo; the artwork carries only the initials.
        label: organisation.initials,
        width: 600,
        height: item.height,
      });
    });
  }

  const { branch } = sampleSite;
  portraits('branch', branch.slate, branch.colours);
  art.push({
    colours: branch.colours,
    motif: 'circuit',
    name: 'branch',
    label: branch.initials,
    subtitle: branch.name,
    width: 1200,
    height: 600,
  });
  sampleSite.heroSlides.forEach((slide, index) => {
    art.push({ ...slide.art, name: `hero-${index + 1}`, width: 1920, height: 800 });
  });
  sampleSite.partners.forEach((partner, index) => {
    art.push({
      colours: partner.colours,
      motif: 'dots',
      name: `partner-${index + 1}`,
      label: partner.initials,
      subtitle: partner.name,
      width: 320,
      height: 160,
    });
  });
  return art;
}

/** Writes the sample artwork that is missing from the media folder (cheap when all exist). */
export function writeSampleArt(mediaDir: string): number {
  const folder = path.join(mediaDir, SAMPLE_FOLDER);
  fs.mkdirSync(folder, { recursive: true });
  let written = 0;
  for (const spec of sampleArt()) {
    const file = path.join(folder, `${spec.name}.svg`);
    if (fs.existsSync(file)) continue;
    fs.writeFileSync(file, renderArt(spec));
    written++;
  }
  return written;
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(organisations);
  return (row?.total ?? 0) === 0;
}

/**
 * Removes all content (organisations and everything that belongs to them, site content, the
 * uploads' records; their files are the caller's to remove first: `removeAllMediaFiles`).
 */
export async function clearContent(db: Database): Promise<void> {
  await db.execute(
    sql`truncate ${media}, ${notifications}, ${faqEntries}, ${partners}, ${heroSlides}, ${galleryItems}, ${achievements}, ${events}, ${slateMembers}, ${organisations} restart identity cascade`,
  );
}

function memberRows(organisationId: number, prefix: string, members: SampleMember[]) {
  return members.map((member, index) => ({
    organisationId,
    name: member.name,
    role: member.role,
    photo: member.hasPhoto ? artUrl(`${prefix}-slate-${index + 1}`) : null,
    email: member.email ?? null,
    phone: member.phone ?? null,
    linkedin: member.linkedin ?? null,
    bio: member.bio ?? null,
    sortOrder: index,
  }));
}

/** When a sample item was posted: `days` from now, a minute apart in the order of the list. */
const postedAt = (now: Date, days: number, index: number) =>
  new Date(now.getTime() + days * DAY_MS - index * 60_000);

/**
 * Loads the sample content into an empty database in one transaction, dated relative to `today`
 * (a `YYYY-MM-DD` on the sample branch's calendar) so past and upcoming lists are never empty.
 * Its branch's locale comes with it (`SAMPLE_LOCALE`), and events end on that clock; a server
 * already running on the database hears of it and reads it (`LOCALE_CHANGED`).
 */
export async function loadSampleContent(
  db: Database,
  today: string,
  now: Date,
  timeZone: string = SAMPLE_LOCALE.timeZone,
): Promise<void> {
  const year = Number(today.slice(0, 4));
  await db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ id: 1, ...SAMPLE_LOCALE })
      .onConflictDoUpdate({ target: siteSettings.id, set: SAMPLE_LOCALE });
    // Heard once this commits, by the server that is starting on the empty database.
    await tx.execute(sql`select pg_notify(${LOCALE_CHANGED}, '')`);
    const { branch } = sampleSite;
    const [branchRow] = await tx
      .insert(organisations)
      .values({
        kind: 'branch',
        slug: branch.slug,
        name: branch.name,
        image: artUrl('branch'),
        description: branch.description,
        vision: branch.vision,
        mission: branch.mission,
        objectives: branch.objectives,
        email: branch.email,
        phone: branch.phone,
        location: branch.location,
      })
      .returning({ id: organisations.id });
    if (!branchRow) throw new Error('Could not create the branch');
    await tx.insert(slateMembers).values(memberRows(branchRow.id, 'branch', branch.slate));

    for (const [position, organisation] of sampleOrganisations.entries()) {
      const prefix = `org-${organisation.slug}`;
      const [row] = await tx
        .insert(organisations)
        .values({
          kind: organisation.kind,
          slug: organisation.slug,
          name: organisation.name,
          image: artUrl(prefix),
          logo: organisation.kind === 'council' ? artUrl(`${prefix}-logo`) : null,
          description: organisation.description,
          vision: organisation.vision,
          mission: organisation.mission,
          objectives: organisation.objectives,
          carouselImages: [1, 2, 3].map((index) => artUrl(`${prefix}-carousel-${index}`)),
          studentMemberCount: organisation.studentMemberCount,
          foundedYear: organisation.establishedYear,
          email: organisation.email ?? null,
          phone: organisation.phone ?? null,
          website: organisation.website ?? null,
          location: organisation.location ?? null,
          sortOrder: position,
        })
        .returning({ id: organisations.id });
      if (!row) throw new Error(`Could not create ${organisation.name}`);
      const organisationId = row.id;

      if (organisation.slate.length > 0) {
        await tx
          .insert(slateMembers)
          .values(memberRows(organisationId, prefix, organisation.slate));
      }
      const eventIds = new Map<string, number>();
      if (organisation.events.length > 0) {
        const inserted = await tx
          .insert(events)
          .values(
            organisation.events.map((event, index) => ({
              organisationId,
              title: event.title,
              date: addDays(today, event.dayOffset),
              time: event.time ?? null,
              endsAt: endsAtOf(timeZone, {
                date: addDays(today, event.dayOffset),
                time: event.time ?? null,
                endDate: null,
                endTime: null,
              }),
              // Each building's name, on the campus's address.
              location: event.location,
              ...CAMPUS,
              price: event.price ?? null,
              priceCurrency: event.price ? SAMPLE_CURRENCY : null,
              description: event.description,
              organizer: event.organizer ?? organisation.name,
              capacity: event.capacity ?? null,
              attendanceMode: event.attendanceMode ?? 'in-person',
              onlineCapacity:
                event.attendanceMode === 'hybrid' ? (event.onlineCapacity ?? null) : null,
              meetingUrl: event.meetingUrl ?? null,
              registrationLink: event.registrationLink ?? null,
              image: artUrl(`${prefix}-event-${index + 1}`),
              tags: event.tags,
              // Upcoming events without an outside link take registrations here, as a branch
              // starting out would set them; their count is of real registrations, none yet.
              registrationMode: event.registrationLink
                ? ('link' as const)
                : event.dayOffset >= 0
                  ? ('site' as const)
                  : ('none' as const),
              registrations: event.registrationLink ? (event.registrations ?? 0) : 0,
              participants: event.participants ?? null,
              category: event.category ?? 'Technical',
              subCategory: event.subCategory ?? null,
              speakers: (event.speakers ?? []).map((speaker) => ({
                name: speaker.name,
                affiliation: speaker.affiliation ?? null,
              })),
              membersAttended: event.membersAttended ?? null,
              guestsAttended: event.guestsAttended ?? null,
              // Posted a week before it happened (an upcoming one: a week ago), so feeds and
              // digests read a history as a branch's would be, newest first.
              createdAt: postedAt(now, Math.min(event.dayOffset, 0) - 7, index),
              updatedAt: postedAt(now, Math.min(event.dayOffset, 0) - 7, index),
              publishedAt: postedAt(now, Math.min(event.dayOffset, 0) - 7, index),
            })),
          )
          .returning({ id: events.id, title: events.title, date: events.date });
        for (const event of inserted) eventIds.set(event.title, event.id);
      }
      if (organisation.achievements.length > 0) {
        await tx.insert(achievements).values(
          organisation.achievements.map((achievement, index) => ({
            organisationId,
            title: achievement.title,
            year: year - achievement.yearsAgo,
            description: achievement.description,
            image: artUrl(`${prefix}-achievement-${index + 1}`),
            category: achievement.category,
            awardedBy: achievement.awardedBy,
            recipient: achievement.recipient,
            value: achievement.value ?? null,
            createdAt: postedAt(now, -30 - 365 * achievement.yearsAgo, index),
            updatedAt: postedAt(now, -30 - 365 * achievement.yearsAgo, index),
            publishedAt: postedAt(now, -30 - 365 * achievement.yearsAgo, index),
          })),
        );
      }
      if (organisation.gallery.length > 0) {
        const eventDates = new Map(
          organisation.events.map((event) => [event.title, addDays(today, event.dayOffset)]),
        );
        await tx.insert(galleryItems).values(
          organisation.gallery.map((item, index) => ({
            organisationId,
            eventId: item.eventTitle ? (eventIds.get(item.eventTitle) ?? null) : null,
            img: artUrl(`${prefix}-gallery-${index + 1}`),
            caption: item.caption,
            height: item.height,
            description: item.description ?? null,
            date: item.eventTitle ? (eventDates.get(item.eventTitle) ?? null) : null,
            eventName: item.eventTitle ?? null,
            photographer: item.photographer ?? null,
            tags: item.tags,
          })),
        );
      }
    }

    await tx.insert(heroSlides).values(
      sampleSite.heroSlides.map((slide, index) => ({
        image: artUrl(`hero-${index + 1}`),
        title: slide.title,
        caption: slide.caption,
        alt: slide.alt,
        sortOrder: index,
      })),
    );
    await tx.insert(partners).values(
      sampleSite.partners.map((partner, index) => ({
        name: partner.name,
        link: partner.link,
        image: artUrl(`partner-${index + 1}`),
        sortOrder: index,
      })),
    );
    await tx
      .insert(faqEntries)
      .values(sampleSite.faqs.map((faq, index) => ({ ...faq, sortOrder: index })));
    await tx.insert(notifications).values(
      sampleSite.notifications.map((notification) => ({
        type: notification.type,
        title: notification.title,
        message: notification.message,
        publishedAt: new Date(now.getTime() - notification.daysAgo * DAY_MS),
      })),
    );
  });
}
