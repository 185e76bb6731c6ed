import type {
  DigestSettings,
  DigestSettingsInput,
  NewsletterIssue,
  NewsletterIssuePage,
  NewsletterIssueUpdate,
  NewsletterPreview,
  NewsletterProposal,
  NewsletterProposalInput,
  NewsletterProposalPage,
  NewsletterRecipientPage,
  NewsletterRecipientsQuery,
  SubscriberPage,
} from '@chapterhouse/shared';
import { PAGE_SIZE_MAX } from '@chapterhouse/shared';
import {
  CONSOLE_PAGE_SIZE,
  idParam,
  LIST_PARAMS,
  oneOf,
  orRefusal,
} from '../../components/console/console-list';
import { adminApiPaths } from '../../config/admin-api-paths';
import { apiPaths } from '../../config/paths';
import { ApiError, apiRequest } from '../../lib/api-client';
import { type DashboardTarget, withQuery } from '../../lib/dashboard-api';
import { readPage } from '../../lib/lists';

// The newsletter the branch writes and sends (issue 16): the console's issues, proposals and
// digest, and the organisation dashboards' proposals.

/** The query parameter of the issue open in the Newsletter tab (`new` for a new one). */
export const ISSUE_PARAM = 'issue';
/** The page parameters of the tab's own lists (`page` is the subscribers'). */
export const ISSUES_PAGE_PARAM = 'issuesPage';
export const PROPOSALS_PAGE_PARAM = 'proposalsPage';

/** The issue a Newsletter tab URL opens: `new`, an id, or none (the tab's overview). */
export function issueParam(url: URL): 'new' | number | null {
  const value = url.searchParams.get(ISSUE_PARAM);
  return value === 'new' ? 'new' : idParam(value);
}

/** A read of one panel: its value, or why the server would not give it. */
export interface PanelRead<T> {
  value: T | null;
  error?: string;
}

/**
 * One panel's read, failing on its own: a refusal or a missing route shows in that panel and
 * leaves the rest of the tab (the subscribers) working. An ended session or a refusal of the
 * whole console still goes where every console failure goes.
 */
async function panelRead<T>(read: Promise<T>): Promise<PanelRead<T>> {
  try {
    return { value: await read };
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401 && error.status !== 403) {
      return { value: null, error: error.message };
    }
    throw error;
  }
}

/** What the Newsletter tab shows above its subscribers. */
export interface NewsletterOverviewData {
  issues: PanelRead<NewsletterIssuePage>;
  proposals: PanelRead<NewsletterProposalPage>;
  digest: PanelRead<DigestSettings>;
}

export async function loadNewsletterOverview(
  url: URL,
  signal?: AbortSignal,
): Promise<NewsletterOverviewData> {
  const [issues, proposals, digest] = await Promise.all([
    panelRead(
      apiRequest<NewsletterIssuePage>(
        withQuery(adminApiPaths.newsletterIssues(), {
          page: readPage(url, ISSUES_PAGE_PARAM),
          limit: CONSOLE_PAGE_SIZE,
        }),
        { signal },
      ),
    ),
    panelRead(
      openProposals(
        { page: readPage(url, PROPOSALS_PAGE_PARAM), limit: CONSOLE_PAGE_SIZE },
        signal,
      ),
    ),
    panelRead(apiRequest<DigestSettings>(adminApiPaths.newsletterDigest(), { signal })),
  ]);
  return { issues, proposals, digest };
}

const openProposals = (paging: { page: number; limit: number }, signal?: AbortSignal) =>
  apiRequest<NewsletterProposalPage>(
    withQuery(adminApiPaths.newsletterProposals(), { status: 'open', ...paging }),
    { signal },
  );

export type RecipientFilter = NonNullable<NewsletterRecipientsQuery['status']>;
export const RECIPIENT_FILTERS = ['all', 'sent', 'waiting', 'failed', 'not-sent'] as const;

/** How many subscribers the preview offers to be seen as. */
export const PREVIEW_SUBSCRIBERS = 100;

/**
 * The subscribed addresses an issue may be previewed as: the newest PREVIEW_SUBSCRIBERS, or those
 * containing `search` (any case), with the counts of the whole list.
 */
export const previewSubscribers = (search: string, signal?: AbortSignal) =>
  apiRequest<SubscriberPage>(
    withQuery(adminApiPaths.subscribers(), {
      status: 'subscribed',
      q: search.trim(),
      page: 1,
      limit: PREVIEW_SUBSCRIBERS,
    }),
    { signal },
  );

