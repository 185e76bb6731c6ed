import type { Registration } from '@chapterhouse/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse as json, stubFetchPerTest } from '../../test/fetch-stub';
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

const registration = (overrides: Partial<Registration> = {}): Registration => ({
  status: 'confirmed',
  name: 'Grace Hopper',
  email: 'grace@example.edu',
  memberNumber: '94100001',
  waitlistPosition: null,
  ticketCode: 'K7QX-9M2P-4TRW',
  confirmBy: null,
  expired: false,
  event: {
    id: 42,
    title: 'Analogue Circuits Clinic',
    date: '2026-07-01',
    time: '14:00',
    location: 'Faraday Hall',
    attendanceMode: 'in-person',
    startDate: '2026-07-01T14:00:00+05:30',
    path: '/events/42/analogue-circuits-clinic',
  },
  answers: {},
  certificate: null,
  joinPath: null,
  ...overrides,
});

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

/** Answers the personal link's routes as the server does, keeping the calls. */
function serve(
  read: Registration,
  after: { cancel?: Registration; confirm?: Registration | { error: string } } = {},
) {
  fetchMock.mockImplementation(async (input, init) => {
    // The token in the URL is the key: no session is sent.
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
    const method = init?.method ?? 'GET';
    const path = String(input);
    if (method === 'GET' && path === `/api/registrations/${TOKEN}`) return json(200, read);
    if (method === 'POST' && path === `/api/registrations/${TOKEN}/cancel`) {
      return json(200, after.cancel);
    }
    if (method === 'POST' && path === `/api/registrations/${TOKEN}/confirm`) {
      return after.confirm && 'error' in after.confirm
        ? json(409, after.confirm)
        : json(200, after.confirm);
    }
    if (method === 'DELETE' && path === `/api/registrations/${TOKEN}`) {
      return json(200, { message: ERASED });
    }
    return json(404, { error: 'Not found.' });
  });
}

const calls = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

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
    const held = registration({ ticketCode: null, confirmBy: '2026-06-15T10:30:00.000Z' });
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
    serve(registration({ ticketCode: null, confirmBy: '2026-06-15T10:30:00.000Z' }), {
      confirm: { error: late },
    });
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
    expect((await screen.findByRole('status')).textContent).toBe('Your registration is cancelled.');
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
