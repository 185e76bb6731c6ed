import type { AuditEntry, RestorePlan } from '@chapterhouse/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardApi, json, sampleData } from '../../../test/dashboard-fixtures';
import { renderDashboard } from '../../routes/organisation-dashboard/test-render';

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

/** Restores go to the organisation's id, whatever the URL named it by. */
const RESTORE = '/api/society-dashboard/society/3/history';
const STALE_HISTORY =
  'Someone changed this item since you opened its history. Reload to see their change, then restore again if you still want to.';

/**
 * An item's button by its accessible name: its word, completed by the item's name (the test DOM
 * puts a space between the two; a browser reads `Bring back…: Old Member`).
 */
const named = (label: string, item: string) => new RegExp(`^${label} ?: ${item}$`);

const deletedMember: AuditEntry = {
  ...entry(7, '2025-03-08T10:00:00.000Z', 'Old Member'),
  action: 'deleted',
  itemType: 'slate_members',
  itemId: 21,
  changes: [
    { field: 'name', before: 'Old Member', after: null },
    { field: 'role', before: 'Treasurer', after: null },
  ],
};
const changedEvent: AuditEntry = {
  ...entry(6, '2025-03-07T10:00:00.000Z', 'Robotics Workshop'),
  action: 'updated',
  itemId: 11,
  changes: [{ field: 'location', before: 'Hall A', after: 'Lab 3' }],
};
/** Not one of the lists History restores. */
const changedOrganisation: AuditEntry = {
  ...entry(5, '2025-03-06T10:00:00.000Z', 'Computer Society'),
  action: 'updated',
  itemType: 'organisations',
  itemId: 3,
  changes: [{ field: 'student_member_count', before: 120, after: 135 }],
};

const bringBackPlan: RestorePlan = {
  entryId: 7,
  kind: 'bring-back',
  itemType: 'slate_members',
  itemId: 21,
  itemLabel: 'Old Member',
  changes: [
    { field: 'name', current: null, restored: 'Old Member' },
    { field: 'role', current: null, restored: 'Treasurer' },
  ],
  latestEntryId: 7,
};
const restorePlan: RestorePlan = {
  entryId: 6,
  kind: 'restore',
  itemType: 'events',
  itemId: 11,
  itemLabel: 'Robotics Workshop',
  changes: [{ field: 'location', current: 'Hall B', restored: 'Lab 3' }],
  latestEntryId: 9,
};

/**
 * Serves the History of `entries`; the restore of each entry (GET its plan, POST it) answers what
 * `restore` says, else 404.
 */
function serveHistory(
  entries: AuditEntry[],
  restore: (method: string, entryId: number, init?: RequestInit) => Response | undefined,
) {
  fetchMock.mockImplementation(
    dashboardApi(
      sampleData(),
      (path, init) => {
        const match = path.match(/\/history\/(\d+)\/restore$/);
        if (!match || !path.startsWith(RESTORE)) return undefined;
        return (
          restore(init?.method ?? 'GET', Number(match[1]), init) ??
          json(404, { error: 'Not found' })
        );
      },
      entries,
    ),
  );
}

