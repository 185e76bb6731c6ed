import type { SubscriberPage, SubscriberStatus } from '@chapterhouse/shared';
import {
  CONSOLE_PAGE_SIZE,
  LIST_PARAMS,
  oneOf,
  orRefusal,
} from '../../components/console/console-list';
import { adminApiPaths } from '../../config/admin-api-paths';
import { apiRequest } from '../../lib/api-client';
import { apiDownload, saveFile } from '../../lib/api-download';
import { withQuery } from '../../lib/dashboard-api';
import { readPage } from '../../lib/lists';

export type SubscriberFilter = 'all' | SubscriberStatus;
export const SUBSCRIBER_FILTERS = ['all', 'subscribed', 'pending'] as const;

/** The Newsletter tab's page, as its query asked for it (`page` null when the server refused it). */
export interface NewsletterList {
  status: SubscriberFilter;
  page: SubscriberPage | null;
  error?: string;
}

export async function loadSubscribers(url: URL, signal?: AbortSignal): Promise<NewsletterList> {
  const status = oneOf(url.searchParams.get(LIST_PARAMS.status), SUBSCRIBER_FILTERS, 'all');
  const path = withQuery(adminApiPaths.subscribers(), {
    page: readPage(url),
    limit: CONSOLE_PAGE_SIZE,
    status,
  });
  return { status, ...(await orRefusal(apiRequest<SubscriberPage>(path, { signal }))) };
}

export const removeSubscriber = (id: number) =>
  apiRequest<void>(adminApiPaths.subscriber(id), { method: 'DELETE' });

export const SUBSCRIBERS_FILE = 'newsletter-subscribers.csv';

/** Every subscriber as CSV, saved by the browser as `newsletter-subscribers.csv`. */
export async function exportSubscribers(): Promise<void> {
  saveFile(await apiDownload(adminApiPaths.subscribersExport()), SUBSCRIBERS_FILE);
}
