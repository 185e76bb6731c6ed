import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adminApi,
  json,
  liveAdminApi,
  sampleAdminData,
  sampleInbox,
  sampleMail,
} from '../../../test/console-fixtures';
import { stubFetchPerTest } from '../../../test/fetch-stub';
import { renderAdmin } from '../../routes/admin/test-render';
import { MAIL_NOT_CONFIGURED } from './mail-tab';

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
  toast.remove();
  vi.restoreAllMocks();
});

describe('Mail tab', () => {
  it('says plainly when mail is only recorded, and shows a mail’s text with its link', async () => {
    const text = `Hello Asha,\n\nChoose a new password here: ${window.location.origin}/reset-password/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG\n\nThanks.`;
    liveAdminApi(
      fetchMock,
      sampleAdminData(),
      () => json(500, {}),
      sampleInbox({ outbox: [sampleMail({ text })] }),
    );
    renderAdmin('/admin/mail');
    expect(await screen.findByText(MAIL_NOT_CONFIGURED)).toBeTruthy();
    const mail = within(screen.getByRole('list', { name: 'Mail' })).getByRole('listitem');
    expect(within(mail).getByRole('heading').textContent).toBe(
      'Choose a new passwordRecorded only',
    );
    expect(within(mail).getByText('asha@example.org')).toBeTruthy();
    expect(within(mail).getByText('Password reset')).toBeTruthy();
    // Nothing to retry: it was never meant to be sent.
    expect(within(mail).queryByRole('button', { name: /^Retry/ })).toBeNull();

    fireEvent.click(within(mail).getByRole('button', { name: /^Read mail/ }));
    const link = within(mail).getByRole('link', { name: /\/reset-password\// });
    expect(link.getAttribute('href')).toBe(
      `${window.location.origin}/reset-password/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG`,
    );
  });

  it('makes links to the site clickable when the console is browsed at another address', async () => {
    // The officer browses by IP; the mails' links start with PUBLIC_URL's origin.
    const inbox = sampleInbox();
    const invitation = `${inbox.siteOrigin}/accept-invitation/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG`;
    const elsewhere = 'https://evil.example/phish';
    inbox.outbox = [
      sampleMail({ text: `Accept it here: ${invitation}.\n\nNot here: ${elsewhere}` }),
    ];
    liveAdminApi(fetchMock, sampleAdminData(), () => json(500, {}), inbox);
    renderAdmin('/admin/mail');
    fireEvent.click(await screen.findByRole('button', { name: /^Read mail/ }));
    expect(screen.getByRole('link', { name: invitation }).getAttribute('href')).toBe(invitation);
    expect(screen.queryByRole('link', { name: elsewhere })).toBeNull();
    expect(screen.getByText(/Not here: https:\/\/evil\.example\/phish/)).toBeTruthy();
  });

  it("lists a registrant's mail files and saves one, fetched with the session; its link is whole", async () => {
    const personalUrl = `${window.location.origin}/registrations/Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg`;
    const mail = sampleMail({
      id: 504,
      kind: 'registration-confirmed',
      subject: 'You are registered: Robotics night',
      text: `Hello Ada,\n\nSee your registration, cancel it, or delete your details here:\n${personalUrl}\n`,
      attachments: [
        { filename: 'event-7.ics', contentType: 'text/calendar; charset=utf-8', size: 812 },
        { filename: 'ticket-K7QX-9M2P-4TRW.png', contentType: 'image/png', size: 2300 },
      ],
    });
    const api = adminApi(sampleAdminData(), undefined, sampleInbox({ outbox: [mail] }));
    localStorage.setItem('authToken', 't');
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/admin/outbox/504/attachments/1'
        ? new Response('PNG', { status: 200, headers: { 'content-type': 'image/png' } })
        : api(input, init),
    );
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:ticket');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const downloads: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push({ href: this.href, download: this.download });
    });

    renderAdmin('/admin/mail');
    const files = await screen.findByRole('list', {
      name: 'Files sent with You are registered: Robotics night',
    });
    expect(
      within(files)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Download event-7.ics (calendar, 812 bytes)',
      'Download ticket-K7QX-9M2P-4TRW.png (PNG image, 3 KB)',
    ]);
    fireEvent.click(
      within(files).getByRole('button', { name: 'Download ticket-K7QX-9M2P-4TRW.png' }),
    );
    await waitFor(() =>
      expect(downloads).toEqual([{ href: 'blob:ticket', download: 'ticket-K7QX-9M2P-4TRW.png' }]),
    );
    const call = fetchMock.mock.calls.find(
      ([path]) => String(path) === '/api/admin/outbox/504/attachments/1',
    );
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBe('Bearer t');

    // The personal link, whole and clickable.
    fireEvent.click(screen.getByRole('button', { name: /^Read mail/ }));
    expect(screen.getByRole('link', { name: personalUrl }).getAttribute('href')).toBe(personalUrl);
  });

  it('shows attempts and the error of failed mail, and sends it again', async () => {
    const inbox = sampleInbox({
      mailConfigured: true,
      outbox: [
        sampleMail({
          id: 502,
          status: 'failed',
          attempts: 5,
          lastError: 'Connection refused',
          subject: 'You are invited',
          kind: 'invitation',
        }),
        sampleMail({ id: 503, status: 'sent', attempts: 1, sentAt: '2025-03-06T08:01:00.000Z' }),
      ],
    });
    liveAdminApi(
      fetchMock,
      sampleAdminData(),
      (path) => {
        expect(path).toBe('/api/admin/outbox/502/retry');
        const mail = { ...inbox.outbox[0], status: 'pending' as const, lastError: null };
        inbox.outbox = [mail as (typeof inbox.outbox)[number], ...inbox.outbox.slice(1)];
        return json(200, mail);
      },
      inbox,
    );
    renderAdmin('/admin/mail');
    await screen.findByRole('list', { name: 'Mail' });
    expect(screen.queryByText(MAIL_NOT_CONFIGURED)).toBeNull();
    const [failed, sent] = within(screen.getByRole('list', { name: 'Mail' })).getAllByRole(
      'listitem',
    ) as [HTMLElement, HTMLElement];
    expect(within(failed).getByText('Connection refused')).toBeTruthy();
    expect(within(failed).getByText('5')).toBeTruthy();
    expect(within(sent).queryByRole('button', { name: /^Retry/ })).toBeNull();
    fireEvent.click(within(failed).getByRole('button', { name: /^Retry/ }));
    expect(
      await screen.findByText('The mail to asha@example.org will be sent again.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Waiting to send').length).toBeGreaterThan(0));
  });
});
