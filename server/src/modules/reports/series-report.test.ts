import type { DashboardEvent, Page, SeriesReport } from '@chapterhouse/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, type TestAccount } from '../../../test/accounts.js';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { newEventBody, register, registrantNamed } from '../../../test/events-fixture.js';
import { multipart } from '../../../test/images.js';
import { TEST_NOW } from '../../../test/test-app.js';
import { eventRegistrations } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { BYTE_ORDER_MARK } from '../../lib/csv.js';

// A series' summary report (issue 48, item 4): each session's attendance as its own report
// counts it, the totals over the sessions held (a cancelled one and one to come left out), the
// different people and how often they came against the certificate's share, and the CSV.

// The series: four Wednesdays from 1 July 2026, 18:00 to 19:30 in India (12:30 to 14:00 UTC).
let now = new Date(TEST_NOW);
const clock: Clock = { now: () => new Date(now) };

let t: DashboardApp;
beforeAll(async () => {
  t = await openDashboardApp({ clock });
});
afterAll(() => t.close());

/** The society's officer, signed in now (a session of two weeks ago has lapsed). */
const officerNow = () => signedInAs(t, 'SOCIETY_ADMIN', t.society.slug);

const reportUrl = (seriesId: number | string, base = t.base) => `${base}/series/${seriesId}/report`;

const readReport = async (seriesId: number, officer: TestAccount) => {
  const response = await t.api('GET', reportUrl(seriesId), undefined, officer);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SeriesReport>();
};

/** The OU Analytics roster listing one active member, applied as the society's own. */
async function applyRoster(member: { number: string; email: string }, officer: TestAccount) {
  const header = [
    'Member/Customer Number',
    'First Name',
    'Last Name',
    'Email Address',
    'Grade',
    'IEEE Status',
    'Renew Year',
    'Active Society List',
  ];
  const row = [member.number, 'Ada', 'Lovelace', member.email, 'Student Member', 'Active', '2026'];
  const file = Buffer.from(
    [header, [...row, 'C16']].map((cells) => cells.map((c) => `"${c}"`).join(',')).join('\r\n'),
  );
  const body = multipart(
    { exportedOn: '2026-06-10' },
    { name: 'roster.csv', data: file, type: 'text/csv' },
  );
  const response = await t.app.inject({
    method: 'PUT',
    url: `${t.base}/roster`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(officer) },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function checkIn(eventId: number, ticketCode: string | null, officer: TestAccount) {
  const response = await t.api(
    'POST',
    `${t.base}/events/${eventId}/check-in`,
    { ticketCode },
    officer,
  );
  expect(response.statusCode, response.body).toBe(200);
}

/** Marks a registrant as attended online at the desk (their join link failed them). */
async function markOnline(eventId: number, email: string, officer: TestAccount) {
  const [row] = await t.database.db
    .select({ id: eventRegistrations.id, version: eventRegistrations.version })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.email, email)));
  const response = await t.api(
    'POST',
    `${t.base}/events/${eventId}/registrations/${row?.id}/attendance`,
    { attended: 'online', version: row?.version },
    officer,
  );
  expect(response.statusCode, response.body).toBe(200);
}

