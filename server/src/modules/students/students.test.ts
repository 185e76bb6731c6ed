import {
  type RegistrationCreated,
  STUDENT_ERASE_MISMATCH,
  STUDENT_ERASED,
  STUDENT_PAST_SHOWN,
  STUDENT_SIGN_IN_ANSWER,
  STUDENT_SIGN_IN_CODE_TRIES,
  STUDENT_SIGN_IN_MAILS_PER_HOUR,
  STUDENT_SIGN_IN_NEEDED,
  type StudentData,
  type StudentPage,
} from '@chapterhouse/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs } from '../../../test/accounts.js';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { clientAddress, createEvent, register } from '../../../test/events-fixture.js';
import { multipart } from '../../../test/images.js';
import {
  certificates,
  eventRegistrations,
  events,
  mailOutbox,
  rosterMembers,
  studentSignInLinks,
  students,
} from '../../db/schema/index.js';
import { DEFAULT_DESIGN, newCertificateCode } from '../certificates/certificates.service.js';
import { SIGN_IN_REFUSALS } from './student-sign-in.service.js';

let t: DashboardApp;
beforeAll(async () => {
  t = await openDashboardApp();
});
afterAll(() => t.close());

const askForMail = (email: string, remoteAddress = clientAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/me/sign-in', payload: { email }, remoteAddress });

/** The link's token and the code of the latest sign-in mail to the address. */
async function latestMail(email: string) {
  const [mail] = await t.database.db
    .select({ text: mailOutbox.text, subject: mailOutbox.subject, kind: mailOutbox.kind })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'student-sign-in')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!mail) throw new Error(`No sign-in mail to ${email}`);
  const token = /\/me\/sign-in\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  const code = /code[^\d]*(\d{6})/.exec(mail.text)?.[1];
  if (!token || !code) throw new Error(`No link or code in ${mail.text}`);
  return { token, code, ...mail };
}

/** The `name=value` of the session cookie an answer sets, and each of its `Set-Cookie` lines. */
function sessionCookieOf(response: { headers: Record<string, unknown> }) {
  const lines = [response.headers['set-cookie'] ?? []].flat() as string[];
  const session = lines.filter((line) => line.startsWith('student_session='));
  const pair = session[0]?.split(';')[0];
  if (!pair) throw new Error(`No session cookie in ${lines}`);
  return { cookie: pair, lines: session };
}

const myPage = (cookie?: string) =>
  t.app.inject({ url: '/api/me', headers: cookie ? { cookie } : {} });

async function signInWithLink(email: string): Promise<string> {
  expect((await askForMail(email)).statusCode).toBe(200);
  const { token } = await latestMail(email);
  const used = await t.app.inject({ method: 'POST', url: `/api/me/sign-in/${token}` });
  expect(used.statusCode, used.body).toBe(200);
  return sessionCookieOf(used).cookie;
}

const studentRows = async (email: string) =>
  (await t.database.db.select({ n: count() }).from(students).where(eq(students.email, email)))[0]
    ?.n ?? 0;

