import type {
  AuthUser,
  DeskPaymentResult,
  DeskRegistration,
  EventAccounts,
} from '@chapterhouse/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardApi, sampleData } from '../../../test/dashboard-fixtures';
import {
  deskApi,
  type FakeDesk,
  sampleDeskEvent,
  sampleRegistration,
} from '../../../test/desk-fixtures';
import { jsonResponse as json, sampleSocietyAdmin } from '../../../test/fetch-stub';
import { renderDashboard } from '../../routes/organisation-dashboard/test-render';
import { accountsFigures } from './event-accounts-panel';

const sampleAccounts = (overrides: Partial<EventAccounts> = {}): EventAccounts => ({
  currency: 'INR',
  collected: '3750.00',
  payments: 3,
  refunded: '0.00',
  refunds: 0,
  net: '3750.00',
  pending: { count: 1, amount: '1250.00' },
  paidRegistrations: 3,
  ...overrides,
});

const fetchMock = vi.fn<typeof fetch>();
let desk: FakeDesk;
/** Who GET /api/auth/profile says is signed in: the chair (an owner) unless a test says. */
let signedIn: AuthUser;
/** What GET .../payments answers: the figures, or a refusal. */
let accounts: EventAccounts | { status: number; error: string };
/** The paths of the treasurer's routes asked for, in order (after `/events/11`). */
let asked: string[];

/** The treasurer's routes as the server answers them; the desk's own are left to `deskApi`. */
function accountsApi(path: string, init: RequestInit | undefined): Response | undefined {
  if (path === '/api/auth/profile') return json(200, signedIn);
  const match = path.match(/\/events\/11(\/payments(?:\/export)?|\/registrations\/\d+\/payments)$/);
  if (!match?.[1]) return undefined;
  asked.push(match[1]);
  if (match[1] === '/payments') {
    return 'error' in accounts
      ? json(accounts.status, { error: accounts.error })
      : json(200, accounts);
  }
  if (match[1] === '/payments/export') {
    return new Response('Date,Receipt\n', {
      status: 200,
      headers: { 'content-type': 'text/csv; charset=utf-8' },
    });
  }
  if (init?.method !== 'POST') return undefined;
  // Ada pays her 1,250.00 in cash: the server's figures move with it.
  const ada = desk.registrations[0] as DeskRegistration;
  ada.payment = { ...(ada.payment as NonNullable<DeskRegistration['payment']>), state: 'paid' };
  accounts = sampleAccounts({
    collected: '5000.00',
    payments: 4,
    net: '5000.00',
    pending: { count: 0, amount: '0.00' },
    paidRegistrations: 4,
  });
  const answer: DeskPaymentResult = {
    record: {
      id: 12,
      kind: 'payment',
      method: 'cash',
      amount: '1250.00',
      receiptNumber: 'R-000012',
      note: 'Paid in cash at the desk',
      at: '2031-05-10T04:00:00.000Z',
    },
    registration: ada,
  };
  return json(200, answer);
}

