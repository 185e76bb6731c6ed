import { Writable } from 'node:stream';
import type {
  AuditPage,
  EventReport,
  OrganisationSummary,
  RosterMembersPage,
  RosterPreview,
  RosterSummary,
} from '@chapterhouse/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, signedInStudent, type TestAccount } from '../../../test/accounts.js';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import {
  clientAddress,
  createEvent,
  newEventBody,
  register,
  registrantNamed,
  sendRegistration,
} from '../../../test/events-fixture.js';
import { multipart } from '../../../test/images.js';
import {
  auditLog,
  eventRegistrations,
  rosterMembers,
  rosterUploads,
} from '../../db/schema/index.js';

// The OU Analytics roster (issue 47, item 3): who may upload it, its preview, applying it whole
// or not at all, the verified members it makes of check-ins, deleting it, and no trace of it in
// anything public or in the log.

let now = new Date('2026-06-15T10:00:00Z');
let t: DashboardApp;
let as: Record<'branch' | 'otherSociety' | 'editor', TestAccount>;
const logged: string[] = [];

beforeAll(async () => {
  t = await openDashboardApp({
    clock: { now: () => new Date(now) },
    web: 'site',
    logStream: new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    }),
  });
  const societies = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>();
  as = {
    branch: await signedInAs(t, 'BRANCH_ADMIN'),
    otherSociety: await signedInAs(t, 'SOCIETY_ADMIN', societies[1]?.slug ?? null),
    editor: await signedInAs(t, 'SOCIETY_ADMIN', t.society.slug, 'Editor', 'editor'),
  };
});
afterAll(() => t.close());

const HEADER = [
  'Member/Customer Number',
  'First Name',
  'Last Name',
  'Email Address',
  'Grade',
  'IEEE Status',
  'Renew Year',
  'Active Society List',
];

/** A roster row: number, first, last, address, status (Active unless told), renew year. */
const row = (
  number: string,
  first: string,
  last: string,
  email: string,
  status = 'Active',
  renew = '2026',
) => [number, first, last, email, 'Student Member', status, renew, 'C16, RA024'];

const csv = (rows: string[][]) =>
  Buffer.from([HEADER, ...rows].map((cells) => cells.map((c) => `"${c}"`).join(',')).join('\r\n'));

/** Names and numbers found only in the roster, to look for in public answers and the log. */
const SECRET = {
  number: '97531864',
  first: 'Quillonia',
  last: 'Vantablackwood',
  email: 'quillonia.v@ieee.org',
};

const ROSTER = [
  row(SECRET.number, SECRET.first, SECRET.last, SECRET.email),
  row('97531865', 'Meera', 'Raghunathan', 'meera.r@ieee.org'),
  row('97531866', 'Arjun', 'Krishnaswamy', 'arjun.k@college.edu', 'Arrears'),
];

const BRANCH = '/api/admin/roster';
const SOCIETY = () => `${t.base}/roster`;

function send(
  method: 'POST' | 'PUT',
  url: string,
  file: Buffer | null,
  fields: Record<string, string> = {},
  account: TestAccount | null = as.branch,
) {
  const body = multipart(
    { exportedOn: '2026-06-10', ...fields },
    file ? { name: 'roster.csv', data: file, type: 'text/csv' } : undefined,
  );
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(account ? bearer(account) : {}) },
  });
}

const preview = (file: Buffer, fields?: Record<string, string>, url = `${BRANCH}/preview`) =>
  send('POST', url, file, fields);

const memberRows = async () =>
  (await t.database.db.select({ n: count() }).from(rosterMembers))[0]?.n ?? 0;

