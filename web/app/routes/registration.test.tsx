import type { Registration } from '@chapterhouse/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleEventDetail } from '../../test/event-fixtures';
import { jsonResponse as json, stubFetchPerTest } from '../../test/fetch-stub';
import { sampleRegistration } from '../../test/registration-fixtures';
import { EventDetails } from '../features/events/event-details';
import { setBranchClock } from '../lib/branch-clock';
import RegistrationPage, {
  clientLoader,
  ErrorBoundary,
  HydrateFallback,
  headers,
  meta,
} from './registration';

const fetchMock = stubFetchPerTest();
afterEach(cleanup);

const TOKEN = 'Qm9vdHN0cmFwIHRva2VuIGZvciB0aGUgdGVzdHMgb25seQ';
const ERASED = 'Your registration and your data are deleted.';

const registration = (overrides: Partial<Registration> = {}): Registration =>
  sampleRegistration({ memberNumber: '94100001', ...overrides });

type LoaderArgs = Parameters<typeof clientLoader>[0];

function renderAt(path: string) {
  const Stub = createRoutesStub([
    {
      path: '/registrations/:token',
      // biome-ignore lint/suspicious/noExplicitAny: the stub's loose component props
      Component: RegistrationPage as any,
      // biome-ignore lint/suspicious/noExplicitAny: as above
      ErrorBoundary: ErrorBoundary as any,
      HydrateFallback,
      loader: ({
        request,
        params,
      }: {
        request: Request;
        params: Record<string, string | undefined>;
      }) => clientLoader({ request, params } as unknown as LoaderArgs),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

/** What an action of the personal link leads to: the registration after it, or its refusal (409). */
type Outcome = Registration | { error: string };

/**
 * Answers the personal link's routes as the server does, keeping the calls: `after` holds, by
 * the action's path after the link's (`cancel`, `confirm`, `sessions/44/cancel`,
 * `cancel-series`), what the registration is once it is done. As the server's, an action's answer
 * is the link's own registration alone (no series, no join link); reading the link again gives it
 * whole, unless `rereadFails`.
 */
function serve(read: Registration, after: Record<string, Outcome> = {}, rereadFails = false) {
  let current = read;
  let acted = false;
  fetchMock.mockImplementation(async (input, init) => {
    // The token in the URL is the key: no session is sent.
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
    const method = init?.method ?? 'GET';
    const path = String(input);
    const base = `/api/registrations/${TOKEN}`;
    if (method === 'GET' && path === base) {
      return rereadFails && acted ? json(503, { error: 'Try again.' }) : json(200, current);
    }
    if (method === 'POST' && path.startsWith(`${base}/`)) {
      const outcome = after[path.slice(base.length + 1)];
      if (!outcome) return json(404, { error: 'Not found.' });
      if ('error' in outcome) return json(409, outcome);
      current = outcome;
      acted = true;
      return json(200, { ...outcome, joinPath: null, wholeSeries: null });
    }
    if (method === 'DELETE' && path === base) {
      return json(200, { message: ERASED });
    }
    return json(404, { error: 'Not found.' });
  });
}

const calls = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

describe('a hybrid event’s registrant', () => {
  const hybrid = (overrides: Partial<Registration> = {}) =>
    registration({
      event: { ...registration().event, attendanceMode: 'hybrid' },
      attendance: 'in-person',
      attendanceSwitch: { to: 'online', free: true },
      ...overrides,
    });

  it('switches to online while it has a place, and is told when it has none', async () => {
    serve(hybrid(), {
      attendance: hybrid({
        attendance: 'online',
        attendanceSwitch: { to: 'in-person', free: false },
      }),
    });
    renderAt(`/registrations/${TOKEN}`);
    const section = await screen.findByRole('region', { name: 'How you attend' });
    expect(within(section).getByText(/You attend in the room\./)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Attend online instead' }));
    expect(await within(section).findByRole('status')).toHaveProperty(
      'textContent',
      'You now attend online.',
    );
    const [, init] = calls('POST')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ attendance: 'online' });
    expect(within(section).getByText(/You attend online\./)).toBeTruthy();
    // The room is full: no button, and why.
    expect(within(section).queryByRole('button')).toBeNull();
    expect(
      within(section).getByText('There are no places left in the room to switch to.'),
    ).toBeTruthy();
  });

  it('shows the server’s refusal and keeps what they had', async () => {
    serve(hybrid(), {
      attendance: { error: 'There are no places left online: you keep your place in the room.' },
    });
    renderAt(`/registrations/${TOKEN}`);
    const section = await screen.findByRole('region', { name: 'How you attend' });
    fireEvent.click(within(section).getByRole('button', { name: 'Attend online instead' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'There are no places left online: you keep your place in the room.',
    );
    expect(within(section).getByText(/You attend in the room\./)).toBeTruthy();
  });
});

describe('a registrant’s personal page', () => {
  it('shows the event, where the registration stands and the ticket while confirmed', async () => {
    serve(registration());
    renderAt(`/registrations/${TOKEN}`);
    const event = await screen.findByRole('link', { name: 'Analogue Circuits Clinic' });
    expect(event.getAttribute('href')).toBe('/events/42/analogue-circuits-clinic');
    expect(screen.getByText('1 Jul 2026, 14:00')).toBeTruthy();
    expect(screen.getByText('Faraday Hall')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'You are registered' })).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'QR code of ticket K7QX-9M2P-4TRW' });
    expect(qr.getAttribute('src')).toBe(`/api/registrations/${TOKEN}/ticket.svg`);
    expect(screen.getByText('K7QX-9M2P-4TRW')).toBeTruthy();
    expect(screen.getByText('94100001')).toBeTruthy();
  });

  it('asks an unconfirmed registrant to confirm: only the button does it, then the place is theirs', async () => {
    const held = registration({
      ticketCode: null,
      confirmBy: '2026-06-15T10:30:00.000Z',
      holdFor: 'address',
    });
    serve(held, { confirm: registration() });
    renderAt(`/registrations/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Awaiting confirmation' })).toBeTruthy();
    expect(screen.getByText(/A place is held for you until/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    // Opening the page (what a mail scanner does) sent nothing but the read.
    expect(calls('POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your e-mail address is confirmed: the place is yours.',
    );
    expect(screen.getByRole('heading', { name: 'You are registered' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code of ticket K7QX-9M2P-4TRW' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(calls('POST').map(([input]) => String(input))).toEqual([
      `/api/registrations/${TOKEN}/confirm`,
    ]);
  });

  it('says when a registration was dropped for want of confirmation, and when confirming is too late', async () => {
    serve(registration({ status: 'cancelled', ticketCode: null, expired: true }));
    renderAt(`/registrations/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'Registration not confirmed in time' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    cleanup();

    const late = 'The 30 minutes to confirm this registration have passed.';
    serve(
      registration({
        ticketCode: null,
        confirmBy: '2026-06-15T10:30:00.000Z',
        holdFor: 'address',
      }),
      {
        confirm: { error: late },
      },
    );
    renderAt(`/registrations/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe(late);
  });

  it('offers the certificate once it is issued: its PDF to download and its public page', async () => {
    serve(registration());
    renderAt(`/registrations/${TOKEN}`);
    await screen.findByRole('heading', { name: 'You are registered' });
    // None issued yet: nothing to download.
    expect(screen.queryByRole('link', { name: 'Download certificate' })).toBeNull();
    cleanup();

    const code = 'q0T3mVx8b2YfR1kP7sLw9A';
    serve(registration({ certificate: { code, pdfPath: `/api/certificates/${code}/pdf` } }));
    renderAt(`/registrations/${TOKEN}`);
    const section = await screen.findByRole('region', { name: 'Your certificate' });
    const download = within(section).getByRole('link', { name: 'Download certificate' });
    expect(download.getAttribute('href')).toBe(`/api/certificates/${code}/pdf`);
    expect(download.hasAttribute('download')).toBe(true);
    expect(within(section).getByRole('link', { name: 'Verify' }).getAttribute('href')).toBe(
      `/certificates/${code}`,
    );
  });

  it('gives a waiting registrant their place in line, and no ticket', async () => {
    serve(registration({ status: 'waitlisted', waitlistPosition: 2, ticketCode: null }));
    renderAt(`/registrations/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'You are on the waiting list' }),
    ).toBeTruthy();
    expect(screen.getByText(/you are number 2 on the waiting list/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('cancels only once the registrant confirms, then shows the cancelled registration', async () => {
    serve(registration(), {
      cancel: registration({ status: 'cancelled', ticketCode: null }),
    });
    renderAt(`/registrations/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel my registration' }));
    // Changing their mind sends nothing.
    let dialog = screen.getByRole('dialog', { name: 'Cancel your registration?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel my registration' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel your registration?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));
    const notice = await screen.findByText('Your registration is cancelled.');
    expect(notice.getAttribute('role')).toBe('status');
    expect(screen.getByRole('heading', { name: 'Registration cancelled' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel my registration' })).toBeNull();
    expect(calls('POST')).toHaveLength(1);
  });

  it('deletes the registrant’s data once they confirm, and says so', async () => {
    serve(registration({ status: 'cancelled', ticketCode: null }));
    renderAt(`/registrations/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my data' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your data?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my data' }));
    const heading = await screen.findByRole('heading', { name: 'Your data is deleted' });
    // Focus moves in an effect after the heading renders: wait for it rather than race it.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('status').textContent).toBe(ERASED);
    expect(calls('DELETE')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Analogue Circuits Clinic' })).toBeTruthy();
  });

  it('shows the server’s reason when an action fails, and keeps the page', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      (init?.method ?? 'GET') === 'GET'
        ? json(200, registration())
        : json(429, { error: 'Too many requests. Try again in 60 seconds.' }),
    );
    renderAt(`/registrations/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel my registration' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel registration' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Try again in 60 seconds.',
    );
    expect(screen.getByRole('heading', { name: 'You are registered' })).toBeTruthy();
  });

  it('says plainly that an unknown link finds nothing', async () => {
    fetchMock.mockResolvedValue(json(404, { error: 'This registration link is not valid.' }));
    renderAt(`/registrations/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Registration not found' })).toBeTruthy();
    expect(screen.getByText('This registration link is not valid.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete my data' })).toBeNull();
  });

  it('refuses an overlong token without asking the server', async () => {
    renderAt(`/registrations/${'x'.repeat(101)}`);
    expect(await screen.findByRole('heading', { name: 'Registration not found' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is never cached, indexed or passed on in a Referer', () => {
    expect(headers()).toEqual({ 'cache-control': 'private, no-store' });
    expect(meta()).toEqual(
      expect.arrayContaining([
        { name: 'robots', content: 'noindex' },
        { name: 'referrer', content: 'no-referrer' },
      ]),
    );
  });
});

describe('a registration for a whole series', () => {
  // Sessions at 18:00 in Kolkata; it is 11:30 there on 15 July, the day of the link's own session.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-15T06:00:00Z'));
    setBranchClock({ timeZone: 'Asia/Kolkata', languageTag: 'en-IN' });
  });
  afterEach(() => setBranchClock(null));

  type Session = NonNullable<Registration['wholeSeries']>['sessions'][number];
  const session = (eventId: number, date: string, status: Session['status']): Session => ({
    eventId,
    date,
    time: '18:00',
    status,
  });
  const SESSIONS = [
    session(41, '2026-07-01', 'confirmed'),
    session(42, '2026-07-08', 'cancelled'),
    session(43, '2026-07-15', 'confirmed'),
    session(44, '2026-07-22', 'waitlisted'),
    session(45, '2026-07-29', 'pending'),
    session(46, '2026-08-05', 'cancelled'),
  ];
  /** The link of the session of 15 July, with their registration for every session. */
  const ofSeries = (statuses: Partial<Record<number, Session['status']>> = {}) => {
    const sessions = SESSIONS.map((one) => ({
      ...one,
      status: statuses[one.eventId] ?? one.status,
    }));
    const own = sessions.find((one) => one.eventId === 43);
    return registration({
      status: own?.status ?? 'confirmed',
      ticketCode: own?.status === 'confirmed' ? 'K7QX-9M2P-4TRW' : null,
      event: {
        ...registration().event,
        id: 43,
        title: 'Coding Club',
        date: '2026-07-15',
        time: '18:00',
        path: '/events/43/coding-club',
      },
      wholeSeries: { id: 4, title: 'Coding Club', sessions },
    });
  };
  const sessionsList = () => screen.findByRole('region', { name: 'Your sessions of Coding Club' });
  const rowOf = (list: HTMLElement, when: string) => {
    const row = within(list).getByRole('link', { name: when }).closest('li');
    if (!row) throw new Error(`no row for ${when}`);
    return within(row);
  };
  const posted = () => calls('POST').map(([input]) => String(input));

  it('lists each session with where it stands and its page; only sessions still to come can be cancelled', async () => {
    serve(ofSeries());
    renderAt(`/registrations/${TOKEN}`);
    const list = await sessionsList();
    const expected: Array<[number, string, string, boolean]> = [
      [41, '1 Jul 2026, 18:00 IST', 'You are registered', false],
      [42, '8 Jul 2026, 18:00 IST', 'Registration cancelled', false],
      // Today's session is still to come.
      [43, '15 Jul 2026, 18:00 IST', 'You are registered', true],
      [44, '22 Jul 2026, 18:00 IST', 'You are on the waiting list', true],
      [45, '29 Jul 2026, 18:00 IST', 'Waiting for approval', true],
      [46, '5 Aug 2026, 18:00 IST', 'Registration cancelled', false],
    ];
    expect(within(list).getAllByRole('listitem')).toHaveLength(expected.length);
    for (const [eventId, when, status, cancellable] of expected) {
      const row = rowOf(list, when);
      expect(row.getByRole('link', { name: when }).getAttribute('href')).toBe(`/events/${eventId}`);
      // Read out as "Status: …" (the word for screen readers only).
      expect(row.getByText(status).textContent).toBe(`Status: ${status}`);
      expect(row.getByText('Status:').className).toContain('sr-only');
      expect(row.queryAllByRole('button').map((button) => button.textContent)).toEqual(
        cancellable ? [`Cancel this session of ${when}`] : [],
      );
    }
    expect(within(list).getByRole('button', { name: 'Cancel all sessions' })).toBeTruthy();
    // Nothing is sent by reading the page.
    expect(calls('POST')).toHaveLength(0);
  });

  it('says nothing of sessions for a registration of one event', async () => {
    serve(registration());
    renderAt(`/registrations/${TOKEN}`);
    await screen.findByRole('heading', { name: 'You are registered' });
    expect(screen.queryByRole('region', { name: /Your sessions of/ })).toBeNull();
  });

  it('cancels one session once asked, then shows where every session stands', async () => {
    serve(ofSeries(), { 'sessions/44/cancel': ofSeries({ 44: 'cancelled' }) });
    renderAt(`/registrations/${TOKEN}`);
    const list = await sessionsList();
    const name = 'Cancel this session of 22 Jul 2026, 18:00 IST';
    fireEvent.click(within(list).getByRole('button', { name }));
    // Changing their mind sends nothing.
    let dialog = screen.getByRole('dialog', { name: 'Cancel this session?' });
    expect(dialog.textContent).toContain('22 Jul 2026, 18:00 IST');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('POST')).toHaveLength(0);

    fireEvent.click(within(list).getByRole('button', { name }));
    dialog = screen.getByRole('dialog', { name: 'Cancel this session?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(await within(list).findByText(/is cancelled\.$/)).toBeTruthy();
    expect(within(list).getByRole('status').textContent).toBe(
      'Your registration for the session of 22 Jul 2026, 18:00 IST is cancelled.',
    );
    expect(posted()).toEqual([`/api/registrations/${TOKEN}/sessions/44/cancel`]);
    // The page read the registration again, with its series (the action's answer has none).
    expect(calls('GET')).toHaveLength(2);
    const row = rowOf(list, '22 Jul 2026, 18:00 IST');
    expect(row.getByText('Registration cancelled')).toBeTruthy();
    expect(row.queryByRole('button')).toBeNull();
    // The other sessions stand; the link's own registration too.
    expect(rowOf(list, '29 Jul 2026, 18:00 IST').getByRole('button')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'You are registered' })).toBeTruthy();
    // Its button gone, the focus is on the list's heading, not lost at the page's top.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Your sessions of Coding Club' }),
      ),
    );
  });

  it('cancels every session still to come once asked; those that took place stay', async () => {
    const allCancelled = ofSeries({ 43: 'cancelled', 44: 'cancelled', 45: 'cancelled' });
    serve(ofSeries(), { 'cancel-series': allCancelled });
    renderAt(`/registrations/${TOKEN}`);
    const list = await sessionsList();
    fireEvent.click(within(list).getByRole('button', { name: 'Cancel all sessions' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel all your sessions?' });
    expect(calls('POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel all sessions' }));
    expect(await within(list).findByText(/still to come are cancelled\.$/)).toBeTruthy();
    expect(posted()).toEqual([`/api/registrations/${TOKEN}/cancel-series`]);
    expect(within(list).queryAllByRole('button')).toHaveLength(0);
    expect(rowOf(list, '1 Jul 2026, 18:00 IST').getByText('You are registered')).toBeTruthy();
    for (const when of ['15 Jul', '22 Jul', '29 Jul']) {
      expect(
        rowOf(list, `${when} 2026, 18:00 IST`).getByText('Registration cancelled'),
      ).toBeTruthy();
    }
    // The link's own session is among them: the page says so at its top, and shows no ticket.
    expect(screen.getByRole('heading', { name: 'Registration cancelled' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the server’s reason when cancelling fails, and keeps the sessions as they were', async () => {
    serve(ofSeries(), {
      'sessions/45/cancel': { error: 'This session has started: it cannot be cancelled now.' },
      'cancel-series': { error: 'This registration is not for a series.' },
    });
    renderAt(`/registrations/${TOKEN}`);
    const list = await sessionsList();
    fireEvent.click(
      within(list).getByRole('button', { name: 'Cancel this session of 29 Jul 2026, 18:00 IST' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    expect((await within(list).findByRole('alert')).textContent).toBe(
      'This session has started: it cannot be cancelled now.',
    );
    expect(rowOf(list, '29 Jul 2026, 18:00 IST').getByText('Waiting for approval')).toBeTruthy();
    expect(within(list).getByRole('status').textContent).toBe('');

    fireEvent.click(within(list).getByRole('button', { name: 'Cancel all sessions' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel all sessions' }),
    );
    expect(await within(list).findByText('This registration is not for a series.')).toBeTruthy();
    expect(within(list).getAllByRole('button', { name: /Cancel this session/ })).toHaveLength(3);
    expect(calls('GET')).toHaveLength(1);
  });

  it('shows the cancellation from the action’s answer when reading the page again fails', async () => {
    serve(ofSeries(), { 'sessions/44/cancel': ofSeries({ 44: 'cancelled' }) }, true);
    renderAt(`/registrations/${TOKEN}`);
    const list = await sessionsList();
    fireEvent.click(
      within(list).getByRole('button', { name: 'Cancel this session of 22 Jul 2026, 18:00 IST' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    expect(await within(list).findByText(/is cancelled\.$/)).toBeTruthy();
    expect(rowOf(list, '22 Jul 2026, 18:00 IST').getByText('Registration cancelled')).toBeTruthy();
    expect(rowOf(list, '29 Jul 2026, 18:00 IST').getByText('Waiting for approval')).toBeTruthy();
  });

  it('keeps the sessions when the link’s own registration is cancelled, and shows the series once the address is confirmed', async () => {
    serve(ofSeries(), { cancel: ofSeries({ 43: 'cancelled' }) });
    renderAt(`/registrations/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel my registration' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel registration' }));
    const notice = await screen.findByText('Your registration is cancelled.');
    expect(notice.getAttribute('role')).toBe('status');
    // Its own session, in the list of sessions, says so too.
    const list = await sessionsList();
    expect(rowOf(list, '15 Jul 2026, 18:00 IST').getByText('Registration cancelled')).toBeTruthy();
    expect(
      rowOf(list, '22 Jul 2026, 18:00 IST').getByText('You are on the waiting list'),
    ).toBeTruthy();
    cleanup();

    // Held until the address is confirmed: the other sessions follow the confirmation.
    const held = registration({
      ticketCode: null,
      confirmBy: '2026-07-15T06:20:00.000Z',
      holdFor: 'address',
    });
    serve(held, { confirm: ofSeries() });
    renderAt(`/registrations/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    const confirmed = await sessionsList();
    expect(within(confirmed).getAllByRole('listitem')).toHaveLength(SESSIONS.length);
  });

  it('has nothing to send before the page’s script has run (decision 014)', async () => {
    // What the server renders: the page's fallback, with no form and no button.
    const fallback = render(<HydrateFallback />);
    expect(fallback.container.querySelector('form, button, input')).toBeNull();
    fallback.unmount();
    // Once read, the buttons act through the script alone: no form posts them natively.
    serve(ofSeries());
    const page = renderAt(`/registrations/${TOKEN}`);
    const list = await sessionsList();
    expect(page.container.querySelector('form')).toBeNull();
    for (const button of within(list).getAllByRole('button')) {
      expect(button.getAttribute('type')).toBe('button');
    }
  });
});

describe('the registration form of a session, on its event’s page', () => {
  const NOW = Date.parse('2026-06-15T10:00:00Z');
  const SAYS = /^Registering registers you for every session of this series/;
  const series = (registrationScope: 'session' | 'series') => ({
    id: 4,
    title: 'Coding Club',
    summary: 'Every Wednesday, 18:00 to 19:30, 10 sessions',
    registrationScope,
  });
  const FormStandIn = () => <p>the registration form</p>;
  const registerSection = () => screen.getByRole('region', { name: 'Register' });

  it('says that registering registers for every session, when the series takes one registration', () => {
    render(
      <EventDetails
        event={sampleEventDetail({ series: series('series') })}
        now={NOW}
        Form={FormStandIn}
      />,
    );
    expect(within(registerSection()).getByText(SAYS).textContent).toBe(
      'Registering registers you for every session of this series (Every Wednesday, 18:00 to 19:30, 10 sessions); you can cancel any session later.',
    );
    expect(within(registerSection()).getByText('the registration form')).toBeTruthy();
  });

  it('says nothing of the kind for a session registered on its own, an event on its own, or once registration closed', () => {
    const cases = [
      sampleEventDetail({ series: series('session') }),
      sampleEventDetail(),
      sampleEventDetail({
        series: series('series'),
        registrationClosesAt: '2026-06-10T00:00:00.000Z',
      }),
    ];
    for (const event of cases) {
      render(<EventDetails event={event} now={NOW} Form={FormStandIn} />);
      expect(within(registerSection()).queryByText(SAYS)).toBeNull();
      cleanup();
    }
  });
});
