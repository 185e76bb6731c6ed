import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { razorpayEvent, razorpayOrder } from '../../../test/razorpay-payloads.js';
import {
  capturedPaymentOf,
  checkoutSignatureValid,
  createOrder,
  RAZORPAY_ORDERS_URL,
  webhookSignatureValid,
} from './razorpay.js';

// Razorpay's adapter without the network (issue 49, item 6): the webhook's signature over the
// raw body, the checkout's over `order_id|payment_id`, the events that report a captured
// payment, and the order's request, all against payloads written as Razorpay's documentation
// shows them.

const WEBHOOK_SECRET = 'whsec-chapterhouse-test';
const KEY_SECRET = 'key-secret-chapterhouse-test';

const PAYMENT = {
  orderId: 'order_DESlLckIVRkHWj',
  paymentId: 'pay_DESlfW9H8K9uqM',
  amountPaise: 125000,
};
const CAPTURED = razorpayEvent('payment.captured', PAYMENT);
const ORDER_PAID = razorpayEvent('order.paid', PAYMENT);

describe('the webhook', () => {
  const raw = JSON.stringify(CAPTURED);
  const signed = createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex');

  it('is Razorpay’s only with the HMAC-SHA256 of its raw body by the webhook secret', () => {
    expect(webhookSignatureValid(raw, signed, WEBHOOK_SECRET)).toBe(true);
    expect(webhookSignatureValid(Buffer.from(raw), signed, WEBHOOK_SECRET)).toBe(true);
    // The same JSON written again (spaces) is other bytes: refused.
    expect(webhookSignatureValid(JSON.stringify(CAPTURED, null, 2), signed, WEBHOOK_SECRET)).toBe(
      false,
    );
    // Another secret (the API key's), a changed amount, a missing or cut header: refused.
    expect(webhookSignatureValid(raw, signed, KEY_SECRET)).toBe(false);
    expect(webhookSignatureValid(raw.replace('125000', '100'), signed, WEBHOOK_SECRET)).toBe(false);
    expect(webhookSignatureValid(raw, undefined, WEBHOOK_SECRET)).toBe(false);
    expect(webhookSignatureValid(raw, signed.slice(1), WEBHOOK_SECRET)).toBe(false);
  });

  it('reports the same captured payment from payment.captured and from order.paid', () => {
    const payment = {
      paymentId: 'pay_DESlfW9H8K9uqM',
      orderId: 'order_DESlLckIVRkHWj',
      amountPaise: 125000,
      currency: 'INR',
    };
    expect(capturedPaymentOf(CAPTURED)).toEqual(payment);
    expect(capturedPaymentOf(ORDER_PAID)).toEqual(payment);
  });

  it('reports no payment for events that pay nothing, and refuses what is no event', () => {
    const authorized = razorpayEvent('payment.authorized', PAYMENT);
    const failed = razorpayEvent('payment.failed', PAYMENT);
    expect(capturedPaymentOf(authorized)).toBeNull();
    expect(capturedPaymentOf(failed)).toBeNull();
    expect(capturedPaymentOf({ ...CAPTURED, event: 'refund.processed' })).toBeNull();
    expect(() => capturedPaymentOf({ hello: 'world' })).toThrow();
  });
});

describe('the checkout’s success', () => {
  it('is Razorpay’s only with the HMAC-SHA256 of order_id|payment_id by the key secret', () => {
    const orderId = 'order_DESlLckIVRkHWj';
    const paymentId = 'pay_DESlfW9H8K9uqM';
    const signature = createHmac('sha256', KEY_SECRET)
      .update(`${orderId}|${paymentId}`)
      .digest('hex');
    expect(checkoutSignatureValid({ orderId, paymentId, signature }, KEY_SECRET)).toBe(true);
    expect(checkoutSignatureValid({ orderId, paymentId, signature }, WEBHOOK_SECRET)).toBe(false);
    expect(
      checkoutSignatureValid({ orderId: 'order_other', paymentId, signature }, KEY_SECRET),
    ).toBe(false);
  });
});

describe('an order', () => {
  it('is asked of the Orders API with the key, the amount in paise and the reference', async () => {
    const send = vi.fn(
      async () =>
        new Response(
          JSON.stringify(
            razorpayOrder({ id: 'order_DESlLckIVRkHWj', amountPaise: 125000, receipt: 'CH7K2M9Q' }),
          ),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    const order = await createOrder(
      { keyId: 'rzp_test_abc', keySecret: KEY_SECRET },
      { amountPaise: 125000, currency: 'INR', reference: 'CH7K2M9Q' },
      send as unknown as typeof fetch,
    );
    expect(order).toMatchObject({ id: 'order_DESlLckIVRkHWj', status: 'created' });
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(RAZORPAY_ORDERS_URL);
    expect(new Headers(init.headers).get('authorization')).toBe(
      `Basic ${Buffer.from(`rzp_test_abc:${KEY_SECRET}`).toString('base64')}`,
    );
    expect(JSON.parse(String(init.body))).toEqual({
      amount: 125000,
      currency: 'INR',
      receipt: 'CH7K2M9Q',
      notes: { reference: 'CH7K2M9Q' },
    });
  });

  it('says what Razorpay refused', async () => {
    const send = async () =>
      new Response(
        JSON.stringify({
          error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be atleast INR 1.00' },
        }),
        { status: 400 },
      );
    await expect(
      createOrder(
        { keyId: 'rzp_test_abc', keySecret: KEY_SECRET },
        { amountPaise: 50, currency: 'INR', reference: 'CH7K2M9Q' },
        send as unknown as typeof fetch,
      ),
    ).rejects.toThrow('Razorpay refused the order (400): The amount must be atleast INR 1.00');
  });
});
