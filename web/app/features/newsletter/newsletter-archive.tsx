import type {
  NewsletterArchiveEntry,
  NewsletterItem,
  NewsletterSections,
  PublishedNewsletter,
} from '@chapterhouse/shared';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format';

// The public archive of the newsletter's sent issues (`/newsletters`), rendered on the server as
// plain HTML: no script of its own.

export const ARCHIVE_EMPTY = 'No issues yet. Subscribe in the footer to get the first one.';

const SECTIONS: { key: keyof NewsletterSections; title: string }[] = [
  { key: 'events', title: 'Coming events' },
  { key: 'achievements', title: 'Achievements' },
  { key: 'proposals', title: 'From the organisations' },
];

/** The introduction's paragraphs: blank lines separate them (single line breaks stay). */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** The sent issues, newest first: each one's subject (its link), date and opening words. */
export function NewsletterArchiveList(props: { entries: NewsletterArchiveEntry[] }) {
  return (
    <ol className="space-y-4">
      {props.entries.map((entry) => (
        <li key={entry.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="text-lg font-semibold text-brand-900">
            <Link to={paths.newsletter(entry.id)} className="hover:underline">
              {entry.subject}
            </Link>
          </h2>
          <p className="text-sm text-slate-600">
            <time dateTime={entry.sentAt}>{formatDate(entry.sentAt)}</time>
          </p>
          {entry.excerpt && <p className="mt-2 text-slate-700">{entry.excerpt}</p>}
        </li>
      ))}
    </ol>
  );
}

function IssueItem(props: { item: NewsletterItem }) {
  const { item } = props;
  return (
    <li>
      {item.url ? (
        <a href={item.url} className="font-semibold text-brand-700 hover:underline">
          {item.title}
        </a>
      ) : (
        <span className="font-semibold text-slate-900">{item.title}</span>
      )}
      <span className="block text-sm text-slate-600">
        {item.date && (
          <>
            <time dateTime={item.date}>{formatDate(item.date)}</time> ·{' '}
          </>
        )}
        {item.organisation.name}
      </span>
      {item.summary && <span className="block text-slate-700">{item.summary}</span>}
    </li>
  );
}

/** One sent issue as the whole branch got it: the introduction, then its sections. */
export function PublishedIssue(props: { newsletter: PublishedNewsletter }) {
  const { newsletter } = props;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p>
        <Link
          to={paths.newsletters()}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          ← All newsletters
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        {newsletter.subject}
      </h1>
      <p className="mt-2 text-sm text-slate-600">
        Sent <time dateTime={newsletter.sentAt}>{formatDate(newsletter.sentAt)}</time>
      </p>
      <div className="mt-6 space-y-4 text-lg text-slate-800">
        {paragraphsOf(newsletter.intro).map((paragraph) => (
          <p key={paragraph} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>
      {SECTIONS.filter(({ key }) => newsletter.sections[key].length > 0).map(({ key, title }) => (
        <section key={key} aria-labelledby={`section-${key}`} className="mt-10">
          <h2 id={`section-${key}`} className="text-xl font-semibold text-brand-900">
            {title}
          </h2>
          <ul className="mt-3 space-y-3">
            {newsletter.sections[key].map((item) => (
              <IssueItem key={`${item.title}-${item.url ?? ''}-${item.date ?? ''}`} item={item} />
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
