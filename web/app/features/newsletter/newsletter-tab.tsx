import type { Subscriber, SubscriberStatus } from '@chapterhouse/shared';
import { useState } from 'react';
import {
  ConfirmDialog,
  useConfirm,
  useFocusAfterRemoval,
} from '../../components/console/confirm-dialog';
import { ListRefused, StatusFilter } from '../../components/console/list-filter';
import { ListPager } from '../../components/console/list-pager';
import { EmptyList, ItemButton, Panel } from '../../components/console/panel';
import { Badge, cellClass, TableHead, tableClass } from '../../components/console/table';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import { ActionButton } from '../../components/forms/form-fields';
import { formatLocalDateTime } from '../../lib/format';
import {
  exportSubscribers,
  type NewsletterList,
  removeSubscriber,
  SUBSCRIBERS_FILE,
  type SubscriberFilter,
} from './api';

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  subscribed: 'Subscribed',
  pending: 'Waiting for confirmation',
};

const tones = { subscribed: 'good', pending: 'warning' } as const;

export const confirmRemoveSubscriber = (subscriber: Subscriber) =>
  `${subscriber.email} is removed from the list entirely, as unsubscribing does, with no record of it left. To keep a copy, export the list first.`;

/** What a subscriber follows, in a word or a list of names. */
export const followsOf = (subscriber: Subscriber) =>
  subscriber.branch
    ? 'Whole branch'
    : subscriber.organisations.map((organisation) => organisation.name).join(', ');

const when = (iso: string | null) =>
  iso ? (
    <time dateTime={iso}>{formatLocalDateTime(iso)}</time>
  ) : (
    <span className="text-slate-500">—</span>
  );

/**
 * Newsletter: every address on the list, with when it subscribed and its status (subscribed, or
 * waiting for its confirmation link), counts by status, a CSV export of the whole list and
 * removal of an address. Unsubscribing deletes an address, so it is simply no longer listed.
 */
export function NewsletterTab(props: { list: NewsletterList }) {
  const { list } = props;
  const page = list.page;
  const change = useDashboardChange();
  const confirm = useConfirm<Subscriber>();
  const afterRemoval = useFocusAfterRemoval<HTMLDivElement>(page);
  const [exporting, setExporting] = useState(false);
  const counts = page?.counts ?? { subscribed: 0, pending: 0 };
  const total = counts.subscribed + counts.pending;

  const filters: readonly { value: SubscriberFilter; label: string }[] = [
    { value: 'all', label: `All (${total})` },
    { value: 'subscribed', label: `Subscribed (${counts.subscribed})` },
    { value: 'pending', label: `Waiting for confirmation (${counts.pending})` },
  ];

  const download = async () => {
    setExporting(true);
    await change(exportSubscribers, `The list is saved as ${SUBSCRIBERS_FILE}.`);
    setExporting(false);
  };

  return (
    <Panel
      title="Newsletter"
      description="Everyone who subscribed in the site's footer and has not unsubscribed. Export the list to send a newsletter from your mail program."
      actions={
        <>
          <StatusFilter label="Show" value={list.status} options={filters} />
          <ActionButton variant="primary" disabled={exporting} onClick={() => void download()}>
            {exporting ? 'Exporting...' : 'Export CSV'}
          </ActionButton>
        </>
      }
    >
      {page && (
        <p className="text-sm text-slate-700">
          {counts.subscribed} subscribed, {counts.pending} waiting for confirmation. Anyone who
          unsubscribes through the link in a newsletter is removed from the list.
        </p>
      )}
      <div ref={afterRemoval.ref} tabIndex={-1} className="focus:outline-none">
        {list.error ? (
          <ListRefused message={list.error} />
        ) : !page || page.items.length === 0 ? (
          <EmptyList>
            {list.status === 'all'
              ? 'Nobody has subscribed yet.'
              : 'No subscribers with this status.'}
          </EmptyList>
        ) : (
          <div className="relative overflow-x-auto">
            <table className={tableClass}>
              <caption className="sr-only">Newsletter subscribers</caption>
              <TableHead
                columns={['E-mail', 'Status', 'Follows', 'Subscribed', 'Confirmed', 'Actions']}
              />
              <tbody className="divide-y divide-slate-100">
                {page.items.map((subscriber) => (
                  <tr key={subscriber.id} className="align-top">
                    <th
                      scope="row"
                      className={`${cellClass} text-left font-medium text-slate-900 [overflow-wrap:anywhere]`}
                    >
                      {subscriber.email}
                    </th>
                    <td className={cellClass}>
                      <Badge tone={tones[subscriber.status]}>
                        {SUBSCRIBER_STATUS_LABELS[subscriber.status]}
                      </Badge>
                    </td>
                    <td className={cellClass}>
                      {followsOf(subscriber)}
                      {subscriber.digest && (
                        <span className="block text-xs text-slate-500">and the weekly digest</span>
                      )}
                    </td>
                    <td className={`${cellClass} whitespace-nowrap`}>
                      {when(subscriber.createdAt)}
                    </td>
                    <td className={`${cellClass} whitespace-nowrap`}>
                      {when(subscriber.confirmedAt)}
                    </td>
                    <td className={cellClass}>
                      <ItemButton
                        label="Remove"
                        itemName={subscriber.email}
                        danger
                        onClick={() => confirm.ask(subscriber)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {page && <ListPager page={page.page} pageCount={page.pageCount} label="Subscriber pages" />}
      {confirm.subject && (
        <ConfirmDialog
          title={`Remove ${confirm.subject.email}?`}
          confirmLabel="Remove address"
          onCancel={confirm.close}
          onConfirm={async () => {
            const subscriber = confirm.subject as Subscriber;
            const result = await change(
              () => removeSubscriber(subscriber.id),
              `${subscriber.email} removed from the newsletter list.`,
            );
            if (result.ok) afterRemoval.expect();
            confirm.close();
          }}
        >
          <p>{confirmRemoveSubscriber(confirm.subject)}</p>
        </ConfirmDialog>
      )}
    </Panel>
  );
}
