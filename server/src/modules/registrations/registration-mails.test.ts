import { type DashboardEvent, eventPagePath, type MailAttachment } from '@chapterhouse/shared';
import { asc, eq, like } from 'drizzle-orm';
import ICAL from 'ical.js';
import jsQRModule from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { createEvent, register } from '../../../test/events-fixture.js';
import { TEST_ORIGIN, TEST_TIMEZONE } from '../../../test/test-app.js';
import { serviceOf } from '../../app.js';
import { eventRegistrations, mailOutbox } from '../../db/schema/index.js';
import { createServiceContext } from '../../lib/service-context.js';
import { mailRegistrant, REGISTRATION_MAIL_KINDS, registrationMail } from './registration-mails.js';

let t: DashboardApp;
beforeAll(async () => {
  t = await openDashboardApp();
});
afterAll(() => t.close());

// Requests through inject reach the site as http://localhost:80: the links in mail start so.
const ORIGIN = 'http://localhost:80';

/** Saves the event with these changes, as the dashboard's form would. */
async function edit(event: DashboardEvent, changes: object): Promise<DashboardEvent> {
  const response = await t.api('PUT', `${t.base}/events/upcoming/${event.id}`, {
    title: event.title,
    date: event.date,
    time: event.time,
    endTime: event.endTime,
    location: event.location,
    description: event.description,
    capacity: event.capacity,
    registrationMode: event.registrationMode,
    registrationApproval: event.registrationApproval,
    state: event.state,
    version: event.version,
    ...changes,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DashboardEvent>();
}

/** The registration mails to this person, oldest first. */
const mailsTo = (who: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, `${who.toLowerCase()}@example.edu`))
    .orderBy(asc(mailOutbox.id));

const bytesOf = (attachment: MailAttachment | undefined) =>
  Buffer.from(attachment?.content ?? '', 'base64');

function calendarOf(attachment: MailAttachment | undefined) {
  const calendar = new ICAL.Component(ICAL.parse(bytesOf(attachment).toString('utf8')));
  const [event] = calendar.getAllSubcomponents('vevent');
  if (!event) throw new Error('no event in the calendar');
  return { event: new ICAL.Event(event), status: event.getFirstPropertyValue('status') };
}

// jsqr is CommonJS: its function arrives as the module or as its `default`, as the loader has it.
const jsQR = ((jsQRModule as { default?: unknown }).default ??
  jsQRModule) as typeof jsQRModule.default;

/** What a camera reads from a picture of a QR code (PNG or SVG). */
async function readQrCode(image: Buffer | string): Promise<string | undefined> {
  const { data, info } = await sharp(typeof image === 'string' ? Buffer.from(image) : image, {
    density: 600,
  })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe("registrants' mails", () => {
  it("confirms a place with the event's .ics, the ticket's QR code and the personal link", async () => {
    const event = await createEvent(t, {
      time: '18:00',
      endTime: '20:00',
      location: 'Hall B',
      capacity: 1,
    });
    const { token, registration } = await register(t, event.id, 'Ada');
    const [mail, ...others] = await mailsTo('Ada');
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'registration-confirmed',
      subject: `You are registered: ${event.title}`,
    });
    const lines = mail?.text.split('\n') ?? [];
    // Whole URLs, each on its own line, as a person copies them.
    expect(lines).toContain(`${ORIGIN}/registrations/${token}`);
    // The page's canonical address, not the id alone (which answers a redirect).
    expect(lines).toContain(`Event page: ${ORIGIN}${eventPagePath(event)}`);
    // The branch's zone beside the times, for a registrant reading it elsewhere.
    expect(lines).toContain('When: Wednesday 1 July 2026, 18:00 to 20:00 IST');
    expect(lines).toContain('Where: Hall B');
    expect(lines).toContain(`Your ticket: ${registration.ticketCode}`);

    expect(mail?.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`event-${event.id}.ics`, 'text/calendar; charset=utf-8; method=PUBLISH'],
      [`ticket-${registration.ticketCode}.png`, 'image/png'],
    ]);
    const calendar = calendarOf(mail?.attachments[0]);
    expect(calendar.event.uid).toBe(`event-${event.id}@localhost`);
    expect(calendar.event.summary).toBe(event.title);
    // 18:00 in India.
    expect(calendar.event.startDate.toJSDate().toISOString()).toBe('2026-07-01T12:30:00.000Z');
    expect(await readQrCode(bytesOf(mail?.attachments[1]))).toBe(registration.ticketCode);
  });

  it('tells waiting and pending registrants where they stand, with the .ics and link but no ticket', async () => {
    const full = await createEvent(t, { capacity: 1 });
    await register(t, full.id, 'Ben');
    const waiting = await register(t, full.id, 'Cleo');
    const approval = await createEvent(t, { registrationApproval: true, capacity: 10 });
    const pending = await register(t, approval.id, 'Dev');
    for (const [who, kind, token] of [
      ['Cleo', 'registration-waitlisted', waiting.token],
      ['Dev', 'registration-pending', pending.token],
    ] as const) {
      const [mail] = await mailsTo(who);
      expect(mail?.kind).toBe(kind);
      expect(mail?.attachments.map((file) => file.filename)).toEqual([
        `event-${kind === 'registration-pending' ? approval.id : full.id}.ics`,
      ]);
      expect(mail?.text).not.toContain('Your ticket');
      expect(mail?.text.split('\n')).toContain(`${ORIGIN}/registrations/${token}`);
    }
  });

  it('mails the cancellation, and the promotion with its ticket to the first in line', async () => {
    const event = await createEvent(t, { capacity: 1 });
    const first = await register(t, event.id, 'Eli');
    await register(t, event.id, 'Fay');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${first.token}/cancel`,
    });
    expect(cancelled.statusCode).toBe(200);
    const eliMails = await mailsTo('Eli');
    expect(eliMails.map((mail) => mail.kind)).toEqual([
      'registration-confirmed',
      'registration-cancelled',
    ]);
    expect(eliMails[1]?.attachments.map((file) => file.filename)).toEqual([
      `event-${event.id}.ics`,
    ]);
    const promoted = (await mailsTo('Fay')).at(-1);
    expect(promoted?.kind).toBe('registration-promoted');
    const [row] = await t.database.db
      .select({ ticketCode: eventRegistrations.ticketCode })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.email, 'fay@example.edu'));
    expect(promoted?.text).toContain(`Your ticket: ${row?.ticketCode}`);
    expect(await readQrCode(bytesOf(promoted?.attachments[1]))).toBe(row?.ticketCode);
  });

  it("writes the desk's accepted and declined mails", async () => {
    const event = await createEvent(t, { registrationApproval: true, capacity: 10 });
    await register(t, event.id, 'Gus');
    await register(t, event.id, 'Hana');
    const context = createServiceContext(
      t.database.db,
      t.clock,
      TEST_TIMEZONE,
      serviceOf(t.app, 'mailer'),
      TEST_ORIGIN,
    );
    const idOf = async (who: string) => {
      const [row] = await t.database.db
        .select({ id: eventRegistrations.id })
        .from(eventRegistrations)
        .where(eq(eventRegistrations.email, `${who.toLowerCase()}@example.edu`));
      return row?.id ?? 0;
    };
    // As the desk does: the status first, then the mail, in one transaction.
    await t.database.db
      .update(eventRegistrations)
      .set({ status: 'confirmed' })
      .where(eq(eventRegistrations.id, await idOf('Gus')));
    await mailRegistrant(context, await idOf('Gus'), 'accepted');
    await t.database.db
      .update(eventRegistrations)
      .set({ status: 'declined' })
      .where(eq(eventRegistrations.id, await idOf('Hana')));
    await mailRegistrant(context, await idOf('Hana'), 'declined');
    const accepted = (await mailsTo('Gus')).at(-1);
    expect(accepted?.kind).toBe('registration-accepted');
    expect(accepted?.attachments.map((file) => file.contentType)).toEqual([
      'text/calendar; charset=utf-8; method=PUBLISH',
      'image/png',
    ]);
    const declined = (await mailsTo('Hana')).at(-1);
    expect(declined?.kind).toBe('registration-declined');
    expect(declined?.attachments).toHaveLength(1);
    expect(declined?.text).not.toContain('Your ticket');
  });

  it("shows a confirmed registrant's ticket as a QR code, and nobody else's", async () => {
    const event = await createEvent(t, { capacity: 1 });
    const confirmed = await register(t, event.id, 'Ines');
    const waiting = await register(t, event.id, 'Jon');
    const ticket = await t.app.inject(`/api/registrations/${confirmed.token}/ticket.svg`);
    expect(ticket.statusCode).toBe(200);
    expect(ticket.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(ticket.headers['cache-control']).toBe('private, no-store');
    expect(await readQrCode(ticket.body)).toBe(confirmed.registration.ticketCode);

    const none = await t.app.inject(`/api/registrations/${waiting.token}/ticket.svg`);
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toMatch(/no ticket/i);
    await t.app.inject({ method: 'POST', url: `/api/registrations/${confirmed.token}/cancel` });
    expect(
      (await t.app.inject(`/api/registrations/${confirmed.token}/ticket.svg`)).statusCode,
    ).toBe(404);
    // The place went to Jon, and his ticket with it.
    const promoted = await t.app.inject(`/api/registrations/${waiting.token}/ticket.svg`);
    expect(promoted.statusCode).toBe(200);
  });

  it('tells everyone registered, once, when the event is postponed and when it is cancelled', async () => {
    let event = await createEvent(t, { capacity: 1 });
    await register(t, event.id, 'Kai'); // confirmed
    await register(t, event.id, 'Lea'); // waiting
    const gone = await register(t, event.id, 'Mo');
    await t.app.inject({ method: 'POST', url: `/api/registrations/${gone.token}/cancel` });
    event = await edit(event, { registrationApproval: true });
    await register(t, event.id, 'Nia'); // pending

    event = await edit(event, { state: 'postponed' });
    const told = async (kind: string) =>
      (
        await t.database.db
          .select({ to: mailOutbox.to, attachments: mailOutbox.attachments, text: mailOutbox.text })
          .from(mailOutbox)
          .where(eq(mailOutbox.kind, kind))
      ).filter((mail) => mail.text.includes(event.title));
    const postponed = await told('registration-event-postponed');
    expect(postponed.map((mail) => mail.to).sort()).toEqual([
      'kai@example.edu',
      'lea@example.edu',
      'nia@example.edu',
    ]);
    const calendar = calendarOf(postponed[0]?.attachments[0]);
    expect(calendar.status).toBe('TENTATIVE');
    expect(calendar.event.sequence).toBe(event.version);

    // Saving it again (another change) tells nobody again.
    event = await edit(event, { description: 'Still postponed; new date soon.' });
    expect(await told('registration-event-postponed')).toHaveLength(3);

    event = await edit(event, { state: 'cancelled' });
    const cancelled = await told('registration-event-cancelled');
    expect(cancelled).toHaveLength(3);
    expect(calendarOf(cancelled[0]?.attachments[0]).status).toBe('CANCELLED');
    const kais = cancelled.find((mail) => mail.to === 'kai@example.edu');
    expect(kais?.text).toContain('cancelled this event');
    expect(kais?.text).not.toContain('Your ticket');
  });
});

describe('the words of registration mails', () => {
  it('give every kind a subject, the event page and the personal link as whole URLs', () => {
    const subjects = new Set<string>();
    for (const kind of REGISTRATION_MAIL_KINDS) {
      const mail = registrationMail({
        kind,
        to: 'ada@example.edu',
        name: 'Ada',
        event: {
          title: 'Robotics night',
          when: 'Wednesday 1 July 2026, 18:00',
          location: null,
          pageUrl: 'https://ieee.example.edu/events/7',
        },
        ticketCode: 'K7QX-9M2P-4TRW',
        personalUrl: 'https://ieee.example.edu/registrations/abc',
        site: 'IEEE SB',
        attachments: [],
      });
      expect(mail.kind).toBe(`registration-${kind}`);
      subjects.add(mail.subject);
      const lines = mail.text.split('\n');
      expect(lines, kind).toContain('https://ieee.example.edu/registrations/abc');
      expect(lines, kind).toContain('Event page: https://ieee.example.edu/events/7');
    }
    expect(subjects.size).toBe(REGISTRATION_MAIL_KINDS.length);
  });
});

// The outbox's other kinds are untouched by these tests.
it('leaves no registration mail without its calendar file', async () => {
  const mails = await t.database.db
    .select({ attachments: mailOutbox.attachments })
    .from(mailOutbox)
    .where(like(mailOutbox.kind, 'registration-%'));
  expect(mails.length).toBeGreaterThan(10);
  for (const mail of mails) expect(mail.attachments[0]?.filename).toMatch(/^event-\d+\.ics$/);
});
