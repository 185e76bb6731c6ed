import {
  ACTIVITY_POINTS_NOTE,
  ACTIVITY_RECORD_NOT_SHARED,
  ACTIVITY_RECORD_UNKNOWN,
  type ActivityCategories,
  type ActivityRecord,
  type ActivitySharing,
  type AdminActivityCategories,
  DEFAULT_ACTIVITY_CATEGORIES,
  type SharedActivityRecord,
} from '@chapterhouse/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, signedInStudent, type TestStudent } from '../../../test/accounts.js';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { createEvent, register } from '../../../test/events-fixture.js';
import { pdfText, readQrCode } from '../../../test/pdf-reading.js';
import { TEST_ORIGIN } from '../../../test/test-app.js';
import {
  activityRecordShares,
  certificates,
  eventRegistrations,
  siteSettings,
} from '../../db/schema/index.js';
import { DEFAULT_DESIGN, newCertificateCode } from '../certificates/certificates.service.js';
import { hoursOf } from './activity-record.service.js';

let t: DashboardApp;
let branchAdmin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  t = await openDashboardApp();
  branchAdmin = await signedInAs(t, 'BRANCH_ADMIN');
});
afterAll(() => t.close());

const asStudent = (
  student: TestStudent | null,
  method: 'GET' | 'PUT',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: student ? { cookie: student.cookie } : {},
    ...(payload ? { payload } : {}),
  });

const recordOf = async (student: TestStudent) => {
  const response = await asStudent(student, 'GET', '/api/me/record');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ActivityRecord>();
};

const share = async (student: TestStudent, shared: boolean) => {
  const response = await asStudent(student, 'PUT', '/api/me/record/sharing', { shared });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ActivitySharing>();
};

const apiPathOf = (path: string) => `/api${path}`;

/**
 * Registers the address for a new event and checks it in, as the door would (or as joining
 * online through the personal join link does, `online`); the registration.
 */
async function attended(
  email: string,
  fields: Parameters<typeof createEvent>[1],
  role: 'participant' | 'speaker' | 'volunteer' = 'participant',
  online = false,
) {
  const event = await createEvent(t, fields);
  await register(t, event.id, { name: 'Meera Iyer', email });
  await t.database.db
    .update(eventRegistrations)
    .set({ checkedInAt: t.clock.now(), role, attendedOnline: online })
    .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.email, email)));
  return event;
}

async function giveCertificate(
  email: string,
  event: { id: number | null; title: string; date: string },
  options: { role?: string; revoked?: boolean } = {},
) {
  const code = newCertificateCode();
  await t.database.db.insert(certificates).values({
    code,
    eventId: event.id,
    eventTitle: event.title,
    eventDate: event.date,
    organisationId: t.society.id,
    recipientName: 'Meera Iyer',
    email,
    role: options.role ?? 'Participant',
    design: DEFAULT_DESIGN,
    issuedAt: t.clock.now(),
    revokedAt: options.revoked ? t.clock.now() : null,
    mailDue: false,
  });
  return code;
}

