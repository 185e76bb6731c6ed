import { createHmac } from 'node:crypto';

// Razorpay's webhook events as its documentation's samples write them (the fields Razorpay
// sends; we read a few), for the adapter's tests and the gateway's API tests. Never fetched.

/** A captured payment of an order, as `payment.captured` and `order.paid` carry it. */
function paymentEntity(payment: { orderId: string; paymentId: string; amountPaise: number }) {
  return {
    id: payment.paymentId,
    entity: 'payment',
    amount: payment.amountPaise,
    currency: 'INR',
    status: 'captured',
    order_id: payment.orderId,
    invoice_id: null,
    international: false,
    method: 'upi',
    amount_refunded: 0,
    refund_status: null,
    captured: true,
    description: 'PCB Design Workshop',
    vpa: 'priya.sharma@oksbi',
    email: 'priya@example.edu',
    contact: '+919876543210',
    notes: { reference: 'CH7K2M9Q' },
    fee: 2950,
    tax: 450,
    created_at: 1796640000,
  };
}

/**
 * A webhook event reporting a payment: `payment.captured` (the payment alone), `order.paid` (the
 * order's entity beside it), or another event with the payment in the status it names.
 */
export function razorpayEvent(
  event: 'payment.captured' | 'order.paid' | 'payment.authorized' | 'payment.failed',
  payment: { orderId: string; paymentId: string; amountPaise: number },
) {
  const status = { 'payment.authorized': 'authorized', 'payment.failed': 'failed' } as const;
  const entity = {
    ...paymentEntity(payment),
    status: event in status ? status[event as keyof typeof status] : 'captured',
  };
  return {
    entity: 'event',
    account_id: 'acc_BFQ7uQEaa7j2z7',
    event,
    contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
    payload: {
      payment: { entity },
      ...(event === 'order.paid'
        ? {
            order: {
              entity: {
                id: payment.orderId,
                entity: 'order',
                amount: payment.amountPaise,
                amount_paid: payment.amountPaise,
                amount_due: 0,
                currency: 'INR',
                receipt: 'CH7K2M9Q',
                status: 'paid',
                attempts: 1,
                created_at: 1796639990,
              },
            },
          }
        : {}),
    },
    created_at: 1796640005,
  };
}

/** Razorpay's signature of a body or a message: HMAC-SHA256 by the secret, in hex. */
export const razorpaySignature = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message).digest('hex');

/** What the Orders API answers to creating an order. */
export const razorpayOrder = (order: { id: string; amountPaise: number; receipt: string }) => ({
  id: order.id,
  entity: 'order',
  amount: order.amountPaise,
  amount_paid: 0,
  amount_due: order.amountPaise,
  currency: 'INR',
  receipt: order.receipt,
  offer_id: null,
  status: 'created',
  attempts: 0,
  notes: { reference: order.receipt },
  created_at: 1796639990,
});
