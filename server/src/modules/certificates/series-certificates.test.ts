import type {
  ActivityRecord,
  CertificateVerification,
  DashboardEvent,
  DashboardSeries,
  IssuedCertificate,
  IssuedSeriesCertificate,
  OrganisationSummary,
  Page,
  Registration,
  RegistrationCreated,
  SeriesCertificates,
  SeriesCertificatesIssued,
} from '@chapterhouse/shared';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, signedInStudent, type TestAccount } from '../../../test/accounts.js';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import {
  clientAddress,
  type EventFields,
  newEventBody,
  register,
} from '../../../test/events-fixture.js';
import { pdfText } from '../../../test/pdf-reading.js';
import { TEST_NOW } from '../../../test/test-app.js';
import { serviceOf } from '../../app.js';
import { certificates, mailOutbox } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { SERIES_NOT_OVER, SERIES_SHARE_UNSET } from './series-certificates.js';

// A series' certificate (issue 48, item 4): issued once the series is over to those who attended
// its share of the sessions held (a cancelled session is not held; joining online counts), once;
// mailed with its PDF, which prints the sessions, as its public page states them; the student's
// activity record lists the series once with it; erasing the account withdraws it.

let now = new Date(TEST_NOW);
const clock: Clock = { now: () => new Date(now) };

let t: DashboardApp;
/** Signed in again once the clock has moved on (a session lasts two weeks). */
let officer: TestAccount;
let bystanderOfficer: TestAccount;
let bystanderSlug: string;
let bystanderBase: string;

const signInOfficers = async () => {
  officer = await signedInAs(t, 'SOCIETY_ADMIN', t.society.slug);
  bystanderOfficer = await signedInAs(t, 'SOCIETY_ADMIN', bystanderSlug);
};

