import type { DashboardEvent, Registration, RegistrationDeskPage } from '@chapterhouse/shared';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { createEvent, register } from '../../../test/events-fixture.js';
import { startAnotherServer, TEST_NOW } from '../../../test/test-app.js';
import { serviceOf } from '../../app.js';
import { eventRegistrations, events, mailOutbox } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { DESK_REFUSALS } from './registration-desk.service.js';
import { REGISTRATION_REFUSALS } from './registration-rules.js';

// Events that ask registrants to prove their address: a place (or a turn) is held for 30
// minutes until the mailed link is followed and its button pressed; then it is theirs, else it
// goes to the next in line.

// A clock the tests move: no test sleeps.
let now = new Date(TEST_NOW);
const clock: Clock = { now: () => new Date(now) };
const minutesLater = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

let t: DashboardApp;
beforeAll(async () => {
  t = await openDashboardApp({ clock });
});
afterAll(() => t.close());

/** The mails of one kind to one address, oldest first. */
const mailsTo = (who: string, kind: string) =>
  t.database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, `${who.toLowerCase()}@example.edu`), eq(mailOutbox.kind, kind)))
    .orderBy(asc(mailOutbox.id));

/** The personal link's token, read from the mail as the registrant would follow it. */
async function linkOf(who: string): Promise<string> {
  const [mail] = await mailsTo(who, 'registration-confirm');
  const token = mail?.text.match(/\/registrations\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no confirmation mail to ${who}`);
  return token;
}

const read = (token: string) => t.app.inject(`/api/registrations/${token}`);
const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/registrations/${token}/confirm` });

async function statusesOf(eventId: number) {
  return t.database.db
    .select({ name: eventRegistrations.name, status: eventRegistrations.status })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(asc(eventRegistrations.id));
}

async function registeredCount(eventId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: events.registrations })
    .from(events)
    .where(eq(events.id, eventId));
  return row?.n ?? -1;
}

describe('the event setting', () => {
  it('is on by default for a new event with a capacity, off without one, and kept by an edit', async () => {
    // Left out (undefined) of the request: the server's default.
    const limited = await createEvent(t, { capacity: 40, registrationConfirmEmail: undefined });
    expect(limited.registrationConfirmEmail).toBe(true);
    const open = await createEvent(t, { capacity: '', registrationConfirmEmail: undefined });
    expect(open.registrationConfirmEmail).toBe(false);
    const chosen = await createEvent(t, { capacity: 40, registrationConfirmEmail: false });
    expect(chosen.registrationConfirmEmail).toBe(false);

    // An edit that leaves it out keeps what the event had.
    const edited = await t.api('PUT', `${t.base}/events/upcoming/${limited.id}`, {
      title: limited.title,
      date: limited.date,
      time: limited.time,
      description: limited.description,
      capacity: 40,
      registrationMode: 'site',
      version: limited.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<DashboardEvent>().registrationConfirmEmail).toBe(true);
  });

  it('refuses a setting that is not yes or no, and saves nothing', async () => {
    const before = await t.rows(events);
    const refused = await t.api('POST', `${t.base}/events/upcoming`, {
      title: 'Refused',
      date: '2026-07-01',
      description: 'x',
      registrationMode: 'site',
      registrationConfirmEmail: 'yes please',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: expect.any(String) });
    expect(await t.rows(events)).toBe(before);
  });
});

describe('a registration awaiting confirmation', () => {
  it('holds its place against the capacity and is mailed the link, not handed it', async () => {
    now = new Date(TEST_NOW);
    const event = await createEvent(t, { capacity: 1, registrationConfirmEmail: true });
    const ada = await register(t, event.id, 'Ada');
    expect(ada.token).toBeNull();
    expect(ada.registration).toMatchObject({ status: 'confirmed', ticketCode: null });
    expect(ada.registration.confirmBy).toBe(new Date(now.getTime() + 30 * 60_000).toISOString());
    expect(await registeredCount(event.id)).toBe(1);
    // The one place is held: the next joins the waiting list.
    const bo = await register(t, event.id, 'Bo');
    expect(bo.registration.status).toBe('waitlisted');

    const [mail] = await mailsTo('Ada', 'registration-confirm');
    expect(mail?.subject).toContain('within 30 minutes');
    expect(mail?.text).toContain('Confirm your place within 30 minutes');
    expect(mail?.text).not.toContain('Your ticket');
    expect(await mailsTo('Ada', 'registration-confirmed')).toEqual([]);
  });

  it('is not confirmed by visiting the link (a GET), only by the page button (a POST)', async () => {
    now = new Date(TEST_NOW);
    const event = await createEvent(t, { capacity: 1, registrationConfirmEmail: true });
    await register(t, event.id, 'Cy');
    const token = await linkOf('Cy');

    // A mail scanner follows the link: nothing changes, and no ticket is shown or drawn.
    const visited = await read(token);
    expect(visited.statusCode).toBe(200);
    expect(visited.json<Registration>()).toMatchObject({ ticketCode: null, expired: false });
    expect(visited.json<Registration>().confirmBy).not.toBeNull();
    expect((await t.app.inject(`/api/registrations/${token}/ticket.svg`)).statusCode).toBe(404);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<Registration>()).toMatchObject({
      status: 'confirmed',
      confirmBy: null,
      ticketCode: expect.stringMatching(/^[A-Z2-9]{4}-/),
    });
    // The mail they would have had at once on an event that does not ask, ticket and all.
    const [ticketMail] = await mailsTo('Cy', 'registration-confirmed');
    expect(ticketMail?.text).toContain('Your ticket');
    // Again: nothing more happens.
    expect((await confirm(token)).statusCode).toBe(200);
    expect(await mailsTo('Cy', 'registration-confirmed')).toHaveLength(1);
    expect((await t.app.inject(`/api/registrations/${token}/ticket.svg`)).statusCode).toBe(200);
  });

  it('answers an unknown link 404 and a malformed one 400', async () => {
    const unknown = await confirm('no-such-link');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'This registration link is not valid.' });
    const malformed = await confirm('a%00b');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: expect.any(String) });
  });
});

