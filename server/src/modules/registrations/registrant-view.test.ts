import type { DashboardEvent, EventDetail, RegistrationCreated } from '@chapterhouse/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';

// What a visitor sees of registration: their registration (the form's answer and their personal
// link's page), and when an event's page stops taking registrations.

let t: DashboardApp;
beforeAll(async () => {
  t = await openDashboardApp();
});
afterAll(() => t.close());

async function newEvent(overrides: object = {}): Promise<DashboardEvent> {
  const response = await t.api('POST', `${t.base}/events/upcoming`, {
    title: 'Soldering Night: Vol. 2',
    date: '2026-07-01',
    time: '14:00',
    location: 'Faraday Hall',
    description: 'Hands-on.',
    capacity: 10,
    registrationMode: 'site',
    // Today's behaviour: registrants are not asked to confirm their address.
    registrationConfirmEmail: false,
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json<DashboardEvent>();
}

const readEvent = async (id: number) =>
  (await t.app.inject(`/api/events/${id}`)).json<EventDetail>();

describe('a registrant’s view of their registration', () => {
  it('names the event, when and where it is, its page, and their answers', async () => {
    const event = await newEvent({
      registrationQuestions: [
        { id: 'diet', label: 'Any dietary needs?', kind: 'text' },
        { id: 'laptop', label: 'Bringing a laptop?', kind: 'yes-no' },
      ],
    });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/registrations`,
      payload: {
        name: 'Grace Hopper',
        email: 'grace@example.edu',
        answers: { diet: ' vegetarian ', laptop: true, unknown: 'dropped' },
      },
    });
    expect(created.statusCode).toBe(201);
    const { registration, token } = created.json<RegistrationCreated>();
    expect(registration.event).toEqual({
      id: event.id,
      title: 'Soldering Night: Vol. 2',
      date: '2026-07-01',
      time: '14:00',
      location: 'Faraday Hall',
      // The test server's branch is in Asia/Kolkata.
      startDate: '2026-07-01T14:00:00+05:30',
      path: `/events/${event.id}/soldering-night-vol-2`,
    });
    expect(registration.answers).toEqual({ diet: 'vegetarian', laptop: true });

    const read = await t.app.inject(`/api/registrations/${token}`);
    expect(read.json()).toEqual(registration);
  });

  it('gives an event without a time its date as its start', async () => {
    const event = await newEvent({ time: '', title: '★' });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/registrations`,
      payload: { name: 'Ada', email: 'ada@example.edu' },
    });
    expect(created.json<RegistrationCreated>().registration.event).toMatchObject({
      time: null,
      startDate: '2026-07-01',
      // Nothing in the title to slug: the id alone.
      path: `/events/${event.id}`,
    });
  });
});

describe('when an event’s page stops taking registrations', () => {
  it('is the officers’ closing time, else the start, and only for registration on the site', async () => {
    const closing = await newEvent({ registrationCloses: '2026-06-30T18:00' });
    expect((await readEvent(closing.id)).registrationClosesAt).toBe(
      new Date('2026-06-30T18:00:00+05:30').toISOString(),
    );
    const atStart = await newEvent();
    expect((await readEvent(atStart.id)).registrationClosesAt).toBe(
      new Date('2026-07-01T14:00:00+05:30').toISOString(),
    );
    const outside = await newEvent({
      registrationMode: 'link',
      registrationLink: 'https://example.org/form',
    });
    expect((await readEvent(outside.id)).registrationClosesAt).toBeNull();
  });
});
