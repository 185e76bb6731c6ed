import type { MailStatus, OutboxMail, OutboxPage } from '@chapterhouse/shared';
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

export type MailFilter = 'all' | MailStatus;
export const MAIL_FILTERS = ['all', 'not-sent', 'pending', 'sent', 'failed'] as const;

/** The Mail tab's page of the outbox (`page` null when the server refused the query). */
export interface MailList {
  status: MailFilter;
  page: OutboxPage | null;
  error?: string;
}

export async function loadOutbox(url: URL, signal?: AbortSignal): Promise<MailList> {
  const status = oneOf(url.searchParams.get(LIST_PARAMS.status), MAIL_FILTERS, 'all');
  const path = withQuery(adminApiPaths.outbox(), {
    page: readPage(url),
    limit: CONSOLE_PAGE_SIZE,
    status,
  });
  return { status, ...(await orRefusal(apiRequest<OutboxPage>(path, { signal }))) };
}

export const retryMail = (id: number) =>
  apiRequest<OutboxMail>(adminApiPaths.retryMail(id), { method: 'POST' });

/** One of a mail's files, saved by the browser under its own name. */
export async function downloadAttachment(mail: OutboxMail, index: number): Promise<void> {
  const file = mail.attachments[index];
  if (!file) return;
  saveFile(await apiDownload(adminApiPaths.mailAttachment(mail.id, index)), file.filename);
}
