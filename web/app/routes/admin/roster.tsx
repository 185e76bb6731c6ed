import { adminApiPaths } from '../../config/admin-api-paths';
import { RosterPanel } from '../../features/roster/roster-panel';

/**
 * `/admin/roster`: the branch's IEEE roster, its members found by `?q=` a page at a time
 * (`?page=`). No loader of its own: the console's layout lets branch admins alone in, and the
 * panel reads the roster itself, as it does in an organisation's Team tab (`useRosterRead`).
 */
export default function ConsoleRoster() {
  return (
    <RosterPanel roster={adminApiPaths.roster()} owner="the branch" seenBy="the branch admins" />
  );
}
