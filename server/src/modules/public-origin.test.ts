import { gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts.js';
import { type DashboardApp, openDashboardApp } from '../../test/dashboard-fixture.js';
import { clientAddress, createEvent, registrantNamed } from '../../test/events-fixture.js';
import { createTestApp, TEST_NOW } from '../../test/test-app.js';
import { serviceOf } from '../app.js';
import { mailOutbox, newsletterSubscribers } from '../db/schema/index.js';

// Issue 26, item 3: with PUBLIC_URL unset, a registration sent with `Host: evil.example` used to
// get `http://evil.example/registrations/<token>` in its mail. Every absolute link the server
// writes now comes from the configuration (`publicOriginOf`), whatever the request claims. The
// app trusts proxies here, so that a forged X-Forwarded-Host would have been believed too.

const ORIGIN = 'https://ieee.example.edu';
const FORGED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
  origin: 'http://evil.example',
  referer: 'http://evil.example/login',
};

let now = new Date(TEST_NOW);
let t: DashboardApp;
beforeAll(async () => {
  t = await openDashboardApp({
    publicOrigin: ORIGIN,
    trustProxy: true,
    clock: { now: () => new Date(now) },
  });
});
afterAll(() => t.close());

/** A request as a stranger would forge it: every header that could name an origin is evil. */
const forged = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  token?: string,
  app = t.app,
  headers: Record<string, string> = FORGED,
) =>
  app.inject({
    method,
    url,
    remoteAddress: clientAddress(),
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload ? { payload } : {}),
  });

/** Every absolute address in a text. */
const linksIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s"'<>)\]]+/g)].map((m) => m[0]);

/** The links of every mail queued since `afterId`: text, headers and attachments. */
async function mailLinks(afterId: number): Promise<{ kinds: string[]; links: string[] }> {
  const rows = await t.database.db.select().from(mailOutbox).where(gt(mailOutbox.id, afterId));
  const texts = rows.flatMap((row) => [
    row.text,
    ...Object.values(row.headers),
    // An .ics names where its time zone's definition comes from (TZURL): not a link of ours.
    ...row.attachments.map((file) =>
      Buffer.from(file.content, 'base64')
        .toString('utf8')
        .replace(/^TZURL:.*$/gm, ''),
    ),
  ]);
  return { kinds: rows.map((row) => row.kind).sort(), links: texts.flatMap(linksIn) };
}

async function lastMailId(): Promise<number> {
  const rows = await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox);
  return Math.max(0, ...rows.map((row) => row.id));
}

const fromConfiguration = (link: string) => link.startsWith(`${ORIGIN}/`) || link === ORIGIN;

