import type { EventCertificates, IssuedCertificate } from '@chapterhouse/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardApi, json, sampleData, sampleEvent } from '../../../test/dashboard-fixtures';
import { renderDashboard } from '../../routes/organisation-dashboard/test-render';
import { NOBODY_CHOSEN } from './event-certificates';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.setItem('authToken', 't');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  toast.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The loader reads by the URL's slug; changes go by the organisation's id. */
const READ_API = '/api/society-dashboard/society/computer-society/events/12/certificates';
const API = '/api/society-dashboard/society/3/events/12/certificates';
const PAGE = '/societies/computer-society/dashboard/events/12/certificates';

const ref = { id: 3, slug: 'computer-society', name: 'Computer Society', kind: 'society' as const };

const certificate = (overrides: Partial<IssuedCertificate> = {}): IssuedCertificate => ({
  id: 70,
  code: 'q0T3mVx8b2YfR1kP7sLw9A',
  recipientName: 'Chen Wei',
  email: 'chen@example.edu',
  role: 'Participant',
  registrationId: 103,
  status: 'valid',
  issuedAt: '2024-01-06T10:00:00.000Z',
  revokedAt: null,
  revokeReason: null,
  mailedAt: '2024-01-06T10:01:00.000Z',
  verifyPath: '/certificates/q0T3mVx8b2YfR1kP7sLw9A',
  version: 1,
  ...overrides,
});

/** A past event: Priya came, Arjun registered but stayed away, Chen came and holds one already. */
const sampleCertificates = (overrides: Partial<EventCertificates> = {}): EventCertificates => ({
  event: { id: 12, title: 'Intro Talk', date: '2024-01-05', organisation: ref, over: true },
  registrants: [
    {
      registrationId: 101,
      name: 'Priya Sharma',
      email: 'priya@example.edu',
      status: 'confirmed',
      checkedIn: true,
      role: 'participant',
      certificateId: null,
    },
    {
      registrationId: 102,
      name: 'Arjun Nair',
      email: 'arjun@example.edu',
      status: 'confirmed',
      checkedIn: false,
      // Marked at the desk: his certificate's role starts as Speaker.
      role: 'speaker',
      certificateId: null,
    },
    {
      registrationId: 103,
      name: 'Chen Wei',
      email: 'chen@example.edu',
      status: 'confirmed',
      checkedIn: true,
      role: 'participant',
      certificateId: 70,
    },
  ],
  certificates: [certificate()],
  verification: { origin: 'https://ieee.example.edu', configured: true },
  ...overrides,
});

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The dashboard's API with the event's certificates; `write` answers the changes. */
function serve(
  read: () => EventCertificates = () => sampleCertificates(),
  write: (call: Sent) => Response | undefined = () => undefined,
) {
  const sent: Sent[] = [];
  fetchMock.mockImplementation(
    dashboardApi(
      sampleData({
        pastEvents: [
          sampleEvent({ id: 12, status: 'past', title: 'Intro Talk', date: '2024-01-05' }),
        ],
      }),
      (path, init) => {
        const method = init?.method ?? 'GET';
        if (!path.startsWith(READ_API) && !path.startsWith(API)) return undefined;
        const call = { method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined };
        sent.push(call);
        if (method === 'GET' && path === READ_API) return json(200, read());
        return write(call);
      },
    ),
  );
  return sent;
}

const checkbox = (name: string) =>
  screen.getByRole('checkbox', { name: `Issue a certificate to ${name}` }) as HTMLInputElement;

