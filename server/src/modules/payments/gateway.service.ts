import {
  type GatewayPayment as CheckoutSuccess,
  type GatewayCheckout,
  paiseOf,
} from '@chapterhouse/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { RazorpayKeys } from '../../config.js';
import { gatewayOrders } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { branchIdentity } from '../../lib/organisation-queries.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { findByToken } from '../registrations/personal-link.service.js';
import { registrationView } from '../registrations/registrant-view.js';
import {
  netPaidPaise,
  PAYMENT_REFUSALS,
  recordPayments,
} from '../registrations/registration-payments.js';
import { dropDueHolds } from '../registrations/registration-places.js';
import {
  capturedPaymentOf,
  checkoutSignatureValid,
  createOrder,
  type GatewayPayment,
  webhookSignatureValid,
} from './razorpay.js';

// The optional payment gateway (issue 49, item 6): a registrant whose payment is due opens
// Razorpay's checkout from their page for an order the server made (the amount is the server's),
// and the payment it captures is recorded through the same path as a statement's or the desk's
// (`recordPayments`): the hold ends, the ticket is mailed, a receipt is issued. Razorpay tells us
// twice (the checkout's answer in the browser, the webhook's events), in any order, each possibly
// again: the gateway's payment id is recorded once.

/** The gateway as the app has it: its keys, and how the server reaches it. */
export interface Gateway {
  keys: RazorpayKeys;
  send: typeof fetch;
}

export const GATEWAY_REFUSALS = {
  off: 'This site takes no payments through a gateway.',
  nothingDue: 'This registration has nothing to pay now.',
  unreachable:
    'The payment gateway did not answer. Pay by UPI with the reference, or try again in a minute.',
  notThisRegistration: 'This payment is not for this registration.',
  badSignature: "This payment's signature is not Razorpay's: nothing was recorded.",
  badWebhookSignature: "This webhook's signature is not Razorpay's: nothing was recorded.",
  notAnEvent: 'This is not a Razorpay webhook event.',
} as const;

/**
 * The checkout for a registration's payment due, through its personal link: an order for what is
 * still to pay (the amount due less anything paid meanwhile, in cash at the desk say), made once
 * and opened again as long as that amount stands. 409 when nothing is due (paid, lapsed, waiting);
 * 503 when Razorpay cannot be reached.
 */
export async function openCheckout(
  context: ServiceContext,
  gateway: Gateway,
  token: string,
): Promise<GatewayCheckout> {
  const { db } = context;
  const found = await findByToken(db, token);
  // A hold past its deadline is dropped first: its place is someone else's, not paid for here.
  if (found.confirmBy && found.confirmBy <= context.clock.now()) {
    await dropDueHolds(context, found.eventId);
  }
  const view = await registrationView(context, found.id);
  const payment = view.payment;
  if (payment?.state !== 'due') throw new HttpError(409, GATEWAY_REFUSALS.nothingDue);
  const amountPaise = paiseOf(payment.amount) - Math.max(await netPaidPaise(db, found.id), 0);
  if (amountPaise <= 0) throw new HttpError(409, GATEWAY_REFUSALS.nothingDue);
  const order = await orderFor(context, gateway, {
    registrationId: found.id,
    eventId: found.eventId,
    amountPaise,
    currency: payment.currency,
    reference: payment.reference,
  });
  const branch = await branchIdentity(db);
  return {
    gateway: 'razorpay',
    keyId: gateway.keys.keyId,
    orderId: order.id,
    amountPaise,
    currency: payment.currency,
    name: branch.name,
    description: `${view.event.title} (${payment.reference})`,
    prefill: { name: view.name, email: view.email },
  };
}

/** The registration's open order for this amount, or a new one asked of Razorpay and kept. */
async function orderFor(
  context: ServiceContext,
  gateway: Gateway,
  wanted: {
    registrationId: number;
    eventId: number;
    amountPaise: number;
    currency: string;
    reference: string;
  },
): Promise<{ id: string }> {
  const { db } = context;
  const [kept] = await db
    .select({ id: gatewayOrders.id })
    .from(gatewayOrders)
    .where(
      and(
        eq(gatewayOrders.registrationId, wanted.registrationId),
        eq(gatewayOrders.amountPaise, wanted.amountPaise),
        eq(gatewayOrders.currency, wanted.currency),
      ),
    )
    .orderBy(desc(gatewayOrders.createdAt))
    .limit(1);
  if (kept) return kept;
  let order: Awaited<ReturnType<typeof createOrder>>;
  try {
    order = await createOrder(gateway.keys, wanted, gateway.send);
  } catch {
    // Razorpay's words (a refused key, its outage) are for the site's keeper, not the registrant.
    throw new HttpError(503, GATEWAY_REFUSALS.unreachable);
  }
  await db.insert(gatewayOrders).values({
    id: order.id,
    registrationId: wanted.registrationId,
    eventId: wanted.eventId,
    amountPaise: order.amount,
    currency: order.currency,
    createdAt: context.clock.now(),
  });
  return { id: order.id };
}

