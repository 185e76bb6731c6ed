import type { Notification } from '@chapterhouse/shared';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markSeen, SEEN_KEY, SEEN_MAX } from '../lib/seen-notifications';
import { badgeText, countUnread, NotificationBadge, NotificationBell } from './notification-bell';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const notification = (id: number, unread: boolean): Notification => ({
  id,
  type: 'event',
  title: `Notice ${id}`,
  link: null,
  message: 'Something happened',
  time: '2025-03-07T10:00:00.000Z',
  unread,
});

describe('notification badge', () => {
  it('counts only unread notifications', () => {
    expect(
      countUnread([notification(1, true), notification(2, false), notification(3, true)]),
    ).toBe(2);
  });

  it('does not count the ones this browser has seen', () => {
    expect(
      countUnread([notification(1, true), notification(2, false), notification(3, true)], [3]),
    ).toBe(1);
  });

  it('shows the count up to 9 and 9+ above', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(42)).toBe('9+');
  });

  it('renders nothing when nothing is unread', () => {
    render(<NotificationBadge count={0} />);
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('renders 9+ for ten unread', () => {
    render(<NotificationBadge count={10} />);
    expect(screen.getByTestId('notification-badge').textContent).toBe('9+');
  });
});

/** The sample content's five notifications: the two newest are recent (unread). */
const sample = () => [
  notification(5, true),
  notification(4, true),
  notification(3, false),
  notification(2, false),
  notification(1, false),
];

function renderBell(notifications: Notification[] | null) {
  return render(
    <MemoryRouter>
      <NotificationBell notifications={notifications} />
    </MemoryRouter>,
  );
}

const details = () =>
  screen
    .getByRole('link', { name: 'View All Notifications' })
    .closest('details') as HTMLDetailsElement;

/** Opens or closes the panel as a click on the bell would, and lets the toggle event arrive. */
async function setOpen(open: boolean) {
  await act(async () => {
    details().open = open;
  });
}

describe('notification bell', () => {
  it('badges the unread count and links to every notification', async () => {
    renderBell([notification(1, true), notification(2, false), notification(3, true)]);
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('2');
    expect(screen.getByLabelText('Notifications, 2 unread')).toBeTruthy();
    const all = screen.getByRole('link', { name: 'View All Notifications' });
    expect(all.getAttribute('href')).toBe('/notifications');
  });

  it('caps the badge at 9+', async () => {
    renderBell(Array.from({ length: 12 }, (_, index) => notification(index + 1, true)));
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('9+');
    expect(screen.getByLabelText('Notifications, 12 unread')).toBeTruthy();
  });

  it('renders no count on the server: it cannot know what this browser has seen', () => {
    markSeen([5, 4]);
    const html = renderToString(
      <MemoryRouter>
        <NotificationBell notifications={sample()} />
      </MemoryRouter>,
    );
    expect(html).not.toContain('notification-badge');
    expect(html).toContain('aria-label="Notifications"');
  });

  it("shows '2' on a first visit, clears once opened, and stays cleared", async () => {
    const first = renderBell(sample());
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('2'));
    await setOpen(true);
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    expect(screen.getByLabelText('Notifications, none unread')).toBeTruthy();
    // While open, the panel still marks what was new when it opened.
    const list = screen.getByRole('list', { name: 'Latest notifications' });
    expect(within(list).getAllByText('Unread:')).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]')).toEqual([5, 4]);
    await setOpen(false);
    first.unmount();

    // A later visit in this browser: nothing unread, nothing marked.
    renderBell(sample());
    await waitFor(() => expect(screen.getByLabelText('Notifications, none unread')).toBeTruthy());
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(screen.queryByText('Unread:')).toBeNull();
  });

  it('counts a new notification published after the visitor last looked', async () => {
    markSeen([5, 4]);
    renderBell([notification(6, true), ...sample()]);
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('1'));
    expect(screen.getByLabelText('Notifications, 1 unread')).toBeTruthy();
  });

  it('follows the seen set when another part of the page (the /notifications list) marks them', async () => {
    renderBell(sample());
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('2'));
    act(() => markSeen([5]));
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('1'));
  });

  it('links a notification about a page to it', async () => {
    renderBell([{ ...notification(7, true), link: '/societies/computer-society/upcoming-events' }]);
    expect((await screen.findByRole('link', { name: 'Notice 7' })).getAttribute('href')).toBe(
      '/societies/computer-society/upcoming-events',
    );
  });

  it('keeps the seen set bounded', () => {
    markSeen(Array.from({ length: SEEN_MAX + 50 }, (_, index) => index + 1));
    const stored = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]') as number[];
    expect(stored).toHaveLength(SEEN_MAX);
    // The newest stay.
    expect(stored.at(-1)).toBe(SEEN_MAX + 50);
  });
});

describe('before the header has read the notifications', () => {
  it('shows no count and says it is loading, even to a browser that has seen some', async () => {
    markSeen([1]);
    const { rerender } = renderBell(null);
    await waitFor(() => expect(screen.getByText('Loading notifications…')).toBeTruthy());
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(screen.getByLabelText('Notifications')).toBeTruthy();

    rerender(
      <MemoryRouter>
        <NotificationBell notifications={sample()} />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('notification-badge')).toBeTruthy();
    expect(screen.getByLabelText('Notifications, 2 unread')).toBeTruthy();
  });
});