describe('signing in as a student with a mailed link', () => {
  it('answers every address the same, mails each a link and a code, and keeps no account before the link is used', async () => {
    const event = await createEvent(t);
    await register(t, event.id, { name: 'Known Student', email: 'known.student@example.edu' });
    const known = await askForMail('Known.Student@Example.edu ');
    const unknown = await askForMail('never.registered@example.edu');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: STUDENT_SIGN_IN_ANSWER });
    for (const email of ['known.student@example.edu', 'never.registered@example.edu']) {
      const mail = await latestMail(email);
      expect(mail.subject).toContain(mail.code);
      expect(mail.text).toContain(`/me/sign-in/${mail.token}`);
      expect(await studentRows(email)).toBe(0);
    }
  });

  it('takes as long for an address that registered as for one that never did (within noise)', async () => {
    const event = await createEvent(t);
    await register(t, event.id, { name: 'Timed Student', email: 'timed@example.edu' });
    const took: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    // Interleaved, so the machine's load falls on both alike; a fresh unknown address each time.
    for (let round = 0; round < 8; round++) {
      for (const kind of ['known', 'unknown'] as const) {
        const email = kind === 'known' ? 'timed@example.edu' : `nobody${round}@example.edu`;
        // The known address would meet its limit of mails an hour: a fresh counter each round.
        await t.database.db.execute(
          `delete from rate_counters where key like 'student-sign-in-mail:%'`,
        );
        const started = performance.now();
        expect((await askForMail(email)).statusCode).toBe(200);
        took[kind].push(performance.now() - started);
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
    const [known, unknown] = [median(took.known), median(took.unknown)];
    // The same statements run for both; what differs is noise, well within twice the time.
    expect(known).toBeLessThan(unknown * 2 + 5);
    expect(unknown).toBeLessThan(known * 2 + 5);
  });

  it('signs in with the link once: the session is a cookie for /me and /api/me only, and the page lists what the address registered before', async () => {
    const [first, second, someoneElses] = await Promise.all([
      createEvent(t, { title: 'Soldering Basics', date: '2026-07-02' }),
      createEvent(t, { title: 'Antenna Clinic', date: '2026-07-09' }),
      createEvent(t, { title: 'Not Theirs', date: '2026-07-03' }),
    ]);
    await register(t, first.id, { name: 'Meera Nair', email: 'meera@example.edu' });
    await register(t, second.id, { name: 'Meera Nair', email: 'MEERA@example.edu' });
    await register(t, someoneElses.id, { name: 'Other', email: 'other@example.edu' });

    expect((await askForMail('meera@example.edu')).statusCode).toBe(200);
    const { token } = await latestMail('meera@example.edu');
    // The page a link opens shows whose it is before anything is used (a mail scanner's visit
    // uses nothing).
    const info = await t.app.inject({ url: `/api/me/sign-in/${token}` });
    expect(info.json()).toEqual({ email: 'meera@example.edu' });
    expect(await studentRows('meera@example.edu')).toBe(0);

    const used = await t.app.inject({ method: 'POST', url: `/api/me/sign-in/${token}` });
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({ redirectTo: '/me' });
    const { cookie, lines } = sessionCookieOf(used);
    expect(lines.map((line) => /Path=([^;]+)/.exec(line)?.[1]).sort()).toEqual(['/api/me', '/me']);
    for (const line of lines) expect(line).toMatch(/; HttpOnly; SameSite=Lax/);
    expect(await studentRows('meera@example.edu')).toBe(1);

    const page = await myPage(cookie);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const body = page.json<StudentPage>();
    expect(body.email).toBe('meera@example.edu');
    expect(body.name).toBe('Meera Nair');
    expect(body.officer).toBe(false);
    expect(body.upcoming.map((r) => r.event.title)).toEqual(['Soldering Basics', 'Antenna Clinic']);
    expect(body.upcoming.every((r) => r.status === 'confirmed' && r.ticketCode)).toBe(true);
    expect(body.past).toEqual([]);

    // Once is all: the same link again, and any other link still out for the address.
    const again = await t.app.inject({ method: 'POST', url: `/api/me/sign-in/${token}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: SIGN_IN_REFUSALS.linkUsed });
  });

  it('refuses an expired link and an unknown one, and starts no session', async () => {
    expect((await askForMail('late@example.edu')).statusCode).toBe(200);
    const { token } = await latestMail('late@example.edu');
    await t.database.db
      .update(studentSignInLinks)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(studentSignInLinks.email, 'late@example.edu'));
    const late = await t.app.inject({ method: 'POST', url: `/api/me/sign-in/${token}` });
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({ error: SIGN_IN_REFUSALS.linkExpired });
    expect(late.headers['set-cookie']).toBeUndefined();
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/me/sign-in/${'x'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: SIGN_IN_REFUSALS.linkUnknown });
    expect(await studentRows('late@example.edu')).toBe(0);
  });
});

describe('signing in with the code', () => {
  const typeCode = (email: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/me/sign-in/code',
      payload: { email, code },
      remoteAddress: clientAddress(),
    });

  it('takes the right code once, for the address it was mailed to', async () => {
    expect((await askForMail('coder@example.edu')).statusCode).toBe(200);
    const { code, token } = await latestMail('coder@example.edu');
    const elsewhere = await typeCode('someone.else@example.edu', code);
    expect(elsewhere.statusCode).toBe(400);
    const right = await typeCode('Coder@example.edu', code);
    expect(right.statusCode).toBe(200);
    expect((await myPage(sessionCookieOf(right).cookie)).statusCode).toBe(200);
    // The code and the link are one: both are used now.
    expect((await typeCode('coder@example.edu', code)).json()).toEqual({
      error: SIGN_IN_REFUSALS.codeSpent,
    });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/me/sign-in/${token}` })).statusCode,
    ).toBe(404);
  });

  it(`stops taking codes after ${STUDENT_SIGN_IN_CODE_TRIES} wrong ones, even the right one`, async () => {
    expect((await askForMail('guessed@example.edu')).statusCode).toBe(200);
    const { code } = await latestMail('guessed@example.edu');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < STUDENT_SIGN_IN_CODE_TRIES; i++) {
      const answer = await typeCode('guessed@example.edu', wrong);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error: SIGN_IN_REFUSALS.codeWrong });
    }
    const right = await typeCode('guessed@example.edu', code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ error: SIGN_IN_REFUSALS.codeSpent });
    expect(await studentRows('guessed@example.edu')).toBe(0);
  });

  it('refuses a malformed code or address with 400 and writes nothing', async () => {
    const before = await t.database.db.select({ n: count() }).from(studentSignInLinks);
    for (const body of [
      { email: 'coder@example.edu', code: '12345' },
      { email: 'coder@example.edu', code: 'abcdef' },
      { email: 'not an address', code: '123456' },
      { email: 'coder@example.edu' },
    ]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/me/sign-in/code',
        payload: body,
      });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error).toMatch(/code|address/i);
    }
    const bad = await askForMail('not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Enter a valid e-mail address.' });
    expect(await t.database.db.select({ n: count() }).from(studentSignInLinks)).toEqual(before);
  });
});