describe('links from a request with a forged Host and X-Forwarded-Host', () => {
  it('in mail all start with the configured origin', async () => {
    const before = await lastMailId();
    const branchAdmin = await signedInAs(t, 'BRANCH_ADMIN');

    // A registration (its confirmation carries the personal link and an .ics).
    const event = await createEvent(t, {
      title: 'Forged host night',
      time: '18:00',
      endTime: '20:00',
      location: 'Hall B',
      description: 'Nothing to see.',
      capacity: 10,
      registrationConfirmEmail: true,
    });
    const registration = await forged('POST', `/api/events/${event.id}/registrations`, {
      name: 'Stranger',
      email: 'stranger@example.edu',
    });
    expect(registration.statusCode, registration.body).toBe(201);

    // A password reset, an invitation, a newsletter confirmation, a contact copy.
    const reset = await forged('POST', '/api/auth/forgot-password', { email: t.officer.email });
    expect(reset.statusCode, reset.body).toBe(200);
    const invitation = await forged(
      'POST',
      '/api/admin/accounts/invitations',
      { email: 'new.officer@example.edu', name: 'New Officer', role: 'BRANCH_ADMIN' },
      branchAdmin.token,
    );
    expect(invitation.statusCode, invitation.body).toBe(201);
    const subscription = await forged('POST', '/api/newsletter/subscribe', {
      email: 'reader@example.edu',
    });
    expect(subscription.statusCode, subscription.body).toBe(200);
    const contact = await forged('POST', '/api/contact', {
      name: 'Stranger',
      email: 'stranger@example.edu',
      message: 'Hello there',
    });
    expect(contact.statusCode, contact.body).toBeLessThan(300);

    const { kinds, links } = await mailLinks(before);
    expect(kinds).toEqual([
      'contact-copy',
      'invitation',
      'newsletter-confirmation',
      'password-reset',
      // A new event with a capacity asks registrants to confirm their address.
      'registration-confirm',
    ]);
    expect(links.length).toBeGreaterThan(4);
    expect(links.filter((link) => !fromConfiguration(link))).toEqual([]);
  });

  it('in the later mails of a registration made by such a request (a promotion)', async () => {
    const event = await createEvent(t, {
      title: 'One seat night',
      date: '2026-07-02',
      time: '18:00',
      location: 'Hall C',
      description: 'One seat.',
      capacity: 1,
    });
    const registrations = `/api/events/${event.id}/registrations`;
    const first = await forged('POST', registrations, registrantNamed('Seated'));
    expect(first.statusCode, first.body).toBe(201);
    const waiting = await forged('POST', registrations, registrantNamed('Waiting'));
    expect(waiting.json().registration.status).toBe('waitlisted');
    const before = await lastMailId();
    const cancelled = await forged('POST', `/api/registrations/${first.json().token}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { kinds, links } = await mailLinks(before);
    expect(kinds.length).toBeGreaterThan(0);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !fromConfiguration(link))).toEqual([]);
  });

  it('in the weekly digest, whose settings were saved by such a request, all start with the configured origin', async () => {
    const branchAdmin = await signedInAs(t, 'BRANCH_ADMIN');
    const digestUrl = '/api/admin/newsletter/digest';
    const { version } = (await t.api('GET', digestUrl, undefined, branchAdmin)).json<{
      version: number;
    }>();
    const saved = await forged(
      'PUT',
      digestUrl,
      { enabled: true, weekday: 1, hour: 9, version },
      branchAdmin.token,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    await t.database.db.insert(newsletterSubscribers).values({
      email: 'digest.reader@example.edu',
      confirmedAt: now,
      followsBranch: true,
      wantsDigest: true,
    });
    const before = await lastMailId();
    // The next Monday, 09:15 in the branch's time zone: the event the first test added is new.
    now = new Date('2026-06-22T03:45:00Z');
    expect(await serviceOf(t.app, 'newsletter-digest').runDue()).toBeGreaterThan(0);
    const { kinds, links } = await mailLinks(before);
    expect(kinds).toContain('newsletter-digest');
    expect(links.length).toBeGreaterThan(1);
    expect(links.filter((link) => !fromConfiguration(link))).toEqual([]);
  });

  it('in feeds all start with the configured origin', async () => {
    for (const url of ['/calendar.ics', '/feed.xml']) {
      const response = await forged('GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('evil.example');
      expect(linksIn(response.body).filter(fromConfiguration).length, url).toBeGreaterThan(0);
    }
  });

  it('in the sitemap, robots.txt and canonical URLs all start with the configured origin', async () => {
    const pages = await createTestApp({
      publicOrigin: ORIGIN,
      trustProxy: true,
      web: 'site',
    });
    try {
      // Vite (pages from the sources) refuses a Host it does not know (403), so the forgery here
      // is a proxy's X-Forwarded-Host, which a trusted proxy's request host used to be taken from.
      const { host: _host, ...forwarded } = FORGED;
      for (const url of ['/sitemap.xml', '/robots.txt', '/']) {
        const response = await forged('GET', url, undefined, undefined, pages.app, forwarded);
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).not.toContain('evil.example');
        expect(linksIn(response.body).filter(fromConfiguration).length, url).toBeGreaterThan(0);
      }
      const home = await forged('GET', '/', undefined, undefined, pages.app, forwarded);
      expect(home.body).toContain(`<link rel="canonical" href="${ORIGIN}/"`);
    } finally {
      await pages.close();
    }
  });
});
