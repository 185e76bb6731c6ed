/**
 * Sample branch console data and a fake admin API for the component tests (never imported by the
 * app).
 */
import type {
  AccountLink,
  AdminAccount,
  AdminActivityCategories,
  AdminBranchLocale,
  AdminFaq,
  AdminHeroSlide,
  AdminNotification,
  AdminOrganisation,
  AdminPartner,
  AdminStatistics,
  AuditEntry,
  AuthUser,
  BranchAbout,
  ContactMessage,
  DashboardMember,
  MediaItem,
  OutboxMail,
  Subscriber,
} from '@chapterhouse/shared';
import { DEFAULT_ACTIVITY_CATEGORIES } from '@chapterhouse/shared';
import { sampleMember } from './dashboard-fixtures';
import { jsonResponse as json, pageOf } from './fetch-stub';

export { json };

export const sampleBranchAdmin: AuthUser = {
  id: 1,
  email: 'branch@example.org',
  name: 'Branch Chair',
  role: 'BRANCH_ADMIN',
  entityId: null,
  organisation: null,
  teams: [],
};

export function sampleAdminOrganisation(
  overrides: Partial<AdminOrganisation> = {},
): AdminOrganisation {
  return {
    id: 3,
    kind: 'society',
    slug: 'computer-society',
    name: 'Computer Society',
    image: null,
    sortOrder: 1,
    archived: false,
    updatedAt: '2025-03-01T10:00:00.000Z',
    version: 4,
    admins: [{ id: 7, name: 'Asha Rao', email: 'asha@example.org' }],
    ...overrides,
  };
}

export function sampleAccount(overrides: Partial<AdminAccount> = {}): AdminAccount {
  const account: Omit<AdminAccount, 'teams'> & Partial<AdminAccount> = {
    id: 7,
    email: 'asha@example.org',
    name: 'Asha Rao',
    role: 'SOCIETY_ADMIN',
    organisation: {
      id: 3,
      slug: 'computer-society',
      name: 'Computer Society',
      kind: 'society',
    },
    lastLoginAt: '2025-03-02T09:30:00.000Z',
    disabled: false,
    pending: false,
    createdAt: '2024-09-01T08:00:00.000Z',
    ...overrides,
  };
  // An invited organisation admin owns their organisation's team.
  const teams: AdminAccount['teams'] = account.organisation
    ? [{ organisation: account.organisation, role: 'owner', endsAt: null }]
    : [];
  return { teams, ...account };
}

export function sampleLink(overrides: Partial<AccountLink> = {}): AccountLink {
  return {
    account: sampleAccount({ id: 9, name: 'Ravi Kumar', email: 'ravi@example.org', pending: true }),
    path: '/invite/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
    expiresAt: '2031-03-09T10:00:00.000Z',
    ...overrides,
  };
}

export function sampleSlide(overrides: Partial<AdminHeroSlide> = {}): AdminHeroSlide {
  return {
    id: 51,
    image: '/media/hero-1.jpg',
    title: 'Welcome',
    caption: 'Engineers of tomorrow',
    alt: 'Students at a workshop',
    sortOrder: 1,
    version: 1,
    ...overrides,
  };
}

export function samplePartner(overrides: Partial<AdminPartner> = {}): AdminPartner {
  return {
    id: 61,
    name: 'IEEE Region 10',
    link: 'https://ieeer10.org',
    image: '/media/r10.png',
    sortOrder: 1,
    version: 2,
    ...overrides,
  };
}

export function sampleFaq(overrides: Partial<AdminFaq> = {}): AdminFaq {
  return {
    id: 71,
    question: 'What is the branch?',
    answer: 'A community of students.',
    sortOrder: 1,
    version: 3,
    ...overrides,
  };
}

/** What the fake console API serves (the lists of the tabs without pages of their own). */
export interface AdminData {
  /** The branch administrator signed in. */
  user: AuthUser;
  organisations: AdminOrganisation[];
  accounts: AdminAccount[];
  heroSlides: AdminHeroSlide[];
  partners: AdminPartner[];
  faqs: AdminFaq[];
  slate: DashboardMember[];
  about: BranchAbout;
  statistics: AdminStatistics;
  locale: AdminBranchLocale;
  activityCategories: AdminActivityCategories;
  media: MediaItem[];
}

