import type { DashboardSeries, SeriesSettingsInput } from '@chapterhouse/shared';
import { data } from 'react-router';
import { dashboardApiPaths } from '../../config/dashboard-paths';
import { apiRequest } from '../../lib/api-client';
import type { DashboardTarget } from '../../lib/dashboard-api';

// A series' dashboard API (issue 48; docs/series.md): the series with its sessions, its settings,
// leaving a session out, deleting it. Its sessions are events, edited and deleted as events.

/** A series' id from a dashboard URL; anything else is no series of this dashboard (404). */
export function seriesIdOf(value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw data({ message: 'Series not found.' }, { status: 404 });
  return Number(value);
}

/** The series with every session, registrations counted (each made session's). */
export const getDashboardSeries = (
  target: DashboardTarget,
  seriesId: number,
  signal?: AbortSignal,
) =>
  apiRequest<DashboardSeries>(dashboardApiPaths.series(target.kind, target.org, seriesId), {
    signal,
  });

/** Saves its end, how people register and its certificate, over `version` (409 when stale). */
export const saveSeriesSettings = (
  target: DashboardTarget,
  seriesId: number,
  body: SeriesSettingsInput,
) =>
  apiRequest<DashboardSeries>(dashboardApiPaths.series(target.kind, target.org, seriesId), {
    method: 'PUT',
    body,
  });

/**
 * Leaves the session the rule gives on `date` out of the series (a holiday); refused (409) when it
 * has registrations: cancelling it tells them.
 */
export const leaveOutSession = (
  target: DashboardTarget,
  series: Pick<DashboardSeries, 'id' | 'version'>,
  date: string,
) =>
  apiRequest<DashboardSeries>(
    dashboardApiPaths.seriesLeaveOut(target.kind, target.org, series.id),
    { method: 'POST', body: { version: series.version, date } },
  );

/** Deletes the series; refused (409) while an upcoming session has registrations. */
export const deleteSeries = (target: DashboardTarget, seriesId: number) =>
  apiRequest<void>(dashboardApiPaths.series(target.kind, target.org, seriesId), {
    method: 'DELETE',
  });
