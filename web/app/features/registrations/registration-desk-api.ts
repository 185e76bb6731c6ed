import {
  type AttendanceMark,
  type CheckInRequest,
  type CheckInResult,
  DESK_FILTERS,
  type DeskEvent,
  type DeskFilter,
  type DeskPaymentResult,
  type DeskRegistration,
  type EventAccounts,
  type ManualPayment,
  type ParticipationRole,
  paymentsFileName,
  type RegistrationDeskPage,
  registrationsFileName,
} from '@chapterhouse/shared';
import { CONSOLE_PAGE_SIZE, oneOf, orRefusal } from '../../components/console/console-list';
import { apiPaths } from '../../config/paths';
import { apiRequest } from '../../lib/api-client';
import { apiDownload, saveFile } from '../../lib/api-download';
import { type DashboardTarget, withQuery } from '../../lib/dashboard-api';
import { readPage } from '../../lib/lists';

/** The Registrations view's query: `?status=waitlisted&q=ada&page=2`. */
export const DESK_PARAMS = { status: 'status', search: 'q' } as const;

/** One page of an event's registrations as the URL asks for it (`page` null when refused). */
export interface RegistrationList {
  eventId: number;
  filter: DeskFilter;
  search: string;
  page: RegistrationDeskPage | null;
  error?: string;
}

export async function loadRegistrations(
  target: DashboardTarget,
  eventId: number,
  url: URL,
  signal?: AbortSignal,
): Promise<RegistrationList> {
  const filter = oneOf(url.searchParams.get(DESK_PARAMS.status), DESK_FILTERS, 'all');
  const search = (url.searchParams.get(DESK_PARAMS.search) ?? '').trim();
  const path = withQuery(apiPaths.registrationDesk(target.kind, target.org, eventId), {
    page: readPage(url),
    limit: CONSOLE_PAGE_SIZE,
    status: filter,
    q: search,
  });
  const read = await orRefusal(apiRequest<RegistrationDeskPage>(path, { signal }));
  return { eventId, filter, search, ...read };
}

/** Registrations found by name or e-mail for the check-in screen: the confirmed ones. */
export const searchConfirmed = (
  target: DashboardTarget,
  eventId: number,
  search: string,
  signal?: AbortSignal,
) =>
  apiRequest<RegistrationDeskPage>(
    withQuery(apiPaths.registrationDesk(target.kind, target.org, eventId), {
      status: 'confirmed',
      q: search,
      limit: 10,
    }),
    { signal },
  );

/** The event and its counts, for the check-in screen's header. */
export const loadCheckInSummary = (
  target: DashboardTarget,
  eventId: number,
  signal?: AbortSignal,
) =>
  apiRequest<RegistrationDeskPage>(
    withQuery(apiPaths.registrationDesk(target.kind, target.org, eventId), {
      status: 'checked-in',
      limit: 1,
    }),
    { signal },
  );

export type RegistrationAction = 'accept' | 'decline' | 'remove';

/** Accepts, declines or removes a registration as it was shown (its version). */
export const changeRegistration = (
  target: DashboardTarget,
  eventId: number,
  registration: DeskRegistration,
  action: RegistrationAction,
) =>
  apiRequest<DeskRegistration>(
    apiPaths.registrationAction(target.kind, target.org, eventId, registration.id, action),
    { method: 'POST', body: { version: registration.version } },
  );

/** Moves a registration into a place or onto the waiting list. */
export const moveRegistration = (
  target: DashboardTarget,
  eventId: number,
  registration: DeskRegistration,
  to: 'confirmed' | 'waitlisted',
) =>
  apiRequest<DeskRegistration>(
    apiPaths.registrationAction(target.kind, target.org, eventId, registration.id, 'move'),
    { method: 'POST', body: { version: registration.version, to } },
  );

/** Marks what someone did at the event (a volunteer, a speaker...), as their row was seen. */
export const markRole = (
  target: DashboardTarget,
  eventId: number,
  registration: DeskRegistration,
  role: ParticipationRole,
) =>
  apiRequest<DeskRegistration>(
    apiPaths.registrationAction(target.kind, target.org, eventId, registration.id, 'role'),
    { method: 'POST', body: { version: registration.version, role } },
  );

/** Corrects who attended: at the door, online, or not at all. */
export const markAttendance = (
  target: DashboardTarget,
  eventId: number,
  registration: DeskRegistration,
  attended: AttendanceMark,
) =>
  apiRequest<DeskRegistration>(
    apiPaths.registrationAction(target.kind, target.org, eventId, registration.id, 'attendance'),
    { method: 'POST', body: { version: registration.version, attended } },
  );

/**
 * Records money taken at the desk (cash, a bank transfer seen) or given back, for a registration
 * of a paid event: the treasurer's (`payments:manage`). Answers the record with its receipt number
 * and the registration as it now stands (a payment that covers what is due hands over the place).
 */
export const recordPayment = (
  target: DashboardTarget,
  eventId: number,
  registration: DeskRegistration,
  payment: ManualPayment,
) =>
  apiRequest<DeskPaymentResult>(
    apiPaths.registrationAction(target.kind, target.org, eventId, registration.id, 'payments'),
    { method: 'POST', body: payment },
  );

export const checkIn = (target: DashboardTarget, eventId: number, request: CheckInRequest) =>
  apiRequest<CheckInResult>(apiPaths.eventCheckIn(target.kind, target.org, eventId), {
    method: 'POST',
    body: request,
  });

/** Every registration of the event as CSV, saved by the browser under the name the server gives it. */
export async function exportRegistrations(target: DashboardTarget, event: DeskEvent) {
  const file = registrationsFileName(event.title);
  const eventId = event.id;
  saveFile(await apiDownload(apiPaths.registrationsExport(target.kind, target.org, eventId)), file);
  return file;
}

/**
 * A paid event's money as its treasurer keeps it (`payments:manage`): collected, refunded, what
 * is left, and what the places still to pay for owe.
 */
export const loadEventAccounts = (target: DashboardTarget, eventId: number, signal?: AbortSignal) =>
  apiRequest<EventAccounts>(apiPaths.eventAccounts(target.kind, target.org, eventId), { signal });

/** Every payment and refund of the event as CSV, for the branch's accounts, saved by the browser. */
export async function exportPayments(target: DashboardTarget, event: DeskEvent) {
  const file = paymentsFileName(event.title);
  saveFile(
    await apiDownload(apiPaths.eventPaymentsExport(target.kind, target.org, event.id)),
    file,
  );
  return file;
}