describe('a hold that runs out', () => {
  it('goes to the next in line in arrival order, once across servers, and both are mailed', async () => {
    now = new Date(TEST_NOW);
    const event = await createEvent(t, { capacity: 1, registrationConfirmEmail: true });
    await register(t, event.id, 'Dee'); // holds the place
    await register(t, event.id, 'Eli'); // first in line
    await register(t, event.id, 'Fay'); // second in line
    // The waiting ones confirm their addresses and keep their turns; Dee does not.
    expect((await confirm(await linkOf('Fay'))).json<Registration>().waitlistPosition).toBe(2);
    expect((await confirm(await linkOf('Eli'))).json<Registration>().waitlistPosition).toBe(1);

    minutesLater(29);
    await serviceOf(t.app, 'registration-holds').runDue();
    expect((await statusesOf(event.id)).map((row) => row.status)).toEqual([
      'confirmed',
      'waitlisted',
      'waitlisted',
    ]);

    minutesLater(2);
    const other = await startAnotherServer(t);
    try {
      await Promise.all([
        serviceOf(t.app, 'registration-holds').runDue(),
        serviceOf(other.app, 'registration-holds').runDue(),
      ]);
    } finally {
      await other.close();
    }
    expect(await statusesOf(event.id)).toEqual([
      { name: 'Dee', status: 'cancelled' },
      { name: 'Eli', status: 'confirmed' },
      { name: 'Fay', status: 'waitlisted' },
    ]);
    expect(await registeredCount(event.id)).toBe(1);
    const expired = await mailsTo('Dee', 'registration-expired');
    expect(expired).toHaveLength(1);
    expect(expired[0]?.text).toContain('not confirmed within 30 minutes');
    // Eli gets the mail a promotion gets today, with the ticket.
    const promoted = await mailsTo('Eli', 'registration-promoted');
    expect(promoted).toHaveLength(1);
    expect(promoted[0]?.text).toContain('Your ticket');
    expect(await mailsTo('Fay', 'registration-promoted')).toEqual([]);
  });

  it('promotes the first in line even unconfirmed, as a held place that keeps its deadline', async () => {
    now = new Date(TEST_NOW);
    const event = await createEvent(t, { capacity: 1, registrationConfirmEmail: true });
    await register(t, event.id, 'Ned');
    await confirm(await linkOf('Ned'));
    await register(t, event.id, 'Oda'); // first in line, not confirmed yet
    minutesLater(10);
    // Ned gives up his place through his link: it goes to Oda, in arrival order, held for her.
    const [nedMail] = await mailsTo('Ned', 'registration-confirmed');
    const nedLink = nedMail?.text.match(/\/registrations\/([A-Za-z0-9_-]+)/)?.[1];
    await t.app.inject({ method: 'POST', url: `/api/registrations/${nedLink}/cancel` });
    const oda = (await read(await linkOf('Oda'))).json<Registration>();
    expect(oda).toMatchObject({ status: 'confirmed', ticketCode: null });
    expect(oda.confirmBy).toBe(new Date(Date.parse(TEST_NOW) + 30 * 60_000).toISOString());
    const [promoted] = await mailsTo('Oda', 'registration-promoted');
    expect(promoted?.text).toContain('Confirm your place within 30 minutes');
    expect(promoted?.text).not.toContain('Your ticket');
  });

  it('cannot be confirmed any more: 409 with a sentence saying why', async () => {
    now = new Date(TEST_NOW);
    const event = await createEvent(t, { capacity: 1, registrationConfirmEmail: true });
    await register(t, event.id, 'Gus');
    const token = await linkOf('Gus');
    minutesLater(31);
    // No job has run: the link's own request drops it first.
    const late = await confirm(token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: REGISTRATION_REFUSALS.expired });
    const page = (await read(token)).json<Registration>();
    expect(page).toMatchObject({ status: 'cancelled', expired: true, confirmBy: null });
    expect(await registeredCount(event.id)).toBe(0);
  });

  it('is dropped when the desk lists the event, which counts those awaiting confirmation apart', async () => {
    now = new Date(TEST_NOW);
    const event = await createEvent(t, { capacity: 5, registrationConfirmEmail: true });
    await register(t, event.id, 'Hal');
    await register(t, event.id, 'Ivy');
    await confirm(await linkOf('Ivy'));
    const desk = async () =>
      (
        await t.api('GET', `${t.base}/events/${event.id}/registrations`)
      ).json<RegistrationDeskPage>();
    const first = await desk();
    expect(first.counts).toMatchObject({ confirmed: 1, 'awaiting-confirmation': 1 });
    expect(first.items.find((row) => row.name === 'Hal')?.awaitingConfirmation).toBe(true);
    expect(first.items.find((row) => row.name === 'Ivy')?.awaitingConfirmation).toBe(false);

    // Held, Hal cannot be let in at the door.
    const hal = first.items.find((row) => row.name === 'Hal');
    const door = await t.api('POST', `${t.base}/events/${event.id}/check-in`, {
      registrationId: hal?.id,
    });
    expect(door.statusCode).toBe(409);
    expect(door.json()).toEqual({ error: DESK_REFUSALS.addressUnconfirmed('Hal') });

    minutesLater(31);
    const later = await desk();
    expect(later.counts).toMatchObject({ confirmed: 1, 'awaiting-confirmation': 0, cancelled: 1 });
  });
});

