/**
 * The shape of the built-in sample content. Plain data: the loader (`load-sample.ts`) turns it into
 * rows, dates it relative to the day of loading and renders the artwork it names.
 */

/** Generated artwork: a deterministic SVG drawn from a palette, initials and a motif. */
export interface ArtSpec {
  /** File name without extension, unique across the whole sample set, e.g. `org-computer-society`. */
  name: string;
  /** Two colours as `#rrggbb`, background and accent. */
  colours: [string, string];
  /** Large text drawn on the image: initials (2-4 letters) or a short word. */
  label: string;
  /** Optional smaller line under the label. */
  subtitle?: string;
  motif: 'circuit' | 'waves' | 'grid' | 'rings' | 'peaks' | 'dots';
  width: number;
  height: number;
}

export interface SampleMember {
  name: string;
  /** One of SLATE_ROLES from @chapterhouse/shared. */
  role: string;
  /** Whether to draw a portrait (initials on the organisation's colours); some members have none. */
  hasPhoto: boolean;
  email?: string;
  linkedin?: string;
  phone?: string;
  bio?: string;
}

export interface SampleEvent {
  title: string;
  /** Days from the day of loading: negative is past, zero or positive is upcoming. */
  dayOffset: number;
  time?: string;
  location: string;
  description: string;
  organizer?: string;
  capacity?: number;
  /** Upcoming events: an https link to a registration form, or none. */
  registrationLink?: string;
  tags: string[];
  /** Upcoming events: registrations so far. */
  registrations?: number;
  /** Past events: attendance as text, e.g. '120+'. */
  participants?: string;
}

export interface SampleAchievement {
  title: string;
  /** Years before the year of loading (0 = this year). */
  yearsAgo: number;
  description: string;
  /** One of ACHIEVEMENT_CATEGORIES from @chapterhouse/shared. */
  category: string;
  awardedBy: string;
  recipient: string;
  value?: string;
}

export interface SampleGalleryItem {
  caption: string;
  description?: string;
  /** Height of the generated photo in pixels (width is 600); vary between 300 and 900. */
  height: number;
  /** Title of one of the organisation's sample events, when the photo is from one. */
  eventTitle?: string;
  photographer?: string;
  tags: string[];
}

export interface SampleOrganisation {
  kind: 'society' | 'council';
  /** Lower-case, dashes: e.g. `computer-society`. */
  slug: string;
  name: string;
  /** Initials shown on its artwork, e.g. 'CS'. */
  initials: string;
  colours: [string, string];
  motif: ArtSpec['motif'];
  description: string;
  vision: string;
  mission: string;
  /** Allowed HTML: <p>, <br>, <ul>, <li>, <strong>, <em>. */
  objectives: string;
  studentMemberCount: number;
  establishedYear: number;
  /** Councils only. */
  email?: string;
  phone?: string;
  website?: string;
  location?: string;
  slate: SampleMember[];
  events: SampleEvent[];
  achievements: SampleAchievement[];
  gallery: SampleGalleryItem[];
}

export interface SampleNotification {
  type: 'event' | 'achievement' | 'reminder' | 'membership' | 'newsletter' | 'other';
  title: string;
  message: string;
  /** Days before the day of loading. */
  daysAgo: number;
}

export interface SampleSite {
  branch: {
    name: string;
    slug: string;
    initials: string;
    colours: [string, string];
    description: string;
    vision: string;
    mission: string;
    objectives: string;
    email: string;
    phone: string;
    location: string;
    slate: SampleMember[];
  };
  heroSlides: {
    title: string;
    caption: string;
    alt: string;
    art: Omit<ArtSpec, 'name' | 'width' | 'height'>;
  }[];
  partners: { name: string; link: string; initials: string; colours: [string, string] }[];
  faqs: { question: string; answer: string }[];
  notifications: SampleNotification[];
}
