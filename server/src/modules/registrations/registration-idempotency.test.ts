import { randomUUID } from 'node:crypto';
import type { RegistrationCreated } from '@chapterhouse/shared';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { createEvent, register, sendRegistration } from '../../../test/events-fixture.js';
import { TEST_ORIGIN, TEST_TIMEZONE } from '../../../test/test-app.js';
import { serviceOf } from '../../app.js';
import {
  eventRegistrationLinks,
  eventRegistrations,
  mailOutbox,
  registrationIdempotencyKeys,
} from '../../db/schema/index.js';
import { hashToken } from '../../lib/link-tokens.js';
import { createServiceContext } from '../../lib/service-context.js';
import { pruneIdempotencyKeys } from './registration-jobs.js';
import { REGISTRATION_REFUSALS } from './registration-rules.js';

// A registration's idempotency key (decision 016): a client that retries after a time-out gets
// its first answer back, not a second registration or a 409.

const START = new Date('2026-06-15T10:00:00Z');
let now = START;
let t: DashboardApp;
beforeAll(async () => {
  t = await openDashboardApp({ clock: { now: () => new Date(now) } });
});
afterAll(() => t.close());

/** Everything registering writes for the event: rows, links, keys, and its mails. */
async function writtenFor(eventId: number) {
  const ids = t.database.db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId));
  const rows = await t.database.db
    .select({ email: eventRegistrations.email })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId));
  const [links] = await t.database.db
    .select({ n: count() })
    .from(eventRegistrationLinks)
    .where(inArray(eventRegistrationLinks.registrationId, ids));
  const [keys] = await t.database.db
    .select({ n: count() })
    .from(registrationIdempotencyKeys)
    .where(eq(registrationIdempotencyKeys.eventId, eventId));
  const mails = await t.database.db
    .select({ to: mailOutbox.to })
    .from(mailOutbox)
    .where(
      inArray(
        mailOutbox.to,
        rows.map((row) => row.email),
      ),
    );
  return { registrations: rows.length, links: links?.n, keys: keys?.n, mails: mails.length };
}