export function sampleAdminData(overrides: Partial<AdminData> = {}): AdminData {
  return {
    user: sampleBranchAdmin,
    organisations: [
      sampleAdminOrganisation(),
      sampleAdminOrganisation({
        id: 4,
        slug: 'power-energy-society',
        name: 'Power & Energy Society',
        sortOrder: 2,
        admins: [],
      }),
      sampleAdminOrganisation({
        id: 5,
        slug: 'old-society',
        name: 'Old Society',
        sortOrder: 3,
        archived: true,
        admins: [],
      }),
      sampleAdminOrganisation({
        id: 22,
        kind: 'council',
        slug: 'sensors-council',
        name: 'Sensors Council',
        admins: [],
      }),
    ],
    accounts: [
      { ...sampleAccount({ id: 1 }), ...sampleBranchAdmin, organisation: null },
      sampleAccount(),
      sampleAccount({
        id: 8,
        name: 'Mei Chen',
        email: 'mei@example.org',
        role: 'COUNCIL_ADMIN',
        organisation: {
          id: 22,
          slug: 'sensors-council',
          name: 'Sensors Council',
          kind: 'council',
        },
        lastLoginAt: null,
        pending: true,
      }),
      sampleAccount({ id: 10, name: 'Old Officer', email: 'old@example.org', disabled: true }),
    ],
    heroSlides: [sampleSlide(), sampleSlide({ id: 52, title: 'Join us', sortOrder: 2 })],
    partners: [samplePartner()],
    faqs: [
      sampleFaq(),
      sampleFaq({ id: 72, question: 'How do I join?', answer: 'Sign up online.', sortOrder: 2 }),
      sampleFaq({ id: 73, question: 'Who can attend?', answer: 'Everyone.', sortOrder: 3 }),
    ],
    slate: [sampleMember({ id: 81, name: 'Nia Okafor', role: 'Chair' })],
    about: {
      name: 'IEEE Student Branch',
      description: 'The branch.',
      vision: 'A vision.',
      mission: 'A mission.',
      objectives: '<p>Learn</p>',
      email: 'branch@example.org',
      phone: null,
      location: 'Campus',
      version: 5,
    },
    statistics: {
      computed: { members: 1250, events: 40, awards: 9 },
      overrides: { members: null, events: 55, awards: null },
      version: 2,
    },
    locale: { languageTag: 'en-IN', timeZone: 'Asia/Kolkata', currency: 'INR', version: 2 },
    activityCategories: { version: 2, isDefault: true, categories: DEFAULT_ACTIVITY_CATEGORIES },
    media: [],
    ...overrides,
  };
}

// ---- What reaches the branch and what it sends (issue 7) ----

export function sampleMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: 301,
    name: 'Priya Raman',
    email: 'priya@example.edu',
    message: 'Can first-year students join the robotics workshop?',
    createdAt: '2025-03-05T09:15:00.000Z',
    handledAt: null,
    ...overrides,
  };
}

export function sampleSubscriber(overrides: Partial<Subscriber> = {}): Subscriber {
  return {
    id: 401,
    email: 'reader@example.edu',
    status: 'subscribed',
    createdAt: '2025-02-01T12:00:00.000Z',
    confirmedAt: '2025-02-01T12:05:00.000Z',
    branch: true,
    organisations: [],
    digest: false,
    ...overrides,
  };
}

export function sampleMail(overrides: Partial<OutboxMail> = {}): OutboxMail {
  return {
    id: 501,
    kind: 'password-reset',
    to: 'asha@example.org',
    subject: 'Choose a new password',
    text: 'Hello Asha,\n\nChoose a new password here: http://localhost:3000/reset-password/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG\n\nThe link works for 24 hours.',
    attachments: [],
    status: 'not-sent',
    attempts: 0,
    lastError: null,
    nextAttemptAt: null,
    sentAt: null,
    createdAt: '2025-03-06T08:00:00.000Z',
    ...overrides,
  };
}

export function sampleAdminNotification(
  overrides: Partial<AdminNotification> = {},
): AdminNotification {
  return {
    id: 601,
    type: 'newsletter',
    title: 'March newsletter is out',
    message: 'Read about our spring workshops.',
    link: '/newsletters',
    publishedAt: '2025-03-04T10:00:00.000Z',
    organisation: null,
    version: 2,
    ...overrides,
  };
}

export function sampleAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 701,
    at: '2025-03-07T14:05:00.000Z',
    actor: { id: 7, name: 'Asha Rao', email: 'asha@example.org' },
    organisation: { id: 3, slug: 'computer-society', name: 'Computer Society', kind: 'society' },
    action: 'updated',
    itemType: 'organisations',
    itemId: 3,
    itemLabel: 'Computer Society',
    changes: [{ field: 'student_member_count', before: 120, after: 135 }],
    ...overrides,
  };
}

/** The lists of the console's own-list tabs, as the fake API serves (and tests change) them. */
export interface SampleInbox {
  messages: ContactMessage[];
  subscribers: Subscriber[];
  mailConfigured: boolean;
  /** The origin the site writes its links with (PUBLIC_URL's): not the test page's own. */
  siteOrigin: string;
  outbox: OutboxMail[];
  notifications: AdminNotification[];
  audit: AuditEntry[];
}