describe('an event’s certificates', () => {
  it('is linked from a past event of the Events tab', async () => {
    serve();
    renderDashboard('/societies/computer-society/dashboard/events');
    const past = await screen.findByRole('list', { name: 'Past Events' });
    const link = within(past).getByRole('link', { name: /^Certificates ?: Intro Talk$/ });
    expect(link.getAttribute('href')).toBe(PAGE);
    // Upcoming events have none.
    const upcoming = screen.getByRole('list', { name: 'Upcoming Events' });
    expect(within(upcoming).queryByRole('link', { name: /^Certificates/ })).toBeNull();
  });

  it('ticks those checked in without one, and issues to the ticked and the added with their roles', async () => {
    let issued = false;
    const sent = serve(
      () =>
        issued
          ? sampleCertificates({
              registrants: sampleCertificates().registrants.map((registrant) =>
                registrant.registrationId === 101
                  ? { ...registrant, certificateId: 71 }
                  : registrant,
              ),
              certificates: [
                certificate({
                  id: 72,
                  recipientName: 'Grace Hopper',
                  registrationId: null,
                  mailedAt: null,
                }),
                certificate({
                  id: 71,
                  recipientName: 'Priya Sharma',
                  registrationId: 101,
                  role: 'Volunteer',
                }),
                certificate(),
              ],
            })
          : sampleCertificates(),
      (call) => {
        if (call.method !== 'POST' || call.path !== API) return undefined;
        issued = true;
        return json(200, { ...sampleCertificates(), issued: 2 });
      },
    );
    renderDashboard(PAGE);
    const page = await screen.findByRole('article', { name: 'Certificates: Intro Talk' });
    // Under the Events tab.
    expect(screen.getByRole('tab', { name: 'Events' }).getAttribute('aria-selected')).toBe('true');
    expect(within(page).getByText('5 Jan 2024')).toBeTruthy();

    const registrants = within(page).getByRole('table', { name: 'Registrants of Intro Talk' });
    expect(
      within(registrants)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Issue', 'Name', 'E-mail', 'Checked in', 'Certificate', 'Role']);
    expect(checkbox('Priya Sharma').checked).toBe(true);
    expect(checkbox('Arjun Nair').checked).toBe(false);
    // Chen holds one: nothing to tick.
    expect(checkbox('Chen Wei').checked).toBe(false);
    expect(checkbox('Chen Wei').disabled).toBe(true);
    const priya = within(registrants).getByRole('row', { name: /Priya Sharma/ });
    expect(within(priya).getByText('Yes')).toBeTruthy();
    expect(within(priya).getByText('None yet')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Role of Priya Sharma'), {
      target: { value: 'Volunteer' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add someone who did not register' }));
    const added = screen.getByRole('group', { name: 'Added person 1' });
    const name = within(added).getByLabelText('Name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    fireEvent.change(name, { target: { value: 'Grace Hopper' } });
    fireEvent.change(within(added).getByLabelText('E-mail'), {
      target: { value: 'grace@example.org' },
    });
    fireEvent.change(within(added).getByLabelText('Role'), { target: { value: 'Speaker' } });
    expect(within(page).getByText('1 ticked, 1 added')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Issue certificates' }));
    expect(await screen.findByText('Issued 2 certificates')).toBeTruthy();
    const post = sent.find((call) => call.method === 'POST');
    expect(post?.path).toBe(API);
    expect(post?.body).toEqual({
      recipients: [{ registrationId: 101, role: 'Volunteer' }],
      others: [{ name: 'Grace Hopper', email: 'grace@example.org', role: 'Speaker' }],
    });

    // The list is read again: Priya holds one now, the added row is gone.
    const issuedTable = await screen.findByRole('table', {
      name: 'Certificates issued for Intro Talk',
    });
    await waitFor(() => expect(within(issuedTable).getAllByRole('row')).toHaveLength(4));
    expect(screen.queryByRole('group', { name: 'Added person 1' })).toBeNull();
    expect(checkbox('Priya Sharma').checked).toBe(false);
    expect(checkbox('Priya Sharma').disabled).toBe(true);
    const grace = within(issuedTable).getByRole('row', { name: /Grace Hopper/ });
    expect(within(grace).getByText('Preparing mail')).toBeTruthy();
    expect(within(grace).getByText('Valid')).toBeTruthy();
  });

  it('starts each registrant’s role as the desk marked it', async () => {
    serve();
    renderDashboard(PAGE);
    expect(((await screen.findByLabelText('Role of Arjun Nair')) as HTMLInputElement).value).toBe(
      'Speaker',
    );
    expect((screen.getByLabelText('Role of Priya Sharma') as HTMLInputElement).value).toBe(
      'Participant',
    );
  });

  it('says when everyone listed holds one already, and asks for someone when nobody is chosen', async () => {
    const sent = serve(undefined, (call) =>
      call.method === 'POST' ? json(200, { ...sampleCertificates(), issued: 0 }) : undefined,
    );
    renderDashboard(PAGE);
    await screen.findByRole('article', { name: 'Certificates: Intro Talk' });
    fireEvent.click(checkbox('Priya Sharma'));
    fireEvent.click(screen.getByRole('button', { name: 'Issue certificates' }));
    expect(await screen.findByText(NOBODY_CHOSEN)).toBeTruthy();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.click(checkbox('Arjun Nair'));
    fireEvent.click(screen.getByRole('button', { name: 'Issue certificates' }));
    expect(await screen.findByText('Everyone listed already has a certificate')).toBeTruthy();
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
      recipients: [{ registrationId: 102, role: 'Speaker' }],
      others: [],
    });
  });

  it('checks an added person with the API’s schema before sending', async () => {
    const sent = serve();
    renderDashboard(PAGE);
    await screen.findByRole('article', { name: 'Certificates: Intro Talk' });
    fireEvent.click(screen.getByRole('button', { name: 'Add someone who did not register' }));
    const added = screen.getByRole('group', { name: 'Added person 1' });
    fireEvent.change(within(added).getByLabelText('Name'), { target: { value: 'Grace Hopper' } });
    fireEvent.change(within(added).getByLabelText('E-mail'), {
      target: { value: 'not-an-address' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Issue certificates' }));
    const email = within(added).getByLabelText('E-mail');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.click(within(added).getByRole('button', { name: /^Remove/ }));
    expect(screen.queryByRole('group', { name: 'Added person 1' })).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Add someone who did not register' }),
    );
  });

  it('revokes a certificate only with a reason', async () => {
    let revoked = false;
    const sent = serve(
      () =>
        revoked
          ? sampleCertificates({
              certificates: [
                certificate({
                  status: 'revoked',
                  revokedAt: '2024-01-07T10:00:00.000Z',
                  revokeReason: 'Issued by mistake',
                  version: 2,
                }),
              ],
            })
          : sampleCertificates(),
      (call) => {
        if (call.method !== 'POST' || !call.path.endsWith('/70/revoke')) return undefined;
        revoked = true;
        return json(200, certificate({ status: 'revoked', version: 2 }));
      },
    );
    renderDashboard(PAGE);
    const issuedTable = await screen.findByRole('table', {
      name: 'Certificates issued for Intro Talk',
    });
    const chen = within(issuedTable).getByRole('row', { name: /Chen Wei/ });
    expect(
      within(chen)
        .getByRole('link', { name: /^Verify page ?: certificate of Chen Wei$/ })
        .getAttribute('href'),
    ).toBe('/certificates/q0T3mVx8b2YfR1kP7sLw9A');
    const revoke = within(chen).getByRole('button', {
      name: /^Revoke ?: certificate of Chen Wei$/,
    });
    fireEvent.click(revoke);

    const dialog = screen.getByRole('dialog', { name: 'Revoke the certificate of Chen Wei?' });
    const reason = within(dialog).getByLabelText('Reason');
    await waitFor(() => expect(document.activeElement).toBe(reason));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    expect(await within(dialog).findByText('Say why it is revoked')).toBeTruthy();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(reason, { target: { value: 'Issued by mistake' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    expect(await screen.findByText('The certificate of Chen Wei is revoked.')).toBeTruthy();
    expect(sent.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: `${API}/70/revoke`,
      body: { reason: 'Issued by mistake', version: 1 },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(within(issuedTable).getByText('Revoked: Issued by mistake')).toBeTruthy(),
    );
    expect(within(issuedTable).queryByRole('button', { name: /^Revoke/ })).toBeNull();
  });

  it('corrects a name with the version it was loaded as, keeping the dialog for a refusal', async () => {
    const sent = serve(undefined, (call) => {
      if (call.method !== 'PUT') return undefined;
      const body = call.body as { recipientName: string };
      return body.recipientName.trim() === 'Chen'
        ? json(400, { error: 'Give the full name.' })
        : json(200, certificate({ recipientName: body.recipientName, version: 2 }));
    });
    renderDashboard(PAGE);
    const issuedTable = await screen.findByRole('table', {
      name: 'Certificates issued for Intro Talk',
    });
    fireEvent.click(
      within(issuedTable).getByRole('button', { name: /^Correct ?: certificate of Chen Wei$/ }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Correct the certificate of Chen Wei' });
    const name = within(dialog).getByLabelText('Name on the certificate') as HTMLInputElement;
    expect(name.value).toBe('Chen Wei');
    fireEvent.change(name, { target: { value: 'Chen' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(await screen.findByText('Give the full name.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Chen Wei-Lin' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(
      await screen.findByText('The certificate of Chen Wei-Lin is corrected and mailed again.'),
    ).toBeTruthy();
    expect(sent.filter((call) => call.method === 'PUT').at(-1)).toEqual({
      method: 'PUT',
      path: `${API}/70`,
      body: { recipientName: 'Chen Wei-Lin', role: 'Participant', version: 1 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says where certificates lead, and warns before issuing while the server has no PUBLIC_URL', async () => {
    serve();
    renderDashboard(PAGE);
    const page = await screen.findByRole('article', { name: 'Certificates: Intro Talk' });
    expect(within(page).getByText('https://ieee.example.edu/certificates/…')).toBeTruthy();
    expect(within(page).queryByText(/PUBLIC_URL/)).toBeNull();
    cleanup();

    serve(() =>
      sampleCertificates({ verification: { origin: 'http://localhost:3000', configured: false } }),
    );
    renderDashboard(PAGE);
    const unset = await screen.findByRole('article', { name: 'Certificates: Intro Talk' });
    expect(
      within(unset).getByText(/would print an address that only this server’s own machine/),
    ).toBeTruthy();
    expect(within(unset).getByText('http://localhost:3000/certificates/…')).toBeTruthy();
    expect(within(unset).getByText(/set PUBLIC_URL to its public address/)).toBeTruthy();
  });

  it('issues nothing for an event not over yet', async () => {
    serve(() =>
      sampleCertificates({
        event: { id: 12, title: 'Intro Talk', date: '2031-05-10', organisation: ref, over: false },
        certificates: [],
      }),
    );
    renderDashboard(PAGE);
    await screen.findByRole('article', { name: 'Certificates: Intro Talk' });
    expect(screen.getByRole('heading', { name: 'Not over yet' })).toBeTruthy();
    expect(screen.getByText(/Certificates are issued once the event is over/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Issue certificates' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('No certificates issued yet.')).toBeTruthy();
  });
});
