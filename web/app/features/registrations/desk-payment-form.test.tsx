import type {
  AuthUser,
  DeskPaymentResult,
  DeskRegistration,
  RegistrationPaymentRecord,
} from '@chapterhouse/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardApi, sampleData } from '../../../test/dashboard-fixtures';
import {
  deskApi,
  type FakeDesk,
  sampleDeskEvent,
  sampleRegistration,
} from '../../../test/desk-fixtures';
import { jsonResponse as json, sampleSocietyAdmin } from '../../../test/fetch-stub';
import { formatLocalDateTime } from '../../lib/format';
import { renderDashboard } from '../../routes/organisation-dashboard/test-render';

const PAY_BY = '2031-05-08T12:30:00.000Z';
const UNPAID =
  'Ada Lovelace has not paid yet: their place is only held for them. Record their payment first (Payment, then Cash).';

type DeskPayment = NonNullable<DeskRegistration['payment']>;
const payment = (overrides: Partial<DeskPayment> = {}): DeskPayment => ({
  state: 'due',
  amount: '300.00',
  reference: 'CH7K2M9Q',
  payBy: PAY_BY,
  utr: null,
  ...overrides,
});

const fetchMock = vi.fn<typeof fetch>();
let desk: FakeDesk;
/** Who GET /api/auth/profile says is signed in: the chair (an owner) unless a test says. */
let signedIn: AuthUser;
/** The POSTs to the payments route, and the refusal the next one gets (if any). */
let recorded: { path: string; body: unknown }[];
let refuseRecording: { status: number; error: string } | null;

/** The payments route as the server answers it: the record, and the registration now paid. */
function paymentsApi(path: string, init: RequestInit | undefined): Response | undefined {
  if (path === '/api/auth/profile') return json(200, signedIn);
  const match = path.match(/\/events\/11\/registrations\/(\d+)\/payments$/);
  if (!match || init?.method !== 'POST') return undefined;
  const body = JSON.parse(String(init.body)) as { method: 'cash' | 'bank-transfer' };
  recorded.push({ path: path.slice(path.indexOf('/registrations/')), body });
  if (refuseRecording) return json(refuseRecording.status, { error: refuseRecording.error });
  const registration = desk.registrations.find((r) => r.id === Number(match[1]));
  if (!registration?.payment) return json(404, { error: 'Registration not found.' });
  registration.payment = { ...registration.payment, state: 'paid', payBy: null };
  registration.version += 1;
  const record: RegistrationPaymentRecord = {
    id: 12,
    kind: 'payment',
    method: body.method,
    amount: registration.payment.amount,
    receiptNumber: 'R-000012',
    note: 'Paid in cash at the desk',
    at: '2031-05-10T04:00:00.000Z',
  };
  return json(200, { record, registration } satisfies DeskPaymentResult);
}

