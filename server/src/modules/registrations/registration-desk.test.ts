import type {
  AuditPage,
  CheckInResult,
  DeskRegistration,
  RegistrationDeskPage,
} from '@chapterhouse/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, type TestAccount } from '../../../test/accounts.js';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { createEvent, register, student } from '../../../test/events-fixture.js';
import { auditLog, eventRegistrations, events, mailOutbox } from '../../db/schema/index.js';
import { DESK_REFUSALS } from './registration-desk.service.js';
import { ERASED_REGISTRATION_LABEL } from './registration-erasure.js';

let t: DashboardApp;
/** Admin of another society: refused (403) everywhere on `t.society`'s desk. */
let otherSocietyAdmin: TestAccount;
let branchAdmin: TestAccount;
beforeAll(async () => {
  t = await openDashboardApp();
  const societies = (await t.app.inject('/api/societies')).json<{ slug: string }[]>();
  otherSocietyAdmin = await signedInAs(t, 'SOCIETY_ADMIN', societies[1]?.slug ?? null);
  branchAdmin = await signedInAs(t, 'BRANCH_ADMIN');
});
afterAll(() => t.close());

const deskOf = (eventId: number, base = t.base) => `${base}/events/${eventId}`;

async function list(eventId: number, query = '') {
  const response = await t.api('GET', `${deskOf(eventId)}/registrations${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RegistrationDeskPage>();
}

async function rowOf(eventId: number, email: string) {
  const [row] = await t.database.db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.email, email)));
  if (!row) throw new Error(`no registration of ${email}`);
  return row;
}

const eventRow = async (id: number) => {
  const [row] = await t.database.db.select().from(events).where(eq(events.id, id));
  if (!row) throw new Error('no event');
  return row;
};

/** The kinds of the mails queued for an address, oldest first. */
const mailsTo = async (email: string) =>
  (
    await t.database.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(mailOutbox.id)
  ).map((row) => row.kind);

const act = (
  eventId: number,
  registration: { id: number; version: number },
  action: string,
  body: object = {},
  account?: TestAccount,
) =>
  t.api(
    'POST',
    `${deskOf(eventId)}/registrations/${registration.id}/${action}`,
    { version: registration.version, ...body },
    account,
  );

const checkIn = (eventId: number, body: object, account?: TestAccount) =>
  t.api('POST', `${deskOf(eventId)}/check-in`, body, account);

describe('the registrations view', () => {
  it('lists registrations in order with counts per status, filters and searches', async () => {
    const event = await createEvent(t, { capacity: 2 });
    const created = [];
    for (let index = 0; index < 4; index++)
      created.push(await register(t, event.id, student(100 + index)));
    const page = await list(event.id);
    expect(page.items.map((r) => [r.name, r.status, r.waitlistPosition])).toEqual([
      ['Student 100', 'confirmed', null],
      ['Student 101', 'confirmed', null],
      ['Student 102', 'waitlisted', 1],
      ['Student 103', 'waitlisted', 2],
    ]);
    expect(page.counts).toEqual({
      confirmed: 2,
      waitlisted: 2,
      pending: 0,
      declined: 0,
      cancelled: 0,
      'checked-in': 0,
      'awaiting-confirmation': 0,
    });
    expect(page.event).toMatchObject({ id: event.id, title: event.title, capacity: 2 });

    const waiting = await list(event.id, '?status=waitlisted');
    expect(waiting.items.map((r) => r.name)).toEqual(['Student 102', 'Student 103']);
    expect(waiting.total).toBe(2);
    // The counts are the whole event's, whatever the filter.
    expect(waiting.counts.confirmed).toBe(2);

    expect((await list(event.id, '?q=student101')).items.map((r) => r.name)).toEqual([
      'Student 101',
    ]);
    expect((await list(event.id, '?q=STUDENT 103')).items.map((r) => r.name)).toEqual([
      'Student 103',
    ]);
    // A ticket code, as typed at the desk: any case, without its dashes.
    const ticket = created[0]?.registration.ticketCode ?? '';
    const byTicket = await list(event.id, `?q=${ticket.replace(/-/g, '').toLowerCase()}`);
    expect(byTicket.items.map((r) => r.name)).toEqual(['Student 100']);
    // LIKE's own characters are plain text in a search.
    expect((await list(event.id, '?q=%25')).items).toEqual([]);
    expect((await list(event.id, '?q=_')).items).toEqual([]);

    const paged = await list(event.id, '?limit=3&page=2');
    expect(paged).toMatchObject({ total: 4, page: 2, pageCount: 2 });
    expect(paged.items.map((r) => r.name)).toEqual(['Student 103']);
  });

  it('filters the checked in', async () => {
    const event = await createEvent(t, { capacity: 5 });
    const first = await register(t, event.id, student(150));
    await register(t, event.id, student(151));
    expect(
      (await checkIn(event.id, { ticketCode: first.registration.ticketCode })).statusCode,
    ).toBe(200);
    const page = await list(event.id, '?status=checked-in');
    expect(page.items.map((r) => r.name)).toEqual(['Student 150']);
    expect(page.items[0]?.checkedInAt).toBe('2026-06-15T10:00:00.000Z');
    expect(page.counts['checked-in']).toBe(1);
  });
});

describe('approval', () => {
  it('accepts into a place while there is room, then onto the waiting list, and declines', async () => {
    const event = await createEvent(t, { capacity: 1, registrationApproval: true });
    for (let index = 0; index < 3; index++) await register(t, event.id, student(200 + index));
    let page = await list(event.id);
    expect(page.counts.pending).toBe(3);
    const [first, second, third] = page.items as [
      DeskRegistration,
      DeskRegistration,
      DeskRegistration,
    ];

    const accepted = await act(event.id, first, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<DeskRegistration>()).toMatchObject({
      status: 'confirmed',
      version: first.version + 1,
    });
    expect((await eventRow(event.id)).registrations).toBe(1);
    expect(await mailsTo('student200@example.edu')).toEqual([
      'registration-pending',
      'registration-accepted',
    ]);

    const full = await act(event.id, second, 'accept');
    expect(full.statusCode).toBe(200);
    expect(full.json<DeskRegistration>()).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
    });
    expect(await mailsTo('student201@example.edu')).toEqual([
      'registration-pending',
      'registration-waitlisted',
    ]);

    const declined = await act(event.id, third, 'decline');
    expect(declined.json<DeskRegistration>().status).toBe('declined');
    expect(await mailsTo('student202@example.edu')).toEqual([
      'registration-pending',
      'registration-declined',
    ]);

    // Only a pending registration can be accepted or declined; nothing changes otherwise.
    const again = await act(event.id, declined.json<DeskRegistration>(), 'accept');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(DESK_REFUSALS.notPending('Student 202', 'declined'));
    page = await list(event.id);
    expect(page.counts).toMatchObject({ confirmed: 1, waitlisted: 1, pending: 0, declined: 1 });
  });

  it('refuses a change based on a stale version (409) and changes nothing', async () => {
    const event = await createEvent(t, { capacity: 2, registrationApproval: true });
    await register(t, event.id, student(250));
    const [registration] = (await list(event.id)).items as [DeskRegistration];
    const stale = await act(
      event.id,
      { ...registration, version: registration.version + 5 },
      'accept',
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(/changed/);
    expect((await rowOf(event.id, 'student250@example.edu')).status).toBe('pending');
  });
});

describe('moving and removing', () => {
  it('never moves more people into places than the capacity', async () => {
    const event = await createEvent(t, { capacity: 1 });
    await register(t, event.id, student(300));
    await register(t, event.id, student(301));
    const [confirmed, waiting] = (await list(event.id)).items as [
      DeskRegistration,
      DeskRegistration,
    ];
    const refused = await act(event.id, waiting, 'move', { to: 'confirmed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(DESK_REFUSALS.full(1, 1));
    expect((await rowOf(event.id, 'student301@example.edu')).status).toBe('waitlisted');

    // Out of the place: it stays free for the officer to give (not straight back to them).
    const out = await act(event.id, confirmed, 'move', { to: 'waitlisted' });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json<DeskRegistration>()).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
    });
    expect((await eventRow(event.id)).registrations).toBe(0);
    const moved = await act(event.id, waiting, 'move', { to: 'confirmed' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<DeskRegistration>().status).toBe('confirmed');
    expect((await eventRow(event.id)).registrations).toBe(1);
    expect(await mailsTo('student301@example.edu')).toEqual([
      'registration-waitlisted',
      'registration-promoted',
    ]);
    expect(await mailsTo('student300@example.edu')).toEqual([
      'registration-confirmed',
      'registration-waitlisted',
    ]);
    // Moving where it already is, or a pending one, is refused.
    const same = await act(event.id, moved.json<DeskRegistration>(), 'move', { to: 'confirmed' });
    expect(same.statusCode).toBe(409);
  });

  it('gives the last place to one of several officers moving people into it at once', async () => {
    const event = await createEvent(t, { capacity: 1 });
    await register(t, event.id, student(350));
    for (let index = 351; index <= 355; index++) await register(t, event.id, student(index));
    const [holder, ...waiting] = (await list(event.id)).items as DeskRegistration[];
    expect((await act(event.id, holder as DeskRegistration, 'remove')).statusCode).toBe(200);
    // The removal promoted the first in line; free that place again, then race for it.
    const [promoted] = (await list(event.id, '?status=confirmed')).items as [DeskRegistration];
    expect((await act(event.id, promoted, 'move', { to: 'waitlisted' })).statusCode).toBe(200);
    const stillWaiting = (await list(event.id, '?status=waitlisted')).items;
    const answers = await Promise.all(
      stillWaiting.map((registration) => act(event.id, registration, 'move', { to: 'confirmed' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200,
      ...Array(stillWaiting.length - 1).fill(409),
    ]);
    expect((await list(event.id)).counts.confirmed).toBe(1);
    expect((await eventRow(event.id)).registrations).toBe(1);
    expect(waiting).toHaveLength(5);
  });

  it('removes a registration and gives its place to the first in line', async () => {
    const event = await createEvent(t, { capacity: 1 });
    await register(t, event.id, student(400));
    await register(t, event.id, student(401));
    await register(t, event.id, student(402));
    const [holder] = (await list(event.id)).items as [DeskRegistration];
    const removed = await act(event.id, holder, 'remove');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<DeskRegistration>().status).toBe('cancelled');
    expect((await list(event.id)).items.map((r) => r.status)).toEqual([
      'cancelled',
      'confirmed',
      'waitlisted',
    ]);
    expect((await eventRow(event.id)).registrations).toBe(1);
    expect(await mailsTo('student400@example.edu')).toContain('registration-cancelled');
    expect(await mailsTo('student401@example.edu')).toContain('registration-promoted');
    // Removing again: nothing to remove.
    const again = await act(event.id, removed.json<DeskRegistration>(), 'remove');
    expect(again.statusCode).toBe(409);
  });

  it('keeps the place of someone checked in', async () => {
    const event = await createEvent(t, { capacity: 3 });
    const { registration } = await register(t, event.id, student(450));
    await checkIn(event.id, { ticketCode: registration.ticketCode });
    const [row] = (await list(event.id)).items as [DeskRegistration];
    for (const [action, body] of [
      ['remove', {}],
      ['move', { to: 'waitlisted' }],
    ] as const) {
      const refused = await act(event.id, row, action, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(DESK_REFUSALS.checkedIn('Student 450'));
    }
  });
});

describe('check-in at the door', () => {
  it('checks a ticket in once and keeps the event count equal to those checked in', async () => {
    const event = await createEvent(t, { capacity: 5 });
    const { registration } = await register(t, event.id, student(500));
    await register(t, event.id, student(501));
    const code = registration.ticketCode ?? '';
    // Typed as people type it: lower case, spaces instead of dashes.
    const first = await checkIn(event.id, { ticketCode: code.toLowerCase().replace(/-/g, ' ') });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<CheckInResult>()).toMatchObject({
      message: 'Checked in: Student 500',
      registration: { name: 'Student 500', checkedInAt: '2026-06-15T10:00:00.000Z' },
    });
    expect((await eventRow(event.id)).checkedIn).toBe(1);
    const before = await rowOf(event.id, 'student500@example.edu');

    // Again: when it was, on the branch's clock (10:00 UTC is 15:30 in Kolkata); nothing changes.
    const second = await checkIn(event.id, { ticketCode: code });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('Already checked in at 15:30: Student 500');
    expect(await rowOf(event.id, 'student500@example.edu')).toEqual(before);
    expect((await eventRow(event.id)).checkedIn).toBe(1);

    // By registration, after a search by name.
    const [other] = (await list(event.id, '?q=Student 501')).items as [DeskRegistration];
    const byId = await checkIn(event.id, { registrationId: other.id });
    expect(byId.statusCode, byId.body).toBe(200);
    expect((await eventRow(event.id)).checkedIn).toBe(2);
    expect((await checkIn(event.id, { registrationId: other.id })).statusCode).toBe(409);
  });

  it('lets one of several simultaneous scans of a ticket in, and refuses the others', async () => {
    const event = await createEvent(t, { capacity: 5 });
    const { registration } = await register(t, event.id, student(550));
    // Two phones at the door scanning the same ticket, each more than once.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => checkIn(event.id, { ticketCode: registration.ticketCode })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409,
    ]);
    expect((await eventRow(event.id)).checkedIn).toBe(1);
  });

  it('refuses unknown codes, other events and anyone not confirmed', async () => {
    const event = await createEvent(t, { capacity: 1 });
    await register(t, event.id, student(600));
    const waiting = await register(t, event.id, student(601));
    const unknown = await checkIn(event.id, { ticketCode: 'AAAA-BBBB-CCCC' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('No ticket with this code');

    const notConfirmed = await checkIn(event.id, {
      ticketCode: (await rowOf(event.id, 'student601@example.edu')).ticketCode,
    });
    expect(notConfirmed.statusCode).toBe(409);
    expect(notConfirmed.json().error).toBe(DESK_REFUSALS.notConfirmed('Student 601', 'waitlisted'));
    expect(waiting.registration.status).toBe('waitlisted');

    const otherEvent = await createEvent(t, { capacity: 5 });
    const elsewhere = await register(t, otherEvent.id, student(602));
    const wrongSession = await checkIn(event.id, {
      ticketCode: elsewhere.registration.ticketCode,
    });
    expect(wrongSession.statusCode).toBe(409);
    expect(wrongSession.json().error).toBe(DESK_REFUSALS.otherEvent(otherEvent.title));
    expect((await eventRow(event.id)).checkedIn).toBe(0);
    expect((await eventRow(otherEvent.id)).checkedIn).toBe(0);
  });
});

describe('the CSV export', () => {
  it('has a column per question, escapes quotes and keeps formulas from running', async () => {
    const event = await createEvent(t, {
      title: 'Desk workshop: the export',
      capacity: 5,
      registrationQuestions: [
        { label: 'Diet', kind: 'choice', options: ['Vegetarian', 'Any'] },
        { label: 'Laptop?', kind: 'yes-no' },
      ],
    });
    const [diet, laptop] = (await eventRow(event.id)).registrationQuestions;
    await register(t, event.id, {
      ...student(700),
      name: '=HYPERLINK("http://evil.example","click")',
      memberNumber: '91230000',
      answers: { [diet?.id ?? '']: 'Vegetarian', [laptop?.id ?? '']: true },
    });
    const ada = await register(t, event.id, {
      ...student(701),
      name: 'Ada "The Countess" Lovelace',
    });
    await checkIn(event.id, { ticketCode: ada.registration.ticketCode });
    const response = await t.api('GET', `${deskOf(event.id)}/registrations/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/desk-workshop-.*-registrations\.csv/);
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe(
      'Name,E-mail,Member number,Verified IEEE member (roster of),Role,Status,Diet,Laptop?,Registered at,Checked in at',
    );
    // Registered at: the branch's wall clock with its offset, a cell that says its zone itself.
    const registeredAt = String.raw`\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\+05:30`;
    expect(lines[1]).toMatch(
      new RegExp(
        `^"'=HYPERLINK\\(""http://evil\\.example"",""click""\\)",student700@example\\.edu,91230000,,Participant,confirmed,Vegetarian,yes,${registeredAt},$`,
      ),
    );
    expect(lines[2]).toMatch(
      new RegExp(
        `^"Ada ""The Countess"" Lovelace",student701@example\\.edu,,,Participant,confirmed,,,${registeredAt},2026-06-15 15:30:00\\+05:30$`,
      ),
    );
  });
});