describe('who may read and change records', () => {
  it('asks a student to sign in for their own record, its PDF and its sharing', async () => {
    expect((await asStudent(null, 'GET', '/api/me/record')).statusCode).toBe(401);
    expect((await asStudent(null, 'GET', '/api/me/record/pdf')).statusCode).toBe(401);
    const sharing = await asStudent(null, 'PUT', '/api/me/record/sharing', { shared: true });
    expect(sharing.statusCode).toBe(401);
    // An officer's bearer token is no student's session.
    const officer = await t.api('GET', '/api/me/record');
    expect(officer.statusCode).toBe(401);
  });

  it('refuses a sharing change it cannot read, and changes nothing', async () => {
    const student = await signedInStudent(t, 'unsure@example.edu');
    const response = await asStudent(student, 'PUT', '/api/me/record/sharing', { shared: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/share/i);
    const rows = await t.database.db.select().from(activityRecordShares);
    expect(rows.filter((row) => row.token && row.shared)).toHaveLength(0);
  });

  it('lets the branch admin alone read and change the category mapping', async () => {
    const url = '/api/admin/activity-categories';
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.api('GET', url)).statusCode).toBe(403);
    const read = await t.api('GET', url, undefined, branchAdmin);
    expect(read.statusCode).toBe(200);
    const mapping = read.json<AdminActivityCategories>();
    expect(mapping).toMatchObject({ isDefault: true, categories: DEFAULT_ACTIVITY_CATEGORIES });
    const body = { version: mapping.version, categories: mapping.categories };
    expect((await t.api('PUT', url, body)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url, payload: body })).statusCode).toBe(401);
  });

  it('refuses a mapping without a name, with points out of range or of an old version', async () => {
    const url = '/api/admin/activity-categories';
    const { version, categories } = (
      await t.api('GET', url, undefined, branchAdmin)
    ).json<AdminActivityCategories>();
    const unnamed = await t.api(
      'PUT',
      url,
      { version, categories: { ...categories, Technical: { activity: ' ', points: 2 } } },
      branchAdmin,
    );
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json<{ error: string }>().error).toMatch(/Name the activity category/);
    const negative = await t.api(
      'PUT',
      url,
      { version, categories: { ...categories, Technical: { activity: 'Tech', points: -1 } } },
      branchAdmin,
    );
    expect(negative.statusCode).toBe(400);
    const missing = await t.api(
      'PUT',
      url,
      { version, categories: { Technical: categories.Technical } },
      branchAdmin,
    );
    expect(missing.statusCode).toBe(400);
    const [row] = await t.database.db
      .select({ saved: siteSettings.activityCategories })
      .from(siteSettings);
    expect(row?.saved ?? null).toBeNull();
    const stale = await t.api('PUT', url, { version: version + 5, categories }, branchAdmin);
    expect(stale.statusCode).toBe(409);
  });
});