describe('who may see and change a roster', () => {
  it('refuses anonymous visitors, other organisations and editors, with nothing written', async () => {
    const file = csv(ROSTER);
    expect((await send('POST', `${BRANCH}/preview`, file, {}, null)).statusCode).toBe(401);
    expect((await send('PUT', BRANCH, file, {}, null)).statusCode).toBe(401);
    expect((await t.app.inject({ url: BRANCH })).statusCode).toBe(401);
    expect((await send('PUT', BRANCH, file, {}, as.otherSociety)).statusCode).toBe(403);
    // A society's own roster: its owners' and the branch admins', never another society's
    // officer's, nor its editors' (who keep its pages, not its membership).
    expect((await send('PUT', SOCIETY(), file, {}, as.otherSociety)).statusCode).toBe(403);
    expect((await send('PUT', SOCIETY(), file, {}, as.editor)).statusCode).toBe(403);
    const read = await t.api('GET', `${SOCIETY()}/members`, undefined, as.editor);
    expect(read.statusCode).toBe(403);
    expect(await memberRows()).toBe(0);
  });

  it('refuses a malformed file with the row and column, and applies nothing', async () => {
    const cases: [Buffer, RegExp][] = [
      [Buffer.from(''), /Choose a roster file/],
      [Buffer.from('Name,Email\r\nAsha,asha@x.edu'), /no "Member\/Customer Number" column/],
      [Buffer.from('PK\u0003\u0004 not really a workbook'), /Excel file cannot be read/],
      [
        csv([...ROSTER, row('12AB', 'Bad', 'Number', 'bad@x.edu')]),
        /^Row 5, column "Member\/Customer Number": "12AB" is not a member number\. Nothing was applied/,
      ],
      [
        csv([row('97531867', 'Bad', 'Mail', 'not-an-address'), ...ROSTER]),
        /^Row 2, column "Email Address": "not-an-address" is not an e-mail address/,
      ],
    ];
    for (const [file, error] of cases) {
      const response = await send('PUT', BRANCH, file);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatch(error);
    }
    const future = await send('PUT', BRANCH, csv(ROSTER), { exportedOn: '2026-07-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().error).toContain('in the future');
    const notMultipart = await t.api('PUT', BRANCH, { exportedOn: '2026-06-10' }, as.branch);
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().error).toContain('multipart/form-data');
    expect(await memberRows()).toBe(0);
    expect(await t.database.db.select().from(rosterUploads)).toEqual([]);
  });
});

describe('a roster’s preview and applying it', () => {
  it('previews new members and refused rows, writing nothing', async () => {
    const response = await preview(csv([...ROSTER, row('1', 'Short', 'Number', 'x@y.edu')]));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const shown = response.json<RosterPreview>();
    expect(shown).toMatchObject({
      fileName: 'roster.csv',
      exportedOn: '2026-06-10',
      members: 3,
      active: 2,
      renewed: { total: 0 },
      lapsed: { total: 0 },
      unchanged: 0,
      replaces: 0,
      refused: {
        total: 1,
        rows: [{ row: 5, column: 'Member/Customer Number', reason: '"1" is not a member number' }],
      },
    });
    expect(shown.new.total).toBe(3);
    expect(shown.new.people.map((person) => person.name)).toContain('Meera Raghunathan');
    expect(await memberRows()).toBe(0);
  });

  it('applies a file whole, refuses a stale preview, and then previews renewals and lapses', async () => {
    const applied = await send('PUT', BRANCH, csv(ROSTER), { replaces: '0' });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<RosterSummary>().roster).toMatchObject({
      exportedOn: '2026-06-10',
      members: 3,
      active: 2,
      version: 1,
    });
    expect(await memberRows()).toBe(3);
    // Someone else's preview, shown before this roster was applied, no longer holds.
    const stale = await send('PUT', BRANCH, csv(ROSTER), { replaces: '0' });
    expect(stale.statusCode).toBe(409);

    const next = csv([
      row(SECRET.number, SECRET.first, SECRET.last, SECRET.email, 'Active', '2027'),
      row('97531866', 'Arjun', 'Krishnaswamy', 'arjun.k@college.edu', 'Active'),
      row('97531868', 'Divya', 'Subramanian', 'divya.s@college.edu'),
    ]);
    const shown = (await preview(next)).json<RosterPreview>();
    expect(shown.replaces).toBe(1);
    expect(shown.new.people.map((person) => person.memberNumber)).toEqual(['97531868']);
    expect(shown.renewed.people.map((person) => person.memberNumber).sort()).toEqual([
      SECRET.number,
      '97531866',
    ]);
    // Meera is gone from the new export: her membership lapsed.
    expect(shown.lapsed.people.map((person) => person.name)).toEqual(['Meera Raghunathan']);
  });

  it('lists its members to the branch admins and keeps History of the roster, not of its members', async () => {
    const page = await t.api('GET', `${BRANCH}/members?q=raghu`, undefined, as.branch);
    expect(page.statusCode).toBe(200);
    expect(page.json<RosterMembersPage>().items).toMatchObject([
      { memberNumber: '97531865', name: 'Meera Raghunathan', email: 'meera.r@ieee.org' },
    ]);
    const history = await t.api('GET', '/api/admin/audit?limit=50', undefined, as.branch);
    const entries = history.json<AuditPage>().items.filter((e) => e.itemType === 'roster_uploads');
    expect(entries.map((entry) => [entry.action, entry.itemLabel])).toContainEqual([
      'created',
      'OU Analytics roster of 10 Jun 2026',
    ]);
    const everything = JSON.stringify(await t.database.db.select().from(auditLog));
    expect(everything).not.toContain(SECRET.number);
    expect(everything).not.toContain(SECRET.last);
  });
});

