import type { EventDetail } from '@chapterhouse/shared';
import { paths } from '../../config/paths';
import { googleCalendarUrl, outlook365CalendarUrl, outlookCalendarUrl } from './calendar-links';
import { eventPath } from './event-path';

const linkClass =
  'inline-flex rounded-lg border border-slate-300 px-3 py-1.5 font-medium text-brand-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * "Add to calendar": the event's `.ics` file, and Google's, Outlook.com's and Outlook 365's
 * forms filled in. Plain
 * links in a labelled group, so keyboards and screen readers reach them with no script.
 */
export function AddToCalendar(props: { event: EventDetail; origin: string }) {
  const { event } = props;
  const pageUrl = new URL(eventPath(event), props.origin).href;
  const newTab = <span className="sr-only"> (opens in a new tab)</span>;
  return (
    <section aria-labelledby="add-to-calendar" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="add-to-calendar" className="text-sm font-semibold text-slate-900">
        Add to calendar
      </h3>
      <ul className="mt-3 flex flex-wrap gap-2 text-sm">
        <li>
          <a href={paths.eventCalendar(event.id)} download className={linkClass}>
            Download .ics
          </a>
        </li>
        <li>
          <a
            href={googleCalendarUrl(event, pageUrl)}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            Google Calendar{newTab}
          </a>
        </li>
        <li>
          <a
            href={outlookCalendarUrl(event, pageUrl)}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            Outlook.com{newTab}
          </a>
        </li>
        <li>
          <a
            href={outlook365CalendarUrl(event, pageUrl)}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            Outlook 365{newTab}
          </a>
        </li>
      </ul>
    </section>
  );
}
