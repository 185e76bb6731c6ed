import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import {
  CERTIFICATE_TITLE_LABELS,
  type CertificatesIssued,
  type CertificateTemplate,
  type CertificateVerification,
  type EventCertificates,
  type IssuedCertificate,
  type MediaItem,
  type OrganisationSummary,
  type Registration,
  type RegistrationCreated,
} from '@chapterhouse/shared';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, type TestAccount } from '../../../test/accounts.js';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { clientAddress, createEvent, register } from '../../../test/events-fixture.js';
import { multipart, testJpeg } from '../../../test/images.js';
import { TEST_ORIGIN, TEST_TIMEZONE } from '../../../test/test-app.js';
import { buildApp, serviceOf } from '../../app.js';
import { certificates, certificateTemplates, mailOutbox } from '../../db/schema/index.js';
import { calendarDate } from '../../lib/clock.js';
import { pdfsDrawnInWorkers } from '../../lib/pdf-workers.js';

// Certificates of participation: the template, issuing to those checked in (once), correcting
// and revoking, the mails with their PDFs, the public verification by code, and the withdrawal
// that erasing a registration brings.

let now = new Date('2026-06-15T10:00:00Z');
let t: DashboardApp;
let bystanderOfficer: TestAccount;
let bystanderBase: string;

beforeAll(async () => {
  t = await openDashboardApp({ clock: { now: () => new Date(now) } });
  const societies = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>();
  const bystander = societies.find((society) => society.id !== t.society.id);
  if (!bystander) throw new Error('the sample content has one society');
  bystanderOfficer = await signedInAs(t, 'SOCIETY_ADMIN', bystander.slug);
  bystanderBase = `/api/society-dashboard/society/${bystander.id}`;
});
afterAll(() => t.close());

/** An event on 20 June with three registrants, two of them checked in at the door. */
async function heldEvent() {
  now = new Date('2026-06-15T10:00:00Z');
  const event = await createEvent(t, {
    title: `Soldering lab ${Math.random().toString(36).slice(2, 8)}`,
    date: '2026-06-20',
    time: '14:00',
    endTime: '16:00',
    location: 'Maxwell Hall',
    description: 'Joining things that conduct.',
  });
  const tag = event.id;
  const people = [
    await register(t, event.id, { name: 'प्रिया शर्मा', email: `priya.${tag}@example.edu` }),
    await register(t, event.id, { name: 'José Müller', email: `jose.${tag}@example.edu` }),
    await register(t, event.id, { name: 'Absent Aditya', email: `aditya.${tag}@example.edu` }),
  ];
  now = new Date('2026-06-20T08:00:00Z');
  for (const person of people.slice(0, 2)) {
    const checked = await t.api('POST', `${t.base}/events/${event.id}/check-in`, {
      ticketCode: person.registration.ticketCode,
    });
    expect(checked.statusCode, checked.body).toBe(200);
  }
  return { event, people };
}

const afterTheEvent = () => {
  now = new Date('2026-06-21T04:00:00Z');
};

const certificatesUrl = (eventId: number, base = t.base) =>
  `${base}/events/${eventId}/certificates`;

async function issue(eventId: number, body: object = {}) {
  const response = await t.api('POST', certificatesUrl(eventId), body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CertificatesIssued>();
}

async function rowsOf(eventId: number) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(certificates)
    .where(eq(certificates.eventId, eventId));
  return row?.n ?? 0;
}

const verify = (code: string) =>
  t.app.inject({ url: `/api/certificates/${code}`, remoteAddress: clientAddress() });

/**
 * A Content-Disposition's two names: `filename` (ASCII; quoted, or bare when it is a token) and
 * `filename*` (UTF-8, decoded).
 */
