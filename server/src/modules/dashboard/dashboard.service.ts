import type {
  achievementInputSchema,
  councilUpdateSchema,
  DashboardAchievement,
  DashboardEvent,
  DashboardGalleryItem,
  DashboardMember,
  eventInputSchema,
  galleryItemInputSchema,
  memberInputSchema,
  OrganisationRef,
  pastEventInputSchema,
  societyUpdateSchema,
} from '@chapterhouse/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  achievements,
  events,
  galleryItems,
  organisations,
  slateMembers,
} from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { isPastEvent, isUpcomingEvent, slateMemberFields } from '../../lib/organisation-queries.js';
import { sanitiseRichText } from '../../lib/rich-text.js';
import { type ServiceContext, today } from '../../lib/service-context.js';
import { updateItem } from '../../lib/versioned-items.js';
import { achievementFields } from '../achievements/achievements.service.js';
import { eventFields } from '../events/events.service.js';
import { galleryFields } from '../gallery/gallery.service.js';
import { requirePlaceable } from '../media/media-usage.js';
import { announceAchievement, announceEvent } from '../notifications/notifications.service.js';

type Versioned<T> = T & { version: number };

// ---- Slate members ----

/** The organisation's members, or only the one with `id`. */
export async function listMembers(
  context: ServiceContext,
  organisation: OrganisationRef,
  id?: number,
): Promise<DashboardMember[]> {
  return context.db
    .select({ ...slateMemberFields, version: slateMembers.version })
    .from(slateMembers)
    .where(
      and(
        eq(slateMembers.organisationId, organisation.id),
        id === undefined ? undefined : eq(slateMembers.id, id),
      ),
    )
    .orderBy(asc(slateMembers.sortOrder), asc(slateMembers.id));
}

async function getMember(context: ServiceContext, organisation: OrganisationRef, id: number) {
  const member = (await listMembers(context, organisation)).find(
    (candidate) => candidate.id === id,
  );
  if (!member) throw notFound('Member not found.');
  return member;
}

/** One row per member: adding never rewrites the organisation, so parallel additions all stay. */
export async function createMember(
  context: ServiceContext,
  organisation: OrganisationRef,
  input: z.output<typeof memberInputSchema>,
): Promise<DashboardMember> {
  await requirePlaceable(context.db, organisation.id, [input.photo]);
  const [row] = await context.db
    .insert(slateMembers)
    .values({
      ...input,
      organisationId: organisation.id,
      // New members go last.
      sortOrder: sql`(select coalesce(max(${slateMembers.sortOrder}), -1) + 1 from ${slateMembers} where ${slateMembers.organisationId} = ${organisation.id})`,
    })
    .returning({ id: slateMembers.id });
  return getMember(context, organisation, row?.id ?? 0);
}

export async function updateMember(
  context: ServiceContext,
  organisation: OrganisationRef,
  id: number,
  { version, ...input }: Versioned<z.output<typeof memberInputSchema>>,
): Promise<DashboardMember> {
  await requirePlaceable(context.db, organisation.id, [input.photo]);
  await updateItem(
    context.db,
    slateMembers,
    { organisationId: organisation.id, id, version, label: 'Member' },
    input,
  );
  return getMember(context, organisation, id);
}

// ---- Events ----

const eventColumns = { ...eventFields, held: events.held, version: events.version };

/** Past newest first, upcoming soonest first, as the public pages list them. */
export async function listEvents(
  context: ServiceContext,
  organisation: OrganisationRef,
  when: 'past' | 'upcoming',
): Promise<DashboardEvent[]> {
  const todayDate = today(context);
  const rows = await context.db
    .select(eventColumns)
    .from(events)
    .where(
      and(
        eq(events.organisationId, organisation.id),
        when === 'past' ? isPastEvent(todayDate) : isUpcomingEvent(todayDate),
      ),
    )
    .orderBy(
      ...(when === 'past'
        ? [desc(events.date), desc(events.id)]
        : [asc(events.date), asc(events.time), asc(events.id)]),
    );
  return rows.map((row) => ({ ...row, organisation, status: when }));
}

async function getEvent(
  context: ServiceContext,
  organisation: OrganisationRef,
  id: number,
): Promise<DashboardEvent> {
  const [row] = await context.db
    .select(eventColumns)
    .from(events)
    .where(and(eq(events.id, id), eq(events.organisationId, organisation.id)));
  if (!row) throw notFound('Event not found.');
  const status = row.held || row.date < today(context) ? 'past' : 'upcoming';
  return { ...row, organisation, status };
}

/**
 * Adds an event. Through `upcoming` its date decides where it is filed (a date before today is
 * past); through `past` it is marked held, so it stays past, and without a date it gets today's.
 */
export async function createEvent(
  context: ServiceContext,
  organisation: OrganisationRef,
  list: 'past' | 'upcoming',
  input: z.output<typeof eventInputSchema> | z.output<typeof pastEventInputSchema>,
): Promise<DashboardEvent> {
  await requirePlaceable(context.db, organisation.id, [input.image]);
  const [row] = await context.db
    .insert(events)
    .values({
      ...input,
      date: input.date ?? today(context),
      organisationId: organisation.id,
      organizer: input.organizer ?? organisation.name,
      held: list === 'past',
    })
    .returning({ id: events.id });
  const event = await getEvent(context, organisation, row?.id ?? 0);
  // Publishing an upcoming event tells visitors (the bell); a record of a past one does not.
  if (event.status === 'upcoming') await announceEvent(context, organisation, event);
  return event;
}

