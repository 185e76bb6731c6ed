import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { RazorpayKeys } from '../../config.js';

// The optional payment gateway (issue 49, item 6): Razorpay, for a branch that has a merchant
// account. Off unless its three keys are configured. The database-free part: creating an order
// (the server asks Razorpay, by a `fetch` handed in, never from a test), the two signatures
// Razorpay uses, and reading the webhook's events into the payments they report.
//
// Razorpay signs with HMAC-SHA256, in hex, two different things with two different secrets:
// - a webhook: its raw request body (the bytes as sent, never JSON parsed and written again),
//   keyed with the webhook secret, in the `X-Razorpay-Signature` header;
// - a checkout's success: `order_id|payment_id`, keyed with the API key's secret, as
//   `razorpay_signature` beside `razorpay_order_id` and `razorpay_payment_id`.
// Each webhook delivery carries `X-Razorpay-Event-Id`, the same on every retry of it.

const hmacHex = (secret: string, message: string | Buffer) =>
  createHmac('sha256', secret).update(message).digest('hex');

/** Compares two hex signatures in constant time; a signature of another length never matches. */
function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether a webhook's raw body carries the signature its header says, by the webhook secret. */
export function webhookSignatureValid(
  rawBody: string | Buffer,
  signature: string | undefined,
  webhookSecret: string,
): boolean {
  if (!signature) return false;
  return sameSignature(hmacHex(webhookSecret, rawBody), signature.trim());
}

/** Whether a checkout's success (`razorpay_signature`) is Razorpay's, by the API key's secret. */
export function checkoutSignatureValid(
  payment: { orderId: string; paymentId: string; signature: string },
  keySecret: string,
): boolean {
  return sameSignature(
    hmacHex(keySecret, `${payment.orderId}|${payment.paymentId}`),
    payment.signature,
  );
}

/** A payment as the webhook's payload carries it (the fields read; the rest is ignored). */
const paymentEntitySchema = z.object({
  id: z.string().regex(/^pay_\w+$/),
  entity: z.literal('payment'),
  amount: z.number().int().positive(),
  currency: z.string(),
  status: z.string(),
  order_id: z.string().nullable(),
  method: z.string().optional(),
});

const webhookSchema = z.object({
  entity: z.literal('event'),
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: paymentEntitySchema }).optional(),
    order: z
      .object({ entity: z.object({ id: z.string(), receipt: z.string().nullable().optional() }) })
      .optional(),
  }),
});

/** A payment Razorpay reports captured: what a registration's order was paid. */
export interface GatewayPayment {
  paymentId: string;
  orderId: string;
  amountPaise: number;
  currency: string;
}

/**
 * The captured payment a webhook event reports (`payment.captured`, `order.paid`: both report the
 * same payment, and either may come first or twice), or null for an event that pays nothing
 * (`payment.authorized`, `payment.failed`, anything else). Throws on a body that is no event.
 */
export function capturedPaymentOf(body: unknown): GatewayPayment | null {
  const event = webhookSchema.parse(body);
  if (event.event !== 'payment.captured' && event.event !== 'order.paid') return null;
  const payment = event.payload.payment?.entity;
  if (payment?.status !== 'captured') return null;
  const orderId = payment.order_id ?? event.payload.order?.entity.id ?? null;
  if (!orderId) return null;
  return {
    paymentId: payment.id,
    orderId,
    amountPaise: payment.amount,
    currency: payment.currency,
  };
}

/** What Razorpay answers to creating an order (the fields read). */
const orderSchema = z.object({
  id: z.string().regex(/^order_\w+$/),
  amount: z.number().int(),
  currency: z.string(),
  receipt: z.string().nullable(),
  status: z.string(),
});
export type GatewayOrder = z.infer<typeof orderSchema>;

/**
 * Where Razorpay's checkout comes from and talks to, allowed on a registrant's page only (the
 * page that opens it): its script, the frame it opens, and its requests.
 */
export const RAZORPAY_CHECKOUT_PAGES = {
  pages: /^\/registrations\/[^/]+$/,
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

/** Razorpay's Orders API. */
export const RAZORPAY_ORDERS_URL = 'https://api.razorpay.com/v1/orders';

/**
 * Creates an order for a registration's amount, its reference as the receipt (at most 40
 * characters, Razorpay's limit), through `send` (the global `fetch` in the app; a recorded
 * answer in tests). Throws with Razorpay's own description when it refuses.
 */
export async function createOrder(
  keys: Pick<RazorpayKeys, 'keyId' | 'keySecret'>,
  order: { amountPaise: number; currency: string; reference: string },
  send: typeof fetch,
): Promise<GatewayOrder> {
  const response = await send(RAZORPAY_ORDERS_URL, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      amount: order.amountPaise,
      currency: order.currency,
      receipt: order.reference.slice(0, 40),
      notes: { reference: order.reference },
    }),
  });
  const answer: unknown = await response.json();
  if (!response.ok) {
    const description = z
      .object({ error: z.object({ description: z.string() }) })
      .safeParse(answer);
    throw new Error(
      `Razorpay refused the order (${response.status}): ${description.success ? description.data.error.description : 'no description'}`,
    );
  }
  return orderSchema.parse(answer);
}