describe('verified members in an event’s report', () => {
  it('counts check-ins the roster lists by address or by number and name, apart from declared members and guests', async () => {
    now = new Date('2026-06-15T10:00:00Z');
    const event = await createEvent(t, { date: '2026-06-20', time: '14:00', endTime: '16:00' });
    const registrants = [
      // The roster's address, in other letters and with a `+tag`.
      { name: 'Q. Vantablackwood', email: 'Quillonia.V+events@IEEE.org' },
      // Another address, the right number and name.
      { name: 'Meera Raghunathan', email: 'meera.personal@example.edu', memberNumber: '97531865' },
      // Someone else's number under another name: declared, not verified.
      { name: 'Ravi Kumar', email: 'ravi@example.edu', memberNumber: '97531865' },
      // Arrears is no current membership: declared only.
      { name: 'Arjun K', email: 'arjun.k@college.edu', memberNumber: '97531866' },
      registrantNamed('Guest'),
    ];
    const tickets: string[] = [];
    for (const registrant of registrants) {
      tickets.push((await register(t, event.id, registrant)).registration.ticketCode ?? '');
    }
    now = new Date('2026-06-20T08:00:00Z');
    // The first four come before the roster is applied again, the guest after.
    for (const ticketCode of tickets.slice(0, 4)) {
      const door = await t.api('POST', `${t.base}/events/${event.id}/check-in`, { ticketCode });
      expect(door.statusCode, door.body).toBe(200);
    }
    const reapplied = await send('PUT', BRANCH, csv(ROSTER), { exportedOn: '2026-06-18' });
    expect(reapplied.statusCode, reapplied.body).toBe(200);
    const door = await t.api('POST', `${t.base}/events/${event.id}/check-in`, {
      ticketCode: tickets[4],
    });
    expect(door.statusCode).toBe(200);

    now = new Date('2026-06-21T04:00:00Z');
    const report = async () =>
      (await t.api('GET', `${t.base}/events/${event.id}/report`)).json<EventReport>();
    expect((await report()).attendance).toEqual({
      registered: 5,
      checkedIn: 5,
      inPerson: 5,
      online: 0,
      members: 4,
      verifiedMembers: 2,
      declaredMembers: 2,
      verifiedAsOf: '2026-06-18',
      guests: 1,
      countedBy: 'check-ins',
    });
    // The desk tells them apart too, registration by registration.
    const desk = await t.api('GET', `${t.base}/events/${event.id}/registrations?limit=20`);
    const verifiedOn = Object.fromEntries(
      desk
        .json<{ items: { name: string; memberVerifiedAsOf: string | null }[] }>()
        .items.map((item) => [item.name, item.memberVerifiedAsOf]),
    );
    expect(verifiedOn).toEqual({
      'Q. Vantablackwood': '2026-06-18',
      'Meera Raghunathan': '2026-06-18',
      'Ravi Kumar': null,
      'Arjun K': null,
      Guest: null,
    });
    const csvReport = await t.api('GET', `${t.base}/events/${event.id}/report.csv`);
    expect(csvReport.body).toContain('IEEE members verified by the roster,2');

    // A society's own roster verifies its members too; deleting every roster un-verifies them.
    const own = await send(
      'PUT',
      SOCIETY(),
      csv([row('97531866', 'Arjun', 'K', 'arjun.k@college.edu')]),
      {},
      t.officer,
    );
    expect(own.statusCode, own.body).toBe(200);
    expect((await report()).attendance).toMatchObject({ verifiedMembers: 3, declaredMembers: 1 });
    expect((await t.api('GET', `${BRANCH}/members`, undefined, as.branch)).json().total).toBe(3);

    const deleted = await t.api('DELETE', BRANCH, undefined, as.branch);
    expect(deleted.statusCode).toBe(200);
    expect((await t.api('DELETE', BRANCH, undefined, as.branch)).statusCode).toBe(404);
    expect((await t.api('DELETE', SOCIETY(), undefined, t.officer)).statusCode).toBe(200);
    expect(await memberRows()).toBe(0);
    expect((await report()).attendance).toMatchObject({
      members: 3,
      verifiedMembers: 0,
      declaredMembers: 3,
      verifiedAsOf: null,
      guests: 2,
    });
  });
});

