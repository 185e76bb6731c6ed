import { type FeedOwner, paths } from '../../config/paths';

const linkClass = 'font-medium text-brand-700 underline-offset-4 hover:underline';

/**
 * "Subscribe to calendar": the calendar feed as calendar programs subscribe to it (`webcal://`)
 * and as a plain address to paste, and the news feed for feed readers.
 */
export function SubscribeLinks(props: {
  /** The society or council; none for the whole branch. */
  owner?: FeedOwner;
  /** The site's origin: a subscription needs an absolute address. */
  origin: string;
  className?: string;
}) {
  const calendarUrl = new URL(paths.calendarFeed(props.owner), props.origin).href;
  return (
    <section aria-labelledby="subscribe-title" className={props.className}>
      <h2 id="subscribe-title" className="text-base font-semibold text-slate-900">
        Subscribe to calendar
      </h2>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <li>
          <a href={paths.webcal(calendarUrl)} className={linkClass}>
            Add to your calendar app
          </a>
        </li>
        <li>
          <a href={calendarUrl} className={linkClass}>
            Calendar feed (.ics)
          </a>
        </li>
        <li>
          <a href={paths.newsFeed(props.owner)} className={linkClass}>
            News feed (Atom)
          </a>
        </li>
      </ul>
    </section>
  );
}

/** The `<head>` link feed readers look for: the page's news feed (Atom). */
export function newsFeedLink(title: string, owner?: FeedOwner) {
  return {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/atom+xml',
    title,
    href: paths.newsFeed(owner),
  } as const;
}
