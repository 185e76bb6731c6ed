/**
 * Sample dashboard data and a fake API for the component tests (never imported by the app).
 */
import type {
  AuditEntry,
  DashboardAchievement,
  DashboardEvent,
  DashboardGalleryItem,
  DashboardMember,
  MediaItem,
  NewsletterProposal,
  OrganisationDetail,
  OrganisationSummary,
} from '@chapterhouse/shared';

import { sampleAnnualReport, samplePreviousReport } from './annual-fixtures';

const ref = { id: 3, slug: 'computer-society', name: 'Computer Society', kind: 'society' as const };

export function sampleOrganisation(
  overrides: Partial<OrganisationDetail> = {},
): OrganisationDetail {
  return {
    id: 3,
    kind: 'society',
    slug: 'computer-society',
    name: 'Computer Society',
    image: null,
    logo: null,
    description: 'Computing for everyone.',
    isActive: true,
    memberCount: 2,
    studentMemberCount: 1250,
    establishedYear: 2001,
    stats: { members: 1250, events: 12, awards: 4 },
    vision: 'A vision.',
    mission: 'A mission.',
    objectives: '<p>Learn</p>',
    carouselImages: ['/media/one.jpg'],
    email: null,
    phone: null,
    website: null,
    location: null,
    founded: null,
    slate: [],
    events: { past: [], upcoming: [] },
    achievements: [],
    gallery: [],
    counts: { slate: 2, pastEvents: 12, upcomingEvents: 3, achievements: 4, gallery: 20 },
    lists: {
      pastEvents: '/api/events?when=past&org=computer-society',
      upcomingEvents: '/api/events?when=upcoming&org=computer-society',
      achievements: '/api/achievements?org=computer-society',
      gallery: '/api/gallery?org=computer-society',
    },
    version: 7,
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function sampleEvent(overrides: Partial<DashboardEvent> = {}): DashboardEvent {
  return {
    id: 11,
    organisation: ref,
    status: 'upcoming',
    state: 'scheduled',
    title: 'Robotics Workshop',
    date: '2031-05-10',
    time: '10:00',
    location: 'Hall A',
    description: 'Build a robot.',
    organizer: 'Computer Society',
    capacity: 40,
    onlineCapacity: null,
    registrationLink: 'https://example.org/register',
    registrationMode: 'link',
    image: '/media/robot.jpg',
    tags: ['robots', 'hands-on'],
    registrations: 0,
    registrationsOnline: 0,
    participants: null,
    streetAddress: null,
    locality: null,
    postalCode: null,
    region: null,
    country: null,
    mapUrl: null,
    price: null,
    priceCurrency: null,
    timeZoneName: 'GMT+5:30',
    endDate: null,
    endTime: null,
    checkedIn: 0,
    registrationApproval: false,
    registrationConfirmEmail: false,
    registrationCloses: null,
    registrationOpens: null,
    registrationAudience: 'everyone',
    attendanceMode: 'in-person',
    livestreamUrl: null,
    meetingUrl: null,
    joinReminderMinutes: 30,
    checkedInOnline: 0,
    openToEveryone: null,
    memberPrice: null,
    earlyBirdPrice: null,
    earlyBirdUntil: null,
    paymentHoldHours: null,
    registrationQuestions: [],
    category: 'Technical',
    subCategory: null,
    speakers: [],
    coHosts: [],
    series: null,
    access: 'host',
    membersAttended: null,
    guestsAttended: null,
    checkedInMembers: 0,
    held: false,
    version: 2,
    /** Published, as every item was before drafts. */
    publishedAt: '2026-01-01T00:00:00.000Z',
    publishAt: null,
    ...overrides,
  };
}

export function sampleMember(overrides: Partial<DashboardMember> = {}): DashboardMember {
  return {
    id: 21,
    name: 'Asha Rao',
    role: 'Chair',
    photo: null,
    email: 'asha@example.org',
    phone: null,
    linkedin: null,
    bio: 'Leads the society.',
    version: 1,
    /** Published, as every item was before drafts. */
    publishedAt: '2026-01-01T00:00:00.000Z',
    publishAt: null,
    ...overrides,
  };
}

export function sampleAchievement(
  overrides: Partial<DashboardAchievement> = {},
): DashboardAchievement {
  return {
    id: 31,
    organisation: ref,
    title: 'Best Student Branch',
    year: 2024,
    description: 'Awarded by the region.',
    image: null,
    category: 'Recognition',
    awardedBy: 'Region 10',
    recipient: 'Computer Society',
    value: null,
    date: null,
    version: 1,
    /** Published, as every item was before drafts. */
    publishedAt: '2026-01-01T00:00:00.000Z',
    publishAt: null,
    ...overrides,
  };
}

export function sampleGalleryItem(
  overrides: Partial<DashboardGalleryItem> = {},
): DashboardGalleryItem {
  return {
    id: 41,
    organisation: ref,
    img: '/media/photo.jpg',
    caption: 'Hackathon night',
    url: '/media/photo.jpg',
    height: 400,
    description: 'Teams at work.',
    date: '2024-02-01',
    event: 'Hackathon',
    photographer: null,
    tags: [],
    version: 1,
    /** Published, as every item was before drafts. */
    publishedAt: '2026-01-01T00:00:00.000Z',
    publishAt: null,
    ...overrides,
  };
}

/** What the fake dashboard API serves. */
export interface DashboardData {
  organisation: OrganisationDetail;
  members: DashboardMember[];
  pastEvents: DashboardEvent[];
  upcomingEvents: DashboardEvent[];
  achievements: DashboardAchievement[];
  /** Societies only. */
  gallery: DashboardGalleryItem[] | null;
  media: MediaItem[];
  /** The organisation's proposals for the branch's newsletter (none unless a test gives some). */
  newsletterProposals?: NewsletterProposal[];
  /** The branch's societies and councils (`/api/societies`, `/api/councils`); else `sampleBranch`. */
  branch?: OrganisationSummary[];
}

/** The branch's organisations: the sample's own society, another society and a council. */
export const sampleBranch = (): OrganisationSummary[] => [
  sampleOrganisation(),
  sampleOrganisation({ id: 4, slug: 'robotics-society', name: 'Robotics Society' }),
  sampleOrganisation({ id: 9, kind: 'council', slug: 'sensors-council', name: 'Sensors Council' }),
];

export function sampleData(overrides: Partial<DashboardData> = {}): DashboardData {
  return {
    organisation: sampleOrganisation(),
    members: [sampleMember()],
    pastEvents: [sampleEvent({ id: 12, status: 'past', title: 'Intro Talk', date: '2024-01-05' })],
    upcomingEvents: [sampleEvent()],
    achievements: [sampleAchievement()],
    gallery: [sampleGalleryItem()],
    media: [sampleMediaItem()],
    ...overrides,
  };
}

/** An upload of the organisation's library, described and used nowhere yet. */
export function sampleMediaItem(overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    id: 51,
    organisation: ref,
    url: '/media/uploads/a1b2c3d4e5f6a7b8-1600x1200-336699/1280.webp',
    name: 'stage.jpg',
    mimeType: 'image/jpeg',
    width: 1600,
    height: 1200,
    widths: [320, 640, 1280, 1600],
    bytes: 2_400_000,
    storedBytes: 420_000,
    placeholderColor: '#336699',
    alt: 'Speaker on stage',
    caption: null,
    createdAt: '2024-03-01T10:00:00.000Z',
    createdBy: 'Chair',
    usages: [],
    version: 1,
    ...overrides,
  };
}

import { jsonResponse as json, pageOf, sampleSocietyAdmin as sampleAdmin } from './fetch-stub';

export { json, sampleAdmin };

/**
 * Answers the dashboard API's reads from `data`, under either base; anything else is left to
 * `other` (writes, say), else 404.
 */
export function dashboardApi(
  data: DashboardData,
  other?: (path: string, init: RequestInit | undefined) => Response | undefined,
  /** The organisation's audit trail, newest first, served a page at a time by `/history`. */
  history: AuditEntry[] = [],
) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const handled = other?.(path, init);
    if (handled) return handled;
    // The session the AuthProvider restores (a failure would clear the token).
    if (path === '/api/auth/profile') return json(200, sampleAdmin);
    // The public lists of the branch's organisations (the event form's co-host choices).
    if (path === '/api/societies' || path === '/api/councils') {
      const kind = path === '/api/societies' ? 'society' : 'council';
      const branch = data.branch ?? sampleBranch();
      return json(
        200,
        branch.filter((organisation) => organisation.kind === kind),
      );
    }
    if (method === 'GET') {
      const rest = path.replace(
        /^\/api\/(society|council)-dashboard\/(society|council)\/[^/]+/,
        '',
      );
      if (rest !== path) {
        const url = new URL(rest, 'http://localhost');
        if (rest === '') return json(200, data.organisation);
        const lists: Record<string, readonly unknown[]> = {
          '/members': data.members,
          '/events/past': data.pastEvents,
          '/events/upcoming': data.upcomingEvents,
          '/achievements': data.achievements,
          '/gallery': data.gallery ?? [],
          '/media': data.media,
          '/newsletter-proposals': data.newsletterProposals ?? [],
        };
        const list = lists[url.pathname];
        if (list) return json(200, pageOf(list, url.searchParams));
        if (url.pathname === '/team') return json(200, { members: [], invitations: [] });
        // The IEEE roster of the Team tab (its owners'): none applied.
        if (url.pathname === '/roster') return json(200, { roster: null });
        // The Overview's charts: this academic year's report, or the one asked for.
        if (url.pathname === '/reports/annual') {
          const year = url.searchParams.get('year');
          return json(200, year === '2024' ? samplePreviousReport() : sampleAnnualReport());
        }
        if (url.pathname === '/history') {
          const page = Number(url.searchParams.get('page') ?? 1);
          const limit = Number(url.searchParams.get('limit') ?? 12);
          const from = url.searchParams.get('from');
          const to = url.searchParams.get('to');
          const items = history.filter(
            (entry) =>
              (!from || entry.at.slice(0, 10) >= from) && (!to || entry.at.slice(0, 10) <= to),
          );
          return json(200, {
            items: items.slice((page - 1) * limit, page * limit),
            total: items.length,
            page,
            limit,
            pageCount: Math.ceil(items.length / limit),
          });
        }
      }
    }
    return json(404, { error: 'No API route' });
  };
}
