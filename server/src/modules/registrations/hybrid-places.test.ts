import type {
  DashboardEvent,
  EventDetail,
  Registration,
  RegistrationDeskPage,
} from '@chapterhouse/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import {
  createEvent,
  register,
  registrantNamed,
  sendRegistration,
} from '../../../test/events-fixture.js';
import { TEST_NOW } from '../../../test/test-app.js';
import { serviceOf } from '../../app.js';
import { eventRegistrations, events, mailOutbox } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';

// A hybrid event's places (issue 48, item 7): those in the room and those online are counted
// apart, each with its own waiting list; a registrant switches between them while the other has
// a place free, and the place they leave goes to the first in its own line.

// The tests' events start on 1 July 2026 at 14:00 in India (08:30 UTC).
let now = new Date(TEST_NOW);
const clock: Clock = { now: () => new Date(now) };

let t: DashboardApp;
beforeAll(async () => {
  t = await openDashboardApp({ clock });
});
afterAll(() => t.close());

const hybridEvent = (fields: Parameters<typeof createEvent>[1] = {}) =>
  createEvent(t, {
    attendanceMode: 'hybrid',
    location: 'Faraday Hall',
    meetingUrl: 'https://meet.example.com/hybrid-places',
    ...fields,
  });

const registerOnline = (eventId: number, name: string) =>
  register(t, eventId, { ...registrantNamed(name), attendance: 'online' });

