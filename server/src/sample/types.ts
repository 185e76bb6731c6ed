/**
 * The shape of the built-in sample content, as zod schemas with the types inferred from them: plain
 * data that `content.ts` checks when it is imported, before the loader (`load-sample.ts`) turns it
 * into rows, dates it relative to the day of loading and renders the artwork it names.
 */
import {
  ACHIEVEMENT_CATEGORIES,
  EVENT_CATEGORY_NAMES,
  NOTIFICATION_TYPES,
  organisationSlug,
  SLATE_ROLES,
  speakerSchema,
  subCategoriesOf,
} from '@chapterhouse/shared';
import { z } from 'zod';

const text = z.string().trim().min(1);
const colourSchema = z.string().regex(/^#[0-9a-f]{6}$/, 'Use a colour as #rrggbb');
/** Background and accent. */
const coloursSchema = z.tuple([colourSchema, colourSchema]);
/** Initials drawn on an image: 2 to 4 letters or digits. */
const initialsSchema = z.string().regex(/^[A-Za-z0-9]{2,4}$/, 'Use 2 to 4 letters or digits');
const httpsLink = z.url({ protocol: /^https$/ });

/** Generated artwork: a deterministic SVG drawn from a palette, initials and a motif. */
export const artSpecSchema = z.strictObject({
  /** File name without extension, unique across the whole sample set, e.g. `org-computer-society`. */
  name: z.string(),
  colours: coloursSchema,
  /** Large text drawn on the image: initials (2-4 letters) or a short word. */
  label: z.string(),
  /** Optional smaller line under the label. */
  subtitle: z.string().optional(),
  motif: z.enum(['circuit', 'waves', 'grid', 'rings', 'peaks', 'dots']),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ArtSpec = z.infer<typeof artSpecSchema>;

export const sampleMemberSchema = z.strictObject({
  name: text,
  role: z.enum(SLATE_ROLES),
  /** Whether to draw a portrait (initials on the organisation's colours); some members have none. */
  hasPhoto: z.boolean(),
  email: z.email().optional(),
  linkedin: httpsLink.optional(),
  phone: text.optional(),
  bio: text.optional(),
});
export type SampleMember = z.infer<typeof sampleMemberSchema>;

export const sampleEventSchema = z
  .strictObject({
    title: text,
    /** Days from the day of loading: negative is past, zero or positive is upcoming. */
    dayOffset: z.number().int(),
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time as HH:MM')
      .optional(),
    location: text,
    description: text,
    organizer: text.optional(),
    capacity: z.number().int().positive().optional(),
    /** How people attend (in person when left out); a hybrid event's online places apart. */
    attendanceMode: z.enum(['in-person', 'online', 'hybrid']).optional(),
    onlineCapacity: z.number().int().positive().optional(),
    /** An online or hybrid event's meeting: registrants' only, through their join links. */
    meetingUrl: httpsLink.optional(),
    /** Upcoming events: an https link to a registration form, or none. */
    registrationLink: httpsLink.optional(),
    tags: z.array(text),
    /** Upcoming events: registrations so far. */
    registrations: z.number().int().nonnegative().optional(),
    /** Past events: attendance as text, e.g. '120+'. */
    participants: text.optional(),
    /** What a place costs in `SAMPLE_CURRENCY` (`25`, `12.50`); free when left out. */
    price: z
      .string()
      .regex(/^\d+(\.\d{2})?$/, 'Use a price such as 25 or 12.50')
      .optional(),
    /** IEEE's meeting category (Technical when left out) and one of its sub-categories. */
    category: z.enum(EVENT_CATEGORY_NAMES).optional(),
    subCategory: text.optional(),
    speakers: z.array(speakerSchema).optional(),
    /** Past events: the IEEE members and guests who came, as the officers counted them. */
    membersAttended: z.number().int().nonnegative().optional(),
    guestsAttended: z.number().int().nonnegative().optional(),
  })
  .refine(
    (event) =>
      event.subCategory === undefined ||
      subCategoriesOf(event.category ?? 'Technical').includes(event.subCategory),
    { message: 'Use a sub-category of the event’s category', path: ['subCategory'] },
  );
export type SampleEvent = z.infer<typeof sampleEventSchema>;

export const sampleAchievementSchema = z.strictObject({
  title: text,
  /** Years before the year of loading (0 = this year). */
  yearsAgo: z.number().int().nonnegative(),
  description: text,
  category: z.enum(ACHIEVEMENT_CATEGORIES),
  awardedBy: text,
  recipient: text,
  value: text.optional(),
});
export type SampleAchievement = z.infer<typeof sampleAchievementSchema>;

export const sampleGalleryItemSchema = z.strictObject({
  caption: text,
  description: text.optional(),
  /** Height of the generated photo in pixels (width is 600). */
  height: z.number().int().min(300).max(900),
  /** Title of one of the organisation's sample events, when the photo is from one. */
  eventTitle: text.optional(),
  photographer: text.optional(),
  tags: z.array(text),
});
export type SampleGalleryItem = z.infer<typeof sampleGalleryItemSchema>;

export const sampleOrganisationSchema = z
  .strictObject({
    kind: z.enum(['society', 'council']),
    /** Lower-case, dashes: e.g. `computer-society`. */
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case words joined by dashes'),
    name: text,
    /** Initials shown on its artwork, e.g. 'CS'. */
    initials: initialsSchema,
    colours: coloursSchema,
    motif: artSpecSchema.shape.motif,
    description: text,
    vision: text,
    mission: text,
    /** Allowed HTML: <p>, <br>, <ul>, <li>, <strong>, <em>. */
    objectives: text,
    studentMemberCount: z.number().int().nonnegative(),
    establishedYear: z.number().int().min(1884).max(2100),
    /** Councils only. */
    email: z.email().optional(),
    phone: text.optional(),
    website: httpsLink.optional(),
    location: text.optional(),
    slate: z.array(sampleMemberSchema),
    events: z.array(sampleEventSchema),
    achievements: z.array(sampleAchievementSchema),
    gallery: z.array(sampleGalleryItemSchema),
  })
  .superRefine((organisation, context) => {
    // Made as the console makes a new organisation's, so a new one reads like the sample's.
    const slug = organisationSlug(organisation.name);
    if (organisation.slug !== slug) {
      context.addIssue({
        code: 'custom',
        message: `The slug of "${organisation.name}" is "${slug}" (organisationSlug)`,
        path: ['slug'],
      });
    }
    const titles = new Set(organisation.events.map((event) => event.title));
    organisation.gallery.forEach((item, index) => {
      if (item.eventTitle !== undefined && !titles.has(item.eventTitle)) {
        context.addIssue({
          code: 'custom',
          message: `"${item.eventTitle}" is not the title of one of this organisation's events`,
          path: ['gallery', index, 'eventTitle'],
        });
      }
    });
  });
export type SampleOrganisation = z.infer<typeof sampleOrganisationSchema>;

export const sampleNotificationSchema = z.strictObject({
  type: z.enum(NOTIFICATION_TYPES),
  title: text,
  message: text,
  /** Days before the day of loading. */
  daysAgo: z.number().int().nonnegative(),
});
export type SampleNotification = z.infer<typeof sampleNotificationSchema>;

export const sampleSiteSchema = z.strictObject({
  branch: z.strictObject({
    name: text,
    slug: z.string(),
    initials: initialsSchema,
    colours: coloursSchema,
    description: text,
    vision: text,
    mission: text,
    objectives: text,
    email: z.email(),
    phone: text,
    location: text,
    slate: z.array(sampleMemberSchema),
  }),
  heroSlides: z.array(
    z.strictObject({
      title: text,
      caption: text,
      alt: text,
      art: artSpecSchema.omit({ name: true, width: true, height: true }),
    }),
  ),
  partners: z.array(
    z.strictObject({
      name: text,
      link: httpsLink,
      initials: initialsSchema,
      colours: coloursSchema,
    }),
  ),
  faqs: z.array(z.strictObject({ question: text, answer: text })),
  notifications: z.array(sampleNotificationSchema),
});
export type SampleSite = z.infer<typeof sampleSiteSchema>;