export function sampleInbox(overrides: Partial<SampleInbox> = {}): SampleInbox {
  return {
    messages: [],
    subscribers: [],
    mailConfigured: false,
    siteOrigin: 'https://ieee-branch.example.edu',
    outbox: [],
    notifications: [],
    audit: [],
    ...overrides,
  };
}

/** The inbox's reads (`GET /api/admin/messages?...` and the like), paged and filtered. */
function inboxRead(inbox: SampleInbox, path: string): unknown {
  const url = new URL(path, 'http://localhost');
  const query = url.searchParams;
  const status = query.get('status') ?? 'all';
  switch (url.pathname) {
    case '/api/admin/messages': {
      const unhandled = inbox.messages.filter((message) => message.handledAt === null);
      return {
        ...pageOf(status === 'unhandled' ? unhandled : inbox.messages, query),
        unhandled: unhandled.length,
      };
    }
    case '/api/admin/subscribers': {
      const count = (wanted: Subscriber['status']) =>
        inbox.subscribers.filter((subscriber) => subscriber.status === wanted).length;
      return {
        ...pageOf(
          inbox.subscribers.filter(
            (subscriber) =>
              (status === 'all' || subscriber.status === status) &&
              subscriber.email.toLowerCase().includes((query.get('q') ?? '').toLowerCase()),
          ),
          query,
        ),
        counts: { pending: count('pending'), subscribed: count('subscribed') },
      };
    }
    case '/api/admin/outbox':
      return {
        ...pageOf(
          inbox.outbox.filter((mail) => status === 'all' || mail.status === status),
          query,
        ),
        mailConfigured: inbox.mailConfigured,
        siteOrigin: inbox.siteOrigin,
      };
    case '/api/admin/notifications':
      return pageOf(inbox.notifications, query);
    case '/api/admin/audit': {
      const organisation = query.get('organisationId');
      const actor = query.get('actorId');
      const from = query.get('from');
      const to = query.get('to');
      return pageOf(
        inbox.audit.filter(
          (entry) =>
            (!organisation || entry.organisation?.id === Number(organisation)) &&
            (!actor || entry.actor.id === Number(actor)) &&
            (!from || entry.at.slice(0, 10) >= from) &&
            (!to || entry.at.slice(0, 10) <= to),
        ),
        query,
      );
    }
    default:
      return undefined;
  }
}

/**
 * Answers the console's reads from `data` (and the profile from `data.user`); anything else is
 * left to `other` (writes, say), else 404.
 */
export function adminApi(
  data: AdminData,
  other?: (path: string, init: RequestInit | undefined) => Response | undefined,
  inbox: SampleInbox = sampleInbox(),
) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const handled = other?.(path, init);
    if (handled) return handled;
    if (method === 'GET') {
      const reads: Record<string, unknown> = {
        '/api/auth/profile': data.user,
        '/api/admin/organisations': data.organisations,
        '/api/admin/site/hero-slides': data.heroSlides,
        '/api/admin/site/partners': data.partners,
        '/api/admin/site/faqs': data.faqs,
        '/api/admin/site/about': data.about,
        '/api/admin/site/statistics': data.statistics,
        '/api/admin/site/locale': data.locale,
        '/api/admin/activity-categories': data.activityCategories,
      };
      if (path in reads) return json(200, reads[path]);
      // The lists the console reads a page at a time.
      const url = new URL(path, 'http://localhost');
      const lists: Record<string, readonly unknown[]> = {
        '/api/admin/accounts': data.accounts,
        '/api/admin/site/slate': data.slate,
        '/api/admin/media': data.media.filter(
          (item) =>
            !url.searchParams.has('organisation') ||
            String(item.organisation.id) === url.searchParams.get('organisation'),
        ),
      };
      const list = lists[url.pathname];
      if (list) return json(200, pageOf(list, url.searchParams));
      const listed = inboxRead(inbox, path);
      if (listed !== undefined) return json(200, listed);
    }
    return json(404, { error: 'No API route' });
  };
}

/** The server's answer to a stale edit (`STALE_ITEM` in server/src/modules/dashboard/items.ts). */
export const STALE =
  'Someone else changed this item since you opened it. Reload to see their changes, then make yours again.';

/**
 * Signs the browser in and answers the console's reads from `data`; every write goes to
 * `onWrite`, which may change `data` as the server would.
 */
export function liveAdminApi(
  fetchMock: { mockImplementation(implementation: typeof fetch): unknown },
  data: AdminData,
  onWrite: (path: string, init: RequestInit) => Response,
  inbox?: SampleInbox,
): void {
  localStorage.setItem('authToken', 't');
  fetchMock.mockImplementation(
    adminApi(
      data,
      (path, init) => (!init?.method || init.method === 'GET' ? undefined : onWrite(path, init)),
      inbox,
    ) as typeof fetch,
  );
}
