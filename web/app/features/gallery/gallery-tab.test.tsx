import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardApi, sampleData, sampleGalleryItem } from '../../../test/dashboard-fixtures';
import { answerConfirmation } from '../../components/console/test-render';
import { renderDashboard } from '../../routes/organisation-dashboard/test-render';
import { CONFIRM_DELETE_PHOTO } from './gallery-tab';

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

const renderAt = renderDashboard;

describe('the Gallery tab', () => {
  const dashboardReads = () =>
    fetchMock.mock.calls
      .map(([path]) => String(path))
      .filter((path) => path.includes('-dashboard/'));

  it('shows the gallery a page at a time; after a delete it reloads the page shown', async () => {
    const data = sampleData();
    data.gallery = Array.from({ length: 45 }, (_, index) =>
      sampleGalleryItem({ id: 900 + index, caption: `Photo ${index + 1}` }),
    );
    fetchMock.mockImplementation(
      dashboardApi(data, (path, init) => {
        if (init?.method !== 'DELETE') return undefined;
        expect(path).toBe('/api/society-dashboard/society/3/gallery/920');
        data.gallery = (data.gallery ?? []).filter((item) => item.id !== 920);
        return new Response(null, { status: 204 });
      }),
    );
    renderAt('/societies/computer-society/dashboard/gallery?page=3');
    const photos = await screen.findByRole('list', { name: 'Photos' });
    expect(within(photos).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('Photo 41')).toBeTruthy();
    expect(dashboardReads()).toContain(
      '/api/society-dashboard/society/computer-society/gallery?page=3&limit=20',
    );
    const pager = screen.getByRole('navigation', { name: 'Gallery pages' });
    expect(within(pager).getByText('Page 3 of 3')).toBeTruthy();
    fireEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/societies/computer-society/dashboard/gallery?page=2',
      ),
    );
    const photo21 = await screen.findByRole('button', { name: /^Delete ?: Photo 21$/ });
    fetchMock.mockClear();
    fireEvent.click(photo21);
    await answerConfirmation(CONFIRM_DELETE_PHOTO, true);
    expect(await screen.findByText('Photo deleted.')).toBeTruthy();
    // The same page again, from the server: the next photo moves up into it.
    await waitFor(() => expect(screen.getByText('Photo 41')).toBeTruthy());
    expect(screen.queryByText('Photo 21')).toBeNull();
    expect(dashboardReads()).toContain(
      '/api/society-dashboard/society/computer-society/gallery?page=2&limit=20',
    );
  });
});
