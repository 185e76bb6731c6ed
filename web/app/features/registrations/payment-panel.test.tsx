import type { GatewayCheckout, Registration, RegistrationPayment } from '@chapterhouse/shared';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse as json, stubFetchPerTest } from '../../../test/fetch-stub';
import { sampleRegistration } from '../../../test/registration-fixtures';
import { setBranchClock } from '../../lib/branch-clock';
import { PaymentPanel } from './payment-panel';
import type { RazorpayConstructor } from './razorpay-checkout';
import { RegistrationPanel } from './registration-panel';

const fetchMock = stubFetchPerTest();
beforeEach(() => setBranchClock({ timeZone: 'Asia/Kolkata', languageTag: 'en-IN' }));
afterEach(() => {
  cleanup();
  setBranchClock(null);
  delete window.Razorpay;
});

const TOKEN = 'personal-link-token_0123456789abcdefghijklmnop';
const UPI_LINK =
  'upi://pay?pa=branch%40sbi&pn=IEEE%20SB%20Treasurer&am=300.00&cu=INR&tn=CH7K2M9Q%20Analogue%20Circuits%20Clinic';

const payment = (overrides: Partial<RegistrationPayment> = {}): RegistrationPayment => ({
  state: 'due',
  amount: '300.00',
  currency: 'INR',
  reference: 'CH7K2M9Q',
  // 14:35 IST on the branch's clock.
  payBy: '2026-06-17T09:05:00.000Z',
  utr: null,
  upiLink: UPI_LINK,
  payee: { upiAddress: 'branch@sbi', payeeName: 'IEEE SB Treasurer' },
  records: [],
  gateway: null,
  ...overrides,
});

/** A place held for its payment, as the personal link's page reads it. */
const registration = (overrides: Partial<Registration> = {}): Registration =>
  sampleRegistration({
    ticketCode: null,
    confirmBy: '2026-06-17T09:05:00.000Z',
    holdFor: 'payment',
    payment: payment(),
    ...overrides,
  });

/** The panel alone, keeping the registrations it is handed. */
function renderPanel(read: Registration) {
  const changes: Registration[] = [];
  const view = render(
    <PaymentPanel token={TOKEN} registration={read} onChange={(next) => changes.push(next)} />,
  );
  return { ...view, changes };
}

const section = () => screen.getByRole('region', { name: /Pay to keep your place|Payment/ });

