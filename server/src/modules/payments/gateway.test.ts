import type { GatewayCheckout, Registration } from '@chapterhouse/shared';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { createEvent, register } from '../../../test/events-fixture.js';
import {
  razorpayEvent,
  razorpayOrder,
  razorpaySignature,
} from '../../../test/razorpay-payloads.js';
import { gatewayOrders, mailOutbox, registrationPayments } from '../../db/schema/index.js';
import { GATEWAY_REFUSALS } from './gateway.service.js';
import { RAZORPAY_ORDERS_URL } from './razorpay.js';

// The optional payment gateway through the API (issue 49, item 6), Razorpay's side played by
// recorded answers and payloads signed as its documentation says: the server makes the order
// (its amount), checks the checkout's signature and the webhook's, and records each captured
// payment once, whichever of the checkout and the webhook's events arrives first or again.

const KEYS = {
  keyId: 'rzp_test_chapterhouse',
  keySecret: 'key-secret-for-tests',
  webhookSecret: 'webhook-secret-for-tests',
};

/** Razorpay's Orders API as recorded: each order asked for answered with a new id. */
const ordersAsked: { url: string; body: { amount: number; receipt: string } }[] = [];
let ordersFail = false;
const recordedRazorpay: typeof fetch = async (input, init) => {
  const url = String(input);
  const body = JSON.parse(String(init?.body)) as { amount: number; receipt: string };
  ordersAsked.push({ url, body });
  if (ordersFail) {
    return new Response(
      JSON.stringify({
        error: { code: 'SERVER_ERROR', description: 'We are facing some trouble' },
      }),
      { status: 500 },
    );
  }
  const id = `order_Test${String(ordersAsked.length).padStart(4, '0')}`;
  return new Response(
    JSON.stringify(razorpayOrder({ id, amountPaise: body.amount, receipt: body.receipt })),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
};

let t: DashboardApp;
let workshopId: number;
beforeAll(async () => {
  t = await openDashboardApp({ razorpay: KEYS, fetch: recordedRazorpay });
  const workshop = await createEvent(t, {
    price: '1250',
    priceCurrency: 'INR',
    paymentHoldHours: 24,
    capacity: 50,
  });
  workshopId = workshop.id;
});
afterAll(() => t.close());

const read = async (token: string) =>
  (await t.app.inject(`/api/registrations/${token}`)).json<Registration>();

const openCheckout = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/registrations/${token}/gateway-order` });

/** What Razorpay's checkout hands the page once paid: the ids and their signature. */
const checkoutSuccess = (orderId: string, paymentId: string, secret = KEYS.keySecret) => ({
  razorpay_order_id: orderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: razorpaySignature(secret, `${orderId}|${paymentId}`),
});

const sendCheckoutSuccess = (token: string, success: ReturnType<typeof checkoutSuccess>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/registrations/${token}/gateway-payment`,
    payload: success,
  });

/** One webhook delivery, its raw body signed by `secret` (the webhook's unless named). */
const deliver = (body: unknown, secret = KEYS.webhookSecret) => {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': razorpaySignature(secret, raw),
      'x-razorpay-event-id': `evt_${raw.length}`,
    },
    payload: raw,
  });
};

const gatewayPaymentsOf = async (transactionId: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(registrationPayments)
      .where(eq(registrationPayments.transactionId, transactionId))
  )[0]?.n ?? 0;

const mailKindsTo = async (name: string) =>
  (
    await t.database.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, `${name.toLowerCase()}@example.edu`))
      .orderBy(asc(mailOutbox.id))
  ).map((mail) => mail.kind);

/** Registers someone for the workshop, opens their checkout, and answers its order. */
async function checkoutOf(name: string): Promise<{ token: string; checkout: GatewayCheckout }> {
  const { token } = await register(t, workshopId, name);
  if (!token) throw new Error('no personal link');
  const opened = await openCheckout(token);
  expect(opened.statusCode, opened.body).toBe(200);
  return { token, checkout: opened.json<GatewayCheckout>() };
}

