import { ListPager } from '../../components/console/list-pager';
import { EmptyList, Panel } from '../../components/console/panel';
import type { HistoryList } from './api';
import { AuditEntries } from './audit-entries';
import { AuditFilters } from './audit-filters';

/**
 * History: every change made to the organisation's content, through this dashboard or the branch
 * console, newest first: who made it, when, and what changed field by field.
 */
export function HistoryTab(props: { organisationName: string; list: HistoryList | null }) {
  const { list } = props;
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
        <AuditEntries entries={page.items} label="History" />
      )}
      {page && <ListPager page={page.page} pageCount={page.pageCount} label="History pages" />}
    </Panel>
  );
}
