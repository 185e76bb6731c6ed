import type { DeskPaymentResult, Registration, RegistrationCreated } from '@chapterhouse/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, type TestAccount } from '../../../test/accounts.js';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import {
  createEvent,
  newEventBody,
  register,
  registrantNamed,
  sendRegistration,
} from '../../../test/events-fixture.js';
import { multipart } from '../../../test/images.js';
import { TEST_NOW } from '../../../test/test-app.js';
import {
  eventRegistrations,
  events,
  mailOutbox,
  registrationPayments,
} from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { DESK_REFUSALS } from './registration-desk.service.js';
import { PAYMENT_REFUSALS } from './registration-payments.js';
import { memberPriceRefusal } from './registration-rules.js';

// Paid registrations (issue 49, items 1, 2 and 4): the server decides what each registrant owes
// (early bird, member, everyone's price), holds the place for its payment, lets an unpaid hold
// lapse to the next in line, keeps the UTR the registrant types, and takes the treasurer's cash
// at the desk; the page shows the `upi://pay` link and its QR code once a payee is set.

let now = new Date(TEST_NOW);
const clock: Clock = { now: () => new Date(now) };
const hoursLater = (hours: number) => {
  now = new Date(now.getTime() + hours * 3_600_000);
};

let t: DashboardApp;
let branchAdmin: TestAccount;
let editor: TestAccount;
beforeAll(async () => {
  t = await openDashboardApp({ clock });
  branchAdmin = await signedInAs(t, 'BRANCH_ADMIN', null, 'Treasurer Tara');
  editor = await signedInAs(t, 'SOCIETY_ADMIN', t.society.slug, 'Editor', 'editor');
});
afterAll(() => t.close());

/** A workshop priced INR 500, 300 for members, 400 until 20 June, paid within 48 hours. */
const paidWorkshop = (fields: Parameters<typeof createEvent>[1] = {}) =>
  createEvent(t, {
    price: '500',
    priceCurrency: 'INR',
    memberPrice: '300',
    earlyBirdPrice: '400',
    earlyBirdUntil: '2026-06-20',
    paymentHoldHours: 48,
    ...fields,
  });

const mailsTo = async (who: string) =>
  t.database.db
    .select({ kind: mailOutbox.kind, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, who.includes('@') ? who : `${who.toLowerCase()}@example.edu`))
    .orderBy(asc(mailOutbox.id));

/** The personal link's token in the newest mail of that kind. */
async function linkOf(who: string, kind: string): Promise<string> {
  const mail = (await mailsTo(who)).filter((each) => each.kind === kind).at(-1);
  const token = mail?.text.match(/\/registrations\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no ${kind} mail to ${who}`);
  return token;
}

const read = async (token: string | null) => {
  const response = await t.app.inject(`/api/registrations/${token}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Registration>();
};

const registrationRows = async (eventId: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, eventId))
  )[0]?.n ?? 0;

const paymentRows = async () =>
  (await t.database.db.select({ n: count() }).from(registrationPayments))[0]?.n ?? 0;

async function setBranchPayee() {
  const list = await t.api('GET', '/api/admin/payees', undefined, branchAdmin);
  const branch = list.json<{ organisation: { id: number; kind: string }; version: number }[]>()[0];
  const set = await t.api(
    'PUT',
    `/api/admin/payees/${branch?.organisation.id}`,
    { upiAddress: 'ieee.sb@sbi', payeeName: 'IEEE Student Branch', version: branch?.version },
    branchAdmin,
  );
  expect(set.statusCode, set.body).toBe(200);
}