describe('a registration’s idempotency key', () => {
  it('gives a retry with the same key the first answer, token included, and registers once', async () => {
    const event = await createEvent(t, { capacity: 60 });
    const body = { name: 'Asha', email: 'asha@example.edu', idempotencyKey: randomUUID() };
    const first = await sendRegistration(t, event.id, body);
    expect(first.statusCode).toBe(201);
    const created = first.json<RegistrationCreated>();
    expect(created.token).toEqual(expect.any(String));
    // The retry, after a time-out that hid the first answer; in any letter case of the address.
    const again = await sendRegistration(t, event.id, { ...body, email: 'Asha@Example.EDU' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(created);
    expect(await writtenFor(event.id)).toEqual({ registrations: 1, links: 1, keys: 1, mails: 1 });
    // The token given again opens the registration: it is the first answer's link.
    const opened = await t.app.inject(`/api/registrations/${created.token}`);
    expect(opened.statusCode).toBe(200);
    // Only the key's hash is kept.
    const [kept] = await t.database.db
      .select({ keyHash: registrationIdempotencyKeys.keyHash })
      .from(registrationIdempotencyKeys)
      .where(eq(registrationIdempotencyKeys.eventId, event.id));
    expect(kept?.keyHash).toBe(hashToken(body.idempotencyKey));
  });

  it('registers once for two simultaneous requests with the same key, both given the same answer', async () => {
    const event = await createEvent(t, { capacity: 60 });
    const body = { name: 'Bo', email: 'bo@example.edu', idempotencyKey: randomUUID() };
    const answers = await Promise.all([
      sendRegistration(t, event.id, body),
      sendRegistration(t, event.id, body),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[1]?.json()).toEqual(answers[0]?.json());
    expect(answers[0]?.json<RegistrationCreated>().token).toEqual(expect.any(String));
    expect(await writtenFor(event.id)).toEqual({ registrations: 1, links: 1, keys: 1, mails: 1 });
  });

  it('keeps 50 places exact when 100 registrants each send their request twice at once', async () => {
    const event = await createEvent(t, { capacity: 50 });
    const people = Array.from({ length: 100 }, (_, index) => ({
      name: `Twice ${index}`,
      email: `twice${index}@example.edu`,
      idempotencyKey: randomUUID(),
    }));
    const answers = await Promise.all(
      people.flatMap((person) => [
        sendRegistration(t, event.id, person),
        sendRegistration(t, event.id, person),
      ]),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    for (let index = 0; index < answers.length; index += 2) {
      expect(answers[index + 1]?.json()).toEqual(answers[index]?.json());
    }
    const statuses = answers
      .filter((_, index) => index % 2 === 0)
      .map((answer) => answer.json<RegistrationCreated>().registration.status);
    expect(statuses.filter((status) => status === 'confirmed')).toHaveLength(50);
    expect(statuses.filter((status) => status === 'waitlisted')).toHaveLength(50);
    expect(await writtenFor(event.id)).toMatchObject({ registrations: 100, keys: 100 });
  });

  it('refuses the same key for another address with 409, writing nothing', async () => {
    const event = await createEvent(t, { capacity: 60 });
    const idempotencyKey = randomUUID();
    await sendRegistration(t, event.id, { name: 'Cy', email: 'cy@example.edu', idempotencyKey });
    const before = await writtenFor(event.id);
    const other = await sendRegistration(t, event.id, {
      name: 'Di',
      email: 'di@example.edu',
      idempotencyKey,
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ error: REGISTRATION_REFUSALS.keyReused });
    expect(await writtenFor(event.id)).toEqual(before);
    // Both at once: one registers, the other is refused, whichever came second.
    const race = await createEvent(t, { capacity: 60 });
    const key = randomUUID();
    const answers = await Promise.all([
      sendRegistration(t, race.id, { name: 'Ed', email: 'ed@example.edu', idempotencyKey: key }),
      sendRegistration(t, race.id, { name: 'Flo', email: 'flo@example.edu', idempotencyKey: key }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await writtenFor(race.id)).toMatchObject({ registrations: 1, keys: 1 });
  });

  it('refuses a malformed key with 400, writing nothing', async () => {
    const event = await createEvent(t, { capacity: 60 });
    for (const idempotencyKey of ['retry-1', '123', `${randomUUID()}x`, 42]) {
      const response = await sendRegistration(t, event.id, {
        name: 'Gus',
        email: 'gus@example.edu',
        idempotencyKey,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
    expect(await writtenFor(event.id)).toEqual({ registrations: 0, links: 0, keys: 0, mails: 0 });
    // Blank is no key.
    expect(
      (
        await sendRegistration(t, event.id, {
          name: 'Gus',
          email: 'gus@example.edu',
          idempotencyKey: '',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('answers an address registered without the key with the usual 409', async () => {
    const event = await createEvent(t, { capacity: 60 });
    await register(t, event.id, 'Hal');
    const keyed = await sendRegistration(t, event.id, {
      name: 'Hal',
      email: 'HAL@example.edu',
      idempotencyKey: randomUUID(),
    });
    expect(keyed.statusCode).toBe(409);
    expect(keyed.json()).toEqual({ error: REGISTRATION_REFUSALS.duplicate });
  });

  it('gives no token again where the address must be proven, as the first answer gave none', async () => {
    const event = await createEvent(t, { capacity: 60, registrationConfirmEmail: true });
    const body = { name: 'Ivy', email: 'ivy@example.edu', idempotencyKey: randomUUID() };
    const first = await sendRegistration(t, event.id, body);
    const again = await sendRegistration(t, event.id, body);
    expect(first.json<RegistrationCreated>().token).toBeNull();
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
  });

  it('gives the first answer to a retry that comes after registration closed', async () => {
    const event = await createEvent(t, { capacity: 60, registrationCloses: '2026-06-15T16:00' });
    const body = { name: 'Nia', email: 'nia@example.edu', idempotencyKey: randomUUID() };
    const first = await sendRegistration(t, event.id, body);
    now = new Date('2026-06-15T10:30:00Z');
    try {
      const again = await sendRegistration(t, event.id, body);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      // Without the key it is refused, as registration has closed.
      const fresh = await sendRegistration(t, event.id, { ...body, idempotencyKey: randomUUID() });
      expect(fresh.json()).toEqual({ error: REGISTRATION_REFUSALS.closed });
    } finally {
      now = START;
    }
  });

  it('replays nothing once its registration is cancelled: sent again, it is a new registration with a new link', async () => {
    const event = await createEvent(t, { capacity: 60 });
    const body = { name: 'Mo', email: 'mo@example.edu', idempotencyKey: randomUUID() };
    const first = (await sendRegistration(t, event.id, body)).json<RegistrationCreated>();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${first.token}/cancel`,
    });
    expect(cancel.json()).toMatchObject({ status: 'cancelled' });

    const again = await sendRegistration(t, event.id, body);
    expect(again.statusCode, again.body).toBe(201);
    const second = again.json<RegistrationCreated>();
    expect(second.registration.status).toBe('confirmed');
    expect(second.token).toEqual(expect.any(String));
    expect(second.token).not.toBe(first.token);
    // The first mail's link went with the cancelled registration: it opens nothing now.
    expect((await t.app.inject(`/api/registrations/${first.token}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/registrations/${second.token}`)).statusCode).toBe(200);
    // A retry of this request gets its answer, with its own link.
    const retry = await sendRegistration(t, event.id, body);
    expect(retry.json()).toEqual(second);
    expect(await writtenFor(event.id)).toMatchObject({ registrations: 1, links: 1, keys: 1 });

    // Cancelled again, and the first answer's time has long passed (registration closed): the
    // key gives back no registration that is no more.
    await t.app.inject({ method: 'POST', url: `/api/registrations/${second.token}/cancel` });
    const closed = await createEvent(t, { capacity: 60, registrationCloses: '2026-06-15T16:00' });
    const late = { ...body, idempotencyKey: randomUUID() };
    const kept = (await sendRegistration(t, closed.id, late)).json<RegistrationCreated>();
    await t.app.inject({ method: 'POST', url: `/api/registrations/${kept.token}/cancel` });
    now = new Date('2026-06-15T10:30:00Z');
    try {
      const retried = await sendRegistration(t, closed.id, late);
      expect(retried.json()).toEqual({ error: REGISTRATION_REFUSALS.closed });
    } finally {
      now = START;
    }
  });

  it('gives a retry no link that would not open its registration (one made before an upgrade)', async () => {
    const event = await createEvent(t, { capacity: 60 });
    const body = { name: 'Ola', email: 'ola@example.edu', idempotencyKey: randomUUID() };
    const first = (await sendRegistration(t, event.id, body)).json<RegistrationCreated>();
    // Its link as an older way of making tokens made it: not the one the retry computes.
    await t.database.db
      .update(eventRegistrationLinks)
      .set({ tokenHash: hashToken('made-the-old-way') })
      .where(eq(eventRegistrationLinks.tokenHash, hashToken(first.token ?? '')));
    const again = await sendRegistration(t, event.id, body);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ ...first, token: null });
  });

  it('forgets a key after a day: pruned, and a retry then is an ordinary registration', async () => {
    const event = await createEvent(t, { capacity: 60 });
    const idempotencyKey = randomUUID();
    await sendRegistration(t, event.id, { name: 'Jo', email: 'jo@example.edu', idempotencyKey });
    now = new Date(START.getTime() + 24 * 3_600_000 + 1000);
    try {
      const late = await sendRegistration(t, event.id, {
        name: 'Jo',
        email: 'jo@example.edu',
        idempotencyKey,
      });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ error: REGISTRATION_REFUSALS.duplicate });
      // Another address may take the stale key over.
      const other = await sendRegistration(t, event.id, {
        name: 'Kim',
        email: 'kim@example.edu',
        idempotencyKey,
      });
      expect(other.statusCode).toBe(201);
      now = new Date(START.getTime() + 3 * 24 * 3_600_000);
      const context = createServiceContext(
        t.database.db,
        t.clock,
        TEST_TIMEZONE,
        serviceOf(t.app, 'mailer'),
        TEST_ORIGIN,
      );
      expect(await pruneIdempotencyKeys(context)).toBeGreaterThanOrEqual(1);
      expect(await writtenFor(event.id)).toMatchObject({ registrations: 2, keys: 0 });
    } finally {
      now = START;
    }
  });

  it('keeps every address in lower case, so the unique index holds in any letter case', async () => {
    const event = await createEvent(t, { capacity: 60 });
    await sendRegistration(t, event.id, { name: 'Lu', email: 'Lu@Example.edu' });
    const again = await sendRegistration(t, event.id, { name: 'Lu', email: 'lU@example.EDU' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: REGISTRATION_REFUSALS.duplicate });
    // Whatever writes a row, the database refuses an address in capitals.
    await expect(
      t.database.db.insert(eventRegistrations).values({
        eventId: event.id,
        name: 'Lu',
        email: 'LU@EXAMPLE.EDU',
        status: 'confirmed',
        ticketCode: 'TEST-CASE-0001',
      }),
    ).rejects.toThrow();
  });
});
