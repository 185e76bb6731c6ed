import type { EventReport, ReportField } from '@chapterhouse/shared';
import { dashboardApiPaths } from '../../config/dashboard-paths';
import { ApiError, apiRequest } from '../../lib/api-client';
import { apiDownloadNamed, saveFile } from '../../lib/api-download';
import type { DashboardTarget } from '../../lib/dashboard-api';

/** A past event's report, or (the event still to come: 409) the server's reason there is none. */
export type EventReportRead =
  | { eventId: number; report: EventReport; refused: null }
  | { eventId: number; report: null; refused: string };

export async function loadEventReport(
  target: DashboardTarget,
  eventId: number,
  signal?: AbortSignal,
): Promise<EventReportRead> {
  try {
    const report = await apiRequest<EventReport>(
      dashboardApiPaths.eventReport(target.kind, target.org, eventId),
      { signal },
    );
    return { eventId, report, refused: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      return { eventId, report: null, refused: error.message };
    }
    throw error;
  }
}

/** The report as CSV, saved by the browser under the name the server gives it; returns the name. */
export async function downloadEventReport(
  target: DashboardTarget,
  eventId: number,
): Promise<string> {
  const { blob, name } = await apiDownloadNamed(
    dashboardApiPaths.eventReportCsv(target.kind, target.org, eventId),
    'event-report.csv',
  );
  saveFile(blob, name);
  return name;
}

/**
 * The vTools fields as the "Copy for vTools" block shows them and the clipboard takes them: one
 * `Label: value` line each, in the form's order. A value's own line breaks (a description's
 * paragraphs) become spaces, so every line stays one field.
 */
export const vToolsText = (fields: readonly ReportField[]) =>
  fields.map((field) => `${field.label}: ${field.value.replace(/\s*\n\s*/g, ' ')}`).join('\n');
