import type { RosterMembersPage, RosterSummary } from '@chapterhouse/shared';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { messageOf } from '../../components/forms/change-failed';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { getRosterMembers, getRosterSummary, type RosterMembersQuery } from './api';

/** One read of the API in progress or done: its answer, or why there is none. */
interface Read<T> {
  /** What was asked (null: nothing to ask); a new key asks again. */
  key: string | null;
  value: T | null;
  error: string | null;
}

const CANNOT_READ = 'The roster could not be loaded. Please try again.';

/**
 * Reads `read` whenever `key` changes, dropping the answer of an older key (the next search typed
 * before the last one's answer came). The last answer stays shown while the next loads, so a
 * list does not flash empty between pages. An ended session goes to the login page, a refusal to
 * Access Denied, as a dashboard's loader would send them.
 */
function useApiRead<T>(key: string | null, read: (signal: AbortSignal) => Promise<T>) {
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<Read<T>>({ key: null, value: null, error: null });
  const here = `${location.pathname}${location.search}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `read` asks
  useEffect(() => {
    if (key === null) {
      setState((before) =>
        before.key === null ? before : { key: null, value: null, error: null },
      );
      return;
    }
    const controller = new AbortController();
    read(controller.signal).then(
      (value) => setState({ key, value, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const status = error instanceof ApiError ? error.status : -1;
        if (status === 401) navigate(paths.login(here));
        else if (status === 403) navigate(paths.unauthorized());
        else
          setState((before) => ({
            key,
            value: before.value,
            error: messageOf(error, CANNOT_READ),
          }));
      },
    );
    return () => controller.abort();
  }, [key]);

  return { ...state, loading: key !== null && state.key !== key };
}

/**
 * The roster applied now and the page of its members `query` asks for, read by the panel itself
 * rather than by its route's loader: the panel also sits in an organisation's Team tab, which
 * editors open too, and only those who manage the team may read a roster. Who is signed in is
 * known to the components (`useAuth`), not to the tab's loader, so the Team tab draws the panel
 * only for them and nobody else's browser asks for it. `reload` reads both again (after a change).
 */
export function useRosterRead(roster: string, query: RosterMembersQuery) {
  const [generation, setGeneration] = useState(0);
  const summary = useApiRead<RosterSummary>(`${roster}|${generation}`, (signal) =>
    getRosterSummary(roster, signal),
  );
  const applied = summary.value?.roster ?? null;
  // Members are asked for once the summary's answer says there is a roster, and again with each
  // new answer (after a change): keyed by the answer's own read, not by the one on its way.
  // Each page keeps the query it answers: while the next search loads, the list says what it
  // shows, not what was asked for since.
  const members = useApiRead<{ query: RosterMembersQuery; page: RosterMembersPage }>(
    applied ? `${summary.key}|${applied.version}|${query.q}|${query.page}` : null,
    async (signal) => ({ query, page: await getRosterMembers(roster, query, signal) }),
  );
  const reload = useCallback(() => setGeneration((before) => before + 1), []);
  return { summary, members, reload };
}
