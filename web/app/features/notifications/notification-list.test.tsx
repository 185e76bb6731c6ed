import type { Notification } from '@chapterhouse/shared';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markSeen, readSeen } from '../../lib/seen-notifications';
import { NotificationList } from './notification-list';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const notification = (id: number, unread: boolean, link: string | null = null): Notification => ({
  id,
  type: id % 2 ? 'event' : 'achievement',
  title: `Notice ${id}`,
  message: `Message ${id}`,
  link,
  time: '2025-03-07T10:00:00.000Z',
  unread,
});

const list = () => [
  notification(3, true, '/upcoming-events'),
  notification(2, true),
  notification(1, false),
];

describe('notification list', () => {
  it('marks what is new for this browser, then counts all listed as seen', async () => {
    markSeen([2]);
    render(
      <MemoryRouter>
        <NotificationList notifications={list()} />
      </MemoryRouter>,
    );
    const items = screen.getAllByRole('listitem');
    await waitFor(() => expect(within(items[0] as HTMLElement).getByText('New')).toBeTruthy());
    // Seen before (in the bell), and old ones: not new.
    expect(within(items[1] as HTMLElement).queryByText('New')).toBeNull();
    expect(within(items[2] as HTMLElement).queryByText('New')).toBeNull();
    expect(readSeen().sort()).toEqual([2, 3]);
    expect(within(items[0] as HTMLElement).getByText('Event')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Achievement')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Notice 3' }).getAttribute('href')).toBe(
      '/upcoming-events',
    );
    expect(within(items[0] as HTMLElement).getByText('7 Mar 2025')).toBeTruthy();
  });

  it('renders no markers on the server, which cannot know what was seen', () => {
    const html = renderToString(
      <MemoryRouter>
        <NotificationList notifications={list()} />
      </MemoryRouter>,
    );
    expect(html).toContain('Notice 3');
    expect(html).not.toContain('>New<');
  });
});