describe('limits', () => {
  it(`mails an address at most ${STUDENT_SIGN_IN_MAILS_PER_HOUR} times an hour, then says how long to wait`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= STUDENT_SIGN_IN_MAILS_PER_HOUR; i++) {
      statuses.push((await askForMail('flooded@example.edu')).statusCode);
    }
    expect(statuses).toEqual([...Array(STUDENT_SIGN_IN_MAILS_PER_HOUR).fill(200), 429]);
    const refused = await askForMail('flooded@example.edu');
    expect(refused.json().error).toMatch(/ask again in 60 minutes/);
    expect(Number(refused.headers['retry-after'])).toBe(3600);
    const mails = await t.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'flooded@example.edu'));
    expect(mails[0]?.n).toBe(STUDENT_SIGN_IN_MAILS_PER_HOUR);
  });
});

describe("the student's own data", () => {
  it('is refused without a live session (401), and ends with signing out', async () => {
    for (const cookie of [
      undefined,
      'student_session=nonsense',
      `student_session=${'a'.repeat(43)}`,
    ]) {
      const answer = await myPage(cookie);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ error: STUDENT_SIGN_IN_NEEDED });
    }
    const cookie = await signInWithLink('leaving@example.edu');
    expect((await myPage(cookie)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/me/sign-out',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    const cleared = [out.headers['set-cookie'] ?? []].flat() as string[];
    expect(cleared).toHaveLength(2);
    for (const line of cleared)
      expect(line).toMatch(/^student_session=; Path=\/(api\/)?me; Max-Age=0/);
    expect((await myPage(cookie)).statusCode).toBe(401);
  });

  it("opens a personal link to the student's own registrations only (another's is 404)", async () => {
    const event = await createEvent(t, { title: 'Robotics Night' });
    const mine = await register(t, event.id, { name: 'Owner', email: 'owner@example.edu' });
    const theirs = await register(t, event.id, { name: 'Stranger', email: 'stranger@example.edu' });
    const cookie = await signInWithLink('owner@example.edu');
    const page = (await myPage(cookie)).json<StudentPage>();
    const ownId = page.upcoming.find((r) => r.event.title === 'Robotics Night')?.id;
    expect(ownId).toBeDefined();
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/me/registrations/${ownId}/link`,
      headers: { cookie },
    });
    expect(link.statusCode).toBe(200);
    const path = link.json<{ path: string }>().path;
    expect(path).toMatch(/^\/registrations\/[A-Za-z0-9_-]{40,}$/);
    const opened = await t.app.inject({ url: `/api/registrations/${path.split('/').at(-1)}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().email).toBe(mine.registration.email);

    // Another's registration, by trying ids: the one of the stranger is not found.
    const strangerId = Number(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/me/registrations/${(ownId ?? 0) + 1}/link`,
          headers: { cookie },
        })
      ).statusCode,
    );
    expect(strangerId).toBe(404);
    expect(theirs.registration.email).toBe('stranger@example.edu');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/me/registrations/${ownId}/link`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('says when the address also runs a dashboard (which still needs its password)', async () => {
    const cookie = await signInWithLink(t.officer.email.toLowerCase());
    const page = (await myPage(cookie)).json<StudentPage>();
    expect(page.officer).toBe(true);
    // The student's session opens no dashboard: those take the officer's bearer token alone.
    const dashboard = await t.app.inject({ url: t.base, headers: { cookie } });
    expect(dashboard.statusCode).toBe(401);
  });
});

describe("the student's data and its erasure", () => {
  it('downloads everything kept about the address as a JSON file', async () => {
    const event = await createEvent(t, { title: 'Data Day' });
    await register(t, event.id, { name: 'Asha Rao', email: 'asha@example.edu' });
    // A certificate since revoked: kept about the address, so in the file, but not on the page.
    await t.database.db.insert(certificates).values({
      code: newCertificateCode(),
      eventId: event.id,
      eventTitle: 'Data Day',
      eventDate: '2026-07-01',
      organisationId: t.society.id,
      recipientName: 'Asha Rao',
      email: 'asha@example.edu',
      role: 'Volunteer',
      design: DEFAULT_DESIGN,
      issuedAt: t.clock.now(),
      revokedAt: t.clock.now(),
      revokeReason: 'Issued by mistake',
      mailDue: false,
    });
    const cookie = await signInWithLink('asha@example.edu');
    expect((await myPage(cookie)).json<StudentPage>().certificates).toEqual([]);
    // Her newsletter subscription is kept about her too.
    const subscribed = await t.app.inject({
      method: 'PUT',
      url: '/api/me/newsletter',
      headers: { cookie },
      payload: { branch: false, organisationIds: [t.society.id], digest: false },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const file = await t.app.inject({ url: '/api/me/data', headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="my-data.json"');
    expect(file.headers['cache-control']).toBe('private, no-store');
    const data = file.json<StudentData>();
    expect(data.account.email).toBe('asha@example.edu');
    expect(data.newsletter).toEqual({
      confirmed: true,
      branch: false,
      organisations: [expect.objectContaining({ id: t.society.id })],
      digest: false,
    });
    expect(data.registrations).toEqual([
      expect.objectContaining({
        name: 'Asha Rao',
        email: 'asha@example.edu',
        status: 'confirmed',
        event: expect.objectContaining({ id: event.id, title: 'Data Day' }),
      }),
    ]);
    expect(data.certificates).toEqual([
      expect.objectContaining({
        eventTitle: 'Data Day',
        role: 'Volunteer',
        revokedAt: expect.any(String),
      }),
    ]);
    expect((await t.app.inject({ url: '/api/me/data' })).statusCode).toBe(401);
  });

  it('erases the account, its registrations and sessions only when the address is typed again', async () => {
    const event = await createEvent(t, { title: 'Full House', capacity: 1 });
    await register(t, event.id, { name: 'Leaving', email: 'erase.me@example.edu' });
    const next = await register(t, event.id, { name: 'Next', email: 'next.in.line@example.edu' });
    expect(next.registration.status).toBe('waitlisted');
    // A certificate given by hand (no registration), as an officer may add a speaker.
    const [byHand] = await t.database.db
      .insert(certificates)
      .values({
        code: newCertificateCode(),
        eventId: event.id,
        eventTitle: 'Full House',
        eventDate: '2026-07-01',
        organisationId: t.society.id,
        recipientName: 'Leaving',
        email: 'erase.me@example.edu',
        role: 'Speaker',
        design: DEFAULT_DESIGN,
        issuedAt: t.clock.now(),
        mailDue: false,
      })
      .returning({ id: certificates.id });
    const cookie = await signInWithLink('erase.me@example.edu');
    const otherBrowser = await signInWithLink('erase.me@example.edu');
    const erase = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/erase',
        headers: { cookie },
        payload: { email },
      });

    const slip = await erase('someone.else@example.edu');
    expect(slip.statusCode).toBe(400);
    expect(slip.json()).toEqual({ error: STUDENT_ERASE_MISMATCH });
    expect(await studentRows('erase.me@example.edu')).toBe(1);
    expect((await myPage(cookie)).json<StudentPage>().upcoming).toHaveLength(1);

    const done = await erase('Erase.Me@example.edu');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: STUDENT_ERASED });
    expect([done.headers['set-cookie']].flat()).toHaveLength(2);
    expect(await studentRows('erase.me@example.edu')).toBe(0);
    for (const session of [cookie, otherBrowser]) {
      expect((await myPage(session)).statusCode).toBe(401);
    }
    const left = await t.database.db
      .select({ email: eventRegistrations.email, status: eventRegistrations.status })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, event.id));
    // Their place went to the first in line.
    expect(left).toEqual([{ email: 'next.in.line@example.edu', status: 'confirmed' }]);
    const [withdrawn] = await t.database.db
      .select({
        email: certificates.email,
        name: certificates.recipientName,
        withdrawnAt: certificates.withdrawnAt,
      })
      .from(certificates)
      .where(eq(certificates.id, byHand?.id ?? 0));
    expect(withdrawn).toEqual({ email: null, name: null, withdrawnAt: expect.any(Date) });
  });

  it('shows the membership a roster confirms, downloads its rows, and erases them with the account', async () => {
    const branchAdmin = await signedInAs(t, 'BRANCH_ADMIN');
    const roster = multipart(
      { exportedOn: '2026-06-10' },
      {
        name: 'roster.csv',
        type: 'text/csv',
        data: Buffer.from(
          'Member/Customer Number,First Name,Last Name,Email Address,IEEE Status\r\n' +
            '97531870,Kavya,Menon,Kavya.Menon@example.edu,Active\r\n' +
            '97531871,Rahul,Das,rahul.das@example.edu,Active\r\n',
        ),
      },
    );
    const applied = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/roster',
      payload: roster.payload,
      headers: { ...roster.headers, ...bearer(branchAdmin) },
    });
    expect(applied.statusCode, applied.body).toBe(200);

    // Plus-addressing and letter case are the same address.
    const cookie = await signInWithLink('kavya.menon+ieee@example.edu');
    expect((await myPage(cookie)).json<StudentPage>().membership).toEqual({
      memberNumber: '97531870',
      verifiedAsOf: '2026-06-10',
    });
    const data = (
      await t.app.inject({ url: '/api/me/data', headers: { cookie } })
    ).json<StudentData>();
    expect(data.rosterRows).toEqual([
      expect.objectContaining({
        memberNumber: '97531870',
        lastName: 'Menon',
        exportedOn: '2026-06-10',
      }),
    ]);
    const someoneElse = await signInWithLink('not.a.member@example.edu');
    expect((await myPage(someoneElse)).json<StudentPage>().membership).toBeNull();

    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/me/erase',
      payload: { email: 'kavya.menon+ieee@example.edu' },
      headers: { cookie },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const left = await t.database.db
      .select({ number: rosterMembers.memberNumber })
      .from(rosterMembers);
    expect(left).toEqual([{ number: '97531871' }]);
  });
});

