import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  json,
  liveAdminApi,
  STALE,
  sampleAdminData,
  sampleAdminNotification,
  sampleInbox,
} from '../../../test/console-fixtures';
import { stubFetchPerTest } from '../../../test/fetch-stub';
import { itemNamed, renderAdmin, writesOf } from '../../routes/admin/test-render';
import { NOTIFICATION_PUBLISHED } from './notifications-tab';

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