/**
 * Edits an event and files it by its (new) date: an event moved to a day after today is no
 * longer held; one marked held keeps that mark while its date is today or earlier.
 */
export async function updateEvent(
  context: ServiceContext,
  organisation: OrganisationRef,
  id: number,
  { version, ...input }: Versioned<z.output<typeof eventInputSchema>>,
): Promise<DashboardEvent> {
  await requirePlaceable(context.db, organisation.id, [input.image]);
  await updateItem(
    context.db,
    events,
    { organisationId: organisation.id, id, version, label: 'Event' },
    { ...input, held: sql`${events.held} and ${input.date}::date <= ${today(context)}::date` },
  );
  return getEvent(context, organisation, id);
}

/** 'Move to Past Events': marks the event held; it stays past whatever its date. */
export async function moveEventToPast(
  context: ServiceContext,
  organisation: OrganisationRef,
  id: number,
): Promise<DashboardEvent> {
  const moved = await context.db
    .update(events)
    .set({ held: true, version: sql`${events.version} + 1`, updatedAt: new Date() })
    .where(and(eq(events.id, id), eq(events.organisationId, organisation.id)))
    .returning({ id: events.id });
  if (moved.length === 0) throw notFound('Event not found.');
  return getEvent(context, organisation, id);
}

// ---- Achievements ----

export async function listAchievements(
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
  const achievement = (await listAchievements(context, organisation)).find(
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

// ---- Gallery ----

export async function listGallery(
  context: ServiceContext,
  organisation: OrganisationRef,
  id?: number,
): Promise<DashboardGalleryItem[]> {
  const rows = await context.db
    .select({ ...galleryFields, version: galleryItems.version })
    .from(galleryItems)
    .where(
      and(
        eq(galleryItems.organisationId, organisation.id),
        id === undefined ? undefined : eq(galleryItems.id, id),
      ),
    )
    .orderBy(desc(galleryItems.date), desc(galleryItems.id));
  return rows.map((row) => ({ ...row, organisation }));
}

async function getGalleryItem(context: ServiceContext, organisation: OrganisationRef, id: number) {
  const [item] = await listGallery(context, organisation, id);
  if (!item) throw notFound('Photo not found.');
  return item;
}

function galleryValues({ event, ...input }: z.output<typeof galleryItemInputSchema>) {
  return { ...input, eventName: event };
}

/** What an upload knows besides the form's fields: its event and its proportions. */
interface GalleryUploadExtras {
  eventId?: number | null;
  height?: number;
}

export async function createGalleryItem(
  context: ServiceContext,
  organisation: OrganisationRef,
  input: z.output<typeof galleryItemInputSchema> & GalleryUploadExtras,
): Promise<DashboardGalleryItem> {
  await requirePlaceable(context.db, organisation.id, [input.img]);
  const [row] = await context.db
    .insert(galleryItems)
    .values({ ...galleryValues(input), organisationId: organisation.id })
    .returning({ id: galleryItems.id });
  return getGalleryItem(context, organisation, row?.id ?? 0);
}

export async function updateGalleryItem(
  context: ServiceContext,
  organisation: OrganisationRef,
  id: number,
  { version, ...input }: Versioned<z.output<typeof galleryItemInputSchema>>,
): Promise<DashboardGalleryItem> {
  await requirePlaceable(context.db, organisation.id, [input.img]);
  await updateItem(
    context.db,
    galleryItems,
    { organisationId: organisation.id, id, version, label: 'Photo' },
    galleryValues(input),
  );
  return getGalleryItem(context, organisation, id);
}

// ---- The organisation itself ----

export const STALE_ORGANISATION =
  'Someone else saved changes to this page since you opened it. Reload to see them, then make your changes again.';

/**
 * Saves the editable fields of an organisation if nobody saved since `version`. Ids, kind, counts
 * and ownership are not among the fields; objectives are sanitised here, when saved.
 */
export async function updateOrganisation(
  context: ServiceContext,
  organisation: OrganisationRef,
  input: z.output<typeof societyUpdateSchema> | z.output<typeof councilUpdateSchema>,
): Promise<void> {
  const { version, ...fields } = input;
  await requirePlaceable(context.db, organisation.id, [
    fields.image,
    ...fields.carouselImages,
    'logo' in fields ? fields.logo : null,
  ]);
  const councilFields =
    'founded' in fields
      ? {
          email: fields.email,
          phone: fields.phone,
          website: fields.website,
          location: fields.location,
          logo: fields.logo,
          foundedYear: fields.founded === null ? null : Number(fields.founded),
        }
      : {};
  const updated = await context.db
    .update(organisations)
    .set({
      name: fields.name,
      image: fields.image,
      description: fields.description,
      vision: fields.vision,
      mission: fields.mission,
      objectives: sanitiseRichText(fields.objectives),
      studentMemberCount: fields.studentMemberCount,
      carouselImages: fields.carouselImages,
      ...councilFields,
      version: sql`${organisations.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(organisations.id, organisation.id), eq(organisations.version, version)))
    .returning({ id: organisations.id });
  if (updated.length === 0) throw new HttpError(409, STALE_ORGANISATION);
}
