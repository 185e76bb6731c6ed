import type {
  NewsletterIssue,
  NewsletterIssuePage,
  NewsletterProgress,
} from '@chapterhouse/shared';
import { Link } from 'react-router';
import { useConfirmation } from '../../components/console/confirm-dialog';
import { ListRefused } from '../../components/console/list-filter';
import { ListPager } from '../../components/console/list-pager';
import { EmptyList, ItemButton, Panel } from '../../components/console/panel';
import { Badge, cellClass, TableHead, tableClass } from '../../components/console/table';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import { paths } from '../../config/paths';
import { formatLocalDateTime } from '../../lib/format';
import { deleteIssue, ISSUES_PAGE_PARAM, type PanelRead } from './issues-api';

/** `Sent 40 of 120, 78 waiting, 2 failed`: where a sent issue's mails are. */
export function progressText(progress: NewsletterProgress): string {
  const parts = [`Sent ${progress.sent} of ${progress.total}`];
  if (progress.waiting > 0) parts.push(`${progress.waiting} waiting`);
  if (progress.failed > 0) parts.push(`${progress.failed} failed`);
  if (progress.notSent > 0) parts.push(`${progress.notSent} recorded only`);
  return parts.join(', ');
}

export const confirmDeleteIssue = (issue: NewsletterIssue) =>
  `The draft "${issue.subject}" is deleted. Its proposals stay open for another issue.`;

export const linkButtonClass =
  'rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800';

/**
 * Issues: the drafts being written and the issues sent (newest first), with how far a sent one's
 * mails have got; a draft opens in the composer, a sent issue in its progress.
 */
export function IssuesPanel(props: { issues: PanelRead<NewsletterIssuePage> }) {
  const page = props.issues.value;
  const change = useDashboardChange();
  const ask = useConfirmation();

  const remove = async (issue: NewsletterIssue) => {
    const confirmed = await ask({
      question: confirmDeleteIssue(issue),
      confirmLabel: 'Delete draft',
    });
    if (confirmed) await change(() => deleteIssue(issue.id), `Draft "${issue.subject}" deleted.`);
  };

  return (
    <Panel
      title="Issues"
      description="Write an issue with a word from the branch; the coming events, the latest achievements and the organisations' proposals are added for each subscriber from what they follow."
      actions={
        <Link to={paths.newsletterIssueConsole('new')} className={linkButtonClass}>
          New issue
        </Link>
      }
    >
      {props.issues.error ? (
        <ListRefused message={props.issues.error} />
      ) : !page || page.items.length === 0 ? (
        <EmptyList>No issues yet. Start one with New issue.</EmptyList>
      ) : (
        <div className="relative overflow-x-auto">
          <table className={tableClass}>
            <caption className="sr-only">Newsletter issues</caption>
            <TableHead columns={['Subject', 'Status', 'Date', 'Mails', 'Actions']} />
            <tbody className="divide-y divide-slate-100">
              {page.items.map((issue) => {
                const at = issue.sentAt ?? issue.updatedAt;
                return (
                  <tr key={issue.id} className="align-top">
                    <th
                      scope="row"
                      className={`${cellClass} text-left font-medium [overflow-wrap:anywhere]`}
                    >
                      <Link
                        to={paths.newsletterIssueConsole(issue.id)}
                        className="text-brand-700 underline hover:no-underline"
                      >
                        {issue.subject}
                      </Link>
                    </th>
                    <td className={cellClass}>
                      {issue.status === 'sent' ? (
                        <Badge tone="good">Sent</Badge>
                      ) : (
                        <Badge tone="muted">Draft</Badge>
                      )}
                    </td>
                    <td className={`${cellClass} whitespace-nowrap`}>
                      <span className="sr-only">
                        {issue.status === 'sent' ? 'Sent ' : 'Last changed '}
                      </span>
                      <time dateTime={at}>{formatLocalDateTime(at)}</time>
                    </td>
                    <td className={cellClass}>
                      {issue.status === 'sent' ? progressText(issue.progress) : '—'}
                    </td>
                    <td className={cellClass}>
                      {issue.status === 'draft' && (
                        <ItemButton
                          label="Delete"
                          itemName={issue.subject}
                          danger
                          onClick={() => void remove(issue)}
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {page && (
        <ListPager
          page={page.page}
          pageCount={page.pageCount}
          label="Issue pages"
          param={ISSUES_PAGE_PARAM}
        />
      )}
    </Panel>
  );
}
