import type { AdminNotification, Page } from '@chapterhouse/shared';
import { CONSOLE_PAGE_SIZE, orRefusal } from '../../components/console/console-list';
import type { ItemCalls } from '../../components/console/use-item-editor';
import { adminApiPaths } from '../../config/admin-api-paths';
import { apiRequest } from '../../lib/api-client';
import { withQuery } from '../../lib/dashboard-api';
import { readPage } from '../../lib/lists';

/** The console's Notifications tab: a page of what the branch has published. */
export interface NotificationsList {
  page: Page<AdminNotification> | null;
  error?: string;
}

export async function loadConsoleNotifications(
  url: URL,
  signal?: AbortSignal,
): Promise<NotificationsList> {
  const path = withQuery(adminApiPaths.notifications(), {
    page: readPage(url),
    limit: CONSOLE_PAGE_SIZE,
  });
  return orRefusal(apiRequest<Page<AdminNotification>>(path, { signal }));
}

/** Publish, save (with the version it was loaded with) and delete, for the item editor. */
export const notificationCalls: Required<
  Pick<ItemCalls<AdminNotification>, 'create' | 'update' | 'remove'>
> = {
  create: (payload) =>
    apiRequest<AdminNotification>(adminApiPaths.notifications(), { method: 'POST', body: payload }),
  update: (item, payload) =>
    apiRequest<AdminNotification>(adminApiPaths.notification(item.id), {
      method: 'PUT',
      body: { ...payload, version: item.version },
    }),
  remove: (item) => apiRequest<void>(adminApiPaths.notification(item.id), { method: 'DELETE' }),
};
