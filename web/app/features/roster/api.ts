import type {
  RosterMembersPage,
  RosterPreview,
  RosterSummary,
  RosterUploadFields,
} from '@chapterhouse/shared';
import { uploadFile } from '../../components/forms/upload';
import { rosterApiPaths } from '../../config/roster-api-paths';
import { apiRequest } from '../../lib/api-client';
import { withQuery } from '../../lib/dashboard-api';

// An IEEE roster's calls (issue 47, item 3), the branch's and an organisation's alike: `roster`
// is the roster's address in the API (`adminApiPaths.roster()`, `dashboardApiPaths.roster()`).

/** Which members a list shows: those whose name or member number has `q` in it, a page. */
export interface RosterMembersQuery {
  q: string;
  page: number;
}

/** What the preview was asked about, sent again with the same file to apply it. */
export interface RosterApplying {
  exportedOn: string;
  /** The version of the roster the preview was shown over (`RosterPreview.replaces`). */
  replaces: number;
  /** Apply the file without its refused rows (else the server refuses the whole file). */
  acceptRefusals: boolean;
}

export const getRosterSummary = (roster: string, signal?: AbortSignal) =>
  apiRequest<RosterSummary>(roster, { signal });

export const getRosterMembers = (roster: string, query: RosterMembersQuery, signal?: AbortSignal) =>
  apiRequest<RosterMembersPage>(
    withQuery(rosterApiPaths.members(roster), { q: query.q, page: query.page }),
    { signal },
  );

/** What applying `file` would change; nothing is written. */
export const previewRosterFile = (
  roster: string,
  file: File,
  exportedOn: string,
  onProgress?: (fraction: number) => void,
) =>
  uploadFile<RosterPreview>(
    rosterApiPaths.preview(roster),
    file,
    { exportedOn } satisfies RosterUploadFields,
    onProgress,
  );

/** Applies `file` as the roster (the file the preview read, sent again); the summary after. */
export const applyRosterFile = (
  roster: string,
  file: File,
  applying: RosterApplying,
  onProgress?: (fraction: number) => void,
) =>
  uploadFile<RosterSummary>(
    roster,
    file,
    {
      exportedOn: applying.exportedOn,
      replaces: String(applying.replaces),
      acceptRefusals: applying.acceptRefusals ? 'true' : 'false',
    } satisfies RosterUploadFields,
    onProgress,
    'PUT',
  );

export const deleteRoster = (roster: string) =>
  apiRequest<{ message: string }>(roster, { method: 'DELETE' });
