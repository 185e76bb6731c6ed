import type { Notification } from '@chapterhouse/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { badgeText, countUnread, NotificationBadge, NotificationBell } from './notification-bell';

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

describe('notification bell', () => {
  function renderBell(notifications: Notification[]) {
    return render(
      <MemoryRouter>
        <NotificationBell notifications={notifications} />
      </MemoryRouter>,
    );
  }

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
  });
});
