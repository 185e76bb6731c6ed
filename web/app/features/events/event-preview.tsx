import type { EventPreview as EventPreviewData } from '@chapterhouse/shared';
import { Link } from 'react-router';
import { publicationStatusOf } from '../../components/console/publication';
import { formatLocalDateTime } from '../../lib/format';
import { EventDetails } from './event-details';
import { eventPath } from './event-path';

export const PREVIEW_DRAFT_NOTE = 'Preview: visitors do not see this event until it is published.';
export const PREVIEW_PUBLISHED_NOTE = 'Preview: this is how the public page looks.';

const linkClass = 'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';

/** Where the registration form of an event taking them here stands: the preview takes none. */
function NoRegistrations() {
  return (
    <p className="rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-700">
      Visitors register here with the event's registration form. The preview takes no registrations.
    </p>
  );
}

/**
 * An event of the organisation as its public page shows it, drafts included, under a banner that
 * says whether visitors see it, with the way back to the Events tab. A published event links to
 * its public page too. Without the event's publication (an API that does not say it), the banner
 * speaks as of a draft: visitors see nothing of it before it is published either way.
 */
export function EventPreview(props: {
  event: EventPreviewData;
  /** The moment the page is drawn (ms since the epoch): has registration closed? */
  now: number;
  eventsHref: string;
}) {
  const { event } = props;
  const status = publicationStatusOf({
    publishedAt: event.publishedAt ?? null,
    publishAt: event.publishAt ?? null,
  });
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        <div className="space-y-1">
          <p className="font-semibold">
            {status === 'published' ? PREVIEW_PUBLISHED_NOTE : PREVIEW_DRAFT_NOTE}
          </p>
          {status === 'scheduled' && event.publishAt && (
            <p className="text-sm">
              It is scheduled to be published on{' '}
              <time dateTime={event.publishAt}>{formatLocalDateTime(event.publishAt)}</time>.
            </p>
          )}
        </div>
        <p className="flex flex-wrap gap-4 text-sm">
          {status === 'published' && (
            <a href={eventPath(event)} className={linkClass}>
              Open the public page
            </a>
          )}
          <Link to={props.eventsHref} className={linkClass}>
            Back to Events
          </Link>
        </p>
      </div>
      <div className="border-y border-slate-200 bg-white">
        <EventDetails event={event} now={props.now} Form={NoRegistrations} />
      </div>
    </div>
  );
}