describe("a student's record", () => {
  it('lists what the address attended and its certificates, mapped as the branch says', async () => {
    const email = 'meera@example.edu';
    const talk = await attended(
      email,
      { title: 'Antenna Design Talk', date: '2026-07-02', time: '14:00', endTime: '17:30' },
      'speaker',
    );
    const talkCertificate = await giveCertificate(email, talk, { role: 'Speaker' });
    // Attended online (issue 48): on the record like a check-in, and said so.
    await attended(
      email,
      {
        title: 'Beach Clean-up',
        date: '2026-07-05',
        time: undefined,
        category: 'Humanitarian',
        attendanceMode: 'hybrid',
      },
      'participant',
      true,
    );
    // Registered but never came: not on the record.
    const missed = await createEvent(t, { title: 'Missed Workshop', date: '2026-07-03' });
    await register(t, missed.id, { name: 'Meera Iyer', email });
    // A winner added by hand, without a registration; and a revoked one, which is no ground.
    const prize = await createEvent(t, { title: 'Robotics Contest', date: '2026-07-04' });
    await giveCertificate(email, prize, { role: 'Winner' });
    const revoked = await createEvent(t, { title: 'Revoked Meetup', date: '2026-07-06' });
    await giveCertificate(email, revoked, { revoked: true });
    // Somebody else's check-in is not hers.
    await attended('other@example.edu', { title: 'Someone Else’s Event' });

    const url = '/api/admin/activity-categories';
    const { version, categories } = (
      await t.api('GET', url, undefined, branchAdmin)
    ).json<AdminActivityCategories>();
    const mapping: ActivityCategories = {
      ...categories,
      Technical: { activity: 'Professional self-initiatives', points: 5 },
      Humanitarian: { activity: 'National initiatives', points: 10 },
    };
    const saved = await t.api('PUT', url, { version, categories: mapping }, branchAdmin);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminActivityCategories>().isDefault).toBe(false);

    const student = await signedInStudent(t, email);
    const record = await recordOf(student);
    expect(record.name).toBe('Meera Iyer');
    expect(record.pointsNote).toBe(ACTIVITY_POINTS_NOTE);
    expect(record.lines).toEqual([
      {
        eventTitle: 'Antenna Design Talk',
        eventDate: '2026-07-02',
        organisation: t.society.name,
        ieeeCategory: 'Technical',
        activity: 'Professional self-initiatives',
        points: 5,
        role: 'Speaker',
        hours: 3.5,
        sessions: null,
        attended: true,
        attendedOnline: false,
        certificate: {
          code: talkCertificate,
          verifyPath: `/certificates/${talkCertificate}`,
          valid: true,
        },
      },
      expect.objectContaining({
        eventTitle: 'Robotics Contest',
        role: 'Winner',
        attended: false,
        attendedOnline: false,
        hours: null,
        certificate: expect.objectContaining({ valid: true }),
      }),
      expect.objectContaining({
        eventTitle: 'Beach Clean-up',
        role: 'Participant',
        activity: 'National initiatives',
        points: 10,
        hours: null,
        attended: true,
        attendedOnline: true,
        certificate: null,
      }),
    ]);
    expect(record.totals).toMatchObject({ events: 3, points: 20 });
    expect(record.totals.byActivity).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ activity: 'National initiatives', events: 1, points: 10 }),
      ]),
    );
    expect(record.sharing).toEqual({ shared: false, path: null });

    // Another student's record holds none of it.
    const other = await recordOf(await signedInStudent(t, 'other@example.edu'));
    expect(other.lines.map((line) => line.eventTitle)).toEqual(['Someone Else’s Event']);
  });

  it('counts hours from the times, per day for a daily event and through for an overnight one', () => {
    const day = { date: '2026-07-01', endDate: null };
    expect(hoursOf({ ...day, time: '10:00', endTime: '12:45' })).toBe(2.75);
    expect(hoursOf({ ...day, time: null, endTime: '12:00' })).toBeNull();
    expect(hoursOf({ ...day, time: '10:00', endTime: null })).toBeNull();
    // A conference from 09:00 to 17:00 on each of three days.
    expect(
      hoursOf({ date: '2026-07-01', endDate: '2026-07-03', time: '09:00', endTime: '17:00' }),
    ).toBe(24);
    // A hackathon from 10:00 to 10:00 the next day, and to 08:00 the day after.
    expect(
      hoursOf({ date: '2026-07-01', endDate: '2026-07-02', time: '10:00', endTime: '10:00' }),
    ).toBe(24);
    expect(
      hoursOf({ date: '2026-07-01', endDate: '2026-07-03', time: '10:00', endTime: '08:00' }),
    ).toBe(46);
  });
});