describe('the checkout a registrant opens', () => {
  it('is for an order the server made, for the amount the server decided, made once', async () => {
    const { token } = await register(t, workshopId, 'Asha');
    if (!token) throw new Error('no personal link');
    expect((await read(token)).payment).toMatchObject({ state: 'due', gateway: 'razorpay' });
    const asked = ordersAsked.length;
    const first = await openCheckout(token);
    expect(first.statusCode, first.body).toBe(200);
    const checkout = first.json<GatewayCheckout>();
    expect(checkout).toMatchObject({
      gateway: 'razorpay',
      keyId: KEYS.keyId,
      amountPaise: 125_000,
      currency: 'INR',
      prefill: { name: 'Asha', email: 'asha@example.edu' },
    });
    expect(ordersAsked.slice(asked)).toEqual([
      {
        url: RAZORPAY_ORDERS_URL,
        body: expect.objectContaining({ amount: 125_000, currency: 'INR' }),
      },
    ]);
    // Opened again (the checkout closed, the page reloaded): the same order, Razorpay not asked.
    const again = await openCheckout(token);
    expect(again.json<GatewayCheckout>().orderId).toBe(checkout.orderId);
    expect(ordersAsked.length).toBe(asked + 1);
    // The key's secret and the webhook's never leave the server.
    expect(first.body).not.toContain(KEYS.keySecret);
    expect(first.body).not.toContain(KEYS.webhookSecret);
  });

  it('is refused for nothing due (409), an unknown link (404), and Razorpay down (503)', async () => {
    const unknown = await openCheckout('no-such-link-0123456789abcdefghijklmn');
    expect(unknown.statusCode).toBe(404);

    const { token, checkout } = await checkoutOf('Bilal');
    const paid = await sendCheckoutSuccess(token, checkoutSuccess(checkout.orderId, 'pay_Bilal01'));
    expect(paid.statusCode, paid.body).toBe(200);
    const nothingDue = await openCheckout(token);
    expect(nothingDue.statusCode).toBe(409);
    expect(nothingDue.json()).toEqual({ error: GATEWAY_REFUSALS.nothingDue });

    ordersFail = true;
    try {
      const { token: other } = await register(t, workshopId, 'Chitra');
      const ordersBefore = await t.database.db.select({ n: count() }).from(gatewayOrders);
      const down = await openCheckout(other ?? '');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ error: GATEWAY_REFUSALS.unreachable });
      expect(await t.database.db.select({ n: count() }).from(gatewayOrders)).toEqual(ordersBefore);
    } finally {
      ordersFail = false;
    }
  });
});

