import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  json,
  liveAdminApi,
  sampleAdminData,
  sampleAuditEntry,
  sampleInbox,
} from '../../../test/console-fixtures';
import { stubFetchPerTest } from '../../../test/fetch-stub';
import { renderAdmin } from '../../routes/admin/test-render';

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
  toast.remove();
  vi.restoreAllMocks();
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