describe('sharing the record', () => {
  it('shares at a link anyone can read, says so when turned off, and keeps the link when on again', async () => {
    const email = 'sharer@example.edu';
    const event = await attended(email, { title: 'Shared Seminar', date: '2026-07-02' });
    const code = await giveCertificate(email, event);
    const student = await signedInStudent(t, email);

    const on = await share(student, true);
    expect(on.shared).toBe(true);
    expect(on.path).toMatch(/^\/records\/[A-Za-z0-9_-]{43}$/);
    const path = on.path ?? '';
    const visitor = await t.app.inject({ url: apiPathOf(path) });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBe('private, no-store');
    const shared = visitor.json<SharedActivityRecord>();
    expect(shared.lines).toEqual([
      expect.objectContaining({
        eventTitle: 'Shared Seminar',
        certificate: { code, verifyPath: `/certificates/${code}`, valid: true },
      }),
    ]);
    // The page names the student, never their address.
    expect(visitor.body).not.toContain(email);

    // Revoking the certificate shows on the record at once.
    await t.database.db
      .update(certificates)
      .set({ revokedAt: t.clock.now(), revokeReason: 'Issued twice' })
      .where(eq(certificates.code, code));
    const afterRevoking = (
      await t.app.inject({ url: apiPathOf(path) })
    ).json<SharedActivityRecord>();
    expect(afterRevoking.lines[0]?.certificate?.valid).toBe(false);

    expect(await share(student, false)).toEqual({ shared: false, path: null });
    const off = await t.app.inject({ url: apiPathOf(path) });
    expect(off.statusCode).toBe(404);
    expect(off.json<{ error: string }>().error).toBe(ACTIVITY_RECORD_NOT_SHARED);
    expect(await share(student, true)).toEqual({ shared: true, path });
  });

  it('answers an unknown or malformed link the same, and a link whose student erased their account', async () => {
    // Longer than any route parameter: the API's own 404.
    expect((await t.app.inject({ url: `/api/records/${'A'.repeat(200)}` })).statusCode).toBe(404);
    for (const token of ['A'.repeat(43), 'short', '%00%00']) {
      const response = await t.app.inject({ url: `/api/records/${token}` });
      expect(response.statusCode, token).toBe(404);
      expect(response.json<{ error: string }>().error).toBe(ACTIVITY_RECORD_UNKNOWN);
    }
    const email = 'leaver@example.edu';
    await attended(email, { title: 'Farewell Talk' });
    const student = await signedInStudent(t, email);
    const { path } = await share(student, true);
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/me/erase',
      headers: { cookie: student.cookie },
      payload: { email },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const dead = await t.app.inject({ url: apiPathOf(path ?? '') });
    expect(dead.statusCode).toBe(404);
    expect(dead.json<{ error: string }>().error).toBe(ACTIVITY_RECORD_UNKNOWN);
    const left = await t.database.db
      .select()
      .from(activityRecordShares)
      .where(and(eq(activityRecordShares.token, (path ?? '').split('/').pop() ?? '')));
    expect(left).toEqual([]);
  });
});

describe("the record's PDF", () => {
  it('prints every line and one QR code leading to the shared record, sharing it the first time', async () => {
    const email = 'printer@example.edu';
    await attended(email, {
      title: 'PCB Workshop',
      date: '2026-07-02',
      time: '10:00',
      endTime: '13:00',
    });
    await attended(email, { title: 'Career Fair', date: '2026-07-03', category: 'Professional' });
    const student = await signedInStudent(t, email);
    const response = await asStudent(student, 'GET', '/api/me/record/pdf');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename=activity-record.pdf',
    );
    const pdf = response.rawPayload;
    const { text } = await pdfText(pdf);
    for (const expected of [
      'Activity record',
      'Meera Iyer',
      'PCB Workshop',
      'Career Fair',
      'Checked in',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('not official AICTE points');

    const { sharing } = await recordOf(student);
    expect(sharing.shared).toBe(true);
    const printed = await readQrCode(pdf);
    expect(printed).toBe(`${TEST_ORIGIN}${sharing.path}`);

    // Sharing off: the next PDF prints the same link, which then says it is not shared.
    await share(student, false);
    const again = await asStudent(student, 'GET', '/api/me/record/pdf');
    expect(await readQrCode(again.rawPayload)).toBe(printed);
    expect((await recordOf(student)).sharing.shared).toBe(false);
  });

  it('runs onto more pages for a long record, each with the table’s header', async () => {
    const email = 'busy@example.edu';
    for (let index = 0; index < 40; index++) {
      await attended(email, {
        title: `Weekly Coding Club ${index + 1}`,
        date: '2026-07-02',
        time: '16:00',
        endTime: '18:00',
      });
    }
    const student = await signedInStudent(t, email);
    const response = await asStudent(student, 'GET', '/api/me/record/pdf');
    expect(response.statusCode).toBe(200);
    const { pages, text } = await pdfText(response.rawPayload);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Weekly Coding Club 40');
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('80 hours');
  });
});
