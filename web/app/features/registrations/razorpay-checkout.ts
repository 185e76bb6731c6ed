import type { GatewayCheckout, GatewayPayment } from '@chapterhouse/shared';

// Razorpay's hosted checkout (issue 49, item 6): its script is loaded only when a registrant
// chooses to pay through it, so no other page (and no registrant paying by UPI) fetches it. Only
// what this file uses of Razorpay's global is declared.

/** Razorpay's checkout script: it defines `window.Razorpay`. */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** The checkout's script did not load (offline, blocked): its message is for the payer. */
export class RazorpayLoadError extends Error {
  constructor() {
    super('The checkout could not be loaded. Check your connection and try again.');
    this.name = 'RazorpayLoadError';
  }
}

/** The checkout's options, as Razorpay names them. */
interface RazorpayOptions {
  key: string;
  order_id: string;
  /** In paise. */
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name: string; email: string };
  handler: (response: GatewayPayment) => void;
  modal: { ondismiss: () => void };
}

/** What `payment.failed` hands its listener: why this try failed, in words for the payer. */
interface RazorpayFailure {
  error: { description: string };
}

interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', listener: (answer: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/** The load under way, shared by every call until it ends (then `window.Razorpay` answers). */
let loading: Promise<RazorpayConstructor> | null = null;

/**
 * Razorpay's checkout constructor, loading its script on first use. Calls made while it loads
 * share one script element; a load that fails rejects with a readable message and is forgotten,
 * so the next call tries again with a fresh element.
 */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SCRIPT;
    script.async = true;
    const fail = () => {
      script.remove();
      reject(new RazorpayLoadError());
    };
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : fail());
    script.onerror = fail;
    document.head.append(script);
  }).finally(() => {
    loading = null;
  });
  return loading;
}

/**
 * Opens Razorpay's checkout for the order the server created. Resolves with what its handler
 * receives once the payment is made (for the server to check its signature), or `null` when the
 * payer closes the checkout. A failed try is not the end: the checkout stays open to try again,
 * so `onPaymentFailed` only hears why, and the last reason is the caller's to show.
 */
export async function openRazorpayCheckout(
  checkout: GatewayCheckout,
  onPaymentFailed: (reason: string) => void,
): Promise<GatewayPayment | null> {
  const Razorpay = await loadRazorpay();
  return new Promise((resolve) => {
    const razorpay = new Razorpay({
      key: checkout.keyId,
      order_id: checkout.orderId,
      amount: checkout.amountPaise,
      currency: checkout.currency,
      name: checkout.name,
      description: checkout.description,
      prefill: checkout.prefill,
      handler: (response) => resolve(response),
      modal: { ondismiss: () => resolve(null) },
    });
    razorpay.on('payment.failed', (answer) => onPaymentFailed(answer.error.description));
    razorpay.open();
  });
}
