import {
  type NewsletterIssue,
  type NewsletterItem,
  type NewsletterPreview,
  type NewsletterSections,
  SUBSCRIBER_SEARCH_MAX,
  type Subscriber,
  type SubscriberPage,
} from '@chapterhouse/shared';
import { useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '../../components/console/confirm-dialog';
import { ListRefused } from '../../components/console/list-filter';
import { MailText } from '../../components/console/mail-status';
import { Details, Panel } from '../../components/console/panel';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import { messageOf } from '../../components/forms/change-failed';
import { ActionButton } from '../../components/forms/form-fields';
import { formatDate } from '../../lib/format';
import { previewIssue, previewSubscribers, sendIssue, sendTestIssue } from './issues-api';

/** What a subscriber follows, in words: `the whole branch`, or their organisations' names. */
export function followsOf(subscriber: Subscriber): string {
  const names = subscriber.organisations.map((organisation) => organisation.name);
  if (subscriber.branch) return 'the whole branch';
  return names.length > 0 ? names.join(', ') : 'nothing yet';
}

/** How long typing in the subscriber search pauses before the list is asked for. */
export const SEARCH_DELAY_MS = 250;

export const SECTION_TITLES: Record<keyof NewsletterSections, string> = {
  events: 'Coming events',
  achievements: 'Achievements',
  proposals: 'From the organisations',
};

export const sendQuestion = (issue: NewsletterIssue, count: number) =>
  `"${issue.subject}" goes to ${count} ${count === 1 ? 'subscriber' : 'subscribers'}, each with the events and achievements of what they follow. A sent issue cannot be changed, and it is archived on the site's Newsletters page.`;

/** One generated section of the issue, as a list. */
function PreviewSection(props: { title: string; items: NewsletterItem[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="font-semibold text-slate-900">
        {props.title}
      </h4>
      {props.items.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing in this section.</p>
      ) : (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {props.items.map((item) => (
            <li key={`${item.title}-${item.url ?? ''}-${item.date ?? ''}`}>
              {item.url ? (
                <a
                  href={item.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="font-medium text-brand-700 underline hover:no-underline"
                >
                  {item.title}
                </a>
              ) : (
                <span className="font-medium">{item.title}</span>
              )}
              {item.date && <> · {formatDate(item.date)}</>} · {item.organisation.name}
              {item.summary && <span className="block text-slate-600">{item.summary}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PreviewBody(props: { preview: NewsletterPreview }) {
  const { preview } = props;
  return (
    <div className="space-y-4">
      <Details
        items={[
          ['To', preview.to ?? 'Every subscriber (the whole branch)'],
          ['Follows', preview.follows],
          ['Subject', preview.subject],
        ]}
      />
      <div className="grid gap-4 md:grid-cols-3">
        {(Object.keys(SECTION_TITLES) as (keyof NewsletterSections)[]).map((section) => (
          <PreviewSection
            key={section}
            title={SECTION_TITLES[section]}
            items={preview.sections[section]}
          />
        ))}
      </div>
      <h4 className="font-semibold text-slate-900">The mail as sent</h4>
      <MailText text={preview.text} />
    </div>
  );
}

/**
 * The saved draft as one subscriber (or the whole branch) would get it, a test copy to the
 * administrator, and the sending itself, after a confirmation. Unsaved changes in the composer
 * hold both back: they would not be in what goes out.
 */
export function IssuePreview(props: {
  issue: NewsletterIssue;
  subscribers: SubscriberPage;
  /** The composer holds changes not saved yet. */
  unsaved: boolean;
}) {
  const { issue, subscribers, unsaved } = props;
  const change = useDashboardChange();
  const selectId = useId();
  const searchId = useId();
  const [subscriberId, setSubscriberId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<Subscriber[] | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [preview, setPreview] = useState<NewsletterPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const recipients = subscribers.counts.subscribed;

  // The preview follows the saved issue (a new version after each save) and the person chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a saved change is a new version
  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    previewIssue(issue.id, subscriberId, controller.signal).then(
      (loaded) => setPreview(loaded),
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(messageOf(failure));
      },
    );
    return () => controller.abort();
  }, [issue.id, issue.version, subscriberId]);

  // The list offers the newest addresses; a search reaches any other, a moment after typing.
  useEffect(() => {
    if (search.trim() === '') {
      setFound(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearchError(null);
      previewSubscribers(search, controller.signal).then(
        (page) => setFound(page.items),
        (failure: unknown) => {
          if (!controller.signal.aborted) setSearchError(messageOf(failure));
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search]);
  const offered = found ?? subscribers.items;
  // The person previewed stays offered while a search shows others.
  const chosen = [...subscribers.items, ...(found ?? [])].find(
    (subscriber) => subscriber.id === subscriberId,
  );
  const choices = chosen && !offered.includes(chosen) ? [chosen, ...offered] : offered;

  const test = async () => {
    setTesting(true);
    await change(
      () => sendTestIssue(issue.id),
      (answer) => answer.message,
      { reload: false },
    );
    setTesting(false);
  };

  return (
    <Panel
      title="Preview and send"
      description="The saved issue, as the person chosen would get it: only the events and achievements of what they follow."
      actions={
        <>
          <ActionButton disabled={testing || unsaved} onClick={() => void test()}>
            {testing ? 'Sending...' : 'Send me a test'}
          </ActionButton>
          <ActionButton
            variant="primary"
            disabled={unsaved || recipients === 0}
            onClick={() => setConfirming(true)}
          >
            {`Send to ${recipients} ${recipients === 1 ? 'subscriber' : 'subscribers'}`}
          </ActionButton>
        </>
      }
    >
      {unsaved && (
        <p className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          Save your changes first: the preview, the test and the sending use the saved issue.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <label htmlFor={searchId} className="font-medium text-slate-700">
          Find a subscriber
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder="Part of an address"
          maxLength={SUBSCRIBER_SEARCH_MAX}
          className="w-56 max-w-full rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
        />
        <label htmlFor={selectId} className="font-medium text-slate-700">
          Preview as
        </label>
        <select
          id={selectId}
          value={subscriberId === null ? '' : String(subscriberId)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setSubscriberId(value === '' ? null : Number(value));
          }}
          className="max-w-full rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
        >
          <option value="">The whole branch</option>
          {choices.map((subscriber) => (
            <option key={subscriber.id} value={String(subscriber.id)}>
              {`${subscriber.email} (follows ${followsOf(subscriber)})`}
            </option>
          ))}
        </select>
      </div>
      {searchError && <ListRefused message={searchError} />}
      {found?.length === 0 && (
        <p className="text-sm text-slate-600">{`No subscribed address contains "${search.trim()}".`}</p>
      )}
      <p role="status" className="sr-only">
        {preview ? `Previewing as ${preview.to ?? 'the whole branch'}.` : ''}
      </p>
      <div>
        {error ? (
          <ListRefused message={error} />
        ) : preview ? (
          <PreviewBody preview={preview} />
        ) : (
          <p className="text-sm text-slate-600">Loading the preview...</p>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          title={`Send "${issue.subject}"?`}
          confirmLabel={`Send to ${recipients} ${recipients === 1 ? 'subscriber' : 'subscribers'}`}
          onCancel={() => setConfirming(false)}
          onConfirm={async () => {
            await change(
              () => sendIssue(issue.id, issue.version),
              `"${issue.subject}" is being sent.`,
            );
            setConfirming(false);
          }}
        >
          <p>{sendQuestion(issue, recipients)}</p>
        </ConfirmDialog>
      )}
    </Panel>
  );
}
