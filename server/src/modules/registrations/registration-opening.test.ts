import type { EventDetail, RegistrationCreated, RegistrationWindow } from '@chapterhouse/shared';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import {
  createEvent,
  type EventFields,
  newEventBody,
  sendRegistration,
} from '../../../test/events-fixture.js';
import { eventRegistrationLinks, eventRegistrations, mailOutbox } from '../../db/schema/index.js';
import { CACHE_STATUS_HEADER } from '../public-cache/cached-response.js';
import { REGISTRATION_REFUSALS } from './registration-rules.js';

// Registration that opens at a set time (issue 27): refused before it, taken from its very second,
// the server's clock deciding; and the window the event page's countdown reads.

const START = new Date('2026-06-15T10:00:00Z'); // 15:30 in Asia/Kolkata, the tests' zone
let now = START;
let t: DashboardApp;
beforeAll(async () => {
  t = await openDashboardApp({ clock: { now: () => new Date(now) } });
});
afterAll(() => t.close());

const windowOf = (eventId: number) => t.app.inject(`/api/events/${eventId}/registration-window`);

/** The events here open registration at 16:00:30 on 15 June in Kolkata: 10:30:30 UTC. */
const OPENING: EventFields = { capacity: 60, registrationOpens: '2026-06-15T16:00:30' };

/** What a registration leaves behind: its rows, its links, its mails. */
async function writtenFor(eventId: number) {
  const ids = t.database.db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId));
  const [registrations] = await t.database.db
    .select({ n: count() })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId));
  const [links] = await t.database.db
    .select({ n: count() })
    .from(eventRegistrationLinks)
    .where(inArray(eventRegistrationLinks.registrationId, ids));
  const [mails] = await t.database.db
    .select({ n: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'registration-confirmed'));
  return { registrations: registrations?.n, links: links?.n, mails: mails?.n };
}

const at = (instant: string) => {
  now = new Date(instant);
};