/**
 * The checkout's success, sent by the registrant's page: Razorpay's signature over the order and
 * payment ids (by the key's secret) proves the order was paid, so its amount is recorded without
 * waiting for the webhook. 404 for another registration's order, 400 for a forged signature.
 */
export async function completeCheckout(
  context: ServiceContext,
  gateway: Gateway,
  token: string,
  success: CheckoutSuccess,
): Promise<void> {
  const { db } = context;
  const found = await findByToken(db, token);
  const [order] = await db
    .select()
    .from(gatewayOrders)
    .where(eq(gatewayOrders.id, success.razorpay_order_id));
  if (!order || order.registrationId !== found.id) {
    throw notFound(GATEWAY_REFUSALS.notThisRegistration);
  }
  const signed = checkoutSignatureValid(
    {
      orderId: success.razorpay_order_id,
      paymentId: success.razorpay_payment_id,
      signature: success.razorpay_signature,
    },
    gateway.keys.keySecret,
  );
  if (!signed) throw new HttpError(400, GATEWAY_REFUSALS.badSignature);
  await recordGatewayPayment(context, {
    paymentId: success.razorpay_payment_id,
    orderId: order.id,
    amountPaise: order.amountPaise,
    currency: order.currency,
  });
}

/** What became of a gateway's payment: recorded now, recorded before, or for no order of ours. */
export type GatewayOutcome = 'recorded' | 'recorded-before' | 'unknown-order';

/**
 * Records a payment Razorpay captured for one of our orders, once: a second report of it (the
 * webhook after the checkout, a retried delivery, `order.paid` after `payment.captured`) finds it
 * recorded. An order we never made (another site on the same account) or of an erased
 * registration records nothing: its refund is done in Razorpay's dashboard.
 */
export async function recordGatewayPayment(
  context: ServiceContext,
  payment: GatewayPayment,
): Promise<GatewayOutcome> {
  const [order] = await context.db
    .select()
    .from(gatewayOrders)
    .where(eq(gatewayOrders.id, payment.orderId));
  if (!order?.registrationId || payment.currency !== order.currency) return 'unknown-order';
  const [outcome] = await recordPayments(context, { eventId: order.eventId }, [
    {
      registrationId: order.registrationId,
      kind: 'payment',
      method: 'gateway',
      amountPaise: payment.amountPaise,
      transactionId: payment.paymentId,
      note: `Paid through Razorpay (order ${order.id})`,
      recordedBy: null,
    },
  ]);
  if (!outcome) throw new Error('the gateway payment was not recorded');
  if ('record' in outcome) return 'recorded';
  if (outcome.refused.message === PAYMENT_REFUSALS.recordedAlready) return 'recorded-before';
  throw outcome.refused;
}

/** What the webhook answers Razorpay (any 2xx stops its retries; a 400 is never retried well). */
const WEBHOOK_ANSWERS: Record<GatewayOutcome | 'nothing-paid', string> = {
  recorded: 'Payment recorded.',
  'recorded-before': 'Payment recorded before: nothing changed.',
  'unknown-order': 'No registration of this site has this order: nothing recorded.',
  'nothing-paid': 'This event pays nothing: nothing recorded.',
};

/**
 * One delivery of Razorpay's webhook: its signature over the raw body by the webhook secret
 * (400 without it, before the body is even read), then the captured payment it reports, if any,
 * recorded once (`recordGatewayPayment`).
 */
export async function receiveWebhook(
  context: ServiceContext,
  webhookSecret: string,
  delivery: { body: unknown; signature: string | undefined },
): Promise<{ message: string }> {
  const raw = Buffer.isBuffer(delivery.body) ? delivery.body : null;
  if (!raw || !webhookSignatureValid(raw, delivery.signature, webhookSecret)) {
    throw new HttpError(400, GATEWAY_REFUSALS.badWebhookSignature);
  }
  let payment: GatewayPayment | null;
  try {
    payment = capturedPaymentOf(JSON.parse(raw.toString('utf8')));
  } catch {
    throw new HttpError(400, GATEWAY_REFUSALS.notAnEvent);
  }
  const outcome = payment ? await recordGatewayPayment(context, payment) : 'nothing-paid';
  return { message: WEBHOOK_ANSWERS[outcome] };
}
