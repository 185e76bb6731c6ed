import type { AdminAccount, AdminOrganisation } from '@chapterhouse/shared';
import { ListRefused } from '../../components/console/list-filter';
import { ListPager } from '../../components/console/list-pager';
import { EmptyList, Panel } from '../../components/console/panel';
import type { ActivityList } from './api';
import { AuditEntries } from './audit-entries';
import { AuditFilters } from './audit-filters';

const KIND_NAMES = { society: 'society', council: 'council', branch: 'branch' } as const;

/**
 * Activity: the audit trail of every change made through the dashboards and this console, newest
 * first: who, when, which organisation and record, and what changed field by field. Filtered by
 * organisation, person and days, all kept in the URL.
 */
export function ActivityTab(props: {
  list: ActivityList;
  organisations: AdminOrganisation[];
  accounts: AdminAccount[];
}) {
  const { list } = props;
  const page = list.page;
  const organisations = props.organisations.map((organisation) => ({
    id: organisation.id,
    label: `${organisation.name} (${KIND_NAMES[organisation.kind]}${organisation.archived ? ', archived' : ''})`,
  }));
  const people = [...props.accounts]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((account) => ({ id: account.id, label: `${account.name} (${account.email})` }));
  const filtered = Object.values(list.filters).some((value) => value !== null);

  return (
    <Panel
      title="Activity"
      description="Every change made through the dashboards and this console, newest first: who made it, when, and what changed."
    >
      <AuditFilters values={list.filters} organisations={organisations} people={people} />
      {page && page.total > 0 && (
        <p className="text-sm text-slate-700">
          {page.total} {page.total === 1 ? 'change' : 'changes'}
          {filtered ? (page.total === 1 ? ' matches these filters' : ' match these filters') : ''}.
        </p>
      )}
      {list.error ? (
        <ListRefused message={list.error} />
      ) : !page || page.items.length === 0 ? (
        <EmptyList>
          {filtered ? 'No changes match these filters.' : 'No changes recorded yet.'}
        </EmptyList>
      ) : (
        <AuditEntries entries={page.items} label="Activity" showOrganisation />
      )}
      {page && <ListPager page={page.page} pageCount={page.pageCount} label="Activity pages" />}
    </Panel>
  );
}