describe('registering while signed in', () => {
  it('is not asked to confirm the address it proved, and registers that address whatever the body says', async () => {
    const event = await createEvent(t, { title: 'Confirm Or Not', registrationConfirmEmail: true });
    const cookie = await signInWithLink('proven@example.edu');
    const profile = await t.app.inject({ url: '/api/me/profile', headers: { cookie } });
    expect(profile.json()).toEqual({ student: { email: 'proven@example.edu', name: null } });
    expect(profile.headers['cache-control']).toBe('private, no-store');
    const nobody = await t.app.inject({ url: '/api/me/profile' });
    expect(nobody.statusCode).toBe(200);
    expect(nobody.json()).toEqual({ student: null });

    const signedIn = await t.app.inject({
      method: 'POST',
      url: `/api/me/events/${event.id}/registrations`,
      headers: { cookie },
      payload: { name: 'Proven Student', email: 'someone.else@example.edu' },
      remoteAddress: clientAddress(),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(201);
    const created = signedIn.json<RegistrationCreated>();
    expect(created.registration).toMatchObject({
      email: 'proven@example.edu',
      status: 'confirmed',
      confirmBy: null,
    });
    expect(created.registration.ticketCode).toBeTruthy();
    expect(created.token).toBeTruthy();
    expect(
      (await t.app.inject({ url: '/api/me/profile', headers: { cookie } })).json().student.name,
    ).toBe('Proven Student');

    // A visitor with no session is asked to confirm, as the event says.
    const anonymous = await register(t, event.id, {
      name: 'Unproven',
      email: 'unproven@example.edu',
    });
    expect(anonymous.registration.confirmBy).not.toBeNull();
    expect(anonymous.token).toBeNull();
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/me/events/${event.id}/registrations`,
      payload: { name: 'Nobody', email: 'nobody@example.edu' },
    });
    expect(refused.statusCode).toBe(401);
  });
});

describe("the student's past events", () => {
  it(`lists the latest ${STUDENT_PAST_SHOWN} until all are asked for`, async () => {
    const many = await Promise.all(
      Array.from({ length: STUDENT_PAST_SHOWN + 2 }, () => createEvent(t)),
    );
    for (const event of many) {
      await register(t, event.id, { name: 'Regular', email: 'regular@example.edu' });
    }
    // Over now: each a day earlier than the one before (the API takes no registration for a
    // past event, so they are moved there afterwards).
    for (const [index, event] of many.entries()) {
      await t.database.db
        .update(events)
        .set({ date: `2026-05-${String(index + 1).padStart(2, '0')}` })
        .where(eq(events.id, event.id));
    }
    const cookie = await signInWithLink('regular@example.edu');
    const latest = (await myPage(cookie)).json<StudentPage>();
    expect(latest.pastTotal).toBe(STUDENT_PAST_SHOWN + 2);
    expect(latest.past.map((r) => r.event.date)).toEqual(
      Array.from(
        { length: STUDENT_PAST_SHOWN },
        (_, index) => `2026-05-${String(STUDENT_PAST_SHOWN + 2 - index).padStart(2, '0')}`,
      ),
    );
    const all = await t.app.inject({ url: '/api/me?past=all', headers: { cookie } });
    expect(all.json<StudentPage>().past).toHaveLength(STUDENT_PAST_SHOWN + 2);
    const bad = await t.app.inject({ url: '/api/me?past=some', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('signing in proves the address', () => {
  it('confirms the registrations of the address still waiting for its confirmation', async () => {
    const event = await createEvent(t, {
      title: 'Waiting For Proof',
      registrationConfirmEmail: true,
    });
    const waiting = await register(t, event.id, { name: 'Unsure', email: 'unsure@example.edu' });
    expect(waiting.registration.confirmBy).not.toBeNull();
    const cookie = await signInWithLink('unsure@example.edu');
    const page = (await myPage(cookie)).json<StudentPage>();
    const confirmed = page.upcoming.find((r) => r.event.title === 'Waiting For Proof');
    expect(confirmed?.status).toBe('confirmed');
    expect(confirmed?.ticketCode).toBeTruthy();
    const [row] = await t.database.db
      .select({ confirmBy: eventRegistrations.confirmBy })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.email, 'unsure@example.edu'));
    expect(row?.confirmBy).toBeNull();
    // They get the mail with the ticket that confirming by the mailed button would have sent.
    const mails = await t.database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'unsure@example.edu'));
    expect(mails.map((mail) => mail.subject)).toContain('You are registered: Waiting For Proof');
  });
});
