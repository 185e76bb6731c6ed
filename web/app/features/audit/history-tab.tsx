import type { AuditEntry } from '@chapterhouse/shared';
import { useState } from 'react';
import { ListPager } from '../../components/console/list-pager';
import { EmptyList, Panel } from '../../components/console/panel';
import type { DashboardTarget } from '../../lib/dashboard-api';
import type { HistoryList } from './api';
import { AuditEntries } from './audit-entries';
import { AuditFilters } from './audit-filters';
import { RestoreDialog } from './restore-dialog';

/**
 * History: every change made to the organisation's content, through this dashboard or the branch
 * console, newest first: who made it, when, and what changed field by field. An entry of an
 * event, achievement, photo or slate member can be restored: the item set back as it was after
 * it, or brought back if it was deleted.
 */
export function HistoryTab(props: {
  organisationName: string;
  list: HistoryList | null;
  /** Where restores go: the organisation by its id. */
  target: DashboardTarget;
}) {
  const { list } = props;
  const [restoring, setRestoring] = useState<AuditEntry | null>(null);
  const page = list?.page ?? null;
  const filtered = Boolean(list?.filters.from || list?.filters.to);
  return (
    <Panel
      title="History"
      description={`Every change made to ${props.organisationName}'s pages, through this dashboard or the branch console, newest first.`}
    >
      <AuditFilters values={list?.filters ?? { from: null, to: null }} />
      {!list ? (
        <p role="status" className="py-8 text-center text-sm text-slate-600">
          Loading...
        </p>
      ) : list.error ? (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {list.error}
        </p>
      ) : !page || page.items.length === 0 ? (
        <EmptyList>{filtered ? 'No changes on these days.' : 'No changes recorded yet.'}</EmptyList>
      ) : (
        <AuditEntries entries={page.items} label="History" onRestore={setRestoring} />
      )}
      {page && <ListPager page={page.page} pageCount={page.pageCount} label="History pages" />}
      {restoring && (
        <RestoreDialog target={props.target} entry={restoring} onClose={() => setRestoring(null)} />
      )}
    </Panel>
  );
}