/** One issue open in the tab: a new one, a draft to edit and send, or a sent one's progress. */
export type IssueWorkspaceData =
  | { mode: 'new'; proposals: NewsletterProposal[] }
  | {
      mode: 'draft';
      issue: NewsletterIssue;
      /** The open proposals it may take. */
      proposals: NewsletterProposal[];
      /** Subscribed addresses to preview as (the first PREVIEW_SUBSCRIBERS), and how many in all. */
      subscribers: SubscriberPage;
    }
  | {
      mode: 'sent';
      issue: NewsletterIssue;
      recipients: {
        status: RecipientFilter;
        page: NewsletterRecipientPage | null;
        error?: string;
      };
    };

/** Every open proposal an issue may take (an issue takes at most NEWSLETTER_PROPOSALS_MAX). */
const proposalChoices = async (signal?: AbortSignal) =>
  (await openProposals({ page: 1, limit: PAGE_SIZE_MAX }, signal)).items;

export async function loadIssueWorkspace(
  issue: 'new' | number,
  url: URL,
  signal?: AbortSignal,
): Promise<IssueWorkspaceData> {
  if (issue === 'new') return { mode: 'new', proposals: await proposalChoices(signal) };
  const loaded = await apiRequest<NewsletterIssue>(adminApiPaths.newsletterIssue(issue), {
    signal,
  });
  if (loaded.status === 'sent') {
    const status = oneOf(url.searchParams.get(LIST_PARAMS.status), RECIPIENT_FILTERS, 'all');
    const path = withQuery(adminApiPaths.newsletterIssueRecipients(issue), {
      page: readPage(url),
      limit: CONSOLE_PAGE_SIZE,
      status,
    });
    const recipients = await orRefusal(apiRequest<NewsletterRecipientPage>(path, { signal }));
    return { mode: 'sent', issue: loaded, recipients: { status, ...recipients } };
  }
  const [proposals, subscribers] = await Promise.all([
    proposalChoices(signal),
    previewSubscribers('', signal),
  ]);
  return { mode: 'draft', issue: loaded, proposals, subscribers };
}

// ---- Changes, from the console ----

export const createIssue = (body: unknown) =>
  apiRequest<NewsletterIssue>(adminApiPaths.newsletterIssues(), { method: 'POST', body });

/** Saves a draft over the version it was loaded with (409 when stale or sent meanwhile). */
export const updateIssue = (id: number, body: NewsletterIssueUpdate) =>
  apiRequest<NewsletterIssue>(adminApiPaths.newsletterIssue(id), { method: 'PUT', body });

export const deleteIssue = (id: number) =>
  apiRequest<void>(adminApiPaths.newsletterIssue(id), { method: 'DELETE' });

/** The issue as one subscriber would get it; without one, as the whole branch would. */
export const previewIssue = (id: number, subscriberId: number | null, signal?: AbortSignal) =>
  apiRequest<NewsletterPreview>(
    withQuery(adminApiPaths.newsletterIssuePreview(id), { subscriberId }),
    { signal },
  );

export const sendTestIssue = (id: number) =>
  apiRequest<{ message: string }>(adminApiPaths.newsletterIssueTest(id), { method: 'POST' });

/** Sends the version the administrator previewed (409 when someone changed it since). */
export const sendIssue = (id: number, version: number) =>
  apiRequest<NewsletterIssue>(adminApiPaths.newsletterIssueSend(id), {
    method: 'POST',
    body: { version },
  });

export const dismissProposal = (id: number) =>
  apiRequest<NewsletterProposal>(adminApiPaths.dismissNewsletterProposal(id), { method: 'POST' });

export const updateDigest = (body: DigestSettingsInput) =>
  apiRequest<DigestSettings>(adminApiPaths.newsletterDigest(), { method: 'PUT', body });

// ---- An organisation's own proposals, from its dashboard ----

/** How many of its proposals the dashboard's Overview lists (the newest). */
export const OWN_PROPOSALS_SHOWN = 10;

export const loadOwnProposals = (target: DashboardTarget, signal?: AbortSignal) =>
  panelRead(
    apiRequest<NewsletterProposalPage>(
      withQuery(apiPaths.newsletterProposals(target.kind, target.org), {
        page: 1,
        limit: OWN_PROPOSALS_SHOWN,
      }),
      { signal },
    ),
  );

export const proposeItem = (target: DashboardTarget, body: NewsletterProposalInput) =>
  apiRequest<NewsletterProposal>(apiPaths.newsletterProposals(target.kind, target.org), {
    method: 'POST',
    body,
  });

export const withdrawProposal = (target: DashboardTarget, id: number) =>
  apiRequest<void>(apiPaths.newsletterProposal(target.kind, target.org, id), { method: 'DELETE' });