describe('a place held for its payment', () => {
  it('says what to pay, with which reference, by when and to whom, with the UPI link and its QR code', () => {
    renderPanel(registration());
    const due = screen.getByRole('region', { name: 'Pay to keep your place' });
    expect(within(due).getByText('INR 300.00')).toBeTruthy();
    const reference = within(due).getByText('CH7K2M9Q');
    expect(reference.tagName).toBe('CODE');
    expect(reference.parentElement?.textContent).toBe('Reference: CH7K2M9Q');
    expect(within(due).getByText('Pay by 14:35 IST on Wednesday 17 June 2026.')).toBeTruthy();
    expect(within(due).getByText(/Paid to IEEE SB Treasurer,/).textContent).toBe(
      'Paid to IEEE SB Treasurer, branch@sbi',
    );

    const pay = within(due).getByRole('link', { name: 'Pay with a UPI app' });
    expect(pay.getAttribute('href')).toBe(UPI_LINK);
    // The long link is an address only: never written out on the page.
    expect(due.textContent).not.toContain('upi://');
    const code = within(due).getByRole('img', {
      name: 'QR code to pay INR 300.00 by UPI with reference CH7K2M9Q',
    });
    expect(code.getAttribute('src')).toBe(`/api/registrations/${TOKEN}/payment-qr.svg`);
    expect(
      within(due).getByText("On a computer? Scan this with your phone's UPI app."),
    ).toBeTruthy();
    expect(within(due).queryByText(/The organisers have not set where to pay yet/)).toBeNull();
  });

  it('sends the registrant to the desk while nobody is set to be paid: no link, no QR code', () => {
    renderPanel(registration({ payment: payment({ upiLink: null, payee: null }) }));
    const due = section();
    expect(
      within(due).getByText(
        'The organisers have not set where to pay yet: pay at the desk, or wait for their mail.',
      ),
    ).toBeTruthy();
    expect(within(due).queryByRole('link', { name: 'Pay with a UPI app' })).toBeNull();
    expect(within(due).queryByRole('img')).toBeNull();
    expect(within(due).queryByText(/Paid to/)).toBeNull();
    // Their UTR is taken all the same.
    expect(within(due).getByLabelText('UPI transaction id (UTR)')).toBeTruthy();
  });

  it('takes the UTR once paid, thanks them and shows the registration the server answers', async () => {
    const answered = registration({ payment: payment({ utr: '634512345678' }) });
    fetchMock.mockResolvedValue(json(200, answered));
    const { changes } = renderPanel(registration());
    const field = screen.getByLabelText('UPI transaction id (UTR)') as HTMLInputElement;
    expect(field.inputMode).toBe('numeric');
    fireEvent.change(field, { target: { value: '6345 1234 5678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send UTR' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Thank you: the treasurer will match your payment (UTR 634512345678).',
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/registrations/${TOKEN}/utr`);
    expect(init?.method).toBe('POST');
    // The digits alone, as the shared schema reads them; no session: the link is the key.
    expect(JSON.parse(String(init?.body))).toEqual({ utr: '634512345678' });
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
    expect(changes).toEqual([answered]);
  });

  it('refuses a UTR that is not 12 digits beside the field, sending nothing', async () => {
    renderPanel(registration());
    const field = screen.getByLabelText('UPI transaction id (UTR)');
    fireEvent.change(field, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send UTR' }));
    expect(await screen.findByText(/Enter the 12-digit UPI transaction id \(UTR\)/)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a UTR (409) and keeps the page as it was', async () => {
    const refusal = 'This registration is paid already.';
    fetchMock.mockResolvedValue(json(409, { error: refusal }));
    const { changes } = renderPanel(registration());
    fireEvent.change(screen.getByLabelText('UPI transaction id (UTR)'), {
      target: { value: '634512345678' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send UTR' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(changes).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the UTR given already, and takes another in its place', () => {
    renderPanel(registration({ payment: payment({ utr: '634512345678' }) }));
    expect(screen.getByText(/UTR given:/).textContent).toContain('UTR given: 634512345678.');
    expect(screen.getByRole('button', { name: 'Send UTR' })).toBeTruthy();
  });
});

describe('a paid registration’s payment, before and after', () => {
  it('says what it costs and that it is paid once a place is theirs, with nothing to send', () => {
    renderPanel(
      registration({
        status: 'waitlisted',
        confirmBy: null,
        holdFor: null,
        payment: payment({ state: 'awaiting-place', payBy: null, upiLink: null, payee: null }),
      }),
    );
    const panel = screen.getByRole('region', { name: 'Payment' });
    expect(panel.textContent).toContain(
      'This event costs INR 300.00. You pay once a place is yours: we will mail you how.',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says what was paid with its reference, and lists each payment and refund with its receipt', () => {
    const records: RegistrationPayment['records'] = [
      {
        id: 123,
        kind: 'payment',
        method: 'upi-statement',
        amount: '300.00',
        receiptNumber: 'R-000123',
        note: '',
        at: '2026-06-16T09:05:00.000Z',
      },
    ];
    const paid = renderPanel(
      registration({
        confirmBy: null,
        holdFor: null,
        ticketCode: 'K7QX-9M2P-4TRW',
        payment: payment({ state: 'paid', payBy: null, upiLink: null, payee: null, records }),
      }),
    );
    const panel = screen.getByRole('region', { name: 'Payment' });
    expect(within(panel).getByText(/^Paid:/).textContent).toBe(
      'Paid: INR 300.00 (reference CH7K2M9Q)',
    );
    const [row] = within(panel).getAllByRole('listitem');
    expect(row?.textContent).toContain('Payment');
    expect(row?.textContent).toContain('INR 300.00');
    expect(row?.textContent).toContain('R-000123');
    expect(row?.textContent).toContain('16 Jun 2026, 14:35 IST');
    // Its receipt downloads through the personal link.
    const receipt = within(panel).getByRole('link', { name: 'Receipt R-000123 (PDF)' });
    expect(receipt.getAttribute('href')).toMatch(/^\/api\/registrations\/[^/]+\/receipts\/123$/);
    expect(screen.queryByRole('button', { name: 'Send UTR' })).toBeNull();
    paid.unmount();

    renderPanel(
      registration({
        status: 'cancelled',
        confirmBy: null,
        holdFor: null,
        payment: payment({
          state: 'refunded',
          payBy: null,
          upiLink: null,
          payee: null,
          records: [
            ...records,
            {
              id: 124,
              kind: 'refund',
              method: 'bank-transfer',
              amount: '300.00',
              receiptNumber: 'RF-000124',
              note: 'Could not come',
              at: '2026-06-20T09:05:00.000Z',
            },
          ],
        }),
      }),
    );
    const refunded = screen.getByRole('region', { name: 'Payment' });
    expect(within(refunded).getByText(/^Refunded/)).toBeTruthy();
    const rows = within(refunded).getAllByRole('listitem');
    expect(rows.map((each) => each.textContent?.match(/^(Payment|Refund)/)?.[0])).toEqual([
      'Payment',
      'Refund',
    ]);
    expect(rows[1]?.textContent).toContain('RF-000124');
  });

  it('shows nothing of a payment for a registration with nothing to pay', () => {
    const { container } = renderPanel(registration({ payment: null, holdFor: null }));
    expect(container.textContent).toBe('');
  });
});

describe('the personal page of a paid registration', () => {
  it('holds the place for its payment without asking to confirm an address', () => {
    render(<RegistrationPanel token={TOKEN} registration={registration()} />);
    expect(screen.getByRole('heading', { name: 'A place is held for you' })).toBeTruthy();
    expect(
      screen.getByText(/Your place is held until 14:35 IST on Wednesday 17 June 2026/),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Pay to keep your place' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.queryByText(/Confirm your e-mail address/)).toBeNull();
  });

  it('says a place not paid for in time went to the next in line', () => {
    render(
      <RegistrationPanel
        token={TOKEN}
        registration={registration({
          status: 'cancelled',
          confirmBy: null,
          holdFor: null,
          lapsed: true,
          payment: null,
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Place not paid for in time' })).toBeTruthy();
    expect(
      screen.getByText(
        'Your place was not paid for in time, so it went to the next in line. You can register again while registration is open.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.queryByRole('region', { name: /Pay to keep your place|Payment/ })).toBeNull();
  });
});

// ---- Razorpay's checkout, where the site has the gateway (issue 49, item 6) ----

const PAY_BY_CARD = 'Pay by card, UPI app or netbanking';

/** What `POST …/gateway-order` answers. */
const CHECKOUT: GatewayCheckout = {
  gateway: 'razorpay',
  keyId: 'rzp_test_1DP5mmOlF5G5ag',
  orderId: 'order_NcE5dJ8p7H1x2Y',
  amountPaise: 30000,
  currency: 'INR',
  name: 'IEEE Student Branch',
  description: 'Analogue Circuits Clinic',
  prefill: { name: 'Grace Hopper', email: 'grace@example.edu' },
};

/** What the checkout's handler receives once the payment is made. */
const CHECKOUT_PAID = {
  razorpay_order_id: CHECKOUT.orderId,
  razorpay_payment_id: 'pay_NcE6gT2mPq9Zr1',
  razorpay_signature: 'a'.repeat(64),
};

type CheckoutOptions = ConstructorParameters<RazorpayConstructor>[0];
type FailureListener = (answer: { error: { description: string } }) => void;

/**
 * A stand-in for Razorpay's checkout on `window`, as its script would leave it (so nothing is
 * loaded): each checkout opened, with its options and its `payment.failed` listeners.
 */
function installFakeRazorpay() {
  const opened: { options: CheckoutOptions; failed: FailureListener[] }[] = [];
  window.Razorpay = class {
    readonly #checkout: { options: CheckoutOptions; failed: FailureListener[] };
    constructor(options: CheckoutOptions) {
      this.#checkout = { options, failed: [] };
    }
    on(_event: 'payment.failed', listener: FailureListener) {
      this.#checkout.failed.push(listener);
    }
    open() {
      opened.push(this.#checkout);
    }
  };
  return opened;
}

/** The registration once the gateway's payment is recorded: confirmed, and paid. */
const paidThroughGateway = () =>
  registration({
    status: 'confirmed',
    confirmBy: null,
    holdFor: null,
    ticketCode: 'K7QX-9M2P-4TRW',
    payment: payment({
      state: 'paid',
      payBy: null,
      upiLink: null,
      payee: null,
      records: [
        {
          id: 125,
          kind: 'payment',
          method: 'gateway',
          amount: '300.00',
          receiptNumber: 'R-000125',
          note: '',
          at: '2026-06-16T09:05:00.000Z',
        },
      ],
    }),
  });

const withGateway = () => registration({ payment: payment({ gateway: 'razorpay' }) });

describe('paying through the gateway’s checkout', () => {
  it('offers no checkout on a site without the gateway', () => {
    renderPanel(registration());
    expect(screen.queryByRole('button', { name: PAY_BY_CARD })).toBeNull();
    expect(screen.queryByText(/Razorpay/)).toBeNull();
  });

  it('opens the checkout for the server’s order, records its payment and says the place is confirmed', async () => {
    const opened = installFakeRazorpay();
    const paid = paidThroughGateway();
    fetchMock.mockResolvedValueOnce(json(200, CHECKOUT)).mockResolvedValueOnce(json(200, paid));
    const { changes } = renderPanel(withGateway());
    const due = section();
    // Beside the UPI way, which stays.
    expect(within(due).getByRole('link', { name: 'Pay with a UPI app' })).toBeTruthy();
    expect(
      within(due).getByText('Paid through Razorpay: your place is confirmed at once.'),
    ).toBeTruthy();
    const button = within(due).getByRole('button', { name: PAY_BY_CARD }) as HTMLButtonElement;

    fireEvent.click(button);
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Opening the checkout…');
    await waitFor(() => expect(opened).toHaveLength(1));
    const [orderUrl, orderInit] = fetchMock.mock.calls[0] ?? [];
    expect(orderUrl).toBe(`/api/registrations/${TOKEN}/gateway-order`);
    expect(orderInit?.method).toBe('POST');
    // No session: the personal link is the key.
    expect(new Headers(orderInit?.headers).get('authorization')).toBeNull();
    const [checkout] = opened;
    expect(checkout?.options).toMatchObject({
      key: CHECKOUT.keyId,
      order_id: CHECKOUT.orderId,
      amount: 30000,
      currency: 'INR',
      name: CHECKOUT.name,
      description: CHECKOUT.description,
      prefill: { name: 'Grace Hopper', email: 'grace@example.edu' },
    });

    act(() => checkout?.options.handler(CHECKOUT_PAID));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Payment received: your place is confirmed.',
    );
    const [paymentUrl, paymentInit] = fetchMock.mock.calls[1] ?? [];
    expect(paymentUrl).toBe(`/api/registrations/${TOKEN}/gateway-payment`);
    expect(paymentInit?.method).toBe('POST');
    expect(JSON.parse(String(paymentInit?.body))).toEqual(CHECKOUT_PAID);
    expect(new Headers(paymentInit?.headers).get('authorization')).toBeNull();
    expect(changes).toEqual([paid]);
    expect(button.disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the payment was received on the personal page, now showing the place paid for', async () => {
    const opened = installFakeRazorpay();
    fetchMock
      .mockResolvedValueOnce(json(200, CHECKOUT))
      .mockResolvedValueOnce(json(200, paidThroughGateway()));
    render(<RegistrationPanel token={TOKEN} registration={withGateway()} />);
    fireEvent.click(screen.getByRole('button', { name: PAY_BY_CARD }));
    await waitFor(() => expect(opened).toHaveLength(1));
    act(() => opened[0]?.options.handler(CHECKOUT_PAID));

    const panel = await screen.findByRole('region', { name: 'Payment' });
    expect(within(panel).getByRole('status').textContent).toBe(
      'Payment received: your place is confirmed.',
    );
    expect(within(panel).getByText(/^Paid:/).textContent).toBe(
      'Paid: INR 300.00 (reference CH7K2M9Q)',
    );
    expect(screen.queryByRole('button', { name: PAY_BY_CARD })).toBeNull();
  });

  it('says nothing was paid when the checkout is closed, and offers it again', async () => {
    const opened = installFakeRazorpay();
    fetchMock.mockResolvedValueOnce(json(200, CHECKOUT));
    const { changes } = renderPanel(withGateway());
    const button = screen.getByRole('button', { name: PAY_BY_CARD }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(opened).toHaveLength(1));

    act(() => opened[0]?.options.modal.ondismiss());
    expect((await screen.findByRole('status')).textContent).toBe(
      'Checkout closed: nothing was paid.',
    );
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe(PAY_BY_CARD);
    // The keyboard's place, back on the button the checkout covered.
    expect(document.activeElement).toBe(button);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(changes).toEqual([]);
  });

  it('keeps why the last try failed, for when the checkout is closed', async () => {
    const opened = installFakeRazorpay();
    fetchMock.mockResolvedValueOnce(json(200, CHECKOUT));
    renderPanel(withGateway());
    fireEvent.click(screen.getByRole('button', { name: PAY_BY_CARD }));
    await waitFor(() => expect(opened).toHaveLength(1));
    const [checkout] = opened;

    // The checkout stays open after a failed try: nothing is said on the page yet.
    for (const listener of checkout?.failed ?? []) {
      listener({ error: { description: 'Your card was declined.' } });
    }
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => checkout?.options.modal.ondismiss());
    expect((await screen.findByRole('status')).textContent).toBe(
      'Checkout closed: nothing was paid. The last try failed: Your card was declined.',
    );
  });

  it('shows the server’s refusal to create the order (503), opening no checkout', async () => {
    const opened = installFakeRazorpay();
    const refusal = 'The payment gateway did not answer. Please try again in a few minutes.';
    fetchMock.mockResolvedValueOnce(json(503, { error: refusal }));
    const { changes } = renderPanel(withGateway());
    const button = screen.getByRole('button', { name: PAY_BY_CARD }) as HTMLButtonElement;
    fireEvent.click(button);

    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(opened).toEqual([]);
    expect(button.disabled).toBe(false);
    expect(changes).toEqual([]);
  });

  it('gives the payment id when the server refuses to record a payment the checkout made', async () => {
    const opened = installFakeRazorpay();
    const refusal = 'The payment could not be verified.';
    fetchMock
      .mockResolvedValueOnce(json(200, CHECKOUT))
      .mockResolvedValueOnce(json(400, { error: refusal }));
    const { changes } = renderPanel(withGateway());
    fireEvent.click(screen.getByRole('button', { name: PAY_BY_CARD }));
    await waitFor(() => expect(opened).toHaveLength(1));
    act(() => opened[0]?.options.handler(CHECKOUT_PAID));

    expect((await screen.findByRole('alert')).textContent).toBe(
      `${refusal} Your payment id is pay_NcE6gT2mPq9Zr1: give it to the organisers if money left your account.`,
    );
    expect(changes).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
