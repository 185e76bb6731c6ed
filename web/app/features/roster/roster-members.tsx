import type { RosterMembersPage } from '@chapterhouse/shared';
import { type FormEvent, useId } from 'react';
import { useSearchParams } from 'react-router';
import { ListRefused } from '../../components/console/list-filter';
import { ListPager, PAGE_PARAM } from '../../components/console/list-pager';
import { EmptyList } from '../../components/console/panel';
import { Badge, cellClass, TableHead, tableClass } from '../../components/console/table';
import { useFollowingState } from '../../components/use-following-state';
import { formatNumber } from '../../lib/format';
import { readPage } from '../../lib/lists';
import type { RosterMembersQuery } from './api';

/** The query parameter of the members' search (their page is `?page=`, as every list's). */
export const ROSTER_SEARCH_PARAM = 'q';

/** The most a search may hold: the server reads no more. */
const SEARCH_MAX = 100;

/** The members list's search and page, from the URL (`?q=&page=`), so Back and reloads keep them. */
export function useRosterMembersQuery(): RosterMembersQuery {
  const [params] = useSearchParams();
  return {
    q: params.get(ROSTER_SEARCH_PARAM)?.trim() ?? '',
    page: readPage(new URL(`?${params}`, 'http://localhost')),
  };
}

function SearchForm(props: { value: string }) {
  const id = useId();
  const [, setSearchParams] = useSearchParams();
  const [text, setText] = useFollowingState(props.value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.delete(PAGE_PARAM);
        if (text.trim()) params.set(ROSTER_SEARCH_PARAM, text.trim());
        else params.delete(ROSTER_SEARCH_PARAM);
        return params;
      },
      { preventScrollReset: true },
    );
  };
  return (
    <form onSubmit={submit} className="flex w-full gap-2 sm:w-auto">
      <label htmlFor={id} className="sr-only">
        Search the roster by name or member number
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={SEARCH_MAX}
        onChange={(event) => setText(event.currentTarget.value)}
        placeholder="Name or member number"
        className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none sm:w-64 sm:flex-none"
      />
      <button
        type="submit"
        className="cursor-pointer rounded-lg border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        Search
      </button>
    </form>
  );
}

/** How many members the list holds, or how many the search found. */
function countText(page: RosterMembersPage, q: string): string {
  const members = `${formatNumber(page.total)} ${page.total === 1 ? 'member' : 'members'}`;
  return q ? `${members} ${page.total === 1 ? 'matches' : 'match'} “${q}”.` : `${members}.`;
}

/**
 * The roster's members, a page at a time by name, found by name or member number: who the
 * roster verifies, and the address it knows them by.
 */
export function RosterMembers(props: {
  /** The search and page the URL asks for now. */
  query: RosterMembersQuery;
  /** The last page read, and the search it answers (the one asked for may still be loading). */
  read: { query: RosterMembersQuery; page: RosterMembersPage } | null;
  loading: boolean;
  error: string | null;
}) {
  const { query, read } = props;
  const page = read?.page ?? null;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={props.loading} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-base font-semibold text-slate-900">
            Members
          </h3>
          {read && <p className="text-sm text-slate-600">{countText(read.page, read.query.q)}</p>}
        </div>
        <SearchForm value={query.q} />
      </div>
      {props.error && <ListRefused message={props.error} />}
      {!page ? (
        <p className="text-sm text-slate-600">Loading the members...</p>
      ) : page.items.length === 0 ? (
        <EmptyList>
          {read?.query.q
            ? `Nobody on the roster matches “${read.query.q}”.`
            : 'The roster lists nobody.'}
        </EmptyList>
      ) : (
        <div className="relative overflow-x-auto">
          <table className={tableClass}>
            <caption className="sr-only">Members of the roster</caption>
            <TableHead
              columns={['Name', 'Member number', 'Grade', 'Status', 'Renew year', 'Email']}
            />
            <tbody className="divide-y divide-slate-100">
              {page.items.map((member) => (
                <tr key={member.memberNumber} className="align-top">
                  <th
                    scope="row"
                    className={`${cellClass} text-left font-medium text-slate-900 [overflow-wrap:anywhere]`}
                  >
                    {member.name || 'No name'}
                  </th>
                  <td className={`${cellClass} tabular-nums`}>{member.memberNumber}</td>
                  <td className={cellClass}>{member.grade}</td>
                  <td className={cellClass}>
                    {member.active ? (
                      <Badge tone="good">Active</Badge>
                    ) : (
                      <Badge tone="muted">Not active</Badge>
                    )}
                  </td>
                  <td className={`${cellClass} tabular-nums`}>{member.renewYear ?? ''}</td>
                  <td className={`${cellClass} [overflow-wrap:anywhere]`}>{member.email ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page && <ListPager page={page.page} pageCount={page.pageCount} label="Roster pages" />}
    </section>
  );
}
