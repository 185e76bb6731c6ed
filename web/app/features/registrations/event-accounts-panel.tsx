import type { DeskEvent, EventAccounts } from '@chapterhouse/shared';
import { useEffect, useId, useState } from 'react';
import { ListRefused } from '../../components/console/list-filter';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import { messageOf } from '../../components/forms/change-failed';
import { ActionButton } from '../../components/forms/form-fields';
import type { DashboardTarget } from '../../lib/dashboard-api';
import { formatNumber } from '../../lib/format';
import { formatAmount } from '../../lib/format-price';
import { exportPayments, loadEventAccounts } from './registration-desk-api';

// The treasurer's figures beside the desk (issue 49, item 5): what a paid event has taken, given
// back and is still owed, and its payments as CSV for the branch's accounts.

const CANNOT_READ = 'The payments could not be read. Reload the page to try again.';

const counted = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

/** The figures as label and value: `Collected` `INR 3,750.00 (3 payments)`, ... */
export function accountsFigures(accounts: EventAccounts): [label: string, value: string][] {
  const { currency, pending } = accounts;
  const money = (amount: string) => formatAmount(amount, currency);
  return [
    [
      'Collected',
      `${money(accounts.collected)} (${counted(accounts.payments, 'payment', 'payments')})`,
    ],
    [
      'Refunded',
      accounts.refunds > 0
        ? `${money(accounts.refunded)} (${counted(accounts.refunds, 'refund', 'refunds')})`
        : money(accounts.refunded),
    ],
    ['Net', money(accounts.net)],
    [
      'Still due',
      pending.count > 0
        ? `${money(pending.amount)} from ${counted(pending.count, 'place', 'places')}`
        : 'Nothing',
    ],
    ['Paid in full', formatNumber(accounts.paidRegistrations)],
  ];
}

/**
 * A paid event's money for those who keep the accounts (`payments:manage`), read by the panel
 * itself: the desk's loader serves officers who may not see it. Read again whenever `changes`
 * moves on (a payment recorded, a place given or taken away changes what is collected and due);
 * the last figures stay shown meanwhile. The payments' CSV downloads as the registrations' does.
 */
export function EventAccountsPanel(props: {
  target: DashboardTarget;
  event: DeskEvent;
  /** Counts the desk's changes: each one reads the figures again. */
  changes: number;
}) {
  const { target, event } = props;
  const { kind, org } = target;
  const id = useId();
  const change = useDashboardChange();
  const [accounts, setAccounts] = useState<EventAccounts | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `changes` asks for the figures again
  useEffect(() => {
    const controller = new AbortController();
    loadEventAccounts({ kind, org }, event.id, controller.signal).then(
      (read) => {
        setAccounts(read);
        setError(null);
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(messageOf(failure, CANNOT_READ));
      },
    );
    return () => controller.abort();
  }, [kind, org, event.id, props.changes]);

  const download = async () => {
    setExporting(true);
    await change(
      () => exportPayments(target, event),
      (file) => `The payments are saved as ${file}.`,
      { reload: false },
    );
    setExporting(false);
  };

  return (
    <section
      aria-labelledby={id}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={id} className="text-base font-semibold text-slate-900">
          Payments
        </h3>
        <ActionButton size="sm" disabled={exporting} onClick={() => void download()}>
          {exporting ? 'Downloading...' : 'Download payments (CSV)'}
        </ActionButton>
      </div>
      {error && <ListRefused message={error} />}
      {accounts ? (
        <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {accountsFigures(accounts).map(([label, value]) => (
            <div key={label} className="flex flex-wrap gap-x-1">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        !error && <p className="text-sm text-slate-600">Reading the payments...</p>
      )}
    </section>
  );
}
