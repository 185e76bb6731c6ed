import type { DashboardEvent } from '@chapterhouse/shared';
import { type DashboardTarget, getDashboardList } from '../../lib/dashboard-api';

/** An organisation's events, as its dashboard lists them. */
export interface DashboardEvents {
  /** Newest first. */
  pastEvents: DashboardEvent[];
  /** Soonest first. */
  upcomingEvents: DashboardEvent[];
}

export async function loadDashboardEvents(
  target: DashboardTarget,
  signal?: AbortSignal,
): Promise<DashboardEvents> {
  const [pastEvents, upcomingEvents] = await Promise.all([
    getDashboardList<DashboardEvent>(target, 'events/past', signal),
    getDashboardList<DashboardEvent>(target, 'events/upcoming', signal),
  ]);
  return { pastEvents, upcomingEvents };
}