describe('the checkout’s success', () => {
  it('confirms the place with a receipt and the ticket once its signature is Razorpay’s', async () => {
    const { token, checkout } = await checkoutOf('Deepa');
    // Signed with the webhook's secret instead of the key's: refused, nothing recorded.
    const forged = await sendCheckoutSuccess(
      token,
      checkoutSuccess(checkout.orderId, 'pay_Deepa01', KEYS.webhookSecret),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: GATEWAY_REFUSALS.badSignature });
    expect(await gatewayPaymentsOf('pay_Deepa01')).toBe(0);
    // Another registration's order, through this link: 404.
    const { checkout: others } = await checkoutOf('Esha');
    const notTheirs = await sendCheckoutSuccess(
      token,
      checkoutSuccess(others.orderId, 'pay_Deepa01'),
    );
    expect(notTheirs.statusCode).toBe(404);
    // A body that is no checkout's answer: 400.
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${token}/gateway-payment`,
      payload: { razorpay_order_id: checkout.orderId, razorpay_payment_id: 'pay_x' },
    });
    expect(bad.statusCode).toBe(400);

    const paid = await sendCheckoutSuccess(token, checkoutSuccess(checkout.orderId, 'pay_Deepa01'));
    expect(paid.statusCode, paid.body).toBe(200);
    const registration = paid.json<Registration>();
    expect(registration).toMatchObject({ status: 'confirmed', holdFor: null, confirmBy: null });
    expect(registration.ticketCode).not.toBeNull();
    expect(registration.payment).toMatchObject({ state: 'paid', gateway: null });
    expect(registration.payment?.records).toEqual([
      expect.objectContaining({ kind: 'payment', method: 'gateway', amount: '1250.00' }),
    ]);
    expect(await mailKindsTo('Deepa')).toEqual(['registration-payment-due', 'registration-paid']);
    const receipt = await t.app.inject(
      `/api/registrations/${token}/receipts/${registration.payment?.records[0]?.id}`,
    );
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
  });
});

describe('Razorpay’s webhook', () => {
  it('refuses a body whose signature is not the webhook secret’s, recording nothing', async () => {
    const { checkout } = await checkoutOf('Farah');
    const event = razorpayEvent('payment.captured', {
      orderId: checkout.orderId,
      paymentId: 'pay_Farah01',
      amountPaise: 125_000,
    });
    for (const wrong of [await deliver(event, KEYS.keySecret), await deliverUnsigned(event)]) {
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ error: GATEWAY_REFUSALS.badWebhookSignature });
    }
    // The same JSON with an amount changed after signing: other bytes, refused.
    const raw = JSON.stringify(event);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': razorpaySignature(KEYS.webhookSecret, raw),
      },
      payload: raw.replace('125000', '100'),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await gatewayPaymentsOf('pay_Farah01')).toBe(0);
  });

  it('applies a payment once, whatever order its events and the checkout arrive in', async () => {
    const { token, checkout } = await checkoutOf('Gita');
    const payment = { orderId: checkout.orderId, paymentId: 'pay_Gita01', amountPaise: 125_000 };
    // payment.authorized pays nothing yet.
    const authorized = await deliver(razorpayEvent('payment.authorized', payment));
    expect(authorized.json()).toEqual({ message: 'This event pays nothing: nothing recorded.' });
    expect((await read(token)).payment?.state).toBe('due');

    const paid = await deliver(razorpayEvent('order.paid', payment));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ message: 'Payment recorded.' });
    // Razorpay retries the delivery, then sends payment.captured; the page sends its success.
    for (const again of [
      await deliver(razorpayEvent('order.paid', payment)),
      await deliver(razorpayEvent('payment.captured', payment)),
    ]) {
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ message: 'Payment recorded before: nothing changed.' });
    }
    const page = await sendCheckoutSuccess(token, checkoutSuccess(payment.orderId, 'pay_Gita01'));
    expect(page.statusCode).toBe(200);
    expect(page.json<Registration>().payment?.state).toBe('paid');
    expect(await gatewayPaymentsOf('pay_Gita01')).toBe(1);
    expect((await mailKindsTo('Gita')).filter((kind) => kind === 'registration-paid')).toHaveLength(
      1,
    );
  });

  it('records the webhook and the checkout arriving at the same moment once', async () => {
    const { token, checkout } = await checkoutOf('Hema');
    const payment = { orderId: checkout.orderId, paymentId: 'pay_Hema01', amountPaise: 125_000 };
    const answers = await Promise.all([
      deliver(razorpayEvent('payment.captured', payment)),
      sendCheckoutSuccess(token, checkoutSuccess(payment.orderId, payment.paymentId)),
      deliver(razorpayEvent('order.paid', payment)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await gatewayPaymentsOf('pay_Hema01')).toBe(1);
    expect((await read(token)).payment?.state).toBe('paid');
  });

  it('records a second payment of a paid place for the treasurer to refund', async () => {
    const { token, checkout } = await checkoutOf('Indu');
    const first = { orderId: checkout.orderId, paymentId: 'pay_Indu01', amountPaise: 125_000 };
    await deliver(razorpayEvent('payment.captured', first));
    // The same order paid twice (two tabs): Razorpay took the money, so it is recorded.
    const second = { ...first, paymentId: 'pay_Indu02' };
    const twice = await deliver(razorpayEvent('payment.captured', second));
    expect(twice.json()).toEqual({ message: 'Payment recorded.' });
    const records = (await read(token)).payment?.records ?? [];
    expect(records.map((record) => record.amount)).toEqual(['1250.00', '1250.00']);
    // An order of no registration here (another site on the account): nothing recorded, 200.
    const stranger = await deliver(
      razorpayEvent('payment.captured', {
        orderId: 'order_NotOurs01',
        paymentId: 'pay_Stranger01',
        amountPaise: 99_900,
      }),
    );
    expect(stranger.statusCode).toBe(200);
    expect(await gatewayPaymentsOf('pay_Stranger01')).toBe(0);
  });
});

describe('the registrant’s page', () => {
  it('allows Razorpay’s checkout script and frame there, and nowhere else', async () => {
    const scriptSrc = (policy: unknown) => /(?:^|;)script-src ([^;]*)/.exec(String(policy))?.[1];
    const registrantPage = await t.app.inject('/registrations/some-personal-link');
    expect(scriptSrc(registrantPage.headers['content-security-policy'])).toContain(
      'https://checkout.razorpay.com',
    );
    expect(registrantPage.headers['content-security-policy']).toContain(
      "frame-src 'self' https://api.razorpay.com",
    );
    const otherPage = await t.app.inject('/events');
    expect(otherPage.headers['content-security-policy']).not.toContain('razorpay');
  });
});

/** A delivery without Razorpay's signature header. */
function deliverUnsigned(body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}