describe('what a paid registration costs', () => {
  it('is decided by the server alone: the early bird until its day, then the price', async () => {
    const event = await paidWorkshop({ capacity: 10 });
    // A client naming its own price is not heard.
    const ada = await register(t, event.id, {
      ...registrantNamed('Ada'),
      amount: '1.00',
      amountDuePaise: 100,
      price: '1',
    } as never);
    expect(ada.token).not.toBeNull();
    expect(ada.registration).toMatchObject({
      status: 'confirmed',
      holdFor: 'payment',
      ticketCode: null,
      confirmBy: new Date(now.getTime() + 48 * 3_600_000).toISOString(),
      payment: {
        state: 'due',
        amount: '400.00',
        currency: 'INR',
        payBy: new Date(now.getTime() + 48 * 3_600_000).toISOString(),
      },
    });
    expect(ada.registration.payment?.reference).toMatch(/^(?=.*\d)(?=.*[A-Z])[A-Z0-9]{8}$/);
    const [row] = await t.database.db
      .select({ due: eventRegistrations.amountDuePaise })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.email, 'ada@example.edu'));
    expect(row?.due).toBe(40_000);
    // The first mail asks for the payment, with the amount, the reference and the deadline.
    const [mail] = await mailsTo('Ada');
    expect(mail?.kind).toBe('registration-payment-due');
    expect(mail?.text).toContain(`Pay INR 400.00 by`);
    expect(mail?.text).toContain(`with the reference ${ada.registration.payment?.reference}`);

    // After the early bird's last day (the branch's date), everyone's price.
    now = new Date('2026-06-21T10:00:00Z');
    const bo = await register(t, event.id, 'Bo');
    expect(bo.registration.payment).toMatchObject({ amount: '500.00', state: 'due' });
    now = new Date(TEST_NOW);
  });

  it('gives the member price to a verified member only, once their address is proven', async () => {
    const event = await paidWorkshop();
    const outsider = await sendRegistration(t, event.id, {
      ...registrantNamed('Outsider'),
      memberPrice: true,
    });
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json()).toEqual({ error: memberPriceRefusal('outsider@example.edu') });
    expect(await registrationRows(event.id)).toBe(0);

    const roster = multipart(
      { exportedOn: '2026-06-10' },
      {
        name: 'roster.csv',
        type: 'text/csv',
        data: Buffer.from(
          [
            'Member/Customer Number,First Name,Last Name,Email Address,Grade,IEEE Status,Renew Year,Active Society List',
            '97531865,Meera,Raghunathan,meera@example.edu,Student Member,Active,2026,C16',
          ].join('\r\n'),
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

    const meera = await register(t, event.id, { ...registrantNamed('Meera'), memberPrice: true });
    // The roster's address, typed by anyone: it is proven before the place is paid for.
    expect(meera.token).toBeNull();
    expect(meera.registration).toMatchObject({
      holdFor: 'address',
      payment: { state: 'awaiting-place', amount: '300.00' },
    });
    const token = await linkOf('Meera', 'registration-confirm');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${token}/confirm`,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<Registration>()).toMatchObject({
      holdFor: 'payment',
      ticketCode: null,
      payment: { state: 'due', amount: '300.00' },
    });
    expect((await mailsTo('Meera')).map((mail) => mail.kind)).toEqual([
      'registration-confirm',
      'registration-payment-due',
    ]);
    // Without the claim, the member pays as everyone does (here, the early bird's).
    const plain = await paidWorkshop();
    const again = await register(t, plain.id, 'Meera');
    expect(again.registration.payment?.amount).toBe('400.00');
  });

  it('refuses hours to pay without a price, or in another currency than INR', async () => {
    const before = (await t.database.db.select({ n: count() }).from(events))[0]?.n;
    for (const [fields, error] of [
      [{ paymentHoldHours: 24 }, 'Give the price to collect, or leave the hours to pay blank'],
      [
        { price: '10', priceCurrency: 'USD', paymentHoldHours: 24 },
        'Payment by UPI is in INR only',
      ],
      [{ price: '10', paymentHoldHours: 400 }, 'Give at most 336 hours to pay'],
    ] as const) {
      const response = await t.api('POST', `${t.base}/events/upcoming`, newEventBody(fields));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toContain(error);
    }
    expect((await t.database.db.select({ n: count() }).from(events))[0]?.n).toBe(before);
  });
});

describe('paying by UPI', () => {
  it('shows the upi://pay link and its QR code once a payee is set, and keeps the UTR', async () => {
    const event = await paidWorkshop({ title: 'PCB Design Workshop' });
    const { token, registration } = await register(t, event.id, 'Priya');
    const reference = registration.payment?.reference ?? '';
    // Nobody to pay yet: no link, and no QR code.
    expect((await read(token)).payment).toMatchObject({ upiLink: null, payee: null });
    expect((await t.app.inject(`/api/registrations/${token}/payment-qr.svg`)).statusCode).toBe(404);
    // No gateway configured (RAZORPAY_* unset): no checkout offered, and its routes answer 404.
    expect((await read(token)).payment?.gateway).toBeNull();
    for (const url of [
      `/api/registrations/${token}/gateway-order`,
      '/api/payments/razorpay/webhook',
    ]) {
      const off = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(off.statusCode, url).toBe(404);
    }

    await setBranchPayee();
    const page = await read(token);
    expect(page.payment?.payee).toEqual({
      upiAddress: 'ieee.sb@sbi',
      payeeName: 'IEEE Student Branch',
    });
    expect(page.payment?.upiLink).toBe(
      `upi://pay?pa=ieee.sb%40sbi&pn=IEEE%20Student%20Branch&am=400.00&cu=INR&tn=${reference}%20PCB%20Design%20Workshop&tr=${reference}`,
    );
    const qr = await t.app.inject(`/api/registrations/${token}/payment-qr.svg`);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(qr.body).toContain('<svg');

    const utr = (body: object) =>
      t.app.inject({ method: 'POST', url: `/api/registrations/${token}/utr`, payload: body });
    const bad = await utr({ utr: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('12-digit UPI transaction id');
    expect((await read(token)).payment?.utr).toBeNull();
    const given = await utr({ utr: '6345 1234 5678' });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json<Registration>().payment).toMatchObject({
      utr: '634512345678',
      state: 'due',
      upiLink: expect.stringContaining('upi://pay?'),
    });
  });

  it('lets an unpaid hold lapse, and the next in line is held a place to pay for', async () => {
    const event = await paidWorkshop({ capacity: 1 });
    const ada = await register(t, event.id, 'Ada');
    const bea = await register(t, event.id, 'Bea');
    expect(bea.registration).toMatchObject({
      status: 'waitlisted',
      holdFor: null,
      payment: { state: 'awaiting-place', amount: '400.00' },
    });
    // The UTR is for a payment due: a turn on the waiting list pays nothing yet.
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${bea.token}/utr`,
      payload: { utr: '634512345678' },
    });
    expect(early.statusCode).toBe(409);

    hoursLater(47);
    expect((await read(ada.token)).payment?.state).toBe('due');
    hoursLater(2);
    const lapsed = await read(ada.token);
    expect(lapsed).toMatchObject({ status: 'cancelled', lapsed: true, expired: false });
    const promoted = await read(bea.token);
    expect(promoted).toMatchObject({
      status: 'confirmed',
      holdFor: 'payment',
      payment: { state: 'due', payBy: new Date(now.getTime() + 48 * 3_600_000).toISOString() },
    });
    expect((await mailsTo('Ada')).map((mail) => mail.kind)).toContain('registration-lapsed');
    expect((await mailsTo('Bea')).map((mail) => mail.kind)).toEqual([
      'registration-waitlisted',
      'registration-payment-due',
    ]);
    now = new Date(TEST_NOW);
  });
});

describe('the treasurer at the desk', () => {
  const paymentsUrl = (base: string, eventId: number, registrationId: number) =>
    `${base}/events/${eventId}/registrations/${registrationId}/payments`;
  const CASH = { kind: 'payment', method: 'cash', note: 'Paid in cash at the desk' };

  it('takes cash for a held place (the ticket follows), refunds, and refuses what it cannot', async () => {
    const event = await paidWorkshop();
    const { token } = await register(t, event.id, 'Kavya');
    const [row] = await t.database.db
      .select({ id: eventRegistrations.id, ticketCode: eventRegistrations.ticketCode })
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.eventId, event.id),
          eq(eventRegistrations.email, 'kavya@example.edu'),
        ),
      );
    const id = row?.id ?? 0;
    const url = paymentsUrl(t.base, event.id, id);

    // Not paid: not checked in either.
    const door = await t.api('POST', `${t.base}/events/${event.id}/check-in`, {
      ticketCode: row?.ticketCode,
    });
    expect(door.statusCode).toBe(409);
    expect(door.json()).toEqual({ error: DESK_REFUSALS.unpaid('Kavya') });

    // Who may not: anonymous, another organisation, an editor; and a bad body.
    expect((await t.app.inject({ method: 'POST', url, payload: CASH })).statusCode).toBe(401);
    expect((await t.api('POST', url, CASH, t.councilOfficer)).statusCode).toBe(403);
    expect((await t.api('POST', url, CASH, editor)).statusCode).toBe(403);
    const otherBase = `/api/council-dashboard/council/${t.council.id}`;
    expect(
      (await t.api('POST', paymentsUrl(otherBase, event.id, id), CASH, t.councilOfficer))
        .statusCode,
    ).toBe(404);
    for (const body of [
      { ...CASH, note: '' },
      { ...CASH, amount: '-5' },
      { ...CASH, method: 'gateway' },
    ]) {
      const refused = await t.api('POST', url, body);
      expect(refused.statusCode, refused.body).toBe(400);
    }
    expect(await paymentRows()).toBe(0);

    const paid = await t.api('POST', url, CASH);
    expect(paid.statusCode, paid.body).toBe(200);
    const result = paid.json<DeskPaymentResult>();
    expect(result.record).toMatchObject({
      kind: 'payment',
      method: 'cash',
      amount: '400.00',
      note: 'Paid in cash at the desk',
    });
    expect(result.record.receiptNumber).toMatch(/^R-\d{6}$/);
    expect(result.registration).toMatchObject({
      status: 'confirmed',
      payment: { state: 'paid' },
    });
    const page = await read(token);
    expect(page).toMatchObject({
      holdFor: null,
      ticketCode: row?.ticketCode,
      payment: { state: 'paid', upiLink: null },
    });
    expect(page.payment?.records).toHaveLength(1);
    expect((await mailsTo('Kavya')).map((mail) => mail.kind)).toEqual([
      'registration-payment-due',
      'registration-paid',
    ]);

    // Its receipt downloads through the registrant's link, and only through theirs.
    const receipt = await t.app.inject(`/api/registrations/${token}/receipts/${result.record.id}`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toContain(
      `receipt-${result.record.receiptNumber}.pdf`,
    );
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const someoneElse = await register(t, event.id, 'Other');
    expect(
      (await t.app.inject(`/api/registrations/${someoneElse.token}/receipts/${result.record.id}`))
        .statusCode,
    ).toBe(404);

    const twice = await t.api('POST', url, CASH, branchAdmin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: PAYMENT_REFUSALS.paidAlready });
    const tooMuch = await t.api('POST', url, {
      kind: 'refund',
      method: 'cash',
      amount: '500',
      note: 'Refund',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({ error: PAYMENT_REFUSALS.refundTooLarge('400.00') });
    const refund = await t.api('POST', url, {
      kind: 'refund',
      method: 'bank-transfer',
      note: 'Could not come: refunded',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json<DeskPaymentResult>().record.receiptNumber).toMatch(/^RF-\d{6}$/);
    expect((await read(token)).payment?.state).toBe('refunded');
    // The treasurer's figures: collected, refunded, and Other's place still to pay for.
    const figures = await t.api('GET', `${t.base}/events/${event.id}/payments`);
    expect(figures.statusCode, figures.body).toBe(200);
    expect(figures.json()).toEqual({
      currency: 'INR',
      collected: '400.00',
      payments: 1,
      refunded: '400.00',
      refunds: 1,
      net: '0.00',
      pending: { count: 1, amount: '400.00' },
      paidRegistrations: 1,
    });
    expect(
      (await t.api('GET', `${t.base}/events/${event.id}/payments`, undefined, editor)).statusCode,
    ).toBe(403);
    const csv = (await t.api('GET', `${t.base}/events/${event.id}/payments/export`)).body;
    const [header, payment, refunded] = csv.replace('\uFEFF', '').trim().split(/\r?\n/);
    expect(header).toBe(
      'Date,Receipt,Kind,Method,Amount (INR),Reference,Transaction id,Registrant,Note',
    );
    expect(payment).toContain(
      `,Payment,Cash,400.00,${page.payment?.reference},,Kavya,Paid in cash at the desk`,
    );
    expect(refunded).toContain(',Refund,Bank transfer,400.00,');
    // The annual report counts the society's income of the year.
    const annual = await t.api('GET', `${t.base}/reports/annual`);
    expect(annual.statusCode, annual.body).toBe(200);
    expect(annual.json().organisations[0].income).toEqual({
      collected: '400.00',
      refunded: '400.00',
      net: '0.00',
    });
    // History records each, for the event's organisation.
    const history = await t.api('GET', `${t.base}/history`);
    expect(history.statusCode, history.body).toBe(200);
    expect(JSON.stringify(history.json())).toContain('registration_payments');
  });

  it('has nothing to take for a free event', async () => {
    const event = await createEvent(t);
    const created: RegistrationCreated = await register(t, event.id, 'Free');
    expect(created.registration.payment).toBeNull();
    const [row] = await t.database.db
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, event.id));
    const response = await t.api('POST', paymentsUrl(t.base, event.id, row?.id ?? 0), CASH);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: PAYMENT_REFUSALS.nothingDue });
  });
});
