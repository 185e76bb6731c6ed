import type { DashboardEvent } from '@chapterhouse/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, type TestAccount } from '../../test/accounts.js';
import { type DashboardApp, openDashboardApp } from '../../test/dashboard-fixture.js';
import { createEvent, newEventBody, register } from '../../test/events-fixture.js';
import { serviceOf } from '../app.js';
import { mailOutbox } from '../db/schema/index.js';

// Every CSV the server sends, as a spreadsheet opens it: a UTF-8 byte-order mark first (Excel on
// Windows reads Devanagari and accents right only with it), formulas people typed quoted out,
// and the event report's feedback comments in it.

let now = new Date('2026-06-15T10:00:00Z');
let t: DashboardApp;
let branchAdmin: TestAccount;
let eventId: number;
let seriesId: number;

const COMMENTS = {
  devanagari: 'बहुत अच्छा सत्र, धन्यवाद',
  formula: '=HYPERLINK("https://evil.example","Open")',
};

beforeAll(async () => {
  t = await openDashboardApp({ clock: { now: () => new Date(now) } });
  branchAdmin = await signedInAs(t, 'BRANCH_ADMIN');
  // An event on 20 June: two attendees of non-ASCII names check in and answer the feedback.
  const event = await createEvent(t, {
    title: 'Soldering evening',
    date: '2026-06-20',
    time: '14:00',
    endTime: '16:00',
    location: 'Maxwell Hall',
    description: 'Joining things that conduct.',
  });
  eventId = event.id;
  // A weekly series of two sessions: its summary report is a CSV too.
  const series = await t.api('POST', `${t.base}/events/upcoming`, {
    ...newEventBody({ title: 'Soldering club', date: '2026-06-22', time: '14:00' }),
    endTime: '15:00',
    repeat: { frequency: 'weekly', count: 2 },
  });
  expect(series.statusCode, series.body).toBe(201);
  seriesId = series.json<DashboardEvent>().series?.id ?? 0;
  const people = [
    await register(t, eventId, { name: 'प्रिया शर्मा', email: 'priya@example.edu' }),
    await register(t, eventId, { name: 'José Müller', email: 'jose@example.edu' }),
  ];
  now = new Date('2026-06-20T08:00:00Z');
  for (const person of people) {
    const checked = await t.api('POST', `${t.base}/events/${eventId}/check-in`, {
      ticketCode: person.registration.ticketCode,
    });
    expect(checked.statusCode, checked.body).toBe(200);
  }
  now = new Date('2026-06-21T04:00:00Z');
  await serviceOf(t.app, 'feedback-requests').runDue();
  const links = await t.database.db
    .select({ to: mailOutbox.to, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'event-feedback'));
  const tokenOf = (to: string) =>
    /\/feedback\/([\w-]+)/.exec(links.find((mail) => mail.to === to)?.text ?? '')?.[1];
  for (const [to, answer] of [
    ['priya@example.edu', { rating: 5, comment: COMMENTS.devanagari }],
    ['jose@example.edu', { rating: 2, comment: COMMENTS.formula }],
  ] as const) {
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/feedback/${tokenOf(to)}`,
      payload: answer,
    });
    expect(answered.statusCode, answered.body).toBe(200);
  }
});
afterAll(() => t.close());

/** An address of each CSV export that answers. */
const downloads = () => ({
  registrations: `${t.base}/events/${eventId}/registrations/export`,
  payments: `${t.base}/events/${eventId}/payments/export`,
  eventReport: `${t.base}/events/${eventId}/report.csv`,
  seriesReport: `${t.base}/series/${seriesId}/report.csv`,
  annualReport: `${t.base}/reports/annual.csv?year=2025&table=organisations`,
  branchAnnualReport: '/api/admin/reports/annual.csv?year=2025&table=officers',
  subscribers: '/api/admin/subscribers/export',
});

/**
 * Every route that answers CSV: those above, and the councils' twins of the dashboards' (the
 * same code). A new export fails the test below until it is listed here and downloaded above.
 */
const CSV_ROUTES = ['society', 'council']
  .flatMap((kind) => [
    `GET /api/${kind}-dashboard/${kind}/:id/events/:itemId/registrations/export`,
    `GET /api/${kind}-dashboard/${kind}/:id/events/:itemId/payments/export`,
    `GET /api/${kind}-dashboard/${kind}/:id/events/:itemId/report.csv`,
    `GET /api/${kind}-dashboard/${kind}/:id/series/:itemId/report.csv`,
    `GET /api/${kind}-dashboard/${kind}/:id/reports/annual.csv`,
  ])
  .concat(['GET /api/admin/reports/annual.csv', 'GET /api/admin/subscribers/export']);

async function download(url: string) {
  const account = url.startsWith('/api/admin/') ? branchAdmin : t.officer;
  const response = await t.app.inject({ url, headers: bearer(account) });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename=/);
  return response;
}

describe('the CSV exports', () => {
  it('are every route that answers CSV, each starting with the UTF-8 byte-order mark', async () => {
    const csvRoutes = t.app.apiRoutes
      .filter((route) => route.method === 'GET')
      .filter((route) => JSON.stringify(route.schema?.response ?? {}).includes('"text/csv"'))
      .map((route) => `${route.method} ${route.url}`);
    expect(csvRoutes.sort()).toEqual([...CSV_ROUTES].sort());
    for (const url of Object.values(downloads())) {
      const bytes = (await download(url)).rawPayload;
      expect([...bytes.subarray(0, 3)], url).toEqual([0xef, 0xbb, 0xbf]);
      // One mark, not one per row or one doubled.
      expect(bytes.indexOf(Buffer.from([0xef, 0xbb, 0xbf]), 3), url).toBe(-1);
    }
  });

  it('keep people’s names as written, read as UTF-8', async () => {
    const csv = (await download(downloads().registrations)).rawPayload.toString('utf8');
    expect(csv.startsWith('\uFEFFName,E-mail,')).toBe(true);
    expect(csv).toContain('\nप्रिया शर्मा,priya@example.edu,');
    expect(csv).toContain('\nJosé Müller,jose@example.edu,');
  });

  it('carry the event’s feedback comments with their ratings, no names, formulas quoted out', async () => {
    const csv = (await download(downloads().eventReport)).body;
    const lines = csv.split('\n');
    expect(lines).toContain('Feedback answers,2');
    // Newest first: both were answered at the same moment, so the later answer leads.
    expect(lines.filter((line) => line.startsWith('Feedback comment'))).toEqual([
      `Feedback comment (rated 2 of 5),"'=HYPERLINK(""https://evil.example"",""Open"")"`,
      `Feedback comment (rated 5 of 5),"${COMMENTS.devanagari}"`,
    ]);
    expect(csv).not.toContain('José');
    expect(csv).not.toContain('प्रिया');
  });

  it('say the zone of every moment they hold: the branch’s wall clock with its offset', async () => {
    const [header, first] = (await download(downloads().registrations)).body.split('\n');
    expect(header).toMatch(/,Registered at,Checked in at$/);
    // Checked in at 08:00 UTC on the 20th: 13:30 in India (registered by the database's clock).
    expect(first).toMatch(/,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\+05:30,2026-06-20 13:30:00\+05:30$/);
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'reader@example.edu' },
    });
    expect(subscribed.statusCode, subscribed.body).toBeLessThan(300);
    const [, reader] = (await download(downloads().subscribers)).body.split('\n');
    // Read back by JavaScript (and by Python's datetime.fromisoformat) as the same instant.
    const cell = reader?.split(',')[2] ?? '';
    expect(cell).toBe('2026-06-21 09:30:00+05:30');
    expect(new Date(cell.replace(' ', 'T')).toISOString()).toBe(now.toISOString());
  });
});
