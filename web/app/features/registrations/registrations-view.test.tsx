import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardApi, sampleData, sampleEvent } from '../../../test/dashboard-fixtures';
import {
  deskApi,
  type FakeDesk,
  sampleDeskEvent,
  sampleRegistration,
} from '../../../test/desk-fixtures';
import { renderDashboard } from '../../routes/organisation-dashboard/test-render';
import { CONFIRM_REMOVE, countsSummary } from './registrations-view';

const fetchMock = vi.fn<typeof fetch>();
let desk: FakeDesk;
beforeEach(() => {
  localStorage.setItem('authToken', 't');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  desk = {
    event: sampleDeskEvent(),
    registrations: [
      sampleRegistration({ id: 1, answers: { q1: 'Vegetarian' } }),
      sampleRegistration({
        id: 2,
        name: 'Grace Hopper',
        email: 'grace@example.edu',
        status: 'waitlisted',
        waitlistPosition: 1,
        ticketCode: 'AAAA-BBBB-CCCC',
      }),
      sampleRegistration({
        id: 3,
        name: 'Alan Turing',
        email: 'alan@example.edu',
        status: 'pending',
        ticketCode: 'DDDD-EEEE-FFFF',
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

const VIEW = '/societies/computer-society/dashboard/events/11/registrations';
/** A row's button: its word, then (for screen readers) whose row it is. */
const named = (label: string, item: string) => new RegExp(`^${label} ?: ${item}$`);
const posts = () => desk.calls.filter((call) => call.method === 'POST');
const table = () => screen.findByRole('table', { name: 'Registrations for Robotics Workshop' });
const rowOf = async (name: string) =>
  (await within(await table()).findByRole('rowheader', { name: new RegExp(name) })).closest(
    'tr',
  ) as HTMLElement;

describe('a hybrid event’s desk', () => {
  it('counts the places in the room and online apart', () => {
    const counts = {
      confirmed: 12,
      waitlisted: 3,
      pending: 0,
      declined: 0,
      cancelled: 1,
      'checked-in': 0,
      'awaiting-confirmation': 0,
    };
    const hybrid = {
      attendanceMode: 'hybrid' as const,
      capacity: 10,
      onlineCapacity: null,
      registrations: 12,
      registrationsOnline: 4,
    };
    expect(countsSummary(counts, hybrid)).toBe(
      '12 confirmed: 8 of 10 in the room, 4 online, 3 on the waiting list, 0 checked in',
    );
    expect(countsSummary(counts, { ...hybrid, attendanceMode: 'in-person' })).toBe(
      '12 of 10 places taken, 3 on the waiting list, 0 checked in',
    );
  });
});

describe('the Registrations view', () => {
  it('lists registrations with their status, answers and counts, and filters them in the URL', async () => {
    renderDashboard(VIEW);
    expect(
      await screen.findByRole('heading', { name: 'Registrations: Robotics Workshop' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        /1 of 2 places taken, 1 on the waiting list, 1 awaiting approval, 0 checked in/,
      ),
    ).toBeTruthy();
    const ada = await rowOf('Ada Lovelace');
    expect(within(ada).getByText('Confirmed')).toBeTruthy();
    expect(within(ada).getByText('Vegetarian')).toBeTruthy();
    expect(within(await rowOf('Grace Hopper')).getByText('No. 1 in line')).toBeTruthy();
    // The Events tab stays the selected tab of the dashboard.
    expect(screen.getByRole('tab', { name: 'Events' }).getAttribute('aria-selected')).toBe('true');

    const show = screen.getByLabelText('Show') as HTMLSelectElement;
    expect([...show.options].map((option) => option.text)).toEqual([
      'All (3)',
      'Confirmed (1)',
      'Checked in (0)',
      'Waiting list (1)',
      'Awaiting approval (1)',
      'Awaiting confirmation (0)',
      'Cancelled (0)',
      'Declined (0)',
    ]);
    fireEvent.change(show, { target: { value: 'waitlisted' } });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`${VIEW}?status=waitlisted`),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(1),
    );
    expect(desk.calls.at(-1)?.path).toBe('/registrations?page=1&limit=20&status=waitlisted');
  });

  it('shows a registration whose address is unconfirmed as awaiting confirmation, counted apart', async () => {
    desk.registrations.push(
      sampleRegistration({
        id: 4,
        name: 'Hedy Lamarr',
        email: 'hedy@example.edu',
        ticketCode: 'GGGG-HHHH-JJJJ',
        awaitingConfirmation: true,
      }),
    );
    renderDashboard(VIEW);
    expect(await screen.findByText(/1 awaiting confirmation of their address/)).toBeTruthy();
    const hedy = await rowOf('Hedy Lamarr');
    expect(within(hedy).getByText('Awaiting confirmation: place held')).toBeTruthy();
    const show = screen.getByLabelText('Show') as HTMLSelectElement;
    expect([...show.options].map((option) => option.text)).toContain('Awaiting confirmation (1)');
  });

  it('tells verified IEEE members from those who only gave a number', async () => {
    desk.registrations.push(
      sampleRegistration({
        id: 5,
        name: 'Meera Raghunathan',
        email: 'meera.r@ieee.org',
        memberNumber: '97531865',
        memberVerifiedAsOf: '2026-06-10',
        ticketCode: 'KKKK-LLLL-MMMM',
      }),
      sampleRegistration({
        id: 6,
        name: 'Ravi Kumar',
        email: 'ravi@example.edu',
        memberNumber: '97531866',
        ticketCode: 'NNNN-PPPP-QQQQ',
      }),
    );
    renderDashboard(VIEW);
    expect(
      within(await rowOf('Meera Raghunathan')).getByText(
        /Verified IEEE member 97531865 \(roster of /,
      ),
    ).toBeTruthy();
    expect(
      within(await rowOf('Ravi Kumar')).getByText('IEEE member 97531866 (declared)'),
    ).toBeTruthy();
  });

  it('marks what someone did with the version it was shown at, and says so', async () => {
    renderDashboard(VIEW);
    const ada = await rowOf('Ada Lovelace');
    const role = within(ada).getByLabelText('Role of Ada Lovelace') as HTMLSelectElement;
    expect(role.value).toBe('participant');
    expect([...role.options].map((option) => option.text)).toEqual([
      'Participant',
      'Volunteer',
      'Speaker',
      'Organiser',
      'Winner',
    ]);
    fireEvent.change(role, { target: { value: 'speaker' } });
    expect(
      await screen.findByText('Ada Lovelace is marked Speaker: their certificate will say so.'),
    ).toBeTruthy();
    expect(posts().at(-1)).toMatchObject({
      path: '/registrations/1/role',
      body: { version: 1, role: 'speaker' },
    });
  });

  it('corrects who attended, online or at the door, and says so', async () => {
    renderDashboard(VIEW);
    const ada = await rowOf('Ada Lovelace');
    const attendance = within(ada).getByLabelText(
      'Attendance of Ada Lovelace',
    ) as HTMLSelectElement;
    expect(attendance.value).toBe('none');
    expect([...attendance.options].map((option) => option.text)).toEqual([
      'Attended in person',
      'Attended online',
      'Not attended',
    ]);
    fireEvent.change(attendance, { target: { value: 'online' } });
    expect(await screen.findByText('Ada Lovelace is marked attended online.')).toBeTruthy();
    expect(posts().at(-1)).toMatchObject({
      path: '/registrations/1/attendance',
      body: { version: 1, attended: 'online' },
    });
    expect(await within(ada).findByText(/^Attended online/)).toBeTruthy();
    // Someone waiting for a place has no attendance to mark.
    const grace = await rowOf('Grace Hopper');
    expect(within(grace).queryByLabelText('Attendance of Grace Hopper')).toBeNull();
  });

  it('searches by name, e-mail or ticket code', async () => {
    renderDashboard(VIEW);
    await table();
    fireEvent.change(
      screen.getByRole('searchbox', { name: 'Search by name, e-mail or ticket code' }),
      {
        target: { value: 'grace' },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${VIEW}?q=grace`));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table'))
          .getAllByRole('rowheader')
          .map((row) => row.textContent),
      ).toEqual(['Grace Hoppergrace@example.edu']),
    );
  });

  it('accepts a pending registration with the version it was shown at, and says so', async () => {
    renderDashboard(VIEW);
    const alan = await rowOf('Alan Turing');
    fireEvent.click(within(alan).getByRole('button', { name: named('Accept', 'Alan Turing') }));
    expect(await screen.findByText(/Alan Turing accepted: their place is confirmed/)).toBeTruthy();
    expect(posts()).toEqual([
      { method: 'POST', path: '/registrations/3/accept', body: { version: 1 } },
    ]);
    // The list is read again: Alan is confirmed now, with nothing left to accept.
    await waitFor(async () =>
      expect(
        within(await rowOf('Alan Turing')).queryByRole('button', { name: /Accept/ }),
      ).toBeNull(),
    );
  });

  it('moves someone from the waiting list, and shows the server refusing', async () => {
    renderDashboard(VIEW);
    const grace = await rowOf('Grace Hopper');
    desk.refuseNext = {
      status: 409,
      error:
        'The event is full: 2 of 2 places are taken. Raise the capacity or move someone to the waiting list first.',
    };
    fireEvent.click(
      within(grace).getByRole('button', { name: named('Move to confirmed', 'Grace Hopper') }),
    );
    expect(await screen.findByText(/The event is full: 2 of 2 places are taken/)).toBeTruthy();
    expect(posts()[0]).toEqual({
      method: 'POST',
      path: '/registrations/2/move',
      body: { version: 1, to: 'confirmed' },
    });
  });

  it('removes only after a confirmation', async () => {
    renderDashboard(VIEW);
    const ada = await rowOf('Ada Lovelace');
    fireEvent.click(within(ada).getByRole('button', { name: named('Remove', 'Ada Lovelace') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(CONFIRM_REMOVE('Ada Lovelace'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual([]);

    fireEvent.click(
      within(await rowOf('Ada Lovelace')).getByRole('button', {
        name: named('Remove', 'Ada Lovelace'),
      }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('Ada Lovelace removed; they are told by mail.')).toBeTruthy();
    expect(posts()).toEqual([
      { method: 'POST', path: '/registrations/1/remove', body: { version: 1 } },
    ]);
  });

  it('leads to the check-in screen and back to the events', async () => {
    renderDashboard(VIEW);
    await table();
    expect(screen.getByRole('link', { name: 'Check-in screen' }).getAttribute('href')).toBe(
      '/societies/computer-society/dashboard/events/11/check-in',
    );
    expect(screen.getByRole('link', { name: 'All events' }).getAttribute('href')).toBe(
      '/societies/computer-society/dashboard/events',
    );
  });

  it('says an event the organisation does not have is not found', async () => {
    renderDashboard('/societies/computer-society/dashboard/events/99/registrations');
    expect(await screen.findByRole('heading', { name: 'Event not found.' })).toBeTruthy();
  });
});

describe('the Events tab', () => {
  it('links each event taking registrations here to its Registrations, with the counts', async () => {
    fetchMock.mockImplementation(
      dashboardApi(
        sampleData({
          upcomingEvents: [
            sampleEvent({ registrationMode: 'site', registrations: 12, capacity: 40 }),
            sampleEvent({ id: 13, title: 'Outside Talk', registrationMode: 'link' }),
          ],
        }),
      ),
    );
    renderDashboard('/societies/computer-society/dashboard/events');
    const link = await screen.findByRole('link', { name: /^Registrations ?: Robotics Workshop/ });
    expect(link.textContent).toContain('12 of 40 registered');
    expect(link.getAttribute('href')).toBe(
      '/societies/computer-society/dashboard/events/11/registrations',
    );
    expect(screen.queryByRole('link', { name: /^Registrations ?: Outside Talk/ })).toBeNull();
  });
});
