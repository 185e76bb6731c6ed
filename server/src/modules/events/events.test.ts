import type { DashboardEvent, Event, EventDetail, Page } from '@chapterhouse/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/accounts.js';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { TEST_ORIGIN, TEST_TIMEZONE } from '../../../test/test-app.js';
import { serviceOf } from '../../app.js';
import { events, organisations } from '../../db/schema/index.js';
import { createServiceContext } from '../../lib/service-context.js';
import { alignEventEnds } from './event-ends.js';

let now = new Date('2026-06-15T10:00:00Z'); // 15:30 on 15 June in Asia/Kolkata, the tests' zone
let t: DashboardApp;

beforeAll(async () => {
  t = await openDashboardApp({ clock: { now: () => new Date(now) } });
});
afterAll(() => t.close());

const event = (overrides: object = {}) => ({
  title: `Workshop ${Math.random().toString(36).slice(2, 8)}`,
  date: '2026-07-01',
  time: '14:00',
  location: 'Faraday Hall',
  description: 'Hands-on soldering.',
  capacity: 40,
  ...overrides,
});

describe('events', () => {
  it('files an event by its date, in the site’s time zone, around midnight', async () => {
    // 23:59 on 20 June in Kolkata is 18:29 UTC; an all-day event on 20 June is still on: upcoming.
    now = new Date('2026-06-20T18:29:00Z');
    const created = (
      await t.api('POST', `${t.base}/events/upcoming`, event({ date: '2026-06-20', time: '' }))
    ).json<DashboardEvent>();
    expect(created.status).toBe('upcoming');
    // One minute later it is 21 June there: the same event is now past, with no write at all.
    now = new Date('2026-06-20T18:30:00Z');
    const past = (await t.api('GET', `${t.base}/events/past`)).json<Page<DashboardEvent>>().items;
    expect(past.find((item) => item.id === created.id)?.status).toBe('past');
    const upcoming = (await t.api('GET', `${t.base}/events/upcoming?limit=100`)).json<
      Page<DashboardEvent>
    >().items;
    expect(upcoming.some((item) => item.id === created.id)).toBe(false);
    now = new Date('2026-06-15T10:00:00Z');
  });

  it('files an upcoming event dated last week as past', async () => {
    const created = await t.api('POST', `${t.base}/events/upcoming`, event({ date: '2026-06-08' }));
    expect(created.statusCode).toBe(201);
    expect(created.json<DashboardEvent>().status).toBe('past');
  });

  it('gives a past event without a date today’s, and keeps it past', async () => {
    const created = (
      await t.api('POST', `${t.base}/events/past`, event({ date: '' }))
    ).json<DashboardEvent>();
    expect(created).toMatchObject({ date: '2026-06-15', status: 'past', held: true });
  });

  it('moves an upcoming event to past, where it stays; a later date brings it back', async () => {
    const created = (
      await t.api('POST', `${t.base}/events/upcoming`, event({ date: '2026-06-15' }))
    ).json<DashboardEvent>();
    expect(created.status).toBe('upcoming');
    const moved = await t.api('POST', `${t.base}/events/upcoming/${created.id}/move-to-past`);
    expect(moved.json<DashboardEvent>()).toMatchObject({ status: 'past', held: true });
    const publicPast = (
      await t.app.inject(`/api/events?when=past&org=${t.society.slug}&limit=100`)
    ).json<{ items: { id: number }[] }>();
    expect(publicPast.items.some((item) => item.id === created.id)).toBe(true);

    const postponed = await t.api('PUT', `${t.base}/events/past/${created.id}`, {
      ...event({ date: '2026-09-01' }),
      version: moved.json<DashboardEvent>().version,
    });
    expect(postponed.json<DashboardEvent>()).toMatchObject({
      status: 'upcoming',
      held: false,
      date: '2026-09-01',
    });
  });

  it('leaves an event that is past already as it is when it is moved to past again', async () => {
    const created = (
      await t.api('POST', `${t.base}/events/upcoming`, event({ date: '2026-06-15' }))
    ).json<DashboardEvent>();
    const move = () => t.api('POST', `${t.base}/events/upcoming/${created.id}/move-to-past`);
    const first = await move();
    expect(first.json<DashboardEvent>()).toMatchObject({ status: 'past', version: 2 });
    // A second click (or a second tab): the same event, same version, so no later edit is stale.
    const second = await move();
    expect(second.statusCode).toBe(200);
    expect(second.json<DashboardEvent>()).toEqual(first.json<DashboardEvent>());

    // Past by its date alone: moving it changes nothing either.
    const lastWeek = (
      await t.api('POST', `${t.base}/events/upcoming`, event({ date: '2026-06-08' }))
    ).json<DashboardEvent>();
    expect(lastWeek).toMatchObject({ status: 'past', held: false });
    const moved = await t.api('POST', `${t.base}/events/upcoming/${lastWeek.id}/move-to-past`);
    expect(moved.json<DashboardEvent>()).toEqual(lastWeek);
  });

  it('refuses a version past a PostgreSQL integer with 400, not a database error', async () => {
    const created = (
      await t.api('POST', `${t.base}/events/upcoming`, event())
    ).json<DashboardEvent>();
    for (const version of [2 ** 31, 2 ** 53, 1.5, 0]) {
      const response = await t.api('PUT', `${t.base}/events/upcoming/${created.id}`, {
        ...event(),
        version,
      });
      expect(response.statusCode, String(version)).toBe(400);
      expect(response.json().error).toMatch(/^Version( must be|:) /);
    }
  });

  it('lists events held early (dated later) first among past events, across pages', async () => {
    const publicPast = async (page: number, limit = 2) =>
      (
        await t.app.inject(
          `/api/events?when=past&org=${t.society.slug}&page=${page}&limit=${limit}`,
        )
      ).json<Page<Event>>();
    const before = await publicPast(1, 1);
    const [newestDated] = before.items;
    const early = [];
    for (const date of ['2026-08-01', '2026-09-01', '2026-07-01']) {
      const created = (
        await t.api('POST', `${t.base}/events/upcoming`, event({ date }))
      ).json<DashboardEvent>();
      await t.api('POST', `${t.base}/events/upcoming/${created.id}/move-to-past`);
      early.push(created);
    }
    const [july, august, september] = [early[2], early[0], early[1]];
    const first = await publicPast(1);
    expect(first.total).toBe(before.total + 3);
    expect(first.items.map((item) => item.id)).toEqual([september?.id, august?.id]);
    // The page that straddles them and the events dated before today.
    const second = await publicPast(2);
    expect(second.items.map((item) => item.id)).toEqual([july?.id, newestDated?.id]);
    expect(second.items.every((item) => item.status === 'past')).toBe(true);
    // One at a time: the third is the last held early, the fourth the newest dated before today.
    expect((await publicPast(3, 1)).items[0]?.id).toBe(july?.id);
    expect((await publicPast(4, 1)).items[0]?.id).toBe(newestDated?.id);
  });

  it('validates events as the spec says and writes nothing when invalid', async () => {
    const before = await t.rows(events);
    const cases: [object, string][] = [
      [{ ...event(), title: '' }, 'Title is required'],
      [{ ...event(), date: '' }, 'Date is required'],
      [{ ...event(), description: '' }, 'Description is required'],
      [{ ...event(), capacity: 'lots' }, 'Capacity must be a number'],
      // Past a PostgreSQL integer: refused before the database would fail on it (issue 17).
      [{ ...event(), capacity: 2 ** 31 }, 'Capacity is larger than any venue'],
      [{ ...event(), title: 'Intro\u0000Night' }, 'cannot be saved'],
      [{ ...event(), location: 'Hall \ud800' }, 'cannot be saved'],
      [{ ...event(), registrationLink: 'not a url' }, 'Enter a valid http or https URL'],
    ];
    for (const [payload, message] of cases) {
      const response = await t.api('POST', `${t.base}/events/upcoming`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toContain(message);
    }
    expect(await t.rows(events)).toBe(before);
    expect((await t.api('POST', `${t.base}/events/upcoming/999999/move-to-past`)).statusCode).toBe(
      404,
    );
  });

  it('lets a council create past and upcoming events through their endpoints', async () => {
    const councilBase = `/api/council-dashboard/council/${t.council.slug}`;
    const past = await t.api(
      'POST',
      `${councilBase}/events/past`,
      event({ date: '2026-05-01' }),
      t.councilOfficer,
    );
    const upcoming = await t.api(
      'POST',
      `${councilBase}/events/upcoming`,
      event(),
      t.councilOfficer,
    );
    expect(past.json<DashboardEvent>().status).toBe('past');
    expect(upcoming.json<DashboardEvent>()).toMatchObject({
      status: 'upcoming',
      organisation: { id: t.council.id },
    });
  });
});

describe('venue and price', () => {
  const venue = {
    location: 'Great Hall',
    streetAddress: '1 University Avenue',
    locality: 'Northgate',
    postalCode: '12345',
    region: 'NY',
    country: 'US',
    mapUrl: 'https://www.openstreetmap.org/#map=18/40.7/-74.0',
  };

  it('keeps the address, map link and price an officer gives, and answers them publicly', async () => {
    const created = await t.api(
      'POST',
      `${t.base}/events/upcoming`,
      event({ ...venue, price: '12.5', priceCurrency: 'inr' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<DashboardEvent>();
    const detail = (await t.app.inject(`/api/events/${id}`)).json<EventDetail>();
    expect(detail).toMatchObject({ ...venue, price: '12.50', priceCurrency: 'INR' });
    // Without a currency a price is in the branch's (its locale's); without one it is free.
    const rupees = await t.api('POST', `${t.base}/events/upcoming`, event({ price: 300 }));
    expect(rupees.json<DashboardEvent>()).toMatchObject({ price: '300.00', priceCurrency: 'INR' });
    const free = await t.api('POST', `${t.base}/events/upcoming`, event({ priceCurrency: 'EUR' }));
    expect(free.json<DashboardEvent>()).toMatchObject({ price: null, priceCurrency: null });
  });

  it('asks for an officer of the organisation, and refuses a bad venue or price, writing nothing', async () => {
    const before = await t.rows(events);
    const body = event({ ...venue, price: '10' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${t.base}/events/upcoming`,
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    const otherOrganisation = await t.api(
      'POST',
      `${t.base}/events/upcoming`,
      body,
      t.councilOfficer,
    );
    expect(otherOrganisation.statusCode).toBe(403);
    const cases: [object, string][] = [
      [{ price: 'ten' }, 'Enter a price such as 250'],
      [{ price: '-5' }, 'Enter a price such as 250'],
      [{ price: '1.999' }, 'Enter a price such as 250'],
      [{ price: '10', priceCurrency: 'dollars' }, 'three-letter currency code'],
      [{ mapUrl: 'javascript:alert(1)' }, 'Enter a valid http or https URL'],
      [{ streetAddress: 'x'.repeat(201) }, 'at most 200 characters'],
    ];
    for (const [changes, message] of cases) {
      const response = await t.api('POST', `${t.base}/events/upcoming`, { ...body, ...changes });
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(response.json().error).toContain(message);
    }
    expect(await t.rows(events)).toBe(before);
  });
});

describe('category, sub-category and speakers (IEEE’s meeting report)', () => {
  const speakers = [
    { name: 'Dr. Meera Iyer', affiliation: 'Indian Institute of Science' },
    { name: 'Tomás Ruiz', affiliation: null },
  ];

  it('keeps what an officer gives, answers it publicly, and an edit changes it', async () => {
    const created = await t.api(
      'POST',
      `${t.base}/events/upcoming`,
      event({ category: 'Professional', subCategory: 'Industry Relations', speakers }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json<DashboardEvent>();
    expect(saved).toMatchObject({
      category: 'Professional',
      subCategory: 'Industry Relations',
      speakers,
    });
    const detail = (await t.app.inject(`/api/events/${saved.id}`)).json<EventDetail>();
    expect(detail).toMatchObject({ category: 'Professional', speakers });
    // A speaker's name is searched with the event.
    const found = await t.app.inject({ url: '/api/search', query: { q: 'Meera Iyer' } });
    expect(found.json().groups[0]).toMatchObject({ kind: 'event', total: 1 });

    // Left out, an event is Technical with no sub-category and no speakers.
    const plain = await t.api('POST', `${t.base}/events/upcoming`, event());
    expect(plain.json<DashboardEvent>()).toMatchObject({
      category: 'Technical',
      subCategory: null,
      speakers: [],
    });
    const edited = await t.api('PUT', `${t.base}/events/upcoming/${saved.id}`, {
      ...saved,
      category: 'Non-technical',
      subCategory: 'Social',
      speakers: speakers.slice(1),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<DashboardEvent>()).toMatchObject({
      category: 'Non-technical',
      subCategory: 'Social',
      speakers: [{ name: 'Tomás Ruiz', affiliation: null }],
    });
  });

  it('refuses an unknown category, a sub-category of another, and a bad speaker, writing nothing', async () => {
    const before = await t.rows(events);
    const cases: [object, string][] = [
      [{ category: 'Sports' }, 'Choose a category'],
      [{ category: 'Technical', subCategory: 'Social' }, 'sub-category of the chosen category'],
      [{ category: 'Professional', subCategory: 'ExCom' }, 'sub-category of the chosen category'],
      [{ subCategory: 'Industry Relations' }, 'sub-category of the chosen category'],
      [{ speakers: [{ name: '', affiliation: 'IISc' }] }, 'Speaker’s name is required'],
      [{ speakers: [{ name: 'x'.repeat(201) }] }, 'at most 200 characters'],
      [{ speakers: Array.from({ length: 21 }, (_, n) => ({ name: `S${n}` })) }, 'at most 20'],
      [{ speakers: 'Dr. Iyer' }, 'Speakers'],
    ];
    for (const [changes, message] of cases) {
      const response = await t.api('POST', `${t.base}/events/upcoming`, event(changes));
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(response.json().error, JSON.stringify(changes)).toContain(message);
    }
    expect(await t.rows(events)).toBe(before);
  });
});

describe('registration by default', () => {
  it('lets an upcoming event created with the spec’s fields only take registrations here', async () => {
    // The spec's event fields, nothing of this site's own (no registrationMode).
    const created = await t.api('POST', `${t.base}/events/upcoming`, {
      title: 'Spec-only talk',
      date: '2026-07-01',
      time: '14:00',
      location: 'Faraday Hall',
      description: 'Fields as the spec lists them.',
      organizer: 'Ada',
      capacity: 40,
      registrationLink: '',
      image: '',
      tags: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<DashboardEvent>().registrationMode).toBe('site');
    // With a link it follows the link; a past event being recorded takes none.
    const linked = await t.api(
      'POST',
      `${t.base}/events/upcoming`,
      event({ registrationLink: 'https://example.org/r' }),
    );
    expect(linked.json<DashboardEvent>().registrationMode).toBe('link');
    const past = await t.api('POST', `${t.base}/events/past`, event({ date: '2026-05-01' }));
    expect(past.json<DashboardEvent>().registrationMode).toBe('none');
  });
});

describe('one event (GET /api/events/:id)', () => {
  it('answers anyone with the event, its organisation, status and start in the branch’s zone', async () => {
    const created = (
      await t.api(
        'POST',
        `${t.base}/events/upcoming`,
        event({ registrationLink: 'https://example.org/r' }),
      )
    ).json<DashboardEvent>();
    const response = await t.app.inject(`/api/events/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<EventDetail>()).toEqual({
      id: created.id,
      organisation: {
        id: t.society.id,
        kind: 'society',
        slug: t.society.slug,
        name: t.society.name,
      },
      status: 'upcoming',
      state: 'scheduled',
      title: created.title,
      date: '2026-07-01',
      time: '14:00',
      startDate: '2026-07-01T14:00:00+05:30',
      attendanceMode: 'in-person',
      livestreamUrl: null,
      location: 'Faraday Hall',
      streetAddress: null,
      locality: null,
      postalCode: null,
      region: null,
      country: null,
      mapUrl: null,
      price: null,
      priceCurrency: null,
      // The branch's zone, said beside the event's times as its Indian readers name it.
      timeZoneName: 'IST',
      description: 'Hands-on soldering.',
      organizer: created.organizer,
      capacity: 40,
      onlineCapacity: null,
      registrationLink: 'https://example.org/r',
      registrationMode: 'link',
      image: null,
      tags: [],
      registrations: 0,
      registrationsOnline: 0,
      participants: null,
      endDate: null,
      endTime: null,
      // No end given: two hours after its start, as its calendar file and page say.
      endsAt: '2026-07-01T16:00:00+05:30',
      checkedIn: 0,
      registrationApproval: false,
      // Given a capacity and no choice, a new event asks registrants to confirm their address.
      registrationConfirmEmail: true,
      registrationCloses: null,
      registrationOpens: null,
      // Anyone may register, at one price (there is none).
      registrationAudience: 'everyone',
      openToEveryone: null,
      memberPrice: null,
      earlyBirdPrice: null,
      earlyBirdUntil: null,
      paymentHoldHours: null,
      registrationQuestions: [],
      category: 'Technical',
      subCategory: null,
      speakers: [],
      coHosts: [],
      series: null,
      // Registration is through the outside link: the site has no closing moment of its own.
      registrationClosesAt: null,
      registrationOpensAt: null,
      openToEveryoneAt: null,
      // Public since it was added: its offer is valid from then.
      announcedAt: expect.any(String),
      // It has no picture of its own: its organisation's stands for it.
      fallbackImage: t.society.image,
    });
  });

  it("stands the branch's picture in for an event whose organisation has none either", async () => {
    expect(t.society.image).toBeTruthy();
    const [branch] = await t.database.db
      .select({ image: organisations.image })
      .from(organisations)
      .where(eq(organisations.kind, 'branch'));
    expect(branch?.image).toBeTruthy();
    await t.database.db
      .update(organisations)
      .set({ image: null, logo: null })
      .where(eq(organisations.id, t.society.id));
    try {
      const created = (
        await t.api('POST', `${t.base}/events/upcoming`, event())
      ).json<DashboardEvent>();
      const detail = (await t.app.inject(`/api/events/${created.id}`)).json<EventDetail>();
      expect(detail).toMatchObject({ image: null, fallbackImage: branch?.image });
    } finally {
      await t.database.db
        .update(organisations)
        .set({ image: t.society.image, logo: t.society.logo })
        .where(eq(organisations.id, t.society.id));
    }
  });

  it('gives a past event its status and an event without a time its date alone', async () => {
    const created = (
      await t.api('POST', `${t.base}/events/past`, event({ date: '2026-05-02', time: '' }))
    ).json<DashboardEvent>();
    expect((await t.app.inject(`/api/events/${created.id}`)).json<EventDetail>()).toMatchObject({
      status: 'past',
      time: null,
      startDate: '2026-05-02',
    });
  });

  it('answers 404 for an unknown event and 400 for an id that is not a decimal number', async () => {
    const unknown = await t.app.inject('/api/events/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Event not found.' });
    for (const id of ['0x10', 'abc', '1e3', '0', '-4', '12.5', '99999999999']) {
      const response = await t.app.inject(`/api/events/${encodeURIComponent(id)}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json<{ error: string }>().error, id).toEqual(expect.any(String));
    }
  });

  it('answers 404 for the event of an archived organisation, and again once restored', async () => {
    const councilBase = `/api/council-dashboard/council/${t.council.slug}`;
    const created = (
      await t.api('POST', `${councilBase}/events/upcoming`, event(), t.councilOfficer)
    ).json<DashboardEvent>();
    expect((await t.app.inject(`/api/events/${created.id}`)).statusCode).toBe(200);
    const admin = await signedInAs(t, 'BRANCH_ADMIN');
    const archive = `/api/admin/organisations/${t.council.id}/archive`;
    expect((await t.api('POST', archive, undefined, admin)).statusCode).toBe(200);
    const gone = await t.app.inject(`/api/events/${created.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: 'Event not found.' });
    const restore = `/api/admin/organisations/${t.council.id}/restore`;
    expect((await t.api('POST', restore, undefined, admin)).statusCode).toBe(200);
    expect((await t.app.inject(`/api/events/${created.id}`)).statusCode).toBe(200);
  });

  it('serves the cached answer until an officer edits the event, then the new one', async () => {
    const created = (
      await t.api('POST', `${t.base}/events/upcoming`, event())
    ).json<DashboardEvent>();
    const first = await t.app.inject(`/api/events/${created.id}`);
    const again = await t.app.inject(`/api/events/${created.id}`);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.json<EventDetail>().title).toBe(created.title);

    const edited = await t.api('PUT', `${t.base}/events/upcoming/${created.id}`, {
      ...event({ title: 'Analogue Circuits Clinic', time: '16:30' }),
      version: created.version,
    });
    expect(edited.statusCode).toBe(200);
    const after = (await t.app.inject(`/api/events/${created.id}`)).json<EventDetail>();
    expect(after).toMatchObject({
      title: 'Analogue Circuits Clinic',
      startDate: '2026-07-01T16:30:00+05:30',
    });
  });

  it('keeps a cancelled or postponed event listed, with its state, and refuses a state it does not know', async () => {
    const created = (
      await t.api('POST', `${t.base}/events/upcoming`, event({ title: 'Lab Night' }))
    ).json<DashboardEvent>();
    expect(created.state).toBe('scheduled');
    const cancel = await t.api('PUT', `${t.base}/events/upcoming/${created.id}`, {
      ...event({ title: 'Lab Night' }),
      state: 'cancelled',
      version: created.version,
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json<DashboardEvent>()).toMatchObject({ state: 'cancelled', status: 'upcoming' });
    expect((await t.app.inject(`/api/events/${created.id}`)).json<EventDetail>().state).toBe(
      'cancelled',
    );
    const upcoming = (
      await t.app.inject(`/api/events?when=upcoming&org=${t.society.slug}&limit=100`)
    ).json<Page<Event>>();
    expect(upcoming.items.find((item) => item.id === created.id)?.state).toBe('cancelled');

    const unknown = await t.api('PUT', `${t.base}/events/upcoming/${created.id}`, {
      ...event({ title: 'Lab Night' }),
      state: 'moved',
      version: cancel.json<DashboardEvent>().version,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toContain('Choose scheduled, cancelled or postponed');
    expect((await t.app.inject(`/api/events/${created.id}`)).json<EventDetail>().state).toBe(
      'cancelled',
    );
  });

  it('keeps an event upcoming until it ends, over several days, and past from its end time on', async () => {
    // 15:30 on 15 June in Kolkata. A three-day fair that began two days ago is still on.
    const fair = (
      await t.api(
        'POST',
        `${t.base}/events/upcoming`,
        event({ date: '2026-06-13', time: '09:00', endDate: '2026-06-15', endTime: '17:00' }),
      )
    ).json<DashboardEvent>();
    expect(fair).toMatchObject({ status: 'upcoming', endDate: '2026-06-15', endTime: '17:00' });
    const detail = (await t.app.inject(`/api/events/${fair.id}`)).json<EventDetail>();
    expect(detail).toMatchObject({
      startDate: '2026-06-13T09:00:00+05:30',
      endsAt: '2026-06-15T17:00:00+05:30',
    });
    const publicUpcoming = async () =>
      (await t.app.inject(`/api/events?when=upcoming&org=${t.society.slug}&limit=100`))
        .json<Page<Event>>()
        .items.map((item) => item.id);
    const publicPast = async () =>
      (await t.app.inject(`/api/events?when=past&org=${t.society.slug}&limit=100`))
        .json<Page<Event>>()
        .items.map((item) => item.id);
    expect(await publicUpcoming()).toContain(fair.id);
    expect(await publicPast()).not.toContain(fair.id);

    // A talk today at 13:00 without an end has had its two hours at 15:30: past, the same day.
    const noEnd = (
      await t.api('POST', `${t.base}/events/upcoming`, event({ date: '2026-06-15', time: '13:00' }))
    ).json<DashboardEvent>();
    expect(noEnd).toMatchObject({ status: 'past', endTime: null });
    // One at 14:00 runs until 16:00.
    const running = (
      await t.api('POST', `${t.base}/events/upcoming`, event({ date: '2026-06-15', time: '14:00' }))
    ).json<DashboardEvent>();
    expect(running.status).toBe('upcoming');

    // A talk today from 11:00 to 12:00 has ended at 15:30: past, the same day.
    const talk = (
      await t.api(
        'POST',
        `${t.base}/events/upcoming`,
        event({ date: '2026-06-15', time: '11:00', endTime: '12:00' }),
      )
    ).json<DashboardEvent>();
    expect(talk.status).toBe('past');
    expect(await publicPast()).toContain(talk.id);

    // At 17:00 in Kolkata (11:30 UTC) the fair ends, with no write at all. (The public lists
    // are cached for a minute; the dashboard reads live.)
    now = new Date('2026-06-15T11:30:00Z');
    const dashboardList = async (when: 'past' | 'upcoming') =>
      (await t.api('GET', `${t.base}/events/${when}?limit=100`))
        .json<Page<DashboardEvent>>()
        .items.map((item) => item.id);
    try {
      expect(await dashboardList('upcoming')).not.toContain(fair.id);
      expect(await dashboardList('past')).toContain(fair.id);
    } finally {
      now = new Date('2026-06-15T10:00:00Z');
    }
  });

  it('refuses an end before the start, and an event longer than a month, and writes nothing', async () => {
    for (const [times, message] of [
      [{ date: '2026-07-01', endDate: '2026-06-30' }, 'The event must end after it starts'],
      [
        { date: '2026-07-01', time: '14:00', endTime: '13:00' },
        'The event must end after it starts',
      ],
      [{ date: '2026-07-01', endDate: '2026-08-15' }, 'An event may last at most 31 days'],
    ] as const) {
      const title = `Refused ${Math.random()}`;
      const response = await t.api('POST', `${t.base}/events/upcoming`, event({ title, ...times }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(message);
      const listed = (await t.api('GET', `${t.base}/events/upcoming?limit=100`)).json<
        Page<DashboardEvent>
      >();
      expect(listed.items.some((item) => item.title === title)).toBe(false);
    }
  });

  it('sets every event’s end again in the site’s zone at start, by the same rule as a save', async () => {
    const created = (
      await t.api(
        'POST',
        `${t.base}/events/upcoming`,
        event({ date: '2026-07-01', time: '14:00', endDate: '2026-07-02', endTime: '11:00' }),
      )
    ).json<DashboardEvent>();
    const plain = (
      await t.api('POST', `${t.base}/events/upcoming`, event({ date: '2026-07-03', time: '' }))
    ).json<DashboardEvent>();
    // No end given, late in the evening: two hours later, past midnight.
    const late = (
      await t.api('POST', `${t.base}/events/upcoming`, event({ date: '2026-07-04', time: '23:30' }))
    ).json<DashboardEvent>();
    const endsOf = async (id: number) =>
      (
        await t.database.db.select({ endsAt: events.endsAt }).from(events).where(eq(events.id, id))
      )[0]?.endsAt;
    // Saved in the tests' zone (Asia/Kolkata): the statement agrees with the save and changes none.
    const kolkata = createServiceContext(
      t.database.db,
      t.clock,
      TEST_TIMEZONE,
      serviceOf(t.app, 'mailer'),
      TEST_ORIGIN,
    );
    expect(await alignEventEnds(kolkata)).toBe(0);
    expect(await endsOf(created.id)).toEqual(new Date('2026-07-02T05:30:00Z'));
    expect(await endsOf(plain.id)).toEqual(new Date('2026-07-03T18:30:00Z'));
    expect(await endsOf(late.id)).toEqual(new Date('2026-07-04T20:00:00Z'));

    // The branch moves to London: every event ends by London's clock.
    const london = createServiceContext(
      t.database.db,
      t.clock,
      'Europe/London',
      serviceOf(t.app, 'mailer'),
      TEST_ORIGIN,
    );
    expect(await alignEventEnds(london)).toBeGreaterThanOrEqual(2);
    expect(await endsOf(created.id)).toEqual(new Date('2026-07-02T10:00:00Z'));
    expect(await endsOf(plain.id)).toEqual(new Date('2026-07-03T23:00:00Z'));
    expect(await endsOf(late.id)).toEqual(new Date('2026-07-05T00:30:00Z'));
    expect(await alignEventEnds(kolkata)).toBeGreaterThanOrEqual(2);
    expect(await endsOf(created.id)).toEqual(new Date('2026-07-02T05:30:00Z'));
  });
});
