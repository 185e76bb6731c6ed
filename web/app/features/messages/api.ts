import type { ContactMessage, ContactMessagePage } from '@chapterhouse/shared';
import {
  CONSOLE_PAGE_SIZE,
  LIST_PARAMS,
  oneOf,
  orRefusal,
} from '../../components/console/console-list';
import { adminApiPaths } from '../../config/admin-api-paths';
import { apiRequest } from '../../lib/api-client';
import { withQuery } from '../../lib/dashboard-api';
import { readPage } from '../../lib/lists';

export type MessageFilter = 'all' | 'unhandled';
export const MESSAGE_FILTERS = ['all', 'unhandled'] as const;

/** The Messages tab's page, as its query asked for it (`page` null when the server refused it). */
export interface MessagesList {
  status: MessageFilter;
  page: ContactMessagePage | null;
  error?: string;
}

export async function loadMessages(url: URL, signal?: AbortSignal): Promise<MessagesList> {
  const status = oneOf(url.searchParams.get(LIST_PARAMS.status), MESSAGE_FILTERS, 'all');
  const path = withQuery(adminApiPaths.messages(), {
    page: readPage(url),
    limit: CONSOLE_PAGE_SIZE,
    status,
  });
  return { status, ...(await orRefusal(apiRequest<ContactMessagePage>(path, { signal }))) };
}

/** How many contact messages nobody has handled yet: the Messages tab's count. */
export async function countUnhandledMessages(signal?: AbortSignal): Promise<number> {
  const path = withQuery(adminApiPaths.messages(), { page: 1, limit: 1, status: 'unhandled' });
  return (await apiRequest<ContactMessagePage>(path, { signal })).unhandled;
}

export const setMessageHandled = (message: ContactMessage, handled: boolean) =>
  apiRequest<ContactMessage>(adminApiPaths.message(message.id), {
    method: 'PUT',
    body: { handled },
  });

export const deleteMessage = (id: number) =>
  apiRequest<void>(adminApiPaths.message(id), { method: 'DELETE' });