function dispositionNames(header: unknown): { ascii?: string; unicode?: string } {
  const value = String(header);
  expect(value).toMatch(/^attachment; /);
  const plain = /; filename=(?:"([^"]*)"|([^;\s]+))/.exec(value);
  const ascii = plain?.[1] ?? plain?.[2];
  const encoded = /; filename\*=UTF-8''([^;]*)/.exec(value)?.[1];
  return { ascii, ...(encoded ? { unicode: decodeURIComponent(encoded) } : {}) };
}

/** The file names a ZIP lists in its central directory (UTF-8, as its flag says). */
function zipEntryNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = zip.indexOf('PK\x01\x02', 0, 'latin1'); at >= 0; ) {
    expect(zip.readUInt16LE(at + 8) & 0x0800).toBe(0x0800);
    const length = zip.readUInt16LE(at + 28);
    names.push(zip.toString('utf8', at + 46, at + 46 + length));
    at = zip.indexOf('PK\x01\x02', at + 46 + length, 'latin1');
  }
  return names;
}

async function certificateMails(code: string) {
  return t.database.db
    .select({
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      attachments: mailOutbox.attachments,
    })
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.kind, 'certificate'), like(mailOutbox.text, `%/certificates/${code}%`)),
    )
    .orderBy(mailOutbox.id);
}

describe('the certificate template', () => {
  const templateUrl = () => `${t.base}/certificate-template`;
  const fields = {
    title: 'appreciation',
    body: 'Presented to {name} for {event} ({date}), {organisation}, as {role}.',
    signatories: [{ name: 'Dr. Anjali Rao', role: 'Faculty Advisor', signature: '' }],
    color: '#7A1F5C',
  };

  it('is the default until saved, then the saved one; a stale save is refused', async () => {
    const initial = await t.api('GET', templateUrl());
    expect(initial.statusCode, initial.body).toBe(200);
    expect(initial.json<CertificateTemplate>()).toMatchObject({
      title: 'participation',
      version: 0,
      signatories: [],
      organisation: { id: t.society.id },
    });
    expect(initial.json<CertificateTemplate>().body).toContain('{name}');

    const saved = await t.api('PUT', templateUrl(), { ...fields, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CertificateTemplate>()).toMatchObject({
      title: 'appreciation',
      color: '#7a1f5c',
      version: 1,
      signatories: [{ name: 'Dr. Anjali Rao', role: 'Faculty Advisor', signature: null }],
    });

    // A second editor who also started from the default, and one from version 1 after it moved.
    const staleDefault = await t.api('PUT', templateUrl(), { ...fields, version: 0 });
    expect(staleDefault.statusCode).toBe(409);
    expect(staleDefault.json().error).toContain('changed this meanwhile');
    expect(
      (await t.api('PUT', templateUrl(), { ...fields, body: 'For {name}.', version: 1 }))
        .statusCode,
    ).toBe(200);
    const stale = await t.api('PUT', templateUrl(), { ...fields, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await t.api('GET', templateUrl())).json<CertificateTemplate>()).toMatchObject({
      body: 'For {name}.',
      version: 2,
    });
  });

  it('refuses bad input with a readable message and writes nothing', async () => {
    const council = `/api/council-dashboard/council/${t.council.id}/certificate-template`;
    const bad = [
      { ...fields, body: 'Hello {nmae}' },
      { ...fields, body: '' },
      { ...fields, color: 'purple' },
      { ...fields, title: 'excellence' },
      { ...fields, signatories: Array.from({ length: 4 }, () => fields.signatories[0]) },
      { ...fields, signatories: [{ name: '', role: 'Chair', signature: '' }] },
      {
        ...fields,
        signatories: [{ name: 'A', role: 'Chair', signature: 'https://x.example/s.png' }],
      },
      {
        ...fields,
        signatories: [{ name: 'A', role: 'Chair', signature: '/media/uploads/none/640.webp' }],
      },
    ];
    for (const body of bad) {
      const response = await t.api('PUT', council, { ...body, version: 0 }, t.councilOfficer);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
    expect(
      (
        await t.api(
          'PUT',
          council,
          { ...fields, body: 'Hello {nmae}', version: 0 },
          t.councilOfficer,
        )
      ).json().error,
    ).toContain('{name}, {event}, {date}, {organisation}, {role}');
    const [row] = await t.database.db
      .select({ n: count() })
      .from(certificateTemplates)
      .where(eq(certificateTemplates.organisationId, t.council.id));
    expect(row?.n).toBe(0);
  });

  it('previews the fields being edited as a PDF', async () => {
    const response = await t.api('POST', `${templateUrl()}/preview`, fields);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await t.api('POST', `${templateUrl()}/preview`, { ...fields, color: 'x' })).statusCode,
    ).toBe(400);
  });
});

