import type { AccessRule } from '../../lib/access-rule.js';
import type { DashboardKind } from '../../lib/dashboard.js';
import { editOrganisationEvents } from '../events/events.access.js';

/**
 * An event's report is its organisation's (and a co-host's): for those who keep the
 * organisation's events, its admins and the branch admins. Another organisation's officer is
 * refused (403) by the dashboard's rule before the event is looked up.
 */
export const readEventReports = (kind: DashboardKind): AccessRule => editOrganisationEvents(kind);

/** The feedback form: anyone holding the link mailed to them; the link's token is the key. */
export const answerFeedbackLink: AccessRule = 'public';

/** The branch's annual report, and the month its academic year starts in: the branch admins'. */
export const branchReports: AccessRule = 'branch-admin';

/** An organisation's annual report: its team and the branch admins. */
export const readOrganisationReports = (kind: DashboardKind): AccessRule => ({
  organisation: kind,
});
