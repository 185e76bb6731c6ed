import type { AuditEntry } from '@chapterhouse/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardApi, sampleData } from '../../../test/dashboard-fixtures';
import { renderDashboard } from './test-render';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  localStorage.setItem('authToken', 't');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderAt = renderDashboard;

const entry = (id: number, at: string, title: string): AuditEntry => ({
  id,
  at,
  actor: { id: 1, name: 'Chair', email: 'chair@example.org' },
  organisation: { id: 3, slug: 'computer-society', name: 'Computer Society', kind: 'society' },
  action: 'created',
  itemType: 'events',
  itemId: id,
  itemLabel: title,
  changes: [{ field: 'title', before: null, after: title }],
});

describe('History tab', () => {
  it("lists the organisation's changes, newest first, filtered by days in the URL", async () => {
    const history = [
      entry(3, '2025-03-07T10:00:00.000Z', 'Robotics Workshop'),
      entry(2, '2025-02-10T10:00:00.000Z', 'Intro Talk'),
    ];
    fetchMock.mockImplementation(dashboardApi(sampleData(), undefined, history));
    renderAt('/societies/computer-society/dashboard/history');
    const list = await screen.findByRole('list', { name: 'History' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Chair added Event “Robotics Workshop”', 'Chair added Event “Intro Talk”']);
    expect(within(list).getAllByText('Title')).toHaveLength(2);
    // Its own history: no organisation to choose, and none named on each entry.
    const filters = screen.getByRole('form', { name: 'Filter the history' });
    expect(within(filters).queryByLabelText('Organisation')).toBeNull();
    expect(within(list).queryByText('Computer Society')).toBeNull();
    expect(
      fetchMock.mock.calls.some(
        ([path]) =>
          String(path) ===
          '/api/society-dashboard/society/computer-society/history?page=1&limit=20',
      ),
    ).toBe(true);

    fireEvent.change(within(filters).getByLabelText('From'), { target: { value: '2025-03-01' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/societies/computer-society/dashboard/history?from=2025-03-01',
      ),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
  });

  it('says when nothing has been recorded', async () => {
    fetchMock.mockImplementation(dashboardApi(sampleData()));
    renderAt('/societies/computer-society/dashboard/history');
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy();
  });
});
