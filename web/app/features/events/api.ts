import type {
  DashboardEvent,
  EventPreview,
  EventStatus,
  OrganisationRef,
  Page,
} from '@chapterhouse/shared';
import { data } from 'react-router';
import { dashboardApiPaths } from '../../config/dashboard-paths';
import { apiRequest } from '../../lib/api-client';
import {
  type DashboardTarget,
  getDashboardList,
  listOrganisations,
  type Paging,
} from '../../lib/dashboard-api';

/** An event's id from a dashboard URL; anything else is no event of this dashboard (404). */
export function eventIdOf(value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw data({ message: 'Event not found.' }, { status: 404 });
  return Number(value);
}

/** The Events tab pages its two lists apart: `?upcoming-page=2&past-page=5`. */
export const EVENT_PAGE_PARAMS: Record<EventStatus, string> = {
  upcoming: 'upcoming-page',
  past: 'past-page',
};

/** A page of each of an organisation's event lists, as its dashboard shows them. */
export interface DashboardEvents {
  /** Newest first. */
  pastEvents: Page<DashboardEvent>;
  /** Soonest first. */
  upcomingEvents: Page<DashboardEvent>;
}

export async function loadDashboardEvents(
  target: DashboardTarget,
  paging: Record<EventStatus, Paging>,
  signal?: AbortSignal,
): Promise<DashboardEvents> {
  const [pastEvents, upcomingEvents] = await Promise.all([
    getDashboardList<DashboardEvent>(target, 'events/past', paging.past, signal),
    getDashboardList<DashboardEvent>(target, 'events/upcoming', paging.upcoming, signal),
  ]);
  return { pastEvents, upcomingEvents };
}

/** One event of the organisation, as its public page shows it, whether published or not. */
export const getEventPreview = (target: DashboardTarget, eventId: number, signal?: AbortSignal) =>
  apiRequest<EventPreview>(dashboardApiPaths.eventPreview(target.kind, target.org, eventId), {
    signal,
  });

/**
 * The organisations an event may name as co-hosts: the branch's societies, then its councils (the
 * public lists, so archived ones are left out); the caller leaves out the event's own.
 */
export async function loadCoHostChoices(signal?: AbortSignal): Promise<OrganisationRef[]> {
  const [societies, councils] = await Promise.all([
    listOrganisations('societies', signal),
    listOrganisations('councils', signal),
  ]);
  return [...societies, ...councils].map(({ id, slug, name, kind }) => ({ id, slug, name, kind }));
}
