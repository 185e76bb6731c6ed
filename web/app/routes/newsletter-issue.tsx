import { recordIdSchema } from '@chapterhouse/shared';
import { data, isRouteErrorResponse } from 'react-router';
import { ErrorMessage, StatusPage } from '../components/status-page';
import { paths } from '../config/paths';
import { PublishedIssue, paragraphsOf } from '../features/newsletter/newsletter-archive';
import { pageMeta, sharedPageMeta } from '../lib/meta';
import type { Route } from './+types/newsletter-issue';

/** How much of the introduction a search result or a share preview shows. */
const DESCRIPTION_MAX = 200;

/** `/newsletters/:id`: one sent issue of the newsletter, as the whole branch got it. */
/** Rendered as islands: React Router does not hydrate this page (islands/island.tsx). */
export const handle = { islands: true };

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = recordIdSchema.safeParse(params.id);
  const newsletter = id.success ? await context.reads.getNewsletter(id.data) : null;
  if (!newsletter) throw data(null, { status: 404 });
  return { newsletter };
}

/** The introduction's first paragraph on one line, cut at a word near DESCRIPTION_MAX. */
function summaryOf(intro: string): string {
  const flat = (paragraphsOf(intro)[0] ?? '').replace(/\s+/g, ' ');
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_MAX / 2)).trimEnd()}…`;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) {
    return pageMeta('Newsletter not found', 'The newsletter you are looking for does not exist.');
  }
  const { newsletter } = loaderData;
  return sharedPageMeta(
    { matches },
    {
      title: newsletter.subject,
      description: summaryOf(newsletter.intro),
      path: paths.newsletter(newsletter.id),
    },
  );
}

export default function NewsletterIssuePage({ loaderData }: Route.ComponentProps) {
  return <PublishedIssue newsletter={loaderData.newsletter} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) {
    return <ErrorMessage notFound={false} />;
  }
  return (
    <StatusPage
      eyebrow="Error 404"
      title="Newsletter not found"
      message="The newsletter you are looking for does not exist, or has not been sent yet."
      actions={[
        { to: paths.newsletters(), label: 'All newsletters' },
        { to: paths.home(), label: 'Back to Home' },
      ]}
    />
  );
}
