import type { Registration } from '@chapterhouse/shared';
import { apiPaths } from '../../config/paths';
import { apiRequest } from '../../lib/api-client';

// The personal link's actions (issue 48, item 2: registered once for a whole series), and reading
// the registration again once one is done.

/**
 * The personal link's routes for a registration that stands for a whole series, under the
 * link's own address (`apiPaths.registration`).
 */
export const wholeSeriesApiPaths = {
  /** POST: cancels their registration for one session of the series. */
  cancelSession: (token: string, eventId: number) =>
    `${apiPaths.registration(token)}/sessions/${eventId}/cancel`,
  /** POST: cancels their registration for every session still to come. */
  cancelSeries: (token: string) => `${apiPaths.registration(token)}/cancel-series`,
};

type Session = NonNullable<Registration['wholeSeries']>['sessions'][number];

/** Registrations that still hold or wait for a place, and so can be cancelled. */
export const STANDING_STATUSES: ReadonlySet<Registration['status']> = new Set([
  'confirmed',
  'waitlisted',
  'pending',
]);

/** A session's registration they may still cancel: standing, on `today` or later. */
export const cancellableSession = (session: Session, today: string) =>
  STANDING_STATUSES.has(session.status) && session.date >= today;

/**
 * POSTs one of the personal link's actions, then reads the registration afresh: the actions
 * answer the link's own registration alone (its series' sessions and its join link left out), and
 * an action on one session changes the others' too (a place, the sessions that follow a
 * confirmed address). Should that read fail, the action's answer stands on the page with what
 * the page knew of the rest, `changed` marking what the action did to the series' sessions.
 * A refused action throws (`ApiError`), as `apiRequest` does.
 */
export async function actThenRead(
  token: string,
  path: string,
  previous: Registration,
  changed: (session: Session) => Session = (session) => session,
  /** What the action is sent with, when it takes a body. */
  body?: unknown,
): Promise<Registration> {
  const answer = await apiRequest<Registration>(path, {
    method: 'POST',
    withToken: false,
    ...(body === undefined ? {} : { body }),
  });
  try {
    return await apiRequest<Registration>(apiPaths.registration(token), { withToken: false });
  } catch {
    const series = answer.wholeSeries ?? previous.wholeSeries;
    return {
      ...answer,
      certificate: answer.certificate ?? previous.certificate,
      joinPath: answer.joinPath ?? (answer.status === previous.status ? previous.joinPath : null),
      wholeSeries: series && { ...series, sessions: series.sessions.map(changed) },
    };
  }
}

/** Marks as cancelled the sessions `which` picks (the fall-back's view of a cancellation). */
export const cancelledWhere =
  (which: (session: Session) => boolean) =>
  (session: Session): Session =>
    which(session) ? { ...session, status: 'cancelled' } : session;
