import { CHECK_IN_MESSAGES, TICKET_CODE_MESSAGE } from '@chapterhouse/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardApi, sampleData } from '../../../test/dashboard-fixtures';
import {
  deskApi,
  type FakeDesk,
  sampleDeskEvent,
  sampleRegistration,
} from '../../../test/desk-fixtures';
import { renderDashboard } from '../../routes/organisation-dashboard/test-render';

const fetchMock = vi.fn<typeof fetch>();
let desk: FakeDesk;
beforeEach(() => {
  localStorage.setItem('authToken', 't');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  desk = {
    event: sampleDeskEvent(),
    registrations: [
      sampleRegistration({ id: 1 }),
      sampleRegistration({
        id: 2,
        name: 'Grace Hopper',
        email: 'grace@example.edu',
        ticketCode: 'AAAA-BBBB-CCCC',
      }),
    ],
    calls: [],
    refuseNext: null,
  };
  fetchMock.mockImplementation(dashboardApi(sampleData(), deskApi(desk)));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const SCREEN = '/societies/computer-society/dashboard/events/11/check-in';
const posts = () => desk.calls.filter((call) => call.method === 'POST');
/** The region screen readers hear each result from. */
const liveRegion = () => document.querySelector('[aria-live="assertive"]') as HTMLElement;

async function typeCode(code: string) {
  const field = await screen.findByLabelText('Ticket code');
  fireEvent.change(field, { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
}

describe('the check-in screen', () => {
  it('checks a typed code in once, and says so where screen readers hear it', async () => {
    renderDashboard(SCREEN);
    expect(
      await screen.findByRole('heading', { name: 'Check-in: Robotics Workshop' }),
    ).toBeTruthy();
    expect(screen.getByText('0 of 2')).toBeTruthy();

    // As people type it: lower case, spaces for dashes.
    await typeCode('k7qx 9m2p 4trw');
    await waitFor(() =>
      expect(liveRegion().textContent).toContain(CHECK_IN_MESSAGES.checkedIn('Ada Lovelace')),
    );
    expect(posts()).toEqual([
      { method: 'POST', path: '/check-in', body: { ticketCode: 'K7QX-9M2P-4TRW' } },
    ]);
    // Ready for the next person: the field is empty again; the count follows.
    expect((screen.getByLabelText('Ticket code') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(screen.getByText('1 of 2')).toBeTruthy());

    await typeCode('K7QX-9M2P-4TRW');
    await waitFor(() =>
      expect(liveRegion().textContent).toContain('Already checked in at 18:02: Ada Lovelace'),
    );
    // Kept, so the person at the door can read it again.
    expect((screen.getByLabelText('Ticket code') as HTMLInputElement).value).toBe('K7QX-9M2P-4TRW');

    await typeCode('ZZZZ-ZZZZ-ZZZZ');
    await waitFor(() => expect(liveRegion().textContent).toContain(CHECK_IN_MESSAGES.noTicket));
  });

  it('asks for a whole code before asking the server', async () => {
    renderDashboard(SCREEN);
    await typeCode('K7QX');
    await waitFor(() => expect(liveRegion().textContent).toContain(TICKET_CODE_MESSAGE));
    expect(posts()).toEqual([]);
  });

  it('finds someone by name and checks them in', async () => {
    renderDashboard(SCREEN);
    fireEvent.change(await screen.findByLabelText('Name or e-mail'), {
      target: { value: 'grace' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    const found = await screen.findByRole('list', { name: 'Found' });
    fireEvent.click(within(found).getByRole('button', { name: /^Check in ?Grace Hopper$/ }));
    await waitFor(() =>
      expect(liveRegion().textContent).toContain(CHECK_IN_MESSAGES.checkedIn('Grace Hopper')),
    );
    expect(posts()).toEqual([{ method: 'POST', path: '/check-in', body: { registrationId: 2 } }]);
    // Found again after the check-in: now checked in, with no button left.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Found' })).getByText(/Checked in/),
      ).toBeTruthy(),
    );
    expect(within(screen.getByRole('list', { name: 'Found' })).queryByRole('button')).toBeNull();
  });

  it('offers the camera without starting it', async () => {
    renderDashboard(SCREEN);
    expect(await screen.findByRole('button', { name: 'Scan a QR code' })).toBeTruthy();
  });
});