beforeAll(async () => {
  t = await openDashboardApp({ clock });
  const societies = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>();
  const bystander = societies.find((society) => society.id !== t.society.id);
  if (!bystander) throw new Error('the sample content has one society');
  bystanderSlug = bystander.slug;
  bystanderBase = `/api/society-dashboard/society/${bystander.id}`;
  await signInOfficers();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
  t.api(method, url, body, officer);

/** Adds a weekly series of four sessions (1.5 hours each unless `fields` say otherwise). */
async function addSeries(fields: EventFields, certificateShare: number | null) {
  const response = await api('POST', `${t.base}/events/upcoming`, {
    ...newEventBody({ time: '18:00', endTime: '19:30', location: 'Lab 3', ...fields }),
    repeat: { frequency: 'weekly', count: 4, certificateShare },
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json<DashboardEvent>().series?.id ?? 0;
  const series = (await api('GET', `${t.base}/series/${id}`)).json<DashboardSeries>();
  return { id, title: series.title, sessionIds: series.sessions.map((each) => each.eventId ?? 0) };
}

/** Registers the person for each of `sessionIds`: their registrations, in order. */
async function registerFor(
  sessionIds: number[],
  name: string,
  extra: object = {},
): Promise<RegistrationCreated[]> {
  const email = `${name.toLowerCase()}@example.edu`;
  const registered: RegistrationCreated[] = [];
  for (const id of sessionIds) registered.push(await register(t, id, { name, email, ...extra }));
  return registered;
}

async function checkIn(sessionId: number, registration: RegistrationCreated) {
  const checked = await api('POST', `${t.base}/events/${sessionId}/check-in`, {
    ticketCode: registration.registration.ticketCode,
  });
  expect(checked.statusCode, checked.body).toBe(200);
}

const certificatesUrl = (seriesId: number | string, base = t.base) =>
  `${base}/series/${seriesId}/certificates`;

async function issue(seriesId: number) {
  const response = await api('POST', certificatesUrl(seriesId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SeriesCertificatesIssued>();
}

async function seriesRows(seriesId: number) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(certificates)
    .where(eq(certificates.seriesId, seriesId));
  return row?.n ?? 0;
}

const verify = (code: string) =>
  t.app.inject({ url: `/api/certificates/${code}`, remoteAddress: clientAddress() });

/** The upcoming session as the dashboard's list gives it (with its version). */
async function upcomingEvent(id: number) {
  const response = await api('GET', `${t.base}/events/upcoming?limit=100`);
  const event = response.json<Page<DashboardEvent>>().items.find((item) => item.id === id);
  if (!event) throw new Error(`No upcoming event ${id}`);
  return event;
}

// The coding club: four Wednesdays from 17 June 2026, 18:00 to 19:30 in Kolkata, in the room
// and online; 75% of them (3 of 4) earns its certificate. Asha came to all four, Bala to three
// (the third online, through her join link), Chitra to two, Dev registered and never came.
let club: Awaited<ReturnType<typeof addSeries>>;
// The reading circle: four Thursdays from 18 June, the second cancelled: 3 held. Esha came to
// the three held, Farid to two of them (67%, short of 75%).
let circle: Awaited<ReturnType<typeof addSeries>>;
// A series nobody set a share for.
let shareless: Awaited<ReturnType<typeof addSeries>>;
/** Bala's registration for the club's first session: its personal link erases it. */
let balaFirst: RegistrationCreated | undefined;

beforeAll(async () => {
  now = new Date(TEST_NOW);
  club = await addSeries(
    {
      title: 'Weekly Coding Club',
      date: '2026-06-17',
      attendanceMode: 'hybrid',
      meetingUrl: 'https://meet.example.com/coding-club',
    },
    75,
  );
  const [s1, s2, s3, s4] = club.sessionIds as [number, number, number, number];
  const asha = await registerFor([s1, s2, s3, s4], 'Asha');
  const bala = await registerFor([s1, s2], 'Bala');
  [balaFirst] = bala;
  const [balaOnline] = await registerFor([s3], 'Bala', { attendance: 'online' });
  const chitra = await registerFor([s1, s2], 'Chitra');
  await registerFor([s1], 'Dev');
  for (const [index, registration] of asha.entries()) {
    await checkIn(club.sessionIds[index] as number, registration);
  }
  for (const [index, registration] of [...bala, ...chitra].entries()) {
    await checkIn(club.sessionIds[index % 2] as number, registration);
  }

  circle = await addSeries(
    { title: 'Reading Circle', date: '2026-06-18', time: '10:00', endTime: '12:00' },
    75,
  );
  const [c1, c2, c3, c4] = circle.sessionIds as [number, number, number, number];
  const esha = await registerFor([c1, c3, c4], 'Esha');
  const farid = await registerFor([c1, c3], 'Farid');
  for (const [index, registration] of esha.entries()) {
    await checkIn([c1, c3, c4][index] as number, registration);
  }
  for (const [index, registration] of farid.entries()) {
    await checkIn([c1, c3][index] as number, registration);
  }
  const second = await upcomingEvent(c2);
  const cancelled = await api('PUT', `${t.base}/events/upcoming/${c2}`, {
    ...newEventBody({
      title: second.title,
      date: second.date,
      time: second.time ?? undefined,
      endTime: second.endTime ?? undefined,
      location: second.location ?? undefined,
    }),
    state: 'cancelled',
    version: second.version,
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);

  shareless = await addSeries({ title: 'Open Lab', date: '2026-06-16' }, null);

  // Bala joins the third session online, five minutes before it starts (18:00 IST is 12:30 UTC).
  const page = (await t.app.inject(`/api/registrations/${balaOnline?.token}`)).json<Registration>();
  expect(page.joinPath).toBeTruthy();
  now = new Date('2026-07-01T12:25:00Z');
  // The page's path is `/join/{token}`; joining is its API's POST.
  const joined = await t.app.inject({ method: 'POST', url: `/api${page.joinPath}` });
  expect(joined.statusCode, joined.body).toBe(200);
});

const afterTheSeries = async () => {
  // The day after the club's last session (8 July) and the circle's (9 July).
  now = new Date('2026-07-10T06:00:00Z');
  await signInOfficers();
};

describe('issuing a series’ certificates', () => {
  it('waits for the series to be over, sessions beyond the window included', async () => {
    // The third Wednesday: Bala has just joined online; one session is still to come.
    await signInOfficers();
    const early = await api('POST', certificatesUrl(club.id));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: SERIES_NOT_OVER });
    expect(await seriesRows(club.id)).toBe(0);
    const listed = (await api('GET', certificatesUrl(club.id))).json<SeriesCertificates>();
    expect(listed.series).toMatchObject({ over: false, sessionsHeld: 2, certificateShare: 75 });

    // A series of a year, whose later sessions are not made yet, is not over after its first.
    now = new Date(TEST_NOW);
    await signInOfficers();
    const long = await api('POST', `${t.base}/events/upcoming`, {
      ...newEventBody({ date: '2026-06-16', time: '09:00', endTime: '10:00' }),
      repeat: { frequency: 'weekly', until: '2027-06-15', certificateShare: 50 },
    });
    expect(long.statusCode, long.body).toBe(201);
    const longId = long.json<DashboardEvent>().series?.id ?? 0;
    const made = (await api('GET', `${t.base}/series/${longId}`)).json<DashboardSeries>();
    expect(made.sessions.some((session) => session.eventId === null)).toBe(true);
    // Every session made so far is over (the series' window ends in December).
    now = new Date('2026-12-20T06:00:00Z');
    await signInOfficers();
    const stillToCome = await api('POST', certificatesUrl(longId));
    expect(stillToCome.statusCode).toBe(409);
    expect(stillToCome.json().error).toBe(SERIES_NOT_OVER);
  });

  it('asks for a share first', async () => {
    await afterTheSeries();
    const refused = await api('POST', certificatesUrl(shareless.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: SERIES_SHARE_UNSET });
    const listed = (await api('GET', certificatesUrl(shareless.id))).json<SeriesCertificates>();
    expect(listed.series).toMatchObject({ certificateShare: null, over: true, sessionsHeld: 4 });
    expect(await seriesRows(shareless.id)).toBe(0);
  });

  it('lists who attended how many sessions, and issues to those who reach the share, once', async () => {
    await afterTheSeries();
    const listed = (await api('GET', certificatesUrl(club.id))).json<SeriesCertificates>();
    expect(listed.series).toEqual({
      id: club.id,
      title: 'Weekly Coding Club',
      organisation: expect.objectContaining({ id: t.society.id }),
      certificateShare: 75,
      sessionsHeld: 4,
      lastHeldDate: '2026-07-08',
      over: true,
    });
    expect(
      listed.people.map((each) => [each.name, each.sessionsAttended, each.reachesShare]),
    ).toEqual([
      ['Asha', 4, true],
      ['Bala', 3, true],
      ['Chitra', 2, false],
    ]);
    expect(listed.certificates).toEqual([]);

    const first = await issue(club.id);
    expect(first.issued).toBe(2);
    expect(
      first.certificates
        .map((each) => [each.recipientName, each.email, each.sessions, each.role])
        .sort(),
    ).toEqual([
      ['Asha', 'asha@example.edu', { attended: 4, held: 4 }, 'Participant'],
      ['Bala', 'bala@example.edu', { attended: 3, held: 4 }, 'Participant'],
    ]);
    expect(first.people.map((each) => each.certificateId !== null)).toEqual([true, true, false]);
    const rows = await t.database.db
      .select()
      .from(certificates)
      .where(eq(certificates.seriesId, club.id));
    for (const row of rows) {
      expect(row).toMatchObject({
        eventId: null,
        registrationId: null,
        eventTitle: 'Weekly Coding Club',
        eventDate: '2026-07-08',
        organisationId: t.society.id,
        sessionsHeld: 4,
        mailDue: true,
      });
    }

    const again = await issue(club.id);
    expect(again.issued).toBe(0);
    expect(await seriesRows(club.id)).toBe(2);
  });

  it('counts only the sessions held: a cancelled one is none', async () => {
    await afterTheSeries();
    const issued = await issue(circle.id);
    expect(issued.series).toMatchObject({ sessionsHeld: 3, lastHeldDate: '2026-07-09' });
    expect(
      issued.people.map((each) => [each.name, each.sessionsAttended, each.reachesShare]),
    ).toEqual([
      ['Esha', 3, true],
      ['Farid', 2, false],
    ]);
    expect(issued.issued).toBe(1);
    expect(issued.certificates[0]).toMatchObject({
      recipientName: 'Esha',
      sessions: { attended: 3, held: 3 },
    });
  });

  it('is refused to visitors and other organisations, and answers unknown series and bad ids', async () => {
    await afterTheSeries();
    const [certificate] = (await issue(club.id)).certificates as [IssuedSeriesCertificate];
    const before = await seriesRows(club.id);
    const routes: [string, string, object?][] = [
      ['GET', certificatesUrl(club.id)],
      ['POST', certificatesUrl(club.id)],
      ['GET', `${certificatesUrl(club.id)}/${certificate.id}/pdf`],
      ['POST', `${certificatesUrl(club.id)}/${certificate.id}/revoke`, { reason: 'X', version: 1 }],
    ];
    for (const [method, url, body] of routes) {
      const refused = await t.api(method as 'GET', url, body, bystanderOfficer);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      const anonymous = await t.app.inject({ method: method as 'GET', url, payload: body });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    // Through their own dashboard, another organisation's series is not theirs to find.
    for (const method of ['GET', 'POST'] as const) {
      const elsewhere = await t.api(
        method,
        certificatesUrl(club.id, bystanderBase),
        undefined,
        bystanderOfficer,
      );
      expect(elsewhere.statusCode, method).toBe(404);
      expect(elsewhere.json()).toEqual({ error: 'Series not found.' });
      expect((await api(method, certificatesUrl(999999))).statusCode, method).toBe(404);
      for (const bad of ['abc', '0', '1.5']) {
        const response = await api(method, certificatesUrl(bad));
        expect(response.statusCode, `${method} ${bad}`).toBe(400);
        expect(response.json().error).toEqual(expect.any(String));
      }
    }
    // One series' certificate is not another's to download.
    expect(
      (await api('GET', `${certificatesUrl(circle.id)}/${certificate.id}/pdf`)).statusCode,
    ).toBe(404);
    expect(await seriesRows(club.id)).toBe(before);
  });
});

describe('a series’ certificate once issued', () => {
  it('is mailed with its PDF, which prints the sessions', async () => {
    await afterTheSeries();
    const { certificates: issued } = await issue(club.id);
    const asha = issued.find((each) => each.recipientName === 'Asha');
    await serviceOf(t.app, 'certificate-mails').runDue();
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'certificate'),
          like(mailOutbox.text, `%/certificates/${asha?.code}%`),
        ),
      );
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe('asha@example.edu');
    expect(mail?.subject).toContain('Weekly Coding Club');
    expect(mail?.text).toContain('you attended 4 of its 4 sessions, the last on');
    expect(mail?.attachments).toHaveLength(1);
    const pdf = Buffer.from(mail?.attachments[0]?.content ?? '', 'base64');
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBe(1);
    expect(text).toContain('Attended 4 of 4 sessions');
    expect(text).toContain('Asha');
    const listed = (await api('GET', certificatesUrl(club.id))).json<SeriesCertificates>();
    expect(listed.certificates.every((each) => each.mailedAt !== null)).toBe(true);
  });

  it('states its sessions on its public page, and downloads for the officers', async () => {
    await afterTheSeries();
    const { certificates: issued } = await issue(club.id);
    const bala = issued.find((each) => each.recipientName === 'Bala') as IssuedCertificate;
    const page = await verify(bala.code);
    expect(page.statusCode).toBe(200);
    expect(page.json<CertificateVerification>()).toMatchObject({
      status: 'valid',
      recipientName: 'Bala',
      event: { title: 'Weekly Coding Club', date: '2026-07-08' },
      sessions: { attended: 3, held: 4 },
    });
    const pdf = await api('GET', `${certificatesUrl(club.id)}/${bala.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await pdfText(pdf.rawPayload)).text).toContain('Attended 3 of 4 sessions');
  });

  it('is revoked as an event’s is, and not issued again', async () => {
    await afterTheSeries();
    const { certificates: issued } = await issue(circle.id);
    const [esha] = issued as [IssuedSeriesCertificate];
    const url = `${certificatesUrl(circle.id)}/${esha.id}`;
    const noReason = await api('POST', `${url}/revoke`, { reason: ' ', version: esha.version });
    expect(noReason.statusCode).toBe(400);
    const revoked = await api('POST', `${url}/revoke`, {
      reason: 'Checked in by mistake',
      version: esha.version,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<IssuedCertificate>()).toMatchObject({ status: 'revoked' });
    expect((await verify(esha.code)).json<CertificateVerification>().status).toBe('revoked');
    expect((await api('GET', `${url}/pdf`)).statusCode).toBe(404);
    const again = await api('POST', `${url}/revoke`, { reason: 'Twice', version: esha.version });
    expect(again.statusCode).toBe(409);
    expect((await issue(circle.id)).issued).toBe(0);
  });

  it('stands on the activity record once, with the series’ hours and sessions', async () => {
    await afterTheSeries();
    const { certificates: issued } = await issue(club.id);
    const codeOf = (name: string) => issued.find((each) => each.recipientName === name)?.code;
    const recordOf = async (email: string) => {
      const student = await signedInStudent(t, email);
      const response = await t.app.inject({
        url: '/api/me/record',
        headers: { cookie: student.cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ActivityRecord>();
    };
    const asha = await recordOf('asha@example.edu');
    expect(asha.lines).toEqual([
      expect.objectContaining({
        eventTitle: 'Weekly Coding Club',
        eventDate: '2026-06-17',
        organisation: t.society.name,
        sessions: 4,
        hours: 6,
        attended: true,
        attendedOnline: false,
        certificate: expect.objectContaining({ code: codeOf('Asha'), valid: true }),
      }),
    ]);
    expect(asha.totals).toMatchObject({ events: 1, hours: 6 });
    const bala = await recordOf('bala@example.edu');
    expect(bala.lines).toEqual([
      expect.objectContaining({
        eventTitle: 'Weekly Coding Club',
        sessions: 3,
        hours: 4.5,
        certificate: expect.objectContaining({ code: codeOf('Bala') }),
      }),
    ]);
    // Two sessions, short of the share: the series once, without a certificate.
    const chitra = await recordOf('chitra@example.edu');
    expect(chitra.lines).toEqual([
      expect.objectContaining({ sessions: 2, hours: 3, certificate: null }),
    ]);
    expect(chitra.totals.events).toBe(1);

    // A session's own certificate: shown on the series' line when the series gave none.
    const [c1] = circle.sessionIds as [number];
    const forSession = await api('POST', `${t.base}/events/${c1}/certificates`, {});
    expect(forSession.statusCode, forSession.body).toBe(200);
    const sessionCode = (name: string) =>
      forSession
        .json<{ certificates: IssuedCertificate[] }>()
        .certificates.find((each) => each.recipientName === name)?.code;
    const farid = await recordOf('farid@example.edu');
    expect(farid.lines).toEqual([
      expect.objectContaining({
        eventTitle: 'Reading Circle',
        sessions: 2,
        hours: 4,
        certificate: expect.objectContaining({ code: sessionCode('Farid') }),
      }),
    ]);
    // Esha holds the series' (revoked above): it stands on the line, marked so.
    const esha = await recordOf('esha@example.edu');
    expect(esha.lines).toEqual([
      expect.objectContaining({
        sessions: 3,
        certificate: expect.objectContaining({ valid: false }),
      }),
    ]);
    expect(esha.lines[0]?.certificate?.code).not.toBe(sessionCode('Esha'));
  });

  it('is withdrawn when its recipient erases a session’s registration through its link', async () => {
    await afterTheSeries();
    const { certificates: issued } = await issue(club.id);
    const bala = issued.find((each) => each.recipientName === 'Bala') as IssuedCertificate;
    const asha = issued.find((each) => each.recipientName === 'Asha') as IssuedCertificate;
    const erased = await t.app.inject({
      method: 'DELETE',
      url: `/api/registrations/${balaFirst?.token}`,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    // Her name and address go from the series' certificate too; Asha's stands.
    expect((await verify(bala.code)).json<CertificateVerification>()).toMatchObject({
      status: 'withdrawn',
      recipientName: null,
    });
    expect((await verify(asha.code)).json<CertificateVerification>()).toMatchObject({
      status: 'valid',
      recipientName: 'Asha',
    });
  });

  it('is withdrawn when its recipient erases their account', async () => {
    await afterTheSeries();
    const { certificates: issued } = await issue(club.id);
    const asha = issued.find((each) => each.recipientName === 'Asha') as IssuedCertificate;
    const student = await signedInStudent(t, 'asha@example.edu');
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/me/erase',
      headers: { cookie: student.cookie },
      payload: { email: 'asha@example.edu' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const page = (await verify(asha.code)).json<CertificateVerification>();
    expect(page).toMatchObject({ status: 'withdrawn', recipientName: null, sessions: null });
    const [row] = await t.database.db
      .select({ email: certificates.email, name: certificates.recipientName })
      .from(certificates)
      .where(eq(certificates.code, asha.code));
    expect(row).toEqual({ email: null, name: null });
    const listed = (await api('GET', certificatesUrl(club.id))).json<SeriesCertificates>();
    expect(listed.certificates.find((each) => each.code === asha.code)?.status).toBe('withdrawn');
    // Her attendance went with her registrations: she is no longer listed, and nothing is issued.
    expect(listed.people.map((each) => each.name)).toEqual(['Bala', 'Chitra']);
    expect((await issue(club.id)).issued).toBe(0);
  });
});