const restoreCalls = () =>
  fetchMock.mock.calls
    .filter(([path]) => String(path).endsWith('/restore'))
    .map(([path, init]) => ({
      path: String(path),
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));

/** The History tab (its dashboard's layout shows the toasts). */
const renderHistory = () => renderAt('/societies/computer-society/dashboard/history');

describe('Undo from the History tab', () => {
  it('offers to bring back a deleted item and restore a changed one, nothing for other records', async () => {
    serveHistory([deletedMember, changedEvent, changedOrganisation], () => undefined);
    renderHistory();
    const list = await screen.findByRole('list', { name: 'History' });
    const [deleted, changed, other] = within(list).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    const bringBack = within(deleted).getByRole('button', {
      name: named('Bring back…', 'Old Member'),
    });
    expect(bringBack.textContent).toBe('Bring back…: Old Member');
    expect(within(deleted).queryByRole('button', { name: /^Restore this version/ })).toBeNull();
    expect(
      within(changed).getByRole('button', {
        name: named('Restore this version…', 'Robotics Workshop'),
      }),
    ).toBeTruthy();
    expect(within(changed).queryByRole('button', { name: /^Bring back/ })).toBeNull();
    expect(within(other).queryByRole('button')).toBeNull();
  });

  it('shows what a bring-back restores, then brings the item back with the newest entry it read', async () => {
    let restored = false;
    serveHistory([deletedMember, changedEvent], (method, entryId) => {
      if (entryId !== 7) return undefined;
      if (method === 'GET') return json(200, bringBackPlan);
      restored = true;
      return json(200, bringBackPlan);
    });
    renderHistory();
    fireEvent.click(
      await screen.findByRole('button', { name: named('Bring back…', 'Old Member') }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Bring back: Old Member' });
    expect(within(dialog).getByRole('status').textContent).toBe('Loading...');
    expect(document.activeElement).toBe(dialog);
    expect(
      await within(dialog).findByText('It comes back as it was when it was deleted:'),
    ).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual([
      ['Name', 'Old Member'],
      ['Role', 'Treasurer'],
    ]);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    const reads = fetchMock.mock.calls.filter(([path]) =>
      String(path).includes('/history?'),
    ).length;

    fireEvent.click(within(dialog).getByRole('button', { name: 'Bring back' }));
    expect(
      within(dialog).getByRole('button', { name: 'Restoring...' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(await screen.findByText('Brought back: Old Member.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(restored).toBe(true);
    expect(restoreCalls()).toEqual([
      { path: `${RESTORE}/7/restore`, method: 'GET', body: undefined },
      { path: `${RESTORE}/7/restore`, method: 'POST', body: { latestEntryId: 7 } },
    ]);
    // The History is read again, with the restore in it.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([path]) => String(path).includes('/history?')).length,
      ).toBeGreaterThan(reads),
    );
  });

  it("shows a restore's fields now and as restored, and says when someone changed the item since", async () => {
    serveHistory([deletedMember, changedEvent], (method, entryId) => {
      if (entryId !== 6) return undefined;
      return method === 'GET' ? json(200, restorePlan) : json(409, { error: STALE_HISTORY });
    });
    renderHistory();
    fireEvent.click(
      await screen.findByRole('button', {
        name: named('Restore this version…', 'Robotics Workshop'),
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Restore: Robotics Workshop' });
    expect(
      await within(dialog).findByText('These fields go back to how they were after this change:'),
    ).toBeTruthy();
    const location = within(dialog).getByRole('term');
    expect(location.textContent).toBe('Location');
    expect(location.nextElementSibling?.textContent).toBe('from Hall B→ to Lab 3');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect((await screen.findByRole('alert')).textContent).toContain(STALE_HISTORY);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(restoreCalls().at(-1)).toEqual({
      path: `${RESTORE}/6/restore`,
      method: 'POST',
      body: { latestEntryId: 9 },
    });
  });

  it('says when there is nothing to restore, and why a plan cannot be made', async () => {
    serveHistory([deletedMember, changedEvent], (method, entryId) => {
      if (method !== 'GET') return undefined;
      return entryId === 6
        ? json(200, { ...restorePlan, changes: [] })
        : json(409, {
            error: 'There is nothing to restore: the item did not exist after that change.',
          });
    });
    renderHistory();
    fireEvent.click(
      await screen.findByRole('button', {
        name: named('Restore this version…', 'Robotics Workshop'),
      }),
    );
    let dialog = screen.getByRole('dialog', { name: 'Restore: Robotics Workshop' });
    expect(
      await within(dialog).findByText('It is as it was after this change already.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Restore' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: named('Bring back…', 'Old Member') }));
    dialog = screen.getByRole('dialog', { name: 'Bring back: Old Member' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'There is nothing to restore: the item did not exist after that change.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Bring back' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    const close = within(dialog).getAllByRole('button', { name: 'Close' }).at(-1);
    if (close) fireEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(restoreCalls().every((call) => call.method === 'GET')).toBe(true);
  });
});
