/**
 * Sample newsletter issues, proposals and digest settings, and a fake of their console API for
 * the component tests (never imported by the app).
 */
import type {
  DigestSettings,
  NewsletterIssue,
  NewsletterPreview,
  NewsletterProposal,
  NewsletterRecipient,
} from '@chapterhouse/shared';
import { adminApi, json, sampleAdminData, sampleInbox, sampleSubscriber } from './console-fixtures';
import { pageOf } from './fetch-stub';

const computerSociety = {
  id: 3,
  slug: 'computer-society',
  name: 'Computer Society',
  kind: 'society' as const,
};

export function sampleIssue(overrides: Partial<NewsletterIssue> = {}): NewsletterIssue {
  return {
    id: 801,
    subject: 'March at the branch',
    intro: 'Spring is here.\n\nSo are the workshops.',
    eventWeeks: 4,
    proposalIds: [],
    status: 'draft',
    version: 3,
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-02T09:00:00.000Z',
    sentAt: null,
    progress: { total: 0, sent: 0, waiting: 0, failed: 0, notSent: 0 },
    ...overrides,
  };
}

export function sampleProposal(overrides: Partial<NewsletterProposal> = {}): NewsletterProposal {
  return {
    id: 901,
    organisation: computerSociety,
    title: 'Hackathon results',
    text: 'Our team won the regional hackathon.',
    link: 'https://example.org/hackathon',
    status: 'open',
    issueId: null,
    proposedBy: 'Asha Rao',
    createdAt: '2025-03-03T10:00:00.000Z',
    ...overrides,
  };
}

export function sampleDigest(overrides: Partial<DigestSettings> = {}): DigestSettings {
  return {
    enabled: true,
    weekday: 1,
    hour: 8,
    version: 2,
    timeZone: 'Asia/Kolkata',
    nextRunAt: '2025-03-10T02:30:00.000Z',
    lastRun: { at: '2025-03-03T02:30:00.000Z', recipients: 12 },
    ...overrides,
  };
}

export function samplePreview(overrides: Partial<NewsletterPreview> = {}): NewsletterPreview {
  return {
    to: null,
    follows: 'The whole branch',
    subject: 'March at the branch',
    text: 'Spring is here.\n\nComing events\n- Cloud Day, 5 Mar 2031',
    sections: {
      events: [
        {
          title: 'Cloud Day',
          date: '2031-03-05',
          summary: '18:00, Faraday Hall',
          url: 'http://localhost/events/12/cloud-day',
          organisation: computerSociety,
        },
      ],
      achievements: [],
      proposals: [],
    },
    ...overrides,
  };
}

/** What the fake newsletter API serves, and what tests change as the server would. */
export interface NewsletterState {
  issues: NewsletterIssue[];
  proposals: NewsletterProposal[];
  digest: DigestSettings;
  recipients: NewsletterRecipient[];
}

export function sampleNewsletter(overrides: Partial<NewsletterState> = {}): NewsletterState {
  return {
    issues: [sampleIssue()],
    proposals: [sampleProposal()],
    digest: sampleDigest(),
    recipients: [],
    ...overrides,
  };
}

/** Two subscribed readers: one of the whole branch, one of the Computer Society alone. */
export const sampleReaders = () => [
  sampleSubscriber(),
  sampleSubscriber({
    id: 402,
    email: 'society@example.edu',
    branch: false,
    organisations: [computerSociety],
  }),
];

/**
 * The console's reads (`adminApi`) plus the newsletter's: issues, one issue, its preview and
 * recipients, proposals and the digest. Writes go to `onWrite`, else answer 500.
 */
export function newsletterApi(
  state: NewsletterState,
  onWrite: (path: string, init: RequestInit) => Response = () =>
    json(500, { error: 'unexpected write' }),
) {
  const base = adminApi(
    sampleAdminData(),
    undefined,
    sampleInbox({ subscribers: sampleReaders() }),
  );
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    if (method !== 'GET') return onWrite(path, init ?? {});
    const url = new URL(path, 'http://localhost');
    const query = url.searchParams;
    const issuePath = /^\/api\/admin\/newsletter\/issues\/(\d+)(\/\w+)?$/.exec(url.pathname);
    if (url.pathname === '/api/admin/newsletter/issues') {
      return json(200, pageOf(state.issues, query));
    }
    if (issuePath) {
      const issue = state.issues.find((item) => item.id === Number(issuePath[1]));
      if (!issue) return json(404, { error: 'No such issue.' });
      if (!issuePath[2]) return json(200, issue);
      if (issuePath[2] === '/preview') {
        const subscriberId = query.get('subscriberId');
        return json(
          200,
          subscriberId
            ? samplePreview({
                to: sampleReaders().find((reader) => reader.id === Number(subscriberId))?.email,
                follows: 'Computer Society',
              })
            : samplePreview(),
        );
      }
      if (issuePath[2] === '/recipients') {
        const status = query.get('status') ?? 'all';
        const wanted = status === 'waiting' ? 'pending' : status;
        return json(
          200,
          pageOf(
            state.recipients.filter((item) => status === 'all' || item.status === wanted),
            query,
          ),
        );
      }
    }
    if (url.pathname === '/api/admin/newsletter/proposals') {
      const status = query.get('status') ?? 'all';
      return json(
        200,
        pageOf(
          state.proposals.filter((item) => status === 'all' || item.status === status),
          query,
        ),
      );
    }
    if (url.pathname === '/api/admin/newsletter/digest') return json(200, state.digest);
    return base(input, init);
  };
}

/** The server's answer to a stale edit, as the console shows it. */
export const STALE_ISSUE =
  'Someone else changed this issue since you opened it. Reload to see their changes, then make yours again.';
