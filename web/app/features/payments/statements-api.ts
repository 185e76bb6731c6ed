import type {
  SavedStatementColumns,
  StatementApplied,
  StatementApply,
  StatementPreview,
  StatementUploadFields,
} from '@chapterhouse/shared';
import { uploadFile } from '../../components/forms/upload';
import { dashboardApiPaths } from '../../config/dashboard-paths';
import { apiRequest } from '../../lib/api-client';
import type { DashboardTarget } from '../../lib/dashboard-api';

// An organisation's bank statements (issue 49, item 3), in its dashboard's Payments tab: the
// treasurer's only (owners and branch admins; the server refuses anyone else with 403).

/** The columns named for a bank without a preset the last time, to fill the form with. */
export const loadStatementColumns = (target: DashboardTarget, signal?: AbortSignal) =>
  apiRequest<SavedStatementColumns>(dashboardApiPaths.statementColumns(target.kind, target.org), {
    signal,
  });

/**
 * Uploads a statement: the server reads and keeps it and answers its preview; nothing else
 * changes. Fields left out (or empty) are not sent: no preset means "find it from the file".
 */
export function uploadStatement(
  target: DashboardTarget,
  file: File,
  fields: StatementUploadFields,
  onProgress?: (fraction: number) => void,
) {
  const sent: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value !== '') sent[name] = value;
  }
  return uploadFile<StatementPreview>(
    dashboardApiPaths.statements(target.kind, target.org),
    file,
    sent,
    onProgress,
  );
}

/** Records the statement's matched lines and the registrations chosen for its doubtful ones. */
export const applyStatement = (
  target: DashboardTarget,
  statementId: number,
  apply: StatementApply,
) =>
  apiRequest<StatementApplied>(
    dashboardApiPaths.statementApply(target.kind, target.org, statementId),
    { method: 'POST', body: apply },
  );