describe('member-only and members-first events', () => {
  it('refuses a non-member with the sentence, and takes a verified member (proven by mail, or signed in)', async () => {
    now = new Date('2026-06-15T10:00:00Z');
    const applied = await send('PUT', BRANCH, csv(ROSTER));
    expect(applied.statusCode, applied.body).toBe(200);
    const event = await createEvent(t, {
      date: '2026-07-02',
      registrationAudience: 'members',
      price: '300',
      memberPrice: '150',
    });
    expect(event).toMatchObject({
      registrationAudience: 'members',
      openToEveryone: null,
      memberPrice: '150.00',
      price: '300.00',
    });
    const shown = (await t.app.inject(`/api/events/${event.id}`)).json();
    expect(shown).toMatchObject({ registrationAudience: 'members', memberPrice: '150.00' });

    const outsider = await sendRegistration(t, event.id, registrantNamed('Outsider'));
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().error).toBe(
      'This event is for verified IEEE members, and no current IEEE roster of the branch lists outsider@example.edu as a member. Sign in with the address IEEE has for you (the one on your IEEE account), or ask the branch whether its roster is current.',
    );
    // Arrears is no current membership.
    const lapsed = await sendRegistration(t, event.id, {
      name: 'Arjun',
      email: 'arjun.k@college.edu',
    });
    expect(lapsed.statusCode).toBe(403);
    expect(
      await t.database.db
        .select({ n: count() })
        .from(eventRegistrations)
        .where(eq(eventRegistrations.eventId, event.id)),
    ).toEqual([{ n: 0 }]);

    // The roster's address, typed by anyone: the place waits for the mailed link.
    const typed = await register(t, event.id, { name: 'Meera', email: 'Meera.R+talks@IEEE.org' });
    expect(typed.registration.confirmBy).not.toBeNull();
    expect(typed.token).toBeNull();
    // Signed in with it: the address is proven.
    const student = await signedInStudent(t, SECRET.email);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: `/api/me/events/${event.id}/registrations`,
      payload: { name: 'Quillonia V', email: SECRET.email, answers: {} },
      headers: { cookie: student.cookie },
      remoteAddress: clientAddress(),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(201);
    expect(signedIn.json()).toMatchObject({
      registration: { status: 'confirmed', confirmBy: null },
    });
  });

  it('opens a members-first event to everyone at its time, and checks the times and prices it is given', async () => {
    now = new Date('2026-06-15T10:00:00Z');
    const event = await createEvent(t, {
      date: '2026-07-02',
      registrationAudience: 'members-first',
      openToEveryone: '2026-06-20T09:00',
    });
    expect(event.openToEveryone).toBe('2026-06-20T09:00');
    const early = await sendRegistration(t, event.id, registrantNamed('Early'));
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toContain('This event is for verified IEEE members until ');
    expect(early.json().error).toContain(', or register from ');
    now = new Date('2026-06-20T04:00:00Z');
    await register(t, event.id, registrantNamed('Early'));

    // Members may come free while others pay.
    const freeForMembers = await createEvent(t, { price: '300', memberPrice: '0' });
    expect(freeForMembers).toMatchObject({ price: '300.00', memberPrice: '0.00' });

    for (const [fields, message] of [
      [{ registrationAudience: 'members-first' }, 'Give the time everyone may register'],
      [
        { registrationAudience: 'members-first', openToEveryone: '2026-07-03T09:00' },
        'Give the time everyone may register',
      ],
      [{ memberPrice: '100' }, 'Give the price for everyone too'],
      [{ registrationAudience: 'guests' }, 'Choose everyone, members or members-first'],
    ] as [object, string][]) {
      const refused = await t.api('POST', `${t.base}/events/upcoming`, {
        ...newEventBody(),
        ...fields,
      });
      expect(refused.statusCode, JSON.stringify(fields)).toBe(400);
      expect(refused.json().error).toContain(message);
    }
  });
});

