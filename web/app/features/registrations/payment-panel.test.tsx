import type { Registration, RegistrationPayment } from '@chapterhouse/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse as json, stubFetchPerTest } from '../../../test/fetch-stub';
import { sampleRegistration } from '../../../test/registration-fixtures';
import { setBranchClock } from '../../lib/branch-clock';
import { PaymentPanel } from './payment-panel';
import { RegistrationPanel } from './registration-panel';

const fetchMock = stubFetchPerTest();
beforeEach(() => setBranchClock({ timeZone: 'Asia/Kolkata', languageTag: 'en-IN' }));
afterEach(() => {
  cleanup();
  setBranchClock(null);
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