/** Cancels one upcoming session, as an edit of "this session". */
async function cancelSession(eventId: number) {
  const list = await t.api('GET', `${t.base}/events/upcoming?limit=100`);
  const event = list.json<Page<DashboardEvent>>().items.find((item) => item.id === eventId);
  if (!event) throw new Error(`No upcoming event ${eventId}`);
  const response = await t.api('PUT', `${t.base}/events/upcoming/${event.id}`, {
    ...newEventBody({
      title: event.title,
      date: event.date,
      time: event.time ?? undefined,
      endTime: event.endTime ?? undefined,
    }),
    state: 'cancelled',
    version: event.version,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * The series and its people: on 1 July Ada (a member the roster verifies), Bo (a member number
 * only) and Cy (a guest) are checked in, Dee registered and did not come; on 8 July Ada comes
 * again and Eve (a guest) attends online, Bo stays away; 15 July is cancelled; 22 July is to come.
 */
async function seriesWithSessions() {
  now = new Date(TEST_NOW);
  const created = await t.api('POST', `${t.base}/events/upcoming`, {
    ...newEventBody({
      title: 'Weekly coding club',
      date: '2026-07-01',
      time: '18:00',
      endTime: '19:30',
    }),
    repeat: { frequency: 'weekly', count: 4, certificateShare: 75 },
  });
  expect(created.statusCode, created.body).toBe(201);
  const seriesId = created.json<DashboardEvent>().series?.id ?? 0;
  const series = await t.api('GET', `${t.base}/series/${seriesId}`);
  const sessionIds = series
    .json<{ sessions: { eventId: number }[] }>()
    .sessions.map((session) => session.eventId);
  const [first = 0, second = 0, third = 0] = sessionIds;

  await applyRoster({ number: '97531801', email: 'ada@example.edu' }, t.officer);
  const ada = { ...registrantNamed('Ada'), memberNumber: '97531801' };
  const bo = { ...registrantNamed('Bo'), memberNumber: '97531802' };
  const tickets = {
    ada: (await register(t, first, ada)).registration.ticketCode,
    bo: (await register(t, first, bo)).registration.ticketCode,
    cy: (await register(t, first, 'Cy')).registration.ticketCode,
  };
  await register(t, first, 'Dee');
  const adaAgain = (await register(t, second, ada)).registration.ticketCode;
  await register(t, second, bo);
  await register(t, second, 'Eve');
  await cancelSession(third);

  now = new Date('2026-07-01T12:45:00Z');
  const atFirst = await officerNow();
  for (const ticket of [tickets.ada, tickets.bo, tickets.cy]) {
    await checkIn(first, ticket, atFirst);
  }
  now = new Date('2026-07-08T12:45:00Z');
  const atSecond = await officerNow();
  await checkIn(second, adaAgain, atSecond);
  await markOnline(second, 'eve@example.edu', atSecond);
  return { seriesId, sessionIds };
}

describe('a series’ summary report', () => {
  let seriesId = 0;
  let sessionIds: number[] = [];
  let officer: TestAccount;

  beforeAll(async () => {
    ({ seriesId, sessionIds } = await seriesWithSessions());
    // The day after the cancelled session: two held, one cancelled, one to come.
    now = new Date('2026-07-16T04:00:00Z');
    officer = await officerNow();
  });

  it('lists each session with its attendance, and sums the sessions held', async () => {
    const report = await readReport(seriesId, officer);
    expect(report.series).toEqual({
      id: seriesId,
      title: 'Weekly coding club',
      summary: 'Every Wednesday, 18:00 to 19:30, 4 sessions',
      organisation: {
        id: t.society.id,
        slug: t.society.slug,
        name: t.society.name,
        kind: 'society',
      },
      certificateShare: 75,
    });
    expect(
      report.sessions.map(({ eventId, date, startTime, endTime, state, past }) => ({
        eventId,
        date,
        startTime,
        endTime,
        state,
        past,
      })),
    ).toEqual([
      {
        eventId: sessionIds[0],
        date: '2026-07-01',
        startTime: '18:00',
        endTime: '19:30',
        state: 'scheduled',
        past: true,
      },
      {
        eventId: sessionIds[1],
        date: '2026-07-08',
        startTime: '18:00',
        endTime: '19:30',
        state: 'scheduled',
        past: true,
      },
      {
        eventId: sessionIds[2],
        date: '2026-07-15',
        startTime: '18:00',
        endTime: '19:30',
        state: 'cancelled',
        past: true,
      },
      {
        eventId: sessionIds[3],
        date: '2026-07-22',
        startTime: '18:00',
        endTime: '19:30',
        state: 'scheduled',
        past: false,
      },
    ]);
    const [first, second, cancelled, toCome] = report.sessions;
    expect(first?.attendance).toEqual({
      registered: 4,
      checkedIn: 3,
      inPerson: 3,
      online: 0,
      members: 2,
      verifiedMembers: 1,
      declaredMembers: 1,
      verifiedAsOf: '2026-06-10',
      guests: 1,
      countedBy: 'check-ins',
    });
    expect(second?.attendance).toEqual({
      registered: 3,
      checkedIn: 2,
      inPerson: 1,
      online: 1,
      members: 1,
      verifiedMembers: 1,
      declaredMembers: 0,
      verifiedAsOf: '2026-06-10',
      guests: 1,
      countedBy: 'check-ins',
    });
    // Each session's own report says the same.
    const own = await t.api('GET', `${t.base}/events/${sessionIds[1]}/report`, undefined, officer);
    expect(own.json().attendance).toEqual(second?.attendance);
    expect(cancelled?.attendance).toBeNull();
    expect(toCome?.attendance).toBeNull();

    expect(report.totals).toEqual({
      sessionsHeld: 2,
      sessionsCancelled: 1,
      sessionsToCome: 1,
      registered: 7,
      checkedIn: 5,
      inPerson: 4,
      online: 1,
      members: 3,
      verifiedMembers: 2,
      declaredMembers: 1,
      guests: 2,
      attendance: 5,
      averageAttendance: 2.5,
    });
    // Ada came twice, Bo, Cy and Eve once (Eve online); 75% of 2 sessions is 2.
    expect(report.people).toEqual({
      attendees: 4,
      bySessions: [
        { sessions: 1, people: 3 },
        { sessions: 2, people: 1 },
      ],
      sessionsForCertificate: 2,
      reachingCertificate: 1,
    });
  });

  it('is a CSV file: a row a session, then the totals', async () => {
    const response = await t.api('GET', `${reportUrl(seriesId)}.csv`, undefined, officer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(
      'series-report-weekly-coding-club.csv',
    );
    expect(response.body.startsWith(BYTE_ORDER_MARK)).toBe(true);
    expect(response.body.slice(BYTE_ORDER_MARK.length).trimEnd().split('\n')).toEqual([
      'Date,Title,State,Registered,Checked in,In person,Online,IEEE members,Members verified by the roster,Members declared only,Guests,Total attendance',
      '2026-07-01,Weekly coding club,Held,4,3,3,0,2,1,1,1,3',
      '2026-07-08,Weekly coding club,Held,3,2,1,1,1,1,0,1,2',
      '2026-07-15,Weekly coding club,Cancelled,,,,,,,,,',
      '2026-07-22,Weekly coding club,To come,,,,,,,,,',
      'Total,2 sessions held,,7,5,4,1,3,2,1,2,5',
    ]);
  });

  it('quotes out a title a spreadsheet would run as a formula', async () => {
    now = new Date('2026-07-16T04:00:00Z');
    const created = await t.api(
      'POST',
      `${t.base}/events/upcoming`,
      {
        ...newEventBody({ title: '=HYPERLINK("x")', date: '2026-07-20', time: '10:00' }),
        endTime: '11:00',
        repeat: { frequency: 'weekly', count: 2 },
      },
      officer,
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<DashboardEvent>().series?.id ?? 0;
    const csv = await t.api('GET', `${reportUrl(id)}.csv`, undefined, officer);
    expect(csv.body).toContain(`2026-07-20,"'=HYPERLINK(""x"")",To come`);
    // Nothing held yet: no average, nobody came.
    const report = await readReport(id, officer);
    expect(report.totals).toMatchObject({
      sessionsHeld: 0,
      attendance: 0,
      averageAttendance: null,
    });
    expect(report.people).toEqual({
      attendees: 0,
      bySessions: [],
      sessionsForCertificate: null,
      reachingCertificate: null,
    });
  });

  it('is the organisation’s alone: 401, 403, 404 and 400', async () => {
    const anonymous = await t.app.inject(reportUrl(seriesId));
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject(`${reportUrl(seriesId)}.csv`)).statusCode).toBe(401);
    const councilOfficer = await signedInAs(t, 'COUNCIL_ADMIN', t.council.slug);
    // Another organisation's officer, at this organisation's dashboard: refused.
    for (const url of [reportUrl(seriesId), `${reportUrl(seriesId)}.csv`]) {
      const refused = await t.api('GET', url, undefined, councilOfficer);
      expect(refused.statusCode, url).toBe(403);
    }
    // At its own dashboard, the society's series is not there (as its dashboard page says).
    const councilBase = `/api/council-dashboard/council/${t.council.id}`;
    for (const url of [
      reportUrl(seriesId, councilBase),
      `${reportUrl(seriesId, councilBase)}.csv`,
    ]) {
      const missing = await t.api('GET', url, undefined, councilOfficer);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json()).toEqual({ error: 'Series not found.' });
    }
    const page = await t.api('GET', `${councilBase}/series/${seriesId}`, undefined, councilOfficer);
    expect(page.json()).toEqual({ error: 'Series not found.' });
    const unknown = await t.api('GET', reportUrl(999_999), undefined, officer);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Series not found.' });
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const malformed = await t.api('GET', reportUrl(bad), undefined, officer);
      expect(malformed.statusCode, bad).toBe(400);
      expect(malformed.json().error).toEqual(expect.any(String));
      expect((await t.api('GET', `${reportUrl(bad)}.csv`, undefined, officer)).statusCode).toBe(
        400,
      );
    }
  });
});