/** Where each registration of the event stands: status, online and its turn, by name. */
async function standing(eventId: number) {
  const rows = await t.database.db
    .select({
      name: eventRegistrations.name,
      status: eventRegistrations.status,
      online: eventRegistrations.attendsOnline,
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(eventRegistrations.id);
  return Object.fromEntries(
    rows.map((row) => [row.name, `${row.status}/${row.online ? 'online' : 'room'}`]),
  );
}

const counters = async (eventId: number) => {
  const [row] = await t.database.db
    .select({ all: events.registrations, online: events.registrationsOnline })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
};

const switchTo = (token: string | null, attendance: string, version?: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/registrations/${token}/attendance`,
    payload: { attendance, ...(version === undefined ? {} : { version }) },
  });

const mailsTo = async (email: string) =>
  (
    await t.database.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(mailOutbox.id)
  ).map((row) => row.kind);

describe('a hybrid event’s places', () => {
  it('counts the room and online apart, each with its own waiting list', async () => {
    const event = await hybridEvent({ capacity: 2, onlineCapacity: 1 });
    expect(event).toMatchObject({ capacity: 2, onlineCapacity: 1, registrationsOnline: 0 });

    const ada = await register(t, event.id, 'Ada');
    await register(t, event.id, 'Bo');
    const cy = await register(t, event.id, { ...registrantNamed('Cy'), attendance: 'in-person' });
    const di = await registerOnline(event.id, 'Di');
    const ed = await registerOnline(event.id, 'Ed');
    expect(ada.registration).toMatchObject({ status: 'confirmed', attendance: 'in-person' });
    // Each waits first in its own line: the room's list and the online one.
    expect(cy.registration).toMatchObject({
      status: 'waitlisted',
      attendance: 'in-person',
      waitlistPosition: 1,
    });
    expect(di.registration).toMatchObject({ status: 'confirmed', attendance: 'online' });
    expect(ed.registration).toMatchObject({
      status: 'waitlisted',
      attendance: 'online',
      waitlistPosition: 1,
    });
    expect(await counters(event.id)).toEqual({ all: 3, online: 1 });
    // Their mails say which way they attend.
    const [mail] = await t.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'di@example.edu'));
    expect(mail?.text).toContain('You attend: online');

    // Visitors read the places of each kind.
    const detail = (await t.app.inject(`/api/events/${event.id}`)).json<EventDetail>();
    expect(detail).toMatchObject({
      capacity: 2,
      onlineCapacity: 1,
      registrations: 3,
      registrationsOnline: 1,
    });

    // The desk shows who attends online and each line's turns.
    const desk = await t.api('GET', `${t.base}/events/${event.id}/registrations`);
    expect(desk.statusCode, desk.body).toBe(200);
    const page = desk.json<RegistrationDeskPage>();
    expect(page.event).toMatchObject({
      attendanceMode: 'hybrid',
      capacity: 2,
      onlineCapacity: 1,
      registrations: 3,
      registrationsOnline: 1,
    });
    expect(page.items.map((row) => [row.name, row.attendsOnline, row.waitlistPosition])).toEqual([
      ['Ada', false, null],
      ['Bo', false, null],
      ['Cy', false, 1],
      ['Di', true, null],
      ['Ed', true, 1],
    ]);

    // Di's online place goes to Ed, first in the online line, not to Cy, who waits for the room.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${di.token}/cancel`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await standing(event.id)).toMatchObject({
      Cy: 'waitlisted/room',
      Di: 'cancelled/online',
      Ed: 'confirmed/online',
    });
    expect(await counters(event.id)).toEqual({ all: 3, online: 1 });
  });

  it('lets a registrant switch while the other way has a place free', async () => {
    const event = await hybridEvent({ capacity: 1, onlineCapacity: 1 });
    const ada = await register(t, event.id, 'Ada');
    const bo = await register(t, event.id, 'Bo');
    const cy = await registerOnline(event.id, 'Cy');

    // Their page offers the other way, and says whether it has room.
    const page = async (token: string | null) =>
      (await t.app.inject(`/api/registrations/${token}`)).json<Registration>();
    expect((await page(ada.token)).attendanceSwitch).toEqual({ to: 'online', free: false });

    // Online is full: Ada keeps her place in the room, nothing changes.
    const full = await switchTo(ada.token, 'online');
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe(
      'There are no places left online: you keep your place in the room.',
    );
    const waiting = await switchTo(bo.token, 'online');
    expect(waiting.json().error).toBe(
      'There are no places left online: you keep your turn on the waiting list in the room.',
    );
    expect(await standing(event.id)).toEqual({
      Ada: 'confirmed/room',
      Bo: 'waitlisted/room',
      Cy: 'confirmed/online',
    });

    // The officers open two more online places: Bo's turn in the room becomes a place online.
    const edited = await t.api('PUT', `${t.base}/events/upcoming/${event.id}`, {
      title: event.title,
      date: event.date,
      time: event.time,
      description: event.description,
      attendanceMode: 'hybrid',
      location: 'Faraday Hall',
      meetingUrl: 'https://meet.example.com/hybrid-places',
      capacity: 1,
      onlineCapacity: 3,
      version: event.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const moved = await switchTo(bo.token, 'online');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Registration>()).toMatchObject({
      status: 'confirmed',
      attendance: 'online',
      attendanceSwitch: { to: 'in-person', free: false },
    });
    expect(await mailsTo('bo@example.edu')).toContain('registration-promoted');

    // Ada moves online too; her place in the room is free again.
    const before = (await page(ada.token)) as Registration & { version?: number };
    const adaMoved = await switchTo(ada.token, 'online');
    expect(adaMoved.json<Registration>()).toMatchObject({
      status: 'confirmed',
      attendance: 'online',
      attendanceSwitch: { to: 'in-person', free: true },
    });
    expect(before.attendance).toBe('in-person');
    expect(await counters(event.id)).toEqual({ all: 3, online: 3 });

    // The way they have already changes nothing.
    const again = await switchTo(cy.token, 'online');
    expect(again.statusCode).toBe(200);
    expect(await counters(event.id)).toEqual({ all: 3, online: 3 });
  });

  it('refuses what an event does not offer, with 400 or 409, and writes nothing', async () => {
    const inPerson = await createEvent(t, { capacity: 5 });
    const hybrid = await hybridEvent({ capacity: 5 });
    const ada = await register(t, hybrid.id, 'Ada');
    const everything = () =>
      t.database.db.select().from(eventRegistrations).orderBy(eventRegistrations.id);
    const before = await everything();

    const online = await sendRegistration(t, inPerson.id, {
      ...registrantNamed('Zed'),
      attendance: 'online',
    });
    expect(online.statusCode).toBe(400);
    expect(online.json().error).toBe('This event is held in person only: it has no online places.');
    const virtual = await sendRegistration(t, hybrid.id, {
      ...registrantNamed('Zed'),
      attendance: 'virtual',
    });
    expect(virtual.statusCode).toBe(400);
    expect(virtual.json().error).toContain('Choose in person or online');

    expect((await switchTo(ada.token, 'both')).statusCode).toBe(400);
    expect((await switchTo(ada.token, 'online', 0)).statusCode).toBe(400);
    expect((await switchTo('x'.repeat(30), 'online')).statusCode).toBe(404);
    // A stale page: someone (an officer at the desk) changed the registration meanwhile.
    expect((await switchTo(ada.token, 'online', 99)).statusCode).toBe(409);
    expect(await everything()).toEqual(before);

    const zed = await register(t, inPerson.id, 'Zed');
    const notHybrid = await switchTo(zed.token, 'online');
    expect(notHybrid.statusCode).toBe(409);
    expect(notHybrid.json().error).toBe(
      'This event has one way to attend: there is nothing to switch.',
    );
    expect(zed.registration).toMatchObject({ attendance: null, attendanceSwitch: null });
  });

  it('has the desk give a registration a place of its own kind', async () => {
    const event = await hybridEvent({ capacity: 1, onlineCapacity: 1, registrationApproval: true });
    await registerOnline(event.id, 'Ada');
    await registerOnline(event.id, 'Bo');
    const deskRow = async (name: string) => {
      const desk = await t.api('GET', `${t.base}/events/${event.id}/registrations`);
      const row = desk.json<RegistrationDeskPage>().items.find((item) => item.name === name);
      if (!row) throw new Error(`no ${name}`);
      return row;
    };
    const act = async (name: string, action: string, body: object = {}) => {
      const row = await deskRow(name);
      return t.api('POST', `${t.base}/events/${event.id}/registrations/${row.id}/${action}`, {
        version: row.version,
        ...body,
      });
    };
    expect((await act('Ada', 'accept')).statusCode).toBe(200);
    // The online place is Ada's: accepted, Bo waits online though the room has a place.
    expect((await act('Bo', 'accept')).json()).toMatchObject({
      status: 'waitlisted',
      attendsOnline: true,
      waitlistPosition: 1,
    });
    const full = await act('Bo', 'move', { to: 'confirmed' });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe(
      "The event's online places are full: 1 of 1 are taken. Raise them or move someone to the waiting list first.",
    );
    expect(await counters(event.id)).toEqual({ all: 1, online: 1 });
  });

  it('gives the meeting to the online places only: their join links and join mails', async () => {
    now = new Date(TEST_NOW);
    const event = await hybridEvent({ capacity: 5, onlineCapacity: 5 });
    const room = await register(t, event.id, 'Rhea');
    const online = await registerOnline(event.id, 'Omar');
    const page = async (token: string | null) =>
      (await t.app.inject(`/api/registrations/${token}`)).json<Registration>();
    expect((await page(room.token)).joinPath).toBeNull();
    const joinPath = (await page(online.token)).joinPath;
    expect(joinPath).toMatch(/^\/join\//);

    // 20 minutes before the start: the join links are mailed, to the online place only.
    now = new Date('2026-07-01T08:10:00Z');
    await serviceOf(t.app, 'join-links').runDue();
    const joinMailsTo = async (email: string) =>
      t.database.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'registration-join'), eq(mailOutbox.to, email)));
    expect(await joinMailsTo('omar@example.edu')).toHaveLength(1);
    expect(await joinMailsTo('rhea@example.edu')).toHaveLength(0);

    // Switched to the room, the online link says where their place is now.
    const switched = await switchTo(online.token, 'in-person');
    expect(switched.json<Registration>()).toMatchObject({
      attendance: 'in-person',
      joinPath: null,
    });
    const view = await t.app.inject(`/api/join/${joinPath?.replace('/join/', '')}`);
    expect(view.json()).toMatchObject({
      state: 'cancelled',
      message:
        'Your place is in the room. To join online, switch to an online place on your registration page while there is one.',
    });
    now = new Date(TEST_NOW);
  });

  it('gives each kind its own places when a crowd registers at once', async () => {
    const event = await hybridEvent({ capacity: 4, onlineCapacity: 3 });
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        register(t, event.id, {
          ...registrantNamed(`Crowd${index}`),
          attendance: index % 2 === 0 ? 'in-person' : 'online',
        }),
      ),
    );
    const of = (attendance: string, status: string) =>
      answers.filter(
        (answer) =>
          answer.registration.attendance === attendance && answer.registration.status === status,
      );
    expect(of('in-person', 'confirmed')).toHaveLength(4);
    expect(of('online', 'confirmed')).toHaveLength(3);
    // Each line counts its own turns, from 1.
    const turns = (attendance: string) =>
      of(attendance, 'waitlisted')
        .map((answer) => answer.registration.waitlistPosition)
        .sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(turns('in-person')).toEqual([1, 2, 3, 4]);
    expect(turns('online')).toEqual([1, 2, 3, 4, 5]);
    expect(await counters(event.id)).toEqual({ all: 7, online: 3 });
  });

  it('counts everyone in one line again when the event is no longer hybrid', async () => {
    const event = await hybridEvent({ capacity: 1, onlineCapacity: 1 });
    await register(t, event.id, 'Ada');
    await registerOnline(event.id, 'Bo');
    await registerOnline(event.id, 'Cy');
    const edited = await t.api('PUT', `${t.base}/events/upcoming/${event.id}`, {
      title: event.title,
      date: event.date,
      time: event.time,
      description: event.description,
      attendanceMode: 'in-person',
      location: 'Faraday Hall',
      capacity: 3,
      onlineCapacity: 5,
      version: event.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // Online places go with the hybrid event; Cy, who waited online, takes the third place.
    expect(edited.json<DashboardEvent>()).toMatchObject({ onlineCapacity: null });
    expect(await standing(event.id)).toEqual({
      Ada: 'confirmed/room',
      Bo: 'confirmed/room',
      Cy: 'confirmed/room',
    });
    expect(await counters(event.id)).toEqual({ all: 3, online: 0 });
    const [row] = await t.database.db
      .select({ online: eventRegistrations.attendsOnline })
      .from(eventRegistrations)
      .where(
        and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.attendsOnline, true)),
      );
    expect(row).toBeUndefined();
  });
});
