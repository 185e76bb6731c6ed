import { loadConsoleTab } from '../../features/admin/console-shell';
import { loadSubscribers } from '../../features/newsletter/api';
import {
  issueParam,
  loadIssueWorkspace,
  loadNewsletterOverview,
} from '../../features/newsletter/issues-api';
import { IssueWorkspace, NewsletterOverview } from '../../features/newsletter/newsletter-console';
import { NewsletterTab } from '../../features/newsletter/newsletter-tab';
import type { Route } from './+types/newsletter';

/**
 * `/admin/newsletter`: the issues, the organisations' proposals, the weekly digest and the
 * subscribers, a page at a time (`?page=&status=`); `?issue=` opens one issue instead.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  return loadConsoleTab(request, async () => {
    const issue = issueParam(url);
    if (issue !== null) {
      return {
        view: 'issue' as const,
        issue: await loadIssueWorkspace(issue, url, request.signal),
      };
    }
    const [list, overview] = await Promise.all([
      loadSubscribers(url, request.signal),
      loadNewsletterOverview(url, request.signal),
    ]);
    return { view: 'overview' as const, list, overview };
  });
}
clientLoader.hydrate = true as const;

export default function ConsoleNewsletter({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === 'issue') return <IssueWorkspace data={loaderData.issue} />;
  return (
    <div className="space-y-12">
      <NewsletterOverview data={loaderData.overview} />
      <NewsletterTab list={loaderData.list} />
    </div>
  );
}