beforeEach(() => {
  localStorage.setItem('authToken', 't');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  signedIn = sampleSocietyAdmin;
  accounts = sampleAccounts();
  asked = [];
  desk = {
    event: sampleDeskEvent({ questions: [], priceCurrency: 'INR' }),
    registrations: [
      sampleRegistration({
        id: 1,
        payment: {
          state: 'due',
          amount: '1250.00',
          reference: 'CH7K2M9Q',
          payBy: null,
          utr: null,
        },
      }),
    ],
    calls: [],
    refuseNext: null,
  };
  fetchMock.mockImplementation(
    dashboardApi(
      sampleData(),
      (path, init) => accountsApi(path, init) ?? deskApi(desk)(path, init),
    ),
  );
});
afterEach(() => {
  cleanup();
  toast.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const VIEW = '/societies/computer-society/dashboard/events/11/registrations';
const panel = () => screen.findByRole('region', { name: 'Payments' });
/** The panel's figures, label and value. */
const figuresIn = (region: HTMLElement) =>
  [...region.querySelectorAll('dl > div')].map((item) => [
    item.querySelector('dt')?.textContent,
    item.querySelector('dd')?.textContent,
  ]);

describe('the Payments panel of the desk', () => {
  it("shows a paid event's money to those who keep the accounts", async () => {
    renderDashboard(VIEW);
    const payments = await panel();
    await waitFor(() =>
      expect(figuresIn(payments)).toEqual([
        ['Collected', 'INR 3,750.00 (3 payments)'],
        ['Refunded', 'INR 0.00'],
        ['Net', 'INR 3,750.00'],
        ['Still due', 'INR 1,250.00 from 1 place'],
        ['Paid in full', '3'],
      ]),
    );
    expect(asked).toEqual(['/payments']);
    const read = fetchMock.mock.calls.find(([path]) =>
      String(path).endsWith('/events/11/payments'),
    );
    expect(String(read?.[0])).toBe('/api/society-dashboard/society/3/events/11/payments');
  });

  it('downloads the payments as CSV with the session', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:payments'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderDashboard(VIEW);
    fireEvent.click(
      await within(await panel()).findByRole('button', { name: 'Download payments (CSV)' }),
    );
    expect(
      await screen.findByText('The payments are saved as robotics-workshop-payments.csv.'),
    ).toBeTruthy();
    expect(saved).toEqual(['robotics-workshop-payments.csv']);
    const download = fetchMock.mock.calls.find(([path]) => String(path).endsWith('/export'));
    expect(String(download?.[0])).toBe(
      '/api/society-dashboard/society/3/events/11/payments/export',
    );
    expect(download?.[1]?.headers).toEqual({ authorization: 'Bearer t' });
  });

  it('reads the figures again once the treasurer records a payment', async () => {
    renderDashboard(VIEW);
    const payments = await panel();
    await within(payments).findByText('INR 1,250.00 from 1 place');
    fireEvent.click(
      await screen.findByRole('button', { name: /^Record payment ?: Ada Lovelace$/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Record payment: Ada Lovelace' });
    fireEvent.change(within(dialog).getByLabelText('Note'), {
      target: { value: 'Paid in cash at the desk' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() =>
      expect(figuresIn(payments)).toEqual([
        ['Collected', 'INR 5,000.00 (4 payments)'],
        ['Refunded', 'INR 0.00'],
        ['Net', 'INR 5,000.00'],
        ['Still due', 'Nothing'],
        ['Paid in full', '4'],
      ]),
    );
    expect(asked).toEqual(['/payments', '/registrations/1/payments', '/payments']);
  });

  it('reads the figures again when a place is taken away, as what is due changes', async () => {
    renderDashboard(VIEW);
    await within(await panel()).findByText('INR 1,250.00 from 1 place');
    fireEvent.click(
      await screen.findByRole('button', { name: /^Move to waiting list ?: Ada Lovelace$/ }),
    );
    await waitFor(() => expect(asked).toEqual(['/payments', '/payments']));
  });

  it("says why the figures could not be read, and keeps the desk's list", async () => {
    accounts = { status: 500, error: 'The payments are being counted. Try again in a minute.' };
    renderDashboard(VIEW);
    const payments = await panel();
    expect((await within(payments).findByRole('alert')).textContent).toBe(
      'The payments are being counted. Try again in a minute.',
    );
    expect(within(payments).queryByText('Collected')).toBeNull();
    expect(
      await screen.findByRole('table', { name: 'Registrations for Robotics Workshop' }),
    ).toBeTruthy();
  });

  it("says when the payments' CSV could not be made", async () => {
    renderDashboard(VIEW);
    const payments = await panel();
    await within(payments).findByText('INR 3,750.00');
    fetchMock.mockImplementation(
      dashboardApi(sampleData(), (path, init) =>
        path.endsWith('/payments/export')
          ? json(500, { error: 'The file could not be made.' })
          : (accountsApi(path, init) ?? deskApi(desk)(path, init)),
      ),
    );
    fireEvent.click(within(payments).getByRole('button', { name: 'Download payments (CSV)' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The file could not be made.');
  });

  it('is not shown to an editor, who may not see the money', async () => {
    signedIn = {
      ...sampleSocietyAdmin,
      teams: sampleSocietyAdmin.teams.map((team) => ({ ...team, role: 'editor' as const })),
    };
    renderDashboard(VIEW);
    await screen.findByRole('table', { name: 'Registrations for Robotics Workshop' });
    expect(screen.queryByRole('region', { name: 'Payments' })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('is not shown for a free event', async () => {
    desk.event = sampleDeskEvent({ questions: [], priceCurrency: null });
    renderDashboard(VIEW);
    await screen.findByRole('table', { name: 'Registrations for Robotics Workshop' });
    expect(screen.queryByRole('region', { name: 'Payments' })).toBeNull();
    expect(asked).toEqual([]);
  });
});

describe('accountsFigures', () => {
  it('counts refunds and places in words', () => {
    expect(
      accountsFigures(
        sampleAccounts({
          collected: '1500.00',
          payments: 1,
          refunded: '300.5',
          refunds: 2,
          net: '1199.50',
          pending: { count: 2, amount: '600.00' },
          paidRegistrations: 1,
        }),
      ),
    ).toEqual([
      ['Collected', 'INR 1,500.00 (1 payment)'],
      ['Refunded', 'INR 300.50 (2 refunds)'],
      ['Net', 'INR 1,199.50'],
      ['Still due', 'INR 600.00 from 2 places'],
      ['Paid in full', '1'],
    ]);
  });
});