describe('a signature from the media library', () => {
  it('is printed, and kept from deletion while the template or a certificate uses it', async () => {
    const body = multipart(
      { alt: 'Signature of Dr. Anjali Rao' },
      {
        name: 'signature.png',
        data: await testJpeg(300, 100),
      },
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `${t.base}/media`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(t.officer) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const picture = uploaded.json<MediaItem>();
    const templateUrl = `${t.base}/certificate-template`;
    const current = (await t.api('GET', templateUrl)).json<CertificateTemplate>();
    const saved = await t.api('PUT', templateUrl, {
      title: current.title,
      body: current.body,
      color: current.color,
      signatories: [{ name: 'Dr. Anjali Rao', role: 'Faculty Advisor', signature: picture.url }],
      version: current.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // Another organisation cannot borrow it.
    const borrowed = await t.api(
      'PUT',
      `${bystanderBase}/certificate-template`,
      {
        title: 'participation',
        body: 'For {name}.',
        color: '#000000',
        signatories: [{ name: 'Someone', role: 'Chair', signature: picture.url }],
        version: 0,
      },
      bystanderOfficer,
    );
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().error).toContain('another organisation');

    const refused = await t.api('DELETE', `${t.base}/media/${picture.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain(`Certificate template of ${t.society.name}`);
  });
});

describe('issuing an event’s certificates', () => {
  it('waits for the event to be over, then issues to those checked in, once', async () => {
    const { event } = await heldEvent();
    const early = await t.api('POST', certificatesUrl(event.id), {});
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toContain('once the event is over');
    expect(await rowsOf(event.id)).toBe(0);

    afterTheEvent();
    const first = await issue(event.id);
    expect(first.issued).toBe(2);
    expect(first.certificates.map((each) => each.recipientName).sort()).toEqual([
      'José Müller',
      'प्रिया शर्मा',
    ]);
    expect(first.certificates.every((each) => each.status === 'valid')).toBe(true);
    expect(first.certificates.every((each) => /^[\w-]{22}$/.test(each.code))).toBe(true);
    expect(
      first.registrants.map((each) => [each.name, each.checkedIn, each.certificateId !== null]),
    ).toEqual([
      ['प्रिया शर्मा', true, true],
      ['José Müller', true, true],
      ['Absent Aditya', false, false],
    ]);

    const again = await issue(event.id);
    expect(again.issued).toBe(0);
    expect(await rowsOf(event.id)).toBe(2);
    expect(again.certificates.map((each) => each.code).sort()).toEqual(
      first.certificates.map((each) => each.code).sort(),
    );
  });

  it('names each one’s role as the desk marked it', async () => {
    const { event } = await heldEvent();
    const desk = await t.api('GET', `${t.base}/events/${event.id}/registrations?limit=20`);
    const jose = desk
      .json<{ items: { id: number; name: string; version: number }[] }>()
      .items.find((item) => item.name === 'José Müller');
    if (!jose) throw new Error('no José');
    const marked = await t.api(
      'POST',
      `${t.base}/events/${event.id}/registrations/${jose.id}/role`,
      { role: 'volunteer', version: jose.version },
    );
    expect(marked.statusCode, marked.body).toBe(200);
    afterTheEvent();
    const issued = await issue(event.id);
    expect(
      Object.fromEntries(issued.certificates.map((each) => [each.recipientName, each.role])),
    ).toEqual({ 'José Müller': 'Volunteer', 'प्रिया शर्मा': 'Participant' });
    expect(issued.registrants.find((each) => each.name === 'José Müller')?.role).toBe('volunteer');
  });

  it('adds a registrant who did not check in and a speaker who did not register, with their roles', async () => {
    const { event, people } = await heldEvent();
    afterTheEvent();
    await issue(event.id);
    const absent = people[2]?.registration;
    const list = (await t.api('GET', certificatesUrl(event.id))).json<EventCertificates>();
    const absentId = list.registrants.find((each) => each.name === absent?.name)?.registrationId;
    const more = await issue(event.id, {
      recipients: list.registrants.map((each) => ({
        registrationId: each.registrationId,
        role: each.registrationId === absentId ? 'Volunteer' : 'Participant',
      })),
      others: [{ name: 'Dr. Meera Iyer', email: 'Meera.Iyer@Example.edu', role: 'Speaker' }],
    });
    expect(more.issued).toBe(2);
    expect(more.certificates.find((each) => each.role === 'Speaker')).toMatchObject({
      recipientName: 'Dr. Meera Iyer',
      email: 'meera.iyer@example.edu',
      registrationId: null,
    });
    expect(more.certificates.find((each) => each.role === 'Volunteer')?.recipientName).toBe(
      'Absent Aditya',
    );
  });

  it('refuses a registration of another event and bad lists, writing nothing', async () => {
    const { event } = await heldEvent();
    const other = await heldEvent();
    afterTheEvent();
    const foreign = (await t.api('GET', certificatesUrl(other.event.id))).json<EventCertificates>()
      .registrants[0]?.registrationId;
    const bodies = [
      { recipients: [{ registrationId: foreign }] },
      { recipients: [{ registrationId: 1, role: '' }] },
      { recipients: 'everyone' },
      { others: [{ name: 'No Address', email: 'not-an-address', role: 'Speaker' }] },
      { others: [{ name: '', email: 'a@example.edu', role: 'Speaker' }] },
    ];
    for (const body of bodies) {
      const response = await t.api('POST', certificatesUrl(event.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await rowsOf(event.id)).toBe(0);
  });

  it('is refused to another organisation’s officer on every route, and to visitors', async () => {
    const { event } = await heldEvent();
    afterTheEvent();
    const [certificate] = (await issue(event.id)).certificates;
    const id = certificate?.id ?? 0;
    const routes: [string, string, object?][] = [
      ['GET', `${t.base}/certificate-template`],
      [
        'PUT',
        `${t.base}/certificate-template`,
        { title: 'participation', body: 'x', signatories: [], color: '#000000', version: 0 },
      ],
      [
        'POST',
        `${t.base}/certificate-template/preview`,
        { title: 'participation', body: 'x', signatories: [], color: '#000000' },
      ],
      ['GET', certificatesUrl(event.id)],
      ['POST', certificatesUrl(event.id), {}],
      ['PUT', `${certificatesUrl(event.id)}/${id}`, { recipientName: 'X', role: 'Y', version: 1 }],
      ['POST', `${certificatesUrl(event.id)}/${id}/revoke`, { reason: 'X', version: 1 }],
      ['GET', `${certificatesUrl(event.id)}/${id}/pdf`],
      ['GET', `${certificatesUrl(event.id)}.zip`],
    ];
    for (const [method, url, body] of routes) {
      const refused = await t.api(method as 'GET', url, body, bystanderOfficer);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      const anonymous = await t.app.inject({ method: method as 'GET', url, payload: body });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    // Through their own dashboard, another organisation's event is not theirs to find.
    const elsewhere = await t.api(
      'GET',
      certificatesUrl(event.id, bystanderBase),
      undefined,
      bystanderOfficer,
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(await rowsOf(event.id)).toBe(1 + 1);
  });
});

describe('delivery, correction and revocation', () => {
  it('mails each recipient the PDF and the verification link, once', async () => {
    const { event } = await heldEvent();
    afterTheEvent();
    const { certificates: issued } = await issue(event.id);
    await serviceOf(t.app, 'certificate-mails').runDue();
    for (const certificate of issued) {
      const mails = await certificateMails(certificate.code);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail?.to).toBe(certificate.email);
      expect(mail?.text).toMatch(new RegExp(`https?://[^/]+/certificates/${certificate.code}\\n`));
      expect(mail?.attachments).toHaveLength(1);
      expect(mail?.attachments[0]?.contentType).toBe('application/pdf');
      // Named as the recipient's name is written (the mailer encodes it for the mail's header).
      expect(mail?.attachments[0]?.filename).toMatch(
        new RegExp(
          `^certificate-soldering-lab-\\w+-${certificate.recipientName.toLowerCase().replace(' ', '-')}\\.pdf$`,
        ),
      );
      expect(
        Buffer.from(mail?.attachments[0]?.content ?? '', 'base64')
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    await serviceOf(t.app, 'certificate-mails').runDue();
    expect(await certificateMails(issued[0]?.code ?? '')).toHaveLength(1);
    const listed = (await t.api('GET', certificatesUrl(event.id))).json<EventCertificates>();
    expect(listed.certificates.every((each) => each.mailedAt !== null)).toBe(true);
  });

  it('hands back, when the server stops, the mails a round had claimed and not written', async () => {
    const { event } = await heldEvent();
    afterTheEvent();
    const mails = serviceOf(t.app, 'certificate-mails');
    // Stopped as a server stops: the round the issue nudges claims the certificates due, then
    // ends before drawing any.
    await mails.stop();
    let issued: IssuedCertificate[];
    try {
      issued = (await issue(event.id)).certificates;
      expect(issued.length).toBeGreaterThan(1);
      expect(await mails.runDue()).toEqual({ queued: 0 });
      expect(await certificateMails(issued[0]?.code ?? '')).toHaveLength(0);
    } finally {
      mails.start();
    }
    // The claims were handed back: the next round (of any server) writes them now, not once
    // their five-minute lease runs out.
    expect(await mails.runDue()).toEqual({ queued: issued.length });
    for (const certificate of issued) {
      expect(await certificateMails(certificate.code)).toHaveLength(1);
    }
  });

  it('corrects a name keeping the code, and mails the corrected one', async () => {
    const { event } = await heldEvent();
    afterTheEvent();
    const [certificate] = (await issue(event.id)).certificates as [IssuedCertificate];
    await serviceOf(t.app, 'certificate-mails').runDue();
    const url = `${certificatesUrl(event.id)}/${certificate.id}`;
    const corrected = await t.api('PUT', url, {
      recipientName: 'Priya Sharma-Iyer',
      role: 'Participant',
      version: certificate.version,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json<IssuedCertificate>()).toMatchObject({
      code: certificate.code,
      recipientName: 'Priya Sharma-Iyer',
      version: certificate.version + 1,
    });
    const stale = await t.api('PUT', url, {
      recipientName: 'Someone Else',
      role: 'Participant',
      version: certificate.version,
    });
    expect(stale.statusCode).toBe(409);
    await serviceOf(t.app, 'certificate-mails').runDue();
    const mails = await certificateMails(certificate.code);
    expect(mails.map((mail) => mail.subject.startsWith('Corrected: '))).toEqual([false, true]);
    expect((await verify(certificate.code)).json<CertificateVerification>().recipientName).toBe(
      'Priya Sharma-Iyer',
    );
  });

  it('revokes with a reason; the page says so and the PDF is no longer given', async () => {
    const { event } = await heldEvent();
    afterTheEvent();
    const [certificate] = (await issue(event.id)).certificates as [IssuedCertificate];
    await serviceOf(t.app, 'certificate-mails').runDue();
    const url = `${certificatesUrl(event.id)}/${certificate.id}`;
    const noReason = await t.api('POST', `${url}/revoke`, {
      reason: ' ',
      version: certificate.version,
    });
    expect(noReason.statusCode).toBe(400);
    expect((await verify(certificate.code)).json<CertificateVerification>().status).toBe('valid');

    const revoked = await t.api('POST', `${url}/revoke`, {
      reason: 'Issued to the wrong person',
      version: certificate.version,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<IssuedCertificate>()).toMatchObject({
      status: 'revoked',
      revokeReason: 'Issued to the wrong person',
    });
    const page = (await verify(certificate.code)).json<CertificateVerification>();
    expect(page).toMatchObject({ status: 'revoked', pdfPath: null });
    expect(JSON.stringify(page)).not.toContain('wrong person');
    const pdf = await t.app.inject(`/api/certificates/${certificate.code}/pdf`);
    expect(pdf.statusCode).toBe(404);
    expect((await t.api('GET', `${url}/pdf`)).statusCode).toBe(404);
    const again = await t.api('POST', `${url}/revoke`, {
      reason: 'Twice',
      version: certificate.version + 1,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toContain('revoked');
    // Nothing more is mailed of it, and issuing again does not bring it back.
    await serviceOf(t.app, 'certificate-mails').runDue();
    expect(await certificateMails(certificate.code)).toHaveLength(1);
    expect((await issue(event.id)).issued).toBe(0);
  });

  it('downloads one PDF and all of them as a ZIP, named as the people’s names are written', async () => {
    const { event } = await heldEvent();
    afterTheEvent();
    await issue(event.id, {
      others: [
        { name: 'Łukasz Żółć', email: `lukasz.${event.id}@example.edu`, role: 'Speaker' },
        // A namesake of a registrant: two files of one name in the ZIP.
        { name: 'प्रिया शर्मा', email: `priya.too.${event.id}@example.edu`, role: 'Volunteer' },
      ],
    });
    const issued = (await t.api('GET', certificatesUrl(event.id))).json<EventCertificates>()
      .certificates;
    const prefix = `certificate-${event.title.toLowerCase().replaceAll(' ', '-')}`;
    const fileNames = async (recipientName: string) => {
      const certificate = issued.find((each) => each.recipientName === recipientName);
      const one = await t.api('GET', `${certificatesUrl(event.id)}/${certificate?.id}/pdf`);
      expect(one.statusCode).toBe(200);
      expect(one.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      return dispositionNames(one.headers['content-disposition']);
    };
    expect(await fileNames('Łukasz Żółć')).toEqual({
      ascii: `${prefix}-lukasz-zolc.pdf`,
      unicode: `${prefix}-łukasz-żółć.pdf`,
    });
    expect(await fileNames('José Müller')).toEqual({
      ascii: `${prefix}-jose-muller.pdf`,
      unicode: `${prefix}-josé-müller.pdf`,
    });
    const devanagari = await fileNames('प्रिया शर्मा');
    expect(devanagari.unicode).toBe(`${prefix}-प्रिया-शर्मा.pdf`);
    // Transliterated, whatever the library's spelling of the vowels: never an empty name.
    expect(devanagari.ascii).toMatch(new RegExp(`^${prefix}-pri[a-z]+-sh?r[a-z]+\\.pdf$`));

    // The mails the issue nudged are drawn first: only the ZIP's PDFs are counted.
    await serviceOf(t.app, 'certificate-mails').runDue();
    const drawnBefore = pdfsDrawnInWorkers();
    const zip = await t.api('GET', `${certificatesUrl(event.id)}.zip`);
    expect(zip.statusCode).toBe(200);
    // Each drawn in a PDF worker thread, none on the thread that answers requests.
    expect(pdfsDrawnInWorkers() - drawnBefore).toBe(4);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(dispositionNames(zip.headers['content-disposition']).ascii).toBe(
      `certificates-${event.title.toLowerCase().replaceAll(' ', '-')}.zip`,
    );
    const bytes = zip.rawPayload;
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.toString('latin1')).toContain('%PDF-');
    expect(zipEntryNames(bytes).sort()).toEqual(
      [
        `${prefix}-josé-müller.pdf`,
        `${prefix}-łukasz-żółć.pdf`,
        `${prefix}-प्रिया-शर्मा.pdf`,
        `${prefix}-प्रिया-शर्मा-2.pdf`,
      ].sort(),
    );
  });
});

describe('where certificates lead', () => {
  it('is told to the officer issuing: PUBLIC_URL’s origin', async () => {
    const { event } = await heldEvent();
    afterTheEvent();
    const listed = (await t.api('GET', certificatesUrl(event.id))).json<EventCertificates>();
    expect(listed.verification).toEqual({ origin: TEST_ORIGIN, configured: true });
    expect((await issue(event.id)).verification).toEqual(listed.verification);
  });

  it('without PUBLIC_URL, is this machine’s address: the start-up log and the list warn', async () => {
    const logLines: Record<string, unknown>[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) {
          logLines.push(JSON.parse(line));
        }
        done();
      },
    });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapterhouse-test-'));
    const database = await t.database.reopen();
    // The server as it starts with PUBLIC_URL unset: its origin is where it listens.
    const unset = await buildApp({
      config: {
        siteTimeZone: TEST_TIMEZONE,
        logLevel: 'info',
        trustProxy: false,
        dataDir,
        publicOrigin: 'http://localhost:3000',
        publicOriginConfigured: false,
      },
      database,
      clock: { now: () => new Date(now) },
      web: false,
      logger: true,
      logStream,
      mailTransport: null,
    });
    try {
      await unset.ready();
      const told = logLines.filter((entry) => 'certificates' in entry);
      expect(told).toHaveLength(1);
      // A warning that names the address and the setting, and nothing about anyone.
      expect(told[0]).toMatchObject({
        level: 40,
        certificates: { origin: 'http://localhost:3000', configured: false },
      });
      expect(told[0]?.msg).toContain(
        'PUBLIC_URL is not set: certificates print http://localhost:3000/certificates/{code}',
      );
      expect(Object.keys(told[0] ?? {}).sort()).toEqual(
        ['certificates', 'hostname', 'level', 'msg', 'pid', 'time'].sort(),
      );

      const { event } = await heldEvent();
      afterTheEvent();
      const listed = await unset.inject({
        url: certificatesUrl(event.id),
        headers: bearer(t.officer),
      });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json<EventCertificates>().verification).toEqual({
        origin: 'http://localhost:3000',
        configured: false,
      });
    } finally {
      await unset.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('verifying a certificate', () => {
  it('states who, what, from whom and when, and nothing else about the person', async () => {
    const { event } = await heldEvent();
    afterTheEvent();
    const [certificate] = (await issue(event.id)).certificates as [IssuedCertificate];
    const template = await t.api('GET', `${t.base}/certificate-template`);
    const title = CERTIFICATE_TITLE_LABELS[template.json<CertificateTemplate>().title];
    const response = await verify(certificate.code);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<CertificateVerification>()).toEqual({
      code: certificate.code,
      status: 'valid',
      title,
      recipientName: certificate.recipientName,
      role: 'Participant',
      event: { title: event.title, date: '2026-06-20' },
      organisation: {
        id: t.society.id,
        slug: t.society.slug,
        name: t.society.name,
        kind: 'society',
      },
      issuedAt: now.toISOString(),
      // The branch's day, as the PDF prints it.
      issuedOn: calendarDate(now, TEST_TIMEZONE),
      revokedAt: null,
      // An event's certificate counts no sessions (a series' does).
      sessions: null,
      pdfPath: `/api/certificates/${certificate.code}/pdf`,
    });
    expect(response.body).not.toContain(certificate.email);
    const pdf = await t.app.inject(`/api/certificates/${certificate.code}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['x-robots-tag']).toBe('noindex');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('outlives its event: deleting the event leaves it verifiable as issued', async () => {
    const { event } = await heldEvent();
    afterTheEvent();
    const [certificate] = (await issue(event.id)).certificates as [IssuedCertificate];
    const deleted = await t.api('DELETE', `${t.base}/events/past/${event.id}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const page = await verify(certificate.code);
    expect(page.statusCode).toBe(200);
    expect(page.json<CertificateVerification>()).toMatchObject({
      status: 'valid',
      recipientName: certificate.recipientName,
      event: { title: event.title, date: '2026-06-20' },
    });
    const pdf = await t.app.inject(`/api/certificates/${certificate.code}/pdf`);
    expect(pdf.statusCode).toBe(200);
  });

  it('answers any other code alike, and stops those who try many', async () => {
    const { event } = await heldEvent();
    afterTheEvent();
    const [certificate] = (await issue(event.id)).certificates as [IssuedCertificate];
    const near = `${certificate.code.slice(0, -1)}${certificate.code.endsWith('A') ? 'B' : 'A'}`;
    // Malformed ones too: a NUL, more than 64 characters (up to the 100 a URL parameter may
    // have: past that no route takes the path, and the API's own 404 answers).
    const malformed = ['%00', `${certificate.code}%00`, 'x'.repeat(65), 'x'.repeat(100)];
    const answers = await Promise.all(
      [near, 'x', 'x'.repeat(64), certificate.code.toLowerCase(), ...malformed].map((code) =>
        verify(code),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json()).toEqual({ error: answers[0]?.json().error });
    }
    const malformedPdf = await t.app.inject({
      url: `/api/certificates/${certificate.code}%00/pdf`,
      remoteAddress: clientAddress(),
    });
    expect(malformedPdf.json()).toEqual({ error: answers[0]?.json().error });
    expect((await verify('x'.repeat(500))).statusCode).toBe(404);
    let limited = 0;
    for (let attempt = 0; attempt < 35; attempt += 1) {
      const answer = await t.app.inject({
        url: `/api/certificates/guess${attempt}`,
        remoteAddress: '10.93.0.1',
      });
      if (answer.statusCode === 429) limited += 1;
    }
    expect(limited).toBeGreaterThan(0);
  });
});

describe('the recipient’s own page and erasure', () => {
  it('offers the certificate on the registration page, and erasing withdraws it', async () => {
    const { event, people } = await heldEvent();
    const [priya] = people as [RegistrationCreated];
    const token = priya.token ?? '';
    const own = async () =>
      (await t.app.inject(`/api/registrations/${token}`)).json<Registration>();
    expect((await own()).certificate).toBeNull();
    afterTheEvent();
    const issued = await issue(event.id);
    const certificate = issued.certificates.find((each) => each.recipientName === 'प्रिया शर्मा');
    const code = certificate?.code ?? '';
    expect((await own()).certificate).toEqual({ code, pdfPath: `/api/certificates/${code}/pdf` });
    await serviceOf(t.app, 'certificate-mails').runDue();
    expect(await certificateMails(code)).toHaveLength(1);

    const erased = await t.app.inject({ method: 'DELETE', url: `/api/registrations/${token}` });
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    const page = await verify(code);
    expect(page.json<CertificateVerification>()).toMatchObject({
      status: 'withdrawn',
      recipientName: null,
      role: null,
      pdfPath: null,
    });
    expect(page.body).not.toContain('प्रिया');
    expect(await certificateMails(code)).toHaveLength(0);
    const [row] = await t.database.db
      .select({ name: certificates.recipientName, email: certificates.email })
      .from(certificates)
      .where(eq(certificates.code, code));
    expect(row).toEqual({ name: null, email: null });
    const listed = (await t.api('GET', certificatesUrl(event.id))).json<EventCertificates>();
    expect(listed.certificates.find((each) => each.code === code)?.status).toBe('withdrawn');
    // The one left is untouched.
    expect(listed.certificates.filter((each) => each.status === 'valid')).toHaveLength(1);
  });
});
