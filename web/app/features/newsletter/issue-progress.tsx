import type { NewsletterIssue, NewsletterRecipientPage } from '@chapterhouse/shared';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { ListRefused, StatusFilter } from '../../components/console/list-filter';
import { ListPager } from '../../components/console/list-pager';
import { MAIL_STATUS_LABELS, MAIL_STATUS_TONES } from '../../components/console/mail-status';
import { EmptyList, Panel } from '../../components/console/panel';
import { Badge, cellClass, TableHead, tableClass } from '../../components/console/table';
import { formatLocalDateTime } from '../../lib/format';
import type { RecipientFilter } from './issues-api';
import { progressText } from './issues-panel';

/** How often a sending issue's progress is read again, while mails wait to go. */
export const PROGRESS_POLL_MS = 5000;

const FILTERS: readonly { value: RecipientFilter; label: string }[] = [
  { value: 'all', label: 'Every recipient' },
  { value: 'sent', label: MAIL_STATUS_LABELS.sent },
  { value: 'waiting', label: MAIL_STATUS_LABELS.pending },
  { value: 'failed', label: MAIL_STATUS_LABELS.failed },
  { value: 'not-sent', label: MAIL_STATUS_LABELS['not-sent'] },
];

/**
 * Reads the page's data again every PROGRESS_POLL_MS while `waiting` is true, and stops once
 * nothing waits or the page is left: each answer decides whether another read follows.
 */
function useReloadWhile(waiting: boolean, data: unknown) {
  const revalidator = useRevalidator();
  // biome-ignore lint/correctness/useExhaustiveDependencies: every new answer (data) sets the next read
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => void revalidator.revalidate(), PROGRESS_POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, data]);
}

/**
 * A sent issue: how far its mails have got (the outbox sends them at the rate the mail settings
 * allow), read again every few seconds while some wait, and each recipient's status.
 */
export function IssueProgress(props: {
  issue: NewsletterIssue;
  recipients: { status: RecipientFilter; page: NewsletterRecipientPage | null; error?: string };
}) {
  const { issue, recipients } = props;
  const { progress } = issue;
  const page = recipients.page;
  useReloadWhile(progress.waiting > 0, props);

  const figures: [string, number][] = [
    ['Recipients', progress.total],
    [MAIL_STATUS_LABELS.sent, progress.sent],
    [MAIL_STATUS_LABELS.pending, progress.waiting],
    [MAIL_STATUS_LABELS.failed, progress.failed],
    [MAIL_STATUS_LABELS['not-sent'], progress.notSent],
  ];

  return (
    <div className="space-y-8">
      <Panel
        title={`Sent: ${issue.subject}`}
        description={
          issue.sentAt ? `Sent on ${formatLocalDateTime(issue.sentAt)}.` : 'Sending has started.'
        }
      >
        <p role="status" className="font-medium text-slate-900">
          {progressText(progress)}
          {progress.waiting > 0 && '. Still sending: the figures refresh every few seconds.'}
        </p>
        <dl className="grid max-w-3xl gap-4 sm:grid-cols-5">
          {figures.map(([label, value]) => (
            <div
              key={label}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="order-first text-2xl font-bold text-brand-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <Panel
        title="Recipients"
        actions={<StatusFilter label="Show" value={recipients.status} options={FILTERS} />}
      >
        {recipients.error ? (
          <ListRefused message={recipients.error} />
        ) : !page || page.items.length === 0 ? (
          <EmptyList>
            {recipients.status === 'all' ? 'No recipients.' : 'No recipients with this status.'}
          </EmptyList>
        ) : (
          <div className="relative overflow-x-auto">
            <table className={tableClass}>
              <caption className="sr-only">Recipients of {issue.subject}</caption>
              <TableHead columns={['E-mail', 'Status', 'Sent', 'Last error']} />
              <tbody className="divide-y divide-slate-100">
                {page.items.map((recipient) => (
                  <tr key={recipient.email} className="align-top">
                    <th
                      scope="row"
                      className={`${cellClass} text-left font-medium text-slate-900 [overflow-wrap:anywhere]`}
                    >
                      {recipient.email}
                    </th>
                    <td className={cellClass}>
                      {recipient.status ? (
                        <Badge tone={MAIL_STATUS_TONES[recipient.status]}>
                          {MAIL_STATUS_LABELS[recipient.status]}
                        </Badge>
                      ) : (
                        <span className="text-slate-600">No longer in the outbox</span>
                      )}
                    </td>
                    <td className={`${cellClass} whitespace-nowrap`}>
                      {recipient.sentAt ? (
                        <time dateTime={recipient.sentAt}>
                          {formatLocalDateTime(recipient.sentAt)}
                        </time>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className={`${cellClass} [overflow-wrap:anywhere]`}>
                      {recipient.lastError ?? '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {page && <ListPager page={page.page} pageCount={page.pageCount} label="Recipient pages" />}
      </Panel>
    </div>
  );
}