describe('an officer ending an unconfirmed registration', () => {
  it('removes it as cancelled, not as expired', async () => {
    now = new Date(TEST_NOW);
    const event = await createEvent(t, { capacity: 5, registrationConfirmEmail: true });
    await register(t, event.id, 'Pia');
    const page = (
      await t.api('GET', `${t.base}/events/${event.id}/registrations`)
    ).json<RegistrationDeskPage>();
    const pia = page.items.find((row) => row.name === 'Pia');
    const removed = await t.api(
      'POST',
      `${t.base}/events/${event.id}/registrations/${pia?.id}/remove`,
      { version: pia?.version },
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const own = (await read(await linkOf('Pia'))).json<Registration>();
    expect(own).toMatchObject({ status: 'cancelled', expired: false, confirmBy: null });
  });
});

describe('the reminder a day before', () => {
  it('goes only to those whose address is confirmed', async () => {
    now = new Date(TEST_NOW);
    const event = await createEvent(t, {
      date: '2026-06-16',
      time: '09:00',
      capacity: 5,
      registrationConfirmEmail: true,
    });
    await register(t, event.id, 'Jo');
    await register(t, event.id, 'Kim');
    await confirm(await linkOf('Kim'));
    // Jo's hold is still running when the reminders go.
    minutesLater(5);
    await serviceOf(t.app, 'registration-reminders').runDue();
    const reminded = await t.database.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.kind, 'registration-reminder'), like(mailOutbox.to, '%@example.edu')),
      );
    expect(reminded.map((row) => row.to)).toEqual(['kim@example.edu']);
  });
});