describe('who may use the desk', () => {
  const routesOf = (eventId: number, registrationId: number) => [
    { method: 'GET' as const, url: `${deskOf(eventId)}/registrations` },
    { method: 'GET' as const, url: `${deskOf(eventId)}/registrations/export` },
    ...['accept', 'decline', 'move', 'remove'].map((action) => ({
      method: 'POST' as const,
      url: `${deskOf(eventId)}/registrations/${registrationId}/${action}`,
    })),
    { method: 'POST' as const, url: `${deskOf(eventId)}/check-in` },
  ];

  it('refuses visitors (401) and admins of other organisations (403) on every route', async () => {
    const event = await createEvent(t, { capacity: 2, registrationApproval: true });
    await register(t, event.id, student(800));
    const [registration] = (await list(event.id)).items as [DeskRegistration];
    for (const { method, url } of routesOf(event.id, registration.id)) {
      const payload = method === 'POST' ? { version: 1 } : undefined;
      const anonymous = await t.app.inject({ method, url, payload });
      expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
      for (const account of [otherSocietyAdmin, t.councilOfficer]) {
        const refused = await t.api(method, url, payload, account);
        expect(refused.statusCode, `${method} ${url} ${account.email}`).toBe(403);
      }
    }
    // The branch admin may.
    const branch = await t.api('GET', `${deskOf(event.id)}/registrations`, undefined, branchAdmin);
    expect(branch.statusCode).toBe(200);
    expect((await rowOf(event.id, 'student800@example.edu')).status).toBe('pending');
  });

  it("answers 404 for another organisation's event through one's own dashboard", async () => {
    const otherBase = `/api/society-dashboard/society/${otherSocietyAdmin.user.organisation?.id}`;
    const theirs = await createEvent(
      t,
      { capacity: 5 },
      { base: otherBase, officer: otherSocietyAdmin },
    );
    const { registration } = await register(t, theirs.id, student(850));
    const [row] = (
      await t.api(
        'GET',
        `${deskOf(theirs.id, otherBase)}/registrations`,
        undefined,
        otherSocietyAdmin,
      )
    ).json<RegistrationDeskPage>().items as [DeskRegistration];
    for (const { method, url } of routesOf(theirs.id, row.id)) {
      const payload =
        method === 'POST'
          ? url.endsWith('check-in')
            ? { ticketCode: registration.ticketCode }
            : { version: row.version, to: 'waitlisted' }
          : undefined;
      const response = await t.api(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // A registration of another event addressed through one of ours is not found either.
    const ours = await createEvent(t, { capacity: 2 });
    const moved = await act(ours.id, row, 'move', { to: 'waitlisted' });
    expect(moved.statusCode).toBe(404);
    expect(await eventRow(theirs.id)).toMatchObject({ checkedIn: 0, registrations: 1 });
  });

  it('answers bad bodies and parameters with 400 and writes nothing', async () => {
    const event = await createEvent(t, { capacity: 2, registrationApproval: true });
    await register(t, event.id, student(900));
    const [registration] = (await list(event.id)).items as [DeskRegistration];
    const before = await rowOf(event.id, 'student900@example.edu');
    const auditBefore = await auditCount();
    const bad: [string, object | undefined][] = [
      [`${deskOf(event.id)}/registrations/${registration.id}/accept`, {}],
      [`${deskOf(event.id)}/registrations/${registration.id}/accept`, { version: 'one' }],
      [`${deskOf(event.id)}/registrations/${registration.id}/decline`, { version: 0 }],
      [`${deskOf(event.id)}/registrations/${registration.id}/move`, { version: 1, to: 'pending' }],
      [`${deskOf(event.id)}/registrations/${registration.id}/remove`, { version: 2 ** 40 }],
      [`${deskOf(event.id)}/registrations/0x10/accept`, { version: 1 }],
      [`${deskOf(event.id)}/check-in`, {}],
      [`${deskOf(event.id)}/check-in`, { ticketCode: 'nope' }],
      [
        `${deskOf(event.id)}/check-in`,
        { ticketCode: before.ticketCode, registrationId: registration.id },
      ],
      [`${deskOf(event.id)}/check-in`, { registrationId: -1 }],
    ];
    for (const [url, payload] of bad) {
      const response = await t.api('POST', url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
    for (const query of ['?status=maybe', '?page=0', `?q=${'x'.repeat(121)}`, '?q=%00']) {
      const response = await t.api('GET', `${deskOf(event.id)}/registrations${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await t.api('GET', `${t.base}/events/1e3/registrations`)).statusCode).toBe(400);
    expect(await rowOf(event.id, 'student900@example.edu')).toEqual(before);
    expect(await auditCount()).toBe(auditBefore);
  });
});

const auditCount = async (itemType?: string) => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(auditLog)
    .where(itemType ? eq(auditLog.itemType, itemType) : undefined);
  return row?.n ?? 0;
};

describe('roles at the desk', () => {
  it('marks what someone did, refuses a stale or unknown role and the cancelled, and History names it', async () => {
    const event = await createEvent(t);
    await register(t, event.id, student(1150));
    const gone = await register(t, event.id, student(1151));
    await t.app.inject({ method: 'POST', url: `/api/registrations/${gone.token}/cancel` });
    const [row] = (await list(event.id)).items.filter((item) => item.name === 'Student 1150');
    if (!row) throw new Error('no registration');
    expect(row.role).toBe('participant');

    const unknown = await act(event.id, row, 'role', { role: 'host' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toContain(
      'Choose participant, volunteer, speaker, organiser or winner',
    );
    const marked = await act(event.id, row, 'role', { role: 'volunteer' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json<DeskRegistration>()).toMatchObject({
      role: 'volunteer',
      version: row.version + 1,
    });
    // Marked from a page shown before that change: refused, nothing changed.
    const stale = await act(event.id, row, 'role', { role: 'speaker' });
    expect(stale.statusCode).toBe(409);
    expect((await rowOf(event.id, 'student1150@example.edu')).role).toBe('volunteer');
    const cancelled = (await list(event.id, '?status=cancelled')).items[0] as DeskRegistration;
    const refused = await act(event.id, cancelled, 'role', { role: 'winner' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('only someone still registered can be given a role');

    const history = await t.api('GET', `${t.base}/history?limit=20`);
    const entry = history
      .json<AuditPage>()
      .items.find((item) => item.itemType === 'event_registrations' && item.itemId === row.id);
    expect(entry?.changes.map((change) => [change.field, change.before, change.after])).toEqual([
      ['role', 'participant', 'volunteer'],
    ]);
  });
});

describe('the audit trail', () => {
  it("records every officer action in the organisation's History, and nothing registrants do", async () => {
    const event = await createEvent(t, { capacity: 1, registrationApproval: true });
    const entriesBefore = await auditCount();
    // Registrants: register, cancel through their link. No entry, for the event or the registration.
    const first = await register(t, event.id, student(1000));
    await register(t, event.id, student(1001));
    await register(t, event.id, student(1002));
    await t.app.inject({ method: 'DELETE', url: `/api/registrations/${first.token}` });
    expect(await auditCount()).toBe(entriesBefore);

    const rows = (await list(event.id)).items;
    const named = (name: string) => rows.find((row) => row.name === name) as DeskRegistration;
    const second = named('Student 1001');
    const third = named('Student 1002');
    await act(event.id, second, 'accept');
    await act(event.id, third, 'decline');
    await checkIn(event.id, { registrationId: second.id });

    const history = await t.api('GET', `${t.base}/history?limit=50`);
    expect(history.statusCode).toBe(200);
    const entries = history
      .json<AuditPage>()
      .items.filter(
        (entry) =>
          entry.itemType === 'event_registrations' && rows.some((row) => row.id === entry.itemId),
      );
    expect(
      entries
        .map((entry) => ({
          who: entry.actor.id,
          label: entry.itemLabel,
          organisation: entry.organisation?.id,
          changes: entry.changes.map((change) => [change.field, change.before, change.after]),
        }))
        .reverse(),
    ).toEqual([
      {
        who: t.officer.user.id,
        label: 'Student 1001',
        organisation: t.society.id,
        changes: [['status', 'pending', 'confirmed']],
      },
      {
        who: t.officer.user.id,
        label: 'Student 1002',
        organisation: t.society.id,
        changes: [['status', 'pending', 'declined']],
      },
      {
        who: t.officer.user.id,
        label: 'Student 1001',
        organisation: t.society.id,
        changes: [['checked_in_at', null, expect.stringMatching(/^2026-06-15T/)]],
      },
    ]);
    // No secret of a registration reaches the trail.
    const fields = entries.flatMap((entry) => entry.changes.map((change) => change.field));
    expect(fields).not.toContain('token');
    expect(fields).not.toContain('ticket_code');

    // Deleting the event records the event, not each registration that goes with it.
    const registrationEntries = await auditCount('event_registrations');
    expect((await t.api('DELETE', `${t.base}/events/upcoming/${event.id}`)).statusCode).toBe(204);
    expect(await auditCount('event_registrations')).toBe(registrationEntries);
    const gone = await t.database.db
      .select({ n: count() })
      .from(eventRegistrations)
      .where(inArray(eventRegistrations.eventId, [event.id]));
    expect(gone[0]?.n).toBe(0);
  });

  it('keeps no name in the History once the registrant erases their registration', async () => {
    const event = await createEvent(t, { capacity: 5, registrationApproval: true });
    const created = await register(t, event.id, student(1100));
    const [row] = (await list(event.id)).items;
    await act(event.id, row as DeskRegistration, 'accept');
    const labels = async () =>
      (
        await t.database.db
          .select({ label: auditLog.itemLabel })
          .from(auditLog)
          .where(
            and(
              eq(auditLog.itemType, 'event_registrations'),
              eq(auditLog.itemId, (row as DeskRegistration).id),
            ),
          )
      ).map((entry) => entry.label);
    expect(await labels()).toEqual(['Student 1100']);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: `/api/registrations/${created.token}`,
    });
    expect(erased.statusCode).toBe(200);
    expect(await labels()).toEqual([ERASED_REGISTRATION_LABEL]);
  });
});
