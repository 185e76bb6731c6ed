import type { EventDetail } from '@chapterhouse/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { createEvent, register } from '../../../test/events-fixture.js';

// What a visitor sees of registration: their registration (the form's answer and their personal
// link's page), and when an event's page stops taking registrations.

let t: DashboardApp;
beforeAll(async () => {
  t = await openDashboardApp();
});
afterAll(() => t.close());

const readEvent = async (id: number) =>
  (await t.app.inject(`/api/events/${id}`)).json<EventDetail>();

describe('a registrant’s view of their registration', () => {
  it('names the event, when and where it is, its page, and their answers', async () => {
    const event = await createEvent(t, {
      title: 'Soldering Night: Vol. 2',
      location: 'Faraday Hall',
      capacity: 10,
      registrationQuestions: [
        { id: 'diet', label: 'Any dietary needs?', kind: 'text' },
        { id: 'laptop', label: 'Bringing a laptop?', kind: 'yes-no' },
      ],
    });
    const { registration, token } = await register(t, event.id, {
      name: 'Grace Hopper',
      email: 'grace@example.edu',
      answers: { diet: ' vegetarian ', laptop: true, unknown: 'dropped' },
    });
    expect(registration.event).toEqual({
      id: event.id,
      title: 'Soldering Night: Vol. 2',
      date: '2026-07-01',
      time: '14:00',
      location: 'Faraday Hall',
      attendanceMode: 'in-person',
      // The test server's branch is in Asia/Kolkata.
      startDate: '2026-07-01T14:00:00+05:30',
      path: `/events/${event.id}/soldering-night-vol-2`,
    });
    expect(registration.answers).toEqual({ diet: 'vegetarian', laptop: true });

    const read = await t.app.inject(`/api/registrations/${token}`);
    expect(read.json()).toEqual(registration);
  });

  it('gives an event without a time its date as its start', async () => {
    const event = await createEvent(t, { time: '', title: '★', capacity: 10 });
    const created = await register(t, event.id, 'Ada');
    expect(created.registration.event).toMatchObject({
      time: null,
      startDate: '2026-07-01',
      // Nothing in the title to slug: the id alone.
      path: `/events/${event.id}`,
    });
  });
});

describe('when an event’s page stops taking registrations', () => {
  it('is the officers’ closing time, else the start, and only for registration on the site', async () => {
    const closing = await createEvent(t, { registrationCloses: '2026-06-30T18:00' });
    expect((await readEvent(closing.id)).registrationClosesAt).toBe(
      new Date('2026-06-30T18:00:00+05:30').toISOString(),
    );
    const atStart = await createEvent(t);
    expect((await readEvent(atStart.id)).registrationClosesAt).toBe(
      new Date('2026-07-01T14:00:00+05:30').toISOString(),
    );
    const outside = await createEvent(t, {
      registrationMode: 'link',
      registrationLink: 'https://example.org/form',
    });
    expect((await readEvent(outside.id)).registrationClosesAt).toBeNull();
  });
});
