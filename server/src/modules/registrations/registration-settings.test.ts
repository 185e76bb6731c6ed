import type { DashboardEvent, EventDetail, RegistrationCreated } from '@chapterhouse/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { createEvent, register, sendRegistration } from '../../../test/events-fixture.js';
import { eventRegistrations } from '../../db/schema/index.js';
import { COALESCED_INVALIDATION_MS } from '../public-cache/public-cache.plugin.js';
import { REGISTRATION_REFUSALS } from './registration-rules.js';

// What officers set on an event for its registrations: approval, a closing time, questions.

let now = new Date('2026-06-15T10:00:00Z'); // 15:30 in Asia/Kolkata, the tests' zone
let t: DashboardApp;
beforeAll(async () => {
  t = await openDashboardApp({ clock: { now: () => new Date(now) } });
});
afterAll(() => t.close());

const rowsOf = (eventId: number) =>
  t.database.db
    .select({ status: eventRegistrations.status, answers: eventRegistrations.answers })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId));

describe('registration settings', () => {
  it('holds every registration as pending while the event asks for approval, taking no place', async () => {
    const event = await createEvent(t, { registrationApproval: true, capacity: 1 });
    for (const index of [1, 2]) {
      const response = await sendRegistration(t, event.id, {
        name: `Student ${index}`,
        email: `approve${index}@example.edu`,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json<RegistrationCreated>().registration).toMatchObject({
        status: 'pending',
        ticketCode: null,
      });
    }
    expect((await rowsOf(event.id)).map((row) => row.status)).toEqual(['pending', 'pending']);
    const read = (await t.app.inject(`/api/events/${event.id}`)).json<EventDetail>();
    expect(read).toMatchObject({ registrations: 0, registrationApproval: true });
  });

  it('closes at the time the officers set, read on the branch’s clock', async () => {
    // 16:00 on 15 June in Kolkata is 10:30 UTC.
    const event = await createEvent(t, { capacity: 50, registrationCloses: '2026-06-15T16:00' });
    expect(event.registrationCloses).toBe('2026-06-15T16:00');
    await register(t, event.id, 'Early');
    now = new Date('2026-06-15T10:30:00Z');
    try {
      const late = await sendRegistration(t, event.id, { name: 'Late', email: 'late@example.edu' });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ error: REGISTRATION_REFUSALS.closed });
      expect(await rowsOf(event.id)).toHaveLength(1);
    } finally {
      now = new Date('2026-06-15T10:00:00Z');
    }
  });

  it('refuses a closing time on a day the calendar lacks, with 400 and nothing written', async () => {
    const title = `Never saved ${Math.random()}`;
    const response = await t.api('POST', `${t.base}/events/upcoming`, {
      title,
      date: '2026-07-01',
      description: 'Hands-on.',
      registrationMode: 'site',
      // Today's behaviour: registrants are not asked to confirm their address.
      registrationConfirmEmail: false,
      registrationCloses: '2026-02-30T10:00',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('Enter a date and time');
    const listed = (await t.api('GET', `${t.base}/events/upcoming?limit=100`)).json<{
      items: { title: string }[];
    }>();
    expect(listed.items.some((item) => item.title === title)).toBe(false);
  });

  it('closes when the event starts when no closing time is set', async () => {
    const event = await createEvent(t, {
      capacity: 50,
      date: '2026-06-15',
      time: '15:00',
      endTime: '18:00',
    });
    const response = await sendRegistration(t, event.id, {
      name: 'Too late',
      email: 'start@example.edu',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: REGISTRATION_REFUSALS.closed });
  });

  it('keeps the answers to the event’s questions, each of its kind, the required ones given', async () => {
    const event = await createEvent(t, {
      capacity: 50,
      registrationQuestions: [
        { label: 'T-shirt size', kind: 'choice', required: true, options: ['S', 'M', 'L'] },
        { label: 'Vegetarian?', kind: 'yes-no' },
        { label: 'Anything else?', kind: 'text' },
      ],
    });
    expect(event.registrationQuestions.map((question) => question.id)).toEqual(['q1', 'q2', 'q3']);

    const refusals = [
      [{}, 'Answer "T-shirt size".'],
      [{ q1: 'XXL' }, 'Choose one of the offered answers to "T-shirt size".'],
      [{ q1: 'M', q2: 'yes' }, 'The answer to "Vegetarian?" is not of its kind.'],
    ] as const;
    for (const [answers, error] of refusals) {
      const response = await sendRegistration(t, event.id, {
        name: 'Asked',
        email: 'asked@example.edu',
        answers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    expect(await rowsOf(event.id)).toHaveLength(0);

    const accepted = await sendRegistration(t, event.id, {
      name: 'Asked',
      email: 'asked@example.edu',
      answers: { q1: 'M', q2: true, q3: '  ', unknown: 'dropped' },
    });
    expect(accepted.statusCode).toBe(201);
    expect(await rowsOf(event.id)).toEqual([
      { status: 'confirmed', answers: { q1: 'M', q2: true } },
    ]);
  });

  it('keeps a question’s id when it is reworded, so earlier answers stay attached', async () => {
    const event = await createEvent(t, {
      capacity: 50,
      registrationQuestions: [{ label: 'Size', kind: 'text' }],
    });
    const edited = await t.api('PUT', `${t.base}/events/upcoming/${event.id}`, {
      title: event.title,
      date: event.date,
      time: event.time,
      description: event.description,
      capacity: event.capacity,
      registrationMode: 'site',
      // Today's behaviour: registrants are not asked to confirm their address.
      registrationConfirmEmail: false,
      registrationQuestions: [
        { id: 'q1', label: 'Shirt size', kind: 'text' },
        { label: 'Diet', kind: 'text' },
      ],
      version: event.version,
    });
    expect(edited.statusCode).toBe(200);
    expect(
      edited.json<DashboardEvent>().registrationQuestions.map(({ id, label }) => [id, label]),
    ).toEqual([
      ['q1', 'Shirt size'],
      ['q2', 'Diet'],
    ]);
  });

  it('refuses a choice question without two choices, and writes nothing', async () => {
    const title = `Refused ${Math.random()}`;
    const response = await t.api('POST', `${t.base}/events/upcoming`, {
      title,
      date: '2026-07-01',
      description: 'Hands-on.',
      registrationMode: 'site',
      // Today's behaviour: registrants are not asked to confirm their address.
      registrationConfirmEmail: false,
      registrationQuestions: [{ label: 'Size', kind: 'choice', options: ['M'] }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('A choice question needs at least two choices');
  });

  it('empties the public cache at once for a registration, then at most once per window in a burst', async () => {
    const event = await createEvent(t, { capacity: 50 });
    const count = async () =>
      (await t.app.inject(`/api/events/${event.id}`)).json<EventDetail>().registrations;
    expect(await count()).toBe(0);
    // Enough time since the cache was last emptied (the event's creation emptied it at once).
    await new Promise((resolve) => setTimeout(resolve, COALESCED_INVALIDATION_MS));
    await register(t, event.id, { name: 'First', email: 'burst0@example.edu' });
    expect(await count()).toBe(1);
    // Within the window: the cached answer stands for now...
    await register(t, event.id, { name: 'Second', email: 'burst1@example.edu' });
    await register(t, event.id, { name: 'Third', email: 'burst2@example.edu' });
    expect(await count()).toBe(1);
    // ...and the window's end empties it once for both.
    await vi.waitFor(async () => expect(await count()).toBe(3), {
      timeout: COALESCED_INVALIDATION_MS * 3,
      interval: 100,
    });
  });
});