describe('roster data in public', () => {
  it('is in no public answer, page, feed or search, nor in the log', async () => {
    now = new Date('2026-06-15T10:00:00Z');
    const event = await createEvent(t, { date: '2026-06-25', time: '14:00' });
    await register(t, event.id, { name: 'Quillonia V', email: SECRET.email });
    const applied = await send('PUT', BRANCH, csv(ROSTER));
    expect(applied.statusCode, applied.body).toBe(200);

    const { slug } = t.society;
    const filled = (pattern: string) =>
      pattern
        .replace(':id', slug)
        .replace(/:(eventId|itemId)/g, String(event.id))
        .replace(/:[A-Za-z]+/g, 'unknown');
    const urls = [
      ...t.app.apiRoutes
        .filter((route) => route.access === 'public' && route.method === 'GET')
        .map((route) => filled(route.url)),
      ...[SECRET.number, SECRET.last, SECRET.first].flatMap((q) => [
        `/api/search?q=${q}`,
        `/api/search/suggestions?q=${q}`,
        `/search?q=${q}`,
      ]),
      '/',
      `/societies/${slug}`,
      `/events/${event.id}`,
      `/events/${event.id}/calendar.ics`,
      '/upcoming-events',
      '/calendar.ics',
      '/feed.xml',
      '/sitemaps/events-1.xml',
      '/me/sign-in',
    ];
    const leaks: string[] = [];
    for (const url of urls) {
      const response = await t.app.inject(url);
      const body = response.body;
      for (const secret of Object.values(SECRET)) {
        // A search's answer repeats its query; a leak is the roster's other fields beside it.
        const echoed = url.includes(`q=${secret}`);
        if (!echoed && body.includes(secret)) leaks.push(`${url}: ${secret}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(urls.length).toBeGreaterThan(30);
    const log = logged.join('');
    for (const secret of [SECRET.number, SECRET.last, SECRET.first]) {
      expect(log).not.toContain(secret);
    }
  });
});
