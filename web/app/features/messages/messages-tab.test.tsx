import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  json,
  liveAdminApi,
  type SampleInbox,
  sampleAdminData,
  sampleInbox,
  sampleMessage,
} from '../../../test/console-fixtures';
import { stubFetchPerTest } from '../../../test/fetch-stub';
import { itemNamed, renderAdmin, writesOf } from '../../routes/admin/test-render';
import { REPLY_SUBJECT } from './messages-tab';

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
  toast.remove();
  vi.restoreAllMocks();
});

const LONG = `I would like to know more about the robotics workshop. ${'We are a group of five first-year students. '.repeat(6)}Thank you!`;

function inboxWithMessages(): SampleInbox {
  return sampleInbox({
    messages: [
      sampleMessage({ id: 303, name: 'Liam Chen', email: 'liam@example.edu', message: LONG }),
      sampleMessage(),
      sampleMessage({
        id: 300,
        name: 'Old Timer',
        email: 'old@example.edu',
        message: 'Thanks for the talk.',
        handledAt: '2025-03-01T10:00:00.000Z',
      }),
    ],
  });
}

/** Answers the inbox's writes as the server would, changing `inbox`. */
function inboxServer(inbox: SampleInbox) {
  return (path: string, init: RequestInit) => {
    const id = Number(path.split('/').at(-1));
    const message = inbox.messages.find((item) => item.id === id);
    if (!message) return json(404, { error: 'Message not found.' });
    if (init.method === 'DELETE') {
      inbox.messages = inbox.messages.filter((item) => item.id !== id);
      return new Response(null, { status: 204 });
    }
    const { handled } = JSON.parse(String(init.body)) as { handled: boolean };
    const saved = { ...message, handledAt: handled ? '2025-03-08T09:00:00.000Z' : null };
    inbox.messages = inbox.messages.map((item) => (item.id === id ? saved : item));
    return json(200, saved);
  };
}

const messageItems = () =>
  within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');

describe('Messages tab', () => {
  it('lists the messages newest first with the unhandled count on the tab and in the panel', async () => {
    liveAdminApi(fetchMock, sampleAdminData(), () => json(500, {}), inboxWithMessages());
    renderAdmin('/admin/messages');
    await screen.findByRole('list', { name: 'Messages' });
    expect(
      messageItems().map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Liam ChenUnhandled', 'Priya RamanUnhandled', 'Old TimerHandled']);
    expect(screen.getByRole('tab', { name: 'Messages 2 unhandled' })).toBeTruthy();
    expect(screen.getByText('2 messages not handled yet.')).toBeTruthy();

    // A long message shows its beginning until it is opened.
    const liam = messageItems()[0] as HTMLElement;
    expect(within(liam).queryByText(LONG)).toBeNull();
    const read = within(liam).getByRole('button', {
      name: itemNamed('Read message', 'message from Liam Chen'),
    });
    expect(read.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(read);
    expect(read.getAttribute('aria-expanded')).toBe('true');
    expect(within(liam).getByText(LONG)).toBeTruthy();

    // Reply opens the visitor's address in the mail program, with a subject.
    const reply = within(liam).getByRole('link', { name: /^Reply/ });
    expect(reply.getAttribute('href')).toBe(
      `mailto:liam@example.edu?subject=${encodeURIComponent(REPLY_SUBJECT)}`,
    );
  });

  it('the tab counts unhandled messages on every tab, not only its own', async () => {
    liveAdminApi(fetchMock, sampleAdminData(), () => json(500, {}), inboxWithMessages());
    renderAdmin('/admin/accounts');
    expect(await screen.findByRole('tab', { name: 'Messages 2 unhandled' })).toBeTruthy();
  });

  it('marks a message handled, then unhandled again', async () => {
    const inbox = inboxWithMessages();
    liveAdminApi(fetchMock, sampleAdminData(), inboxServer(inbox), inbox);
    renderAdmin('/admin/messages');
    fireEvent.click(
      await screen.findByRole('button', {
        name: itemNamed('Mark handled', 'message from Priya Raman'),
      }),
    );
    expect(await screen.findByText('Message from Priya Raman marked handled.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('1 message not handled yet.')).toBeTruthy());
    expect(screen.getByRole('tab', { name: 'Messages 1 unhandled' })).toBeTruthy();

    fireEvent.click(
      screen.getByRole('button', { name: itemNamed('Mark unhandled', 'message from Priya Raman') }),
    );
    await waitFor(() => expect(screen.getByText('2 messages not handled yet.')).toBeTruthy());
    expect(writesOf(fetchMock)).toEqual([
      { path: '/api/admin/messages/301', method: 'PUT', body: { handled: true } },
      { path: '/api/admin/messages/301', method: 'PUT', body: { handled: false } },
    ]);
  });

  it('shows only unhandled messages when asked, in the URL', async () => {
    liveAdminApi(fetchMock, sampleAdminData(), () => json(500, {}), inboxWithMessages());
    renderAdmin('/admin/messages');
    const show = await screen.findByLabelText('Show');
    fireEvent.change(show, { target: { value: 'unhandled' } });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/messages?status=unhandled'),
    );
    await waitFor(() => expect(messageItems()).toHaveLength(2));
    expect(screen.queryByText('Old Timer')).toBeNull();
  });

  it('deletes a message after a confirmation dialog; Cancel keeps it', async () => {
    const inbox = inboxWithMessages();
    liveAdminApi(fetchMock, sampleAdminData(), inboxServer(inbox), inbox);
    renderAdmin('/admin/messages');
    const remove = await screen.findByRole('button', {
      name: itemNamed('Delete', 'message from Priya Raman'),
    });
    // As a click or a keypress on it does in a browser.
    remove.focus();
    fireEvent.click(remove);
    let dialog = screen.getByRole('dialog', { name: 'Delete the message from Priya Raman?' });
    // Cancel takes the focus: Enter never deletes by accident.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(remove));
    expect(writesOf(fetchMock)).toEqual([]);

    fireEvent.click(remove);
    dialog = screen.getByRole('dialog', { name: 'Delete the message from Priya Raman?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete message' }));
    expect(await screen.findByText('Message from Priya Raman deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Priya Raman')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    // Its button went with it: focus moves to the list, not the top of the page.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('list', { name: 'Messages' }).parentElement,
      ),
    );
    expect(writesOf(fetchMock)).toEqual([
      { path: '/api/admin/messages/301', method: 'DELETE', body: undefined },
    ]);
  });

  it('pages through the messages, the page in the URL', async () => {
    const inbox = sampleInbox({
      messages: Array.from({ length: 25 }, (_, index) =>
        sampleMessage({ id: 1000 - index, name: `Visitor ${index + 1}` }),
      ),
    });
    liveAdminApi(fetchMock, sampleAdminData(), () => json(500, {}), inbox);
    renderAdmin('/admin/messages');
    await screen.findByRole('list', { name: 'Messages' });
    expect(messageItems()).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Messages pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/messages?page=2'),
    );
    await waitFor(() => expect(messageItems()).toHaveLength(5));
    expect(screen.getByText('Visitor 21')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });
});
