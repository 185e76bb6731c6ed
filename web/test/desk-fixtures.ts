/**
 * A fake registration desk API for the component tests (never imported by the app): one event's
 * registrations, kept in memory and changed by the desk's POSTs as the server would.
 */
import type {
  DeskCounts,
  DeskEvent,
  DeskRegistration,
  RegistrationDeskPage,
} from '@chapterhouse/shared';
import { jsonResponse as json } from './fetch-stub';

export function sampleDeskEvent(overrides: Partial<DeskEvent> = {}): DeskEvent {
  return {
    id: 11,
    title: 'Robotics Workshop',
    date: '2031-05-10',
    time: '10:00',
    state: 'scheduled',
    attendanceMode: 'in-person',
    capacity: 2,
    onlineCapacity: null,
    registrations: 0,
    registrationsOnline: 0,
    registrationMode: 'site',
    registrationApproval: true,
    checkedIn: 0,
    questions: [{ id: 'q1', label: 'Diet', kind: 'text', required: false, options: [] }],
    priceCurrency: null,
    ...overrides,
  };
}

export function sampleRegistration(overrides: Partial<DeskRegistration> = {}): DeskRegistration {
  return {
    id: 1,
    name: 'Ada Lovelace',
    email: 'ada@example.edu',
    memberNumber: null,
    memberVerifiedAsOf: null,
    role: 'participant',
    status: 'confirmed',
    answers: {},
    ticketCode: 'K7QX-9M2P-4TRW',
    registeredAt: '2031-05-01T09:00:00.000Z',
    checkedInAt: null,
    attendedOnline: false,
    attendsOnline: false,
    waitlistPosition: null,
    awaitingConfirmation: false,
    payment: null,
    version: 1,
    ...overrides,
  };
}

export interface FakeDesk {
  event: DeskEvent;
  registrations: DeskRegistration[];
  /** Every desk request: method, path and JSON body. */
  calls: { method: string; path: string; body: unknown }[];
  /** The answer the next POST gets instead of the fake's own (a refusal, say). */
  refuseNext: { status: number; error: string } | null;
}

const countsOf = (registrations: DeskRegistration[]): DeskCounts => {
  const counts: DeskCounts = {
    confirmed: 0,
    waitlisted: 0,
    pending: 0,
    declined: 0,
    cancelled: 0,
    'checked-in': 0,
    'awaiting-confirmation': 0,
  };
  for (const r of registrations) {
    if (r.awaitingConfirmation) {
      counts['awaiting-confirmation'] += 1;
      continue;
    }
    counts[r.status] += 1;
    if (r.checkedInAt) counts['checked-in'] += 1;
  }
  return counts;
};

/** `fetch` answers for `dashboardApi`'s `other`: the desk's routes under either dashboard base. */
export function deskApi(desk: FakeDesk) {
  return (path: string, init: RequestInit | undefined): Response | undefined => {
    const match = path.match(
      /^\/api\/(?:society|council)-dashboard\/(?:society|council)\/[^/]+\/events\/(\d+)\/(.*)$/,
    );
    if (!match) return undefined;
    const [, eventId, rest = ''] = match;
    if (Number(eventId) !== desk.event.id) return json(404, { error: 'Event not found.' });
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    const url = new URL(rest, 'http://localhost/');
    desk.calls.push({ method, path: `${url.pathname}${url.search}`, body });
    if (method === 'GET' && url.pathname === '/registrations') {
      const status = url.searchParams.get('status') ?? 'all';
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const items = desk.registrations.filter(
        (r) =>
          (status === 'all' ||
            (status === 'checked-in' ? r.checkedInAt !== null : r.status === status)) &&
          (!q || r.name.toLowerCase().includes(q) || r.email.includes(q)),
      );
      const page: RegistrationDeskPage = {
        items,
        total: items.length,
        page: 1,
        limit: 20,
        pageCount: 1,
        counts: countsOf(desk.registrations),
        event: desk.event,
      };
      return json(200, page);
    }
    if (method !== 'POST') return undefined;
    if (desk.refuseNext) {
      const refusal = desk.refuseNext;
      desk.refuseNext = null;
      return json(refusal.status, { error: refusal.error });
    }
    const change = (id: number, apply: (r: DeskRegistration) => void) => {
      const registration = desk.registrations.find((r) => r.id === id);
      if (!registration) return json(404, { error: 'Registration not found.' });
      apply(registration);
      registration.version += 1;
      return json(200, registration);
    };
    const action = url.pathname.match(/^\/registrations\/(\d+)\/(\w+)$/);
    if (action?.[2] === 'role') {
      const { role } = body as { role: DeskRegistration['role'] };
      return change(Number(action[1]), (r) => {
        r.role = role;
      });
    }
    if (action?.[2] === 'attendance') {
      const { attended } = body as { attended: 'in-person' | 'online' | 'none' };
      return change(Number(action[1]), (r) => {
        r.checkedInAt = attended === 'none' ? null : (r.checkedInAt ?? '2031-05-10T12:40:00.000Z');
        r.attendedOnline = attended === 'online';
      });
    }
    if (action) {
      const id = Number(action[1]);
      const to = (body as { to?: 'confirmed' | 'waitlisted' }).to;
      const status = {
        accept: 'confirmed',
        decline: 'declined',
        remove: 'cancelled',
        move: to,
      }[action[2] ?? ''] as DeskRegistration['status'];
      return change(id, (r) => {
        r.status = status;
      });
    }
    if (url.pathname === '/check-in') {
      const request = body as { ticketCode?: string; registrationId?: number };
      const registration = desk.registrations.find((r) =>
        request.ticketCode ? r.ticketCode === request.ticketCode : r.id === request.registrationId,
      );
      if (!registration) return json(404, { error: 'No ticket with this code' });
      if (registration.checkedInAt) {
        return json(409, { error: `Already checked in at 18:02: ${registration.name}` });
      }
      registration.checkedInAt = '2031-05-10T12:32:00.000Z';
      registration.version += 1;
      return json(200, { message: `Checked in: ${registration.name}`, registration });
    }
    return undefined;
  };
}
