import type {
  AdminNotification,
  AuditPage,
  ContactMessage,
  ContactMessagePage,
  MailStatus,
  OutboxMail,
  OutboxPage,
  Page,
  SubscriberPage,
  SubscriberStatus,
} from '@chapterhouse/shared';
import { adminApiPaths } from '../../config/paths';
import { ApiError, apiRequest } from '../../lib/api-client';
import { apiDownload, saveFile } from '../../lib/api-download';
import { readPage } from '../../lib/lists';
import { withQuery } from '../dashboard/api';
import type { ItemCalls } from '../dashboard/use-item-editor';

/** How many rows a console list shows at a time. */
export const CONSOLE_PAGE_SIZE = 20;

export type MessageFilter = 'all' | 'unhandled';
export type SubscriberFilter = 'all' | SubscriberStatus;
export type MailFilter = 'all' | MailStatus;

/** The Activity tab's filters, as the URL keeps them (`?organisation=3&person=7&from=&to=`). */
export interface ActivityFilters {
  organisation: number | null;
  person: number | null;
  /** `YYYY-MM-DD`, both days included. */
  from: string | null;
  to: string | null;
}

/** The query parameters of the tabs' lists: page number, status filter, Activity's filters. */
export const LIST_PARAMS = {
  page: 'page',
  status: 'status',
  organisation: 'organisation',
  person: 'person',
  from: 'from',
  to: 'to',
} as const;

/**
 * The list of the tab open, as its query asked for it; `page` is null when the server refused
 * the query (dates the wrong way round, say), `error` saying why.
 */
export type ConsoleList =
  | { tab: 'messages'; status: MessageFilter; page: ContactMessagePage | null; error?: string }
  | { tab: 'newsletter'; status: SubscriberFilter; page: SubscriberPage | null; error?: string }
  | { tab: 'notifications'; page: Page<AdminNotification> | null; error?: string }
  | { tab: 'mail'; status: MailFilter; page: OutboxPage | null; error?: string }
  | { tab: 'activity'; filters: ActivityFilters; page: AuditPage | null; error?: string };

export type ConsoleListTab = ConsoleList['tab'];

export const CONSOLE_LIST_TABS: readonly ConsoleListTab[] = [
  'messages',
  'newsletter',
  'notifications',
  'mail',
  'activity',
];

export const isConsoleListTab = (tab: string | null): tab is ConsoleListTab =>
  CONSOLE_LIST_TABS.includes(tab as ConsoleListTab);

const oneOf = <T extends string>(value: string | null, choices: readonly T[], fallback: T): T =>
  choices.includes(value as T) ? (value as T) : fallback;

const idParam = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);
const dateParam = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;

export const MESSAGE_FILTERS = ['all', 'unhandled'] as const;
export const SUBSCRIBER_FILTERS = ['all', 'subscribed', 'pending'] as const;
export const MAIL_FILTERS = ['all', 'not-sent', 'pending', 'sent', 'failed'] as const;

export function activityFiltersOf(params: URLSearchParams): ActivityFilters {
  return {
    organisation: idParam(params.get(LIST_PARAMS.organisation)),
    person: idParam(params.get(LIST_PARAMS.person)),
    from: dateParam(params.get(LIST_PARAMS.from)),
    to: dateParam(params.get(LIST_PARAMS.to)),
  };
}

const get = <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal });

/** A list the server refused to read as asked (400): shown with its reason, not as a crash. */
async function orRefusal<T>(read: Promise<T>): Promise<{ page: T | null; error?: string }> {
  try {
    return { page: await read };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400)
      return { page: null, error: error.message };
    throw error;
  }
}

/** Reads the list of the tab the URL opens, with its page and filters. */
export async function loadConsoleList(
  tab: ConsoleListTab,
  url: URL,
  signal?: AbortSignal,
): Promise<ConsoleList> {
  const params = url.searchParams;
  const paging = { page: readPage(url), limit: CONSOLE_PAGE_SIZE };
  const status = params.get(LIST_PARAMS.status);
  switch (tab) {
    case 'messages': {
      const filter = oneOf(status, MESSAGE_FILTERS, 'all');
      const path = withQuery(adminApiPaths.messages(), { ...paging, status: filter });
      return { tab, status: filter, ...(await orRefusal(get<ContactMessagePage>(path, signal))) };
    }
    case 'newsletter': {
      const filter = oneOf(status, SUBSCRIBER_FILTERS, 'all');
      const path = withQuery(adminApiPaths.subscribers(), { ...paging, status: filter });
      return { tab, status: filter, ...(await orRefusal(get<SubscriberPage>(path, signal))) };
    }
    case 'notifications': {
      const path = withQuery(adminApiPaths.notifications(), paging);
      return { tab, ...(await orRefusal(get<Page<AdminNotification>>(path, signal))) };
    }
    case 'mail': {
      const filter = oneOf(status, MAIL_FILTERS, 'all');
      const path = withQuery(adminApiPaths.outbox(), { ...paging, status: filter });
      return { tab, status: filter, ...(await orRefusal(get<OutboxPage>(path, signal))) };
    }
    case 'activity': {
      const filters = activityFiltersOf(params);
      const path = withQuery(adminApiPaths.audit(), {
        ...paging,
        organisationId: filters.organisation,
        actorId: filters.person,
        from: filters.from,
        to: filters.to,
      });
      return { tab, filters, ...(await orRefusal(get<AuditPage>(path, signal))) };
    }
  }
}

/** How many contact messages nobody has handled yet: the Messages tab's count. */
export async function countUnhandledMessages(signal?: AbortSignal): Promise<number> {
  const path = withQuery(adminApiPaths.messages(), { page: 1, limit: 1, status: 'unhandled' });
  return (await get<ContactMessagePage>(path, signal)).unhandled;
}

// ---- Changes ----

export const setMessageHandled = (message: ContactMessage, handled: boolean) =>
  apiRequest<ContactMessage>(adminApiPaths.message(message.id), {
    method: 'PUT',
    body: { handled },
  });

export const deleteMessage = (id: number) =>
  apiRequest<void>(adminApiPaths.message(id), { method: 'DELETE' });

export const removeSubscriber = (id: number) =>
  apiRequest<void>(adminApiPaths.subscriber(id), { method: 'DELETE' });

export const SUBSCRIBERS_FILE = 'newsletter-subscribers.csv';

/** Every subscriber as CSV, saved by the browser as `newsletter-subscribers.csv`. */
export async function exportSubscribers(): Promise<void> {
  saveFile(await apiDownload(adminApiPaths.subscribersExport()), SUBSCRIBERS_FILE);
}

export const retryMail = (id: number) =>
  apiRequest<OutboxMail>(adminApiPaths.retryMail(id), { method: 'POST' });

/** Publish, save (with the version it was loaded with) and delete, for the item editor. */
export const notificationCalls: Required<ItemCalls<AdminNotification>> = {
  create: (payload) =>
    apiRequest<AdminNotification>(adminApiPaths.notifications(), { method: 'POST', body: payload }),
  update: (item, payload) =>
    apiRequest<AdminNotification>(adminApiPaths.notification(item.id), {
      method: 'PUT',
      body: { ...payload, version: item.version },
    }),
  remove: (item) => apiRequest<void>(adminApiPaths.notification(item.id), { method: 'DELETE' }),
};
