import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adminApi,
  json,
  liveAdminApi,
  STALE,
  sampleAdminData,
  sampleAdminNotification,
  sampleAuditEntry,
  sampleInbox,
  sampleMail,
} from '../../../test/console-fixtures';
import { stubFetchPerTest } from '../../../test/fetch-stub';
import { MAIL_NOT_CONFIGURED } from '../../features/mail/mail-tab';
import { NOTIFICATION_PUBLISHED } from '../../features/notifications/notifications-tab';
import { itemNamed, renderAdmin, writesOf } from './test-render';

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
  toast.remove();
  vi.restoreAllMocks();
});

describe('Notifications tab', () => {
  it('publishes a notification checked by the shared schema', async () => {
    const inbox = sampleInbox({ notifications: [sampleAdminNotification()] });
    liveAdminApi(
      fetchMock,
      sampleAdminData(),
      (path, init) => {
        expect(path).toBe('/api/admin/notifications');
        const created = sampleAdminNotification({ id: 602, ...JSON.parse(String(init.body)) });
        inbox.notifications = [created, ...inbox.notifications];
        return json(201, created);
      },
      inbox,
    );
    renderAdmin('/admin/notifications');
    fireEvent.click(await screen.findByRole('button', { name: 'Publish notification' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish notification' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('Enter a title')).toBeTruthy();
    expect(writesOf(fetchMock)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'reminder' } });
    fireEvent.input(within(dialog).getByLabelText('Title'), {
      target: { value: 'Membership renewal' },
    });
    fireEvent.input(within(dialog).getByLabelText('Message'), {
      target: { value: 'Renew before 31 March.' },
    });
    fireEvent.input(within(dialog).getByLabelText('Link'), { target: { value: 'javascript:x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('Enter a valid http or https URL')).toBeTruthy();
    fireEvent.input(within(dialog).getByLabelText('Link'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText(NOTIFICATION_PUBLISHED)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: /^Membership renewal/ })).toBeTruthy();
    expect(writesOf(fetchMock)).toEqual([
      {
        path: '/api/admin/notifications',
        method: 'POST',
        body: {
          type: 'reminder',
          title: 'Membership renewal',
          message: 'Renew before 31 March.',
          link: null,
        },
      },
    ]);
  });

  it('on a stale edit says someone else changed it, reloads and closes the form', async () => {
    const inbox = sampleInbox({ notifications: [sampleAdminNotification()] });
    liveAdminApi(
      fetchMock,
      sampleAdminData(),
      () => {
        inbox.notifications = [
          sampleAdminNotification({ title: 'Changed by someone else', version: 3 }),
        ];
        return json(409, { error: STALE });
      },
      inbox,
    );
    renderAdmin('/admin/notifications');
    fireEvent.click(
      await screen.findByRole('button', { name: itemNamed('Edit', 'March newsletter is out') }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit notification' });
    expect((within(dialog).getByLabelText('Link') as HTMLInputElement).value).toBe('/newsletters');
    fireEvent.input(within(dialog).getByLabelText('Title'), { target: { value: 'Mine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const message = await screen.findByText(STALE);
    expect(message.closest('[role="alert"]')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: /^Changed by someone else/ })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writesOf(fetchMock)[0]).toMatchObject({
      path: '/api/admin/notifications/601',
      method: 'PUT',
      body: { title: 'Mine', version: 2 },
    });
  });

  it('deletes a notification after confirming', async () => {
    const inbox = sampleInbox({ notifications: [sampleAdminNotification()] });
    liveAdminApi(
      fetchMock,
      sampleAdminData(),
      () => {
        inbox.notifications = [];
        return new Response(null, { status: 204 });
      },
      inbox,
    );
    renderAdmin('/admin/notifications');
    fireEvent.click(
      await screen.findByRole('button', { name: itemNamed('Delete', 'March newsletter is out') }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete “March newsletter is out”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete notification' }));
    expect(await screen.findByText('No notifications yet.')).toBeTruthy();
    expect(writesOf(fetchMock)).toEqual([
      { path: '/api/admin/notifications/601', method: 'DELETE', body: undefined },
    ]);
  });
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

describe('Activity tab', () => {
  it('filters by organisation, person and days, all kept in the URL', async () => {
    const inbox = sampleInbox({
      audit: [
        sampleAuditEntry(),
        sampleAuditEntry({
          id: 702,
          at: '2025-02-01T10:00:00.000Z',
          actor: { id: 8, name: 'Mei Chen', email: 'mei@example.org' },
          organisation: {
            id: 22,
            slug: 'sensors-council',
            name: 'Sensors Council',
            kind: 'council',
          },
          action: 'created',
          itemType: 'events',
          itemLabel: 'Sensor Day',
          changes: [{ field: 'title', before: null, after: 'Sensor Day' }],
        }),
      ],
    });
    liveAdminApi(fetchMock, sampleAdminData(), () => json(500, {}), inbox);
    renderAdmin('/admin/activity');
    const list = await screen.findByRole('list', { name: 'Activity' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual([
      'Asha Rao changed Organisation “Computer Society”',
      'Mei Chen added Event “Sensor Day”',
    ]);
    expect(screen.getByText('2 changes.')).toBeTruthy();

    const filters = screen.getByRole('form', { name: 'Filter the history' });
    const organisation = within(filters).getByLabelText('Organisation');
    expect(
      within(organisation)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All organisations',
      'Computer Society (society)',
      'Power & Energy Society (society)',
      'Old Society (society, archived)',
      'Sensors Council (council)',
    ]);
    fireEvent.change(organisation, { target: { value: '22' } });
    fireEvent.change(within(filters).getByLabelText('Person'), { target: { value: '8' } });
    fireEvent.change(within(filters).getByLabelText('From'), { target: { value: '2025-01-01' } });
    fireEvent.change(within(filters).getByLabelText('To'), { target: { value: '2025-02-28' } });
    const show = within(filters).getByRole('button', { name: 'Show' });
    show.focus();
    fireEvent.click(show);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/admin/activity?organisation=22&person=8&from=2025-01-01&to=2025-02-28',
      ),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(screen.getByText('1 change matches these filters.')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([path]) =>
          String(path) ===
          '/api/admin/audit?page=1&limit=20&organisationId=22&actorId=8&from=2025-01-01&to=2025-02-28',
      ),
    ).toBe(true);

    // The form stays (the focus with it) and shows what applies.
    expect(document.activeElement).toBe(show);
    expect((within(filters).getByLabelText('Person') as HTMLSelectElement).value).toBe('8');

    const clear = screen.getByRole('button', { name: 'Clear filters' });
    clear.focus();
    fireEvent.click(clear);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/activity'));
    await waitFor(() =>
      expect((screen.getByLabelText('Organisation') as HTMLSelectElement).value).toBe(''),
    );
    expect((within(filters).getByLabelText('From') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(show));
  });

  it('offers no restore: undo belongs to the History of each dashboard', async () => {
    const inbox = sampleInbox({
      audit: [
        sampleAuditEntry({
          action: 'deleted',
          itemType: 'slate_members',
          itemId: 21,
          itemLabel: 'Old Member',
          changes: [{ field: 'name', before: 'Old Member', after: null }],
        }),
        sampleAuditEntry({
          id: 702,
          itemType: 'events',
          itemId: 11,
          itemLabel: 'Robotics Workshop',
          changes: [{ field: 'location', before: 'Hall A', after: 'Lab 3' }],
        }),
      ],
    });
    liveAdminApi(fetchMock, sampleAdminData(), () => json(500, {}), inbox);
    renderAdmin('/admin/activity');
    const list = await screen.findByRole('list', { name: 'Activity' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryAllByRole('button')).toEqual([]);
    expect(
      screen.queryByRole('button', { name: /^(Bring back|Restore this version)…/ }),
    ).toBeNull();
  });

  it('refuses days the wrong way round before asking the server', async () => {
    liveAdminApi(fetchMock, sampleAdminData(), () => json(500, {}), sampleInbox());
    renderAdmin('/admin/activity');
    const filters = await screen.findByRole('form', { name: 'Filter the history' });
    expect(screen.getByText('No changes recorded yet.')).toBeTruthy();
    fireEvent.change(within(filters).getByLabelText('From'), { target: { value: '2025-03-09' } });
    fireEvent.change(within(filters).getByLabelText('To'), { target: { value: '2025-03-01' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Show' }));
    expect((await within(filters).findByRole('alert')).textContent).toBe(
      'The start date must not be after the end date',
    );
    expect(within(filters).getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('location').textContent).toBe('/admin/activity');
  });
});
