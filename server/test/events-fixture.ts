import type {
  DashboardEvent,
  EventInput,
  PublicationChoice,
  RegistrationCreated,
  RegistrationRequest,
} from '@chapterhouse/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestAccount } from './accounts.js';
import type { DashboardApp } from './dashboard-fixture.js';
import type { TestApp } from './test-app.js';

/** An upcoming event's fields as the dashboard's form sends them, and how it is published. */
export type EventFields = Partial<EventInput> & { publication?: PublicationChoice };

/** Another organisation's dashboard (its API base) and the officer who adds events there. */
export interface EventHost {
  base: string;
  officer: TestAccount;
}

/**
 * Adds an upcoming event through the dashboard API, as `t.officer` of `t.society` unless `host`
 * names another, and expects 201. Unless `fields` say otherwise: a title of its own, 1 July
 * 2026 (16 days after `TEST_NOW`) at 14:00, no capacity, published, and registration on the
 * site without confirming the address (as before events could ask for it). A field given as
 * `undefined` is left out of the request, so that the server's default applies.
 */
export async function createEvent(
  t: DashboardApp,
  fields: EventFields = {},
  host: EventHost = { base: t.base, officer: t.officer },
): Promise<DashboardEvent> {
  const response = await t.api(
    'POST',
    `${host.base}/events/upcoming`,
    newEventBody(fields),
    host.officer,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DashboardEvent>();
}

/** What `createEvent` sends, for a test that sends it itself (and expects it refused). */
export function newEventBody(fields: EventFields = {}): EventFields {
  return {
    title: `Event ${Math.random().toString(36).slice(2, 8)}`,
    date: '2026-07-01',
    time: '14:00',
    description: 'Hands-on.',
    registrationMode: 'site',
    registrationConfirmEmail: false,
    ...fields,
  };
}

let clients = 0;
/**
 * A client address not handed out before in this test process: registering (and other public
 * writes) is limited per address, and a crowd of registrants comes from a crowd of phones. From
 * 100.64.0.0/10 (shared address space), a range no test writes by hand.
 */
export function clientAddress(): string {
  clients += 1;
  return `100.${64 + ((clients >> 16) & 63)}.${(clients >> 8) & 255}.${clients & 255}`;
}

/** Who registers: a name (their address is it in lower case at example.edu), or the whole form. */
export type Registrant = string | RegistrationRequest;

/** The form of a registrant given by name: `Ada` is ada@example.edu. */
export const registrantNamed = (name: string): RegistrationRequest => ({
  name,
  email: `${name.toLowerCase()}@example.edu`,
});

/** The n-th of a crowd of students: Student 3 is student3@example.edu. */
export const student = (index: number): RegistrationRequest => ({
  name: `Student ${index}`,
  email: `student${index}@example.edu`,
});

/**
 * Sends a registration for the event from a client address of its own, and hands back the
 * answer whatever it is. `registrant` may be any body, for the tests of what is refused.
 */
export function sendRegistration(
  t: Pick<TestApp, 'app'>,
  eventId: number,
  registrant: Registrant | object,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/registrations`,
    payload: typeof registrant === 'string' ? registrantNamed(registrant) : registrant,
    remoteAddress: clientAddress(),
  });
}

/** Registers someone for the event through the public API, expecting 201: the answer. */
export async function register(
  t: Pick<TestApp, 'app'>,
  eventId: number,
  registrant: Registrant,
): Promise<RegistrationCreated> {
  const response = await sendRegistration(t, eventId, registrant);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<RegistrationCreated>();
}