describe('registration that opens at a set time', () => {
  it('keeps the opening time to the second, on the branch’s clock and as an instant', async () => {
    const event = await createEvent(t, OPENING);
    expect(event.registrationOpens).toBe('2026-06-15T16:00:30');
    const detail = (await t.app.inject(`/api/events/${event.id}`)).json<EventDetail>();
    expect(detail.registrationOpens).toBe('2026-06-15T16:00:30');
    expect(detail.registrationOpensAt).toBe('2026-06-15T10:30:30.000Z');
    // Minute-precise, as the dashboard's field sends it.
    const minute = await createEvent(t, { ...OPENING, registrationOpens: '2026-06-15T16:00' });
    expect(minute.registrationOpens).toBe('2026-06-15T16:00');
    // Left out: open as soon as published, as before.
    const open = await createEvent(t, { ...OPENING, registrationOpens: undefined });
    expect(open.registrationOpens).toBeNull();
    expect(
      (await t.app.inject(`/api/events/${open.id}`)).json<EventDetail>().registrationOpensAt,
    ).toBeNull();
  });

  it('refuses a registration before the opening with 409, writing nothing', async () => {
    const event = await createEvent(t, OPENING);
    const before = await writtenFor(event.id);
    at('2026-06-15T10:30:29.999Z');
    try {
      const early = await sendRegistration(t, event.id, 'Early');
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({
        error: 'Registration opens at 16:00:30 IST on Monday 15 June 2026.',
      });
      expect(early.json().error).toBe(
        REGISTRATION_REFUSALS.notYetOpen('16:00:30 IST on Monday 15 June 2026'),
      );
      expect(await writtenFor(event.id)).toEqual(before);
      expect(before).toMatchObject({ registrations: 0, links: 0 });
    } finally {
      now = START;
    }
  });

  it('takes a registration at the opening second itself', async () => {
    const event = await createEvent(t, OPENING);
    at('2026-06-15T10:30:30.000Z');
    try {
      const first = await sendRegistration(t, event.id, 'First');
      expect(first.statusCode).toBe(201);
      expect(first.json<RegistrationCreated>().registration.status).toBe('confirmed');
      expect(await writtenFor(event.id)).toMatchObject({ registrations: 1, links: 1 });
    } finally {
      now = START;
    }
  });

  it('tells the page’s countdown the server’s time and when it opens, never to be kept', async () => {
    const event = await createEvent(t, OPENING);
    const closed = await windowOf(event.id);
    expect(closed.statusCode).toBe(200);
    expect(closed.headers['cache-control']).toBe('no-store');
    expect(closed.json<RegistrationWindow>()).toEqual({
      now: START.toISOString(),
      opensAt: '2026-06-15T10:30:30.000Z',
      closesAt: '2026-07-01T08:30:00.000Z',
      open: false,
    });
    // Asked again, it is asked of the server again: its clock has moved on.
    at('2026-06-15T10:30:30.000Z');
    try {
      const opened = await windowOf(event.id);
      expect(opened.headers[CACHE_STATUS_HEADER]).toBeUndefined();
      expect(opened.json<RegistrationWindow>()).toMatchObject({
        now: '2026-06-15T10:30:30.000Z',
        open: true,
      });
    } finally {
      now = START;
    }
    // Without an opening time, open since published; after closing, not.
    const always = await createEvent(t, {
      ...OPENING,
      registrationOpens: '',
      registrationCloses: '2026-06-15T16:00',
    });
    expect((await windowOf(always.id)).json<RegistrationWindow>()).toMatchObject({
      opensAt: null,
      closesAt: '2026-06-15T10:30:00.000Z',
      open: true,
    });
    at('2026-06-15T10:30:00.000Z');
    try {
      expect((await windowOf(always.id)).json<RegistrationWindow>().open).toBe(false);
    } finally {
      now = START;
    }
  });

  it('answers 404 for the window of a draft, an unknown event or one not taking registrations here', async () => {
    const draft = await createEvent(t, { ...OPENING, publication: { action: 'draft' } });
    const elsewhere = await createEvent(t, {
      ...OPENING,
      registrationMode: 'link',
      registrationLink: 'https://example.org/register',
      registrationOpens: '',
    });
    for (const id of [draft.id, elsewhere.id, 987_654]) {
      const response = await windowOf(id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual(expect.any(String));
    }
    expect((await t.app.inject(`/api/events/${draft.id}`)).statusCode).toBe(404);
    expect((await windowOf(elsewhere.id)).json()).toEqual({
      error: REGISTRATION_REFUSALS.notHere,
    });
    expect((await t.app.inject('/api/events/x/registration-window')).statusCode).toBe(400);
  });

  it('refuses an opening after the closing, or after the start without one, with 400 and nothing written', async () => {
    const cases = [
      { registrationOpens: '2026-06-20T10:00', registrationCloses: '2026-06-20T10:00' },
      { registrationOpens: '2026-07-01T14:00' },
      { registrationOpens: '2026-07-02T09:00', time: null },
    ];
    for (const overrides of cases) {
      const title = `Never saved ${Math.random()}`;
      const response = await t.api(
        'POST',
        `${t.base}/events/upcoming`,
        newEventBody({ ...OPENING, title, ...overrides }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain('Registration must open before it closes');
      const listed = (await t.api('GET', `${t.base}/events/upcoming?limit=100`)).json<{
        items: { title: string }[];
      }>();
      expect(listed.items.some((item) => item.title === title)).toBe(false);
    }
    // An event without a start time takes registrations until its day ends.
    expect(
      (await createEvent(t, { ...OPENING, time: null, registrationOpens: '2026-07-01T09:00' })).id,
    ).toEqual(expect.any(Number));
    // An edit is held to the same rule, and leaves the event as it was.
    const event = await createEvent(t, OPENING);
    const edit = await t.api('PUT', `${t.base}/events/upcoming/${event.id}`, {
      ...newEventBody({ ...OPENING, title: event.title, registrationOpens: '2026-07-01T15:00' }),
      version: event.version,
    });
    expect(edit.statusCode).toBe(400);
    const kept = await t.api('GET', `${t.base}/events/${event.id}/preview`);
    expect(kept.json<EventDetail>()).toMatchObject({
      registrationOpens: '2026-06-15T16:00:30',
      registrationOpensAt: '2026-06-15T10:30:30.000Z',
    });
  });

  it('empties the public cache at the opening, so a page kept before it is not served after', async () => {
    const event = await createEvent(t, OPENING);
    const read = () => t.app.inject(`/api/events/${event.id}`);
    expect((await read()).headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect((await read()).headers[CACHE_STATUS_HEADER]).toBe('hit');
    at('2026-06-15T10:30:29.999Z');
    try {
      expect((await read()).headers[CACHE_STATUS_HEADER]).toBe('hit');
      at('2026-06-15T10:30:30.000Z');
      expect((await read()).headers[CACHE_STATUS_HEADER]).toBe('miss');
      expect((await read()).headers[CACHE_STATUS_HEADER]).toBe('hit');
    } finally {
      now = START;
    }
  });
});