beforeEach(() => {
  localStorage.setItem('authToken', 't');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  signedIn = sampleSocietyAdmin;
  recorded = [];
  refuseRecording = null;
  desk = {
    event: sampleDeskEvent({ questions: [] }),
    registrations: [
      sampleRegistration({ id: 1, payment: payment() }),
      sampleRegistration({
        id: 2,
        name: 'Grace Hopper',
        email: 'grace@example.edu',
        status: 'waitlisted',
        waitlistPosition: 1,
        ticketCode: 'AAAA-BBBB-CCCC',
        payment: payment({ state: 'awaiting-place', payBy: null, reference: 'CH2B4D6F' }),
      }),
      sampleRegistration({
        id: 3,
        name: 'Alan Turing',
        email: 'alan@example.edu',
        ticketCode: 'DDDD-EEEE-FFFF',
        payment: payment({
          state: 'paid',
          payBy: null,
          reference: 'CH3C5E7G',
          utr: '634512345678',
        }),
      }),
      sampleRegistration({
        id: 4,
        name: 'Hedy Lamarr',
        email: 'hedy@example.edu',
        status: 'cancelled',
        ticketCode: 'GGGG-HHHH-JJJJ',
        payment: payment({ state: 'refunded', payBy: null, reference: 'CH4D6F8H' }),
      }),
      sampleRegistration({
        id: 5,
        name: 'Free Rider',
        email: 'free@example.edu',
        ticketCode: 'KKKK-LLLL-MMMM',
        payment: null,
      }),
    ],
    calls: [],
    refuseNext: null,
  };
  fetchMock.mockImplementation(
    dashboardApi(
      sampleData(),
      (path, init) => paymentsApi(path, init) ?? deskApi(desk)(path, init),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const VIEW = '/societies/computer-society/dashboard/events/11/registrations';
const rowOf = async (name: string) =>
  (
    await within(
      await screen.findByRole('table', { name: 'Registrations for Robotics Workshop' }),
    ).findByRole('rowheader', { name: new RegExp(name) })
  ).closest('tr') as HTMLElement;
const recordButton = (row: HTMLElement, name: string) =>
  within(row).queryByRole('button', { name: new RegExp(`^Record payment ?: ${name}$`) });

async function openRecordPayment(name: string) {
  const button = recordButton(await rowOf(name), name);
  if (!button) throw new Error(`No Record payment button for ${name}`);
  // As a browser does on a click: the dialog gives focus back to what had it.
  button.focus();
  fireEvent.click(button);
  return screen.findByRole('dialog', { name: `Record payment: ${name}` });
}

describe('paid registrations at the desk', () => {
  it('says where each registration’s payment stands, with its reference and UTR', async () => {
    renderDashboard(VIEW);
    const ada = await rowOf('Ada Lovelace');
    expect(
      within(ada).getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === `Payment due: INR 300.00 by ${formatLocalDateTime(PAY_BY)}`,
      ),
    ).toBeTruthy();
    expect(within(ada).getByText('Ref CH7K2M9Q')).toBeTruthy();
    expect(within(ada).queryByText(/^UTR/)).toBeNull();
    // Held for payment: the server would refuse the check-in, so the desk does not offer it.
    expect(within(ada).queryByLabelText('Attendance of Ada Lovelace')).toBeNull();
    expect(
      within(ada).getByText('Cannot be checked in until their payment is recorded.'),
    ).toBeTruthy();

    const grace = await rowOf('Grace Hopper');
    expect(within(grace).getByText('Pays INR 300.00 once given a place')).toBeTruthy();
    expect(within(grace).getByText('Ref CH2B4D6F')).toBeTruthy();

    const alan = await rowOf('Alan Turing');
    expect(within(alan).getByText('Paid INR 300.00')).toBeTruthy();
    expect(within(alan).getByText('UTR 634512345678')).toBeTruthy();
    expect(within(alan).getByLabelText('Attendance of Alan Turing')).toBeTruthy();

    expect(within(await rowOf('Hedy Lamarr')).getByText('Refunded')).toBeTruthy();

    const free = await rowOf('Free Rider');
    expect(within(free).queryByText(/^Ref /)).toBeNull();
    expect(recordButton(free, 'Free Rider')).toBeNull();
  });

  it('offers the check-in of a payment due without a hold (a place an officer gave)', async () => {
    const ada = desk.registrations[0] as DeskRegistration;
    ada.payment = payment({ payBy: null });
    renderDashboard(VIEW);
    const row = await rowOf('Ada Lovelace');
    expect(within(row).getByText('Payment due: INR 300.00')).toBeTruthy();
    expect(within(row).getByLabelText('Attendance of Ada Lovelace')).toBeTruthy();
  });

  it('records a payment in cash and shows the row as the server answers it', async () => {
    renderDashboard(VIEW);
    const dialog = await openRecordPayment('Ada Lovelace');
    // Focus moves into the dialog, to its first choice.
    const received = within(dialog).getByRole('radio', { name: 'Payment received' });
    await waitFor(() => expect(document.activeElement).toBe(received));
    expect((received as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText('How') as HTMLSelectElement).value).toBe('cash');
    const amount = within(dialog).getByLabelText('Amount (INR)') as HTMLInputElement;
    expect(amount.placeholder).toBe('300.00');
    expect(amount.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('Leave blank for the whole amount')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Note'), {
      target: { value: 'Paid in cash at the desk' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));

    expect(
      await screen.findByText('Recorded R-000012: INR 300.00 from Ada Lovelace (cash).'),
    ).toBeTruthy();
    // A blank amount is left out: the whole amount due.
    expect(recorded).toEqual([
      {
        path: '/registrations/1/payments',
        body: { kind: 'payment', method: 'cash', note: 'Paid in cash at the desk' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const ada = await rowOf('Ada Lovelace');
    await waitFor(() => expect(within(ada).getByText('Paid INR 300.00')).toBeTruthy());
    expect(within(ada).queryByText(/^Payment due/)).toBeNull();
    // Paid: the check-in is theirs again.
    expect(within(ada).getByLabelText('Attendance of Ada Lovelace')).toBeTruthy();
  });

  it('sends an amount and a refund by bank transfer as chosen', async () => {
    renderDashboard(VIEW);
    const dialog = await openRecordPayment('Alan Turing');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Refund' }));
    fireEvent.change(within(dialog).getByLabelText('How'), {
      target: { value: 'bank-transfer' },
    });
    fireEvent.change(within(dialog).getByLabelText('Amount (INR)'), { target: { value: '150' } });
    fireEvent.change(within(dialog).getByLabelText('Note'), {
      target: { value: 'Half back: left at the break' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() =>
      expect(recorded).toEqual([
        {
          path: '/registrations/3/payments',
          body: {
            kind: 'refund',
            method: 'bank-transfer',
            amount: '150',
            note: 'Half back: left at the break',
          },
        },
      ]),
    );
  });

  it('asks for a note and a readable amount before asking the server', async () => {
    renderDashboard(VIEW);
    const dialog = await openRecordPayment('Ada Lovelace');
    fireEvent.change(within(dialog).getByLabelText('Amount (INR)'), {
      target: { value: 'three hundred' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(
      await within(dialog).findByText('Say what this is for, such as "Paid in cash at the desk"'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Enter an amount such as 300 or 299.50')).toBeTruthy();
    expect(recorded).toEqual([]);
  });

  it('shows the server’s refusal in the dialog and changes nothing', async () => {
    refuseRecording = {
      status: 409,
      error: 'Ada Lovelace has paid already: record a refund to give money back.',
    };
    renderDashboard(VIEW);
    const dialog = await openRecordPayment('Ada Lovelace');
    fireEvent.change(within(dialog).getByLabelText('Note'), {
      target: { value: 'Paid in cash at the desk' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Ada Lovelace has paid already: record a refund to give money back.',
    );
    expect(recorded).toHaveLength(1);
    // Still open, as filled in; the row still says what is due.
    expect((within(dialog).getByLabelText('Note') as HTMLTextAreaElement).value).toBe(
      'Paid in cash at the desk',
    );
    expect(within(await rowOf('Ada Lovelace')).getByText(/^Payment due: INR 300.00/)).toBeTruthy();

    // Escape closes it, and focus goes back to the button that opened it.
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(recordButton(await rowOf('Ada Lovelace'), 'Ada Lovelace'));
  });

  it('closes on Cancel without recording anything', async () => {
    renderDashboard(VIEW);
    const dialog = await openRecordPayment('Ada Lovelace');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(recorded).toEqual([]);
  });

  it('shows an editor the payments but not the way to record them', async () => {
    signedIn = {
      ...sampleSocietyAdmin,
      teams: sampleSocietyAdmin.teams.map((team) => ({ ...team, role: 'editor' as const })),
    };
    renderDashboard(VIEW);
    const ada = await rowOf('Ada Lovelace');
    expect(within(ada).getByText(/^Payment due: INR 300.00/)).toBeTruthy();
    // The row's own actions are there (the desk is an editor's too), the treasurer's are not.
    expect(within(ada).getByRole('button', { name: /^Remove ?: Ada Lovelace$/ })).toBeTruthy();
    expect(recordButton(ada, 'Ada Lovelace')).toBeNull();
    expect(recordButton(await rowOf('Alan Turing'), 'Alan Turing')).toBeNull();
  });

  it('shows the branch admins the way to record payments', async () => {
    signedIn = { ...sampleSocietyAdmin, role: 'BRANCH_ADMIN', teams: [] };
    renderDashboard(VIEW);
    expect(recordButton(await rowOf('Ada Lovelace'), 'Ada Lovelace')).toBeTruthy();
  });
});

describe('the check-in screen', () => {
  it('says why someone who has not paid cannot be checked in', async () => {
    desk.refuseNext = { status: 409, error: UNPAID };
    renderDashboard('/societies/computer-society/dashboard/events/11/check-in');
    fireEvent.change(await screen.findByLabelText('Ticket code'), {
      target: { value: 'K7QX-9M2P-4TRW' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    const live = document.querySelector('[aria-live="assertive"]') as HTMLElement;
    await waitFor(() => expect(live.textContent).toContain(UNPAID));
  });
});
