import type { AdminOrganisation } from '@chapterhouse/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminData } from '../../../test/console-fixtures';
import {
  json,
  liveAdminApi,
  STALE,
  sampleAccount,
  sampleAdminData,
  sampleAdminOrganisation,
  sampleLink,
} from '../../../test/console-fixtures';
import { stubFetchPerTest } from '../../../test/fetch-stub';
import { answerConfirmation } from '../../components/console/test-render';
import { itemNamed, renderAdmin, writesOf } from '../../routes/admin/test-render';
import { confirmArchive, confirmRestore } from './organisations-tab';

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
  toast.remove();
  vi.restoreAllMocks();
});

const liveApi = (data: AdminData, onWrite: (path: string, init: RequestInit) => Response) =>
  liveAdminApi(fetchMock, data, onWrite);

const societies = () => screen.getByRole('table', { name: 'Societies, in menu order' });

describe('Organisations tab', () => {
  it('lists each kind in its order with its admins, last update and archived badge', async () => {
    liveApi(sampleAdminData(), () => json(500, {}));
    renderAdmin();
    const table = await screen.findByRole('table', { name: 'Societies, in menu order' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Order', 'Name', 'Kind', 'Admins', 'Last update', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Computer Societycomputer-society',
      'Power & Energy Societypower-energy-society',
      'Old SocietyArchivedold-society',
    ]);
    const [computer, , old] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(computer).getByText('asha@example.org')).toBeTruthy();
    expect(within(computer).getByText(/2025/).closest('time')?.getAttribute('dateTime')).toBe(
      '2025-03-01T10:00:00.000Z',
    );
    expect(
      within(computer).getByRole('link', { name: itemNamed('Open dashboard', 'Computer Society') }),
    ).toHaveProperty('pathname', '/societies/computer-society/dashboard');
    expect(
      within(old).getByRole('button', { name: itemNamed('Restore', 'Old Society') }),
    ).toBeTruthy();
    expect(within(old).queryByRole('link', { name: /Public page/ })).toBeNull();
    // The first cannot move up, the last cannot move down.
    expect(
      within(computer).getByRole('button', { name: itemNamed('Move up', 'Computer Society') }),
    ).toHaveProperty('disabled', true);
    expect(
      within(old).getByRole('button', { name: itemNamed('Move down', 'Old Society') }),
    ).toHaveProperty('disabled', true);
    const councils = screen.getByRole('table', { name: 'Councils, in menu order' });
    expect(within(councils).getByText('Sensors Council')).toBeTruthy();
    expect(within(councils).getByText('None')).toBeTruthy();
  });

  it('fills the slug from the name until it is edited, and sends the new society', async () => {
    const data = sampleAdminData();
    liveApi(data, (_path, init) => {
      const body = JSON.parse(String(init.body));
      const created = sampleAdminOrganisation({ id: 30, ...body, admins: [], version: 1 });
      data.organisations = [...data.organisations, created];
      return json(201, created);
    });
    renderAdmin();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Society' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Society' });
    const name = within(dialog).getByLabelText('Name');
    const slug = within(dialog).getByLabelText('Slug') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(name));

    // Made as the sample's slugs are: no "ieee-", no "and".
    fireEvent.input(name, { target: { value: 'IEEE Robotics & Automation Society' } });
    await waitFor(() => expect(slug.value).toBe('robotics-automation-society'));
    expect(within(dialog).getByText('/societies/robotics-automation-society')).toBeTruthy();

    // Once edited, the slug is the person's: the name no longer changes it.
    fireEvent.input(slug, { target: { value: 'ras' } });
    fireEvent.input(name, { target: { value: 'IEEE Robotics and Automation Society' } });
    await waitFor(() => expect(slug.value).toBe('ras'));
    // Emptied, it follows the name again.
    fireEvent.input(slug, { target: { value: '' } });
    fireEvent.input(name, { target: { value: 'Robotics Society' } });
    await waitFor(() => expect(slug.value).toBe('robotics-society'));

    fireEvent.input(within(dialog).getByLabelText('Image URL'), {
      target: { value: 'https://example.org/ras.png' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Society' }));
    expect(await screen.findByText('Robotics Society added.')).toBeTruthy();
    expect(writesOf(fetchMock)).toEqual([
      {
        path: '/api/admin/organisations',
        method: 'POST',
        body: {
          kind: 'society',
          name: 'Robotics Society',
          slug: 'robotics-society',
          image: 'https://example.org/ras.png',
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(societies()).findByText('Robotics Society')).toBeTruthy();
  });

  it('checks the fields with the shared schema and sends nothing while they are wrong', async () => {
    liveApi(sampleAdminData(), () => json(500, {}));
    renderAdmin();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Council' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Council' });
    fireEvent.input(within(dialog).getByLabelText('Slug'), { target: { value: 'Bad Slug!' } });
    fireEvent.input(within(dialog).getByLabelText('Image URL'), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Council' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    const slug = within(dialog).getByLabelText('Slug');
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    const slugError = within(dialog).getByText('Use lower-case letters, digits and single dashes');
    expect(slug.getAttribute('aria-describedby')).toContain(slugError.id);
    expect(within(dialog).getByLabelText('Image URL').getAttribute('aria-invalid')).toBe('true');
    expect(writesOf(fetchMock)).toEqual([]);
  });

  it('keeps the form open when the slug is taken (409 on an addition)', async () => {
    liveApi(sampleAdminData(), () =>
      json(409, { error: 'Another organisation already uses the slug "computer-society".' }),
    );
    renderAdmin();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Society' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Society' });
    fireEvent.input(within(dialog).getByLabelText('Name'), {
      target: { value: 'Computer Society' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Society' }));
    const message = await screen.findByText(
      'Another organisation already uses the slug "computer-society".',
    );
    expect(message.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add Society' })).toBeTruthy();
  });

  it('edits with the version loaded; a stale edit says so, reloads and closes the form', async () => {
    const data = sampleAdminData();
    liveApi(data, () => {
      data.organisations = data.organisations.map((organisation) =>
        organisation.id === 3
          ? { ...organisation, name: 'Computer Society (renamed)', version: 5 }
          : organisation,
      );
      return json(409, { error: STALE });
    });
    renderAdmin();
    fireEvent.click(
      await screen.findByRole('button', { name: itemNamed('Edit', 'Computer Society') }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Computer Society' });
    expect((within(dialog).getByLabelText('Slug') as HTMLInputElement).value).toBe(
      'computer-society',
    );
    fireEvent.input(within(dialog).getByLabelText('Name'), { target: { value: 'IEEE CS' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(STALE)).toBeTruthy();
    expect(await screen.findByText('Computer Society (renamed)')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writesOf(fetchMock)).toEqual([
      {
        path: '/api/admin/organisations/3',
        method: 'PUT',
        body: { version: 4, name: 'IEEE CS', slug: 'computer-society', image: null },
      },
    ]);
  });

  it('archives and restores after a confirmation', async () => {
    const data = sampleAdminData();
    const setArchived = (id: number, archived: boolean) => {
      data.organisations = data.organisations.map((organisation) =>
        organisation.id === id ? { ...organisation, archived } : organisation,
      );
      return json(
        200,
        data.organisations.find((organisation) => organisation.id === id),
      );
    };
    liveApi(data, (path) => {
      if (path === '/api/admin/organisations/3/archive') return setArchived(3, true);
      if (path === '/api/admin/organisations/5/restore') return setArchived(5, false);
      return json(500, {});
    });
    renderAdmin();
    fireEvent.click(
      await screen.findByRole('button', { name: itemNamed('Archive', 'Computer Society') }),
    );
    await answerConfirmation(confirmArchive('Computer Society'), false);
    expect(writesOf(fetchMock)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: itemNamed('Archive', 'Computer Society') }));
    await answerConfirmation(confirmArchive('Computer Society'), true);
    expect(
      await screen.findByText('Computer Society archived: it no longer shows on the public site.'),
    ).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: itemNamed('Restore', 'Computer Society') }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: itemNamed('Restore', 'Old Society') }));
    await answerConfirmation(confirmRestore('Old Society'), true);
    expect(
      await screen.findByRole('button', { name: itemNamed('Archive', 'Old Society') }),
    ).toBeTruthy();
    expect(writesOf(fetchMock).map(({ path, method }) => `${method} ${path}`)).toEqual([
      'POST /api/admin/organisations/3/archive',
      'POST /api/admin/organisations/5/restore',
    ]);
  });

  it('moves a society down: the whole order of its kind is sent, focus stays on the button', async () => {
    const data = sampleAdminData();
    liveApi(data, (path, init) => {
      expect(path).toBe('/api/admin/organisations/order');
      const { ids } = JSON.parse(String(init.body)) as { ids: number[] };
      const byId = new Map(
        data.organisations.map((organisation) => [organisation.id, organisation]),
      );
      const reordered = ids.map((id) => byId.get(id) as AdminOrganisation);
      data.organisations = [
        ...reordered,
        ...data.organisations.filter((organisation) => !ids.includes(organisation.id)),
      ];
      return json(200, data.organisations);
    });
    renderAdmin();
    const down = await screen.findByRole('button', {
      name: itemNamed('Move down', 'Computer Society'),
    });
    down.focus();
    fireEvent.click(down);
    expect(await screen.findByText('Computer Society moved down.')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(societies())
          .getAllByRole('rowheader')
          .map((cell) => cell.firstChild?.textContent),
      ).toEqual(['Power & Energy Society', 'Computer Society', 'Old Society']),
    );
    expect(writesOf(fetchMock)).toEqual([
      {
        path: '/api/admin/organisations/order',
        method: 'PUT',
        body: { kind: 'society', ids: [4, 3, 5] },
      },
    ]);
    await waitFor(() => expect(document.activeElement?.getAttribute('data-move')).toBe('3-down'));
  });

  it("invites an admin from an organisation's row, with it chosen already", async () => {
    liveApi(sampleAdminData(), (path, init) => {
      expect(path).toBe('/api/admin/accounts/invitations');
      const body = JSON.parse(String(init.body));
      return json(201, sampleLink({ account: sampleAccount({ id: 12, name: body.name }) }));
    });
    renderAdmin();
    fireEvent.click(
      await screen.findByRole('button', { name: itemNamed('Invite admin', 'Sensors Council') }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Invite an admin for Sensors Council' });
    expect((within(dialog).getByLabelText('Role') as HTMLSelectElement).value).toBe(
      'COUNCIL_ADMIN',
    );
    expect((within(dialog).getByLabelText('Organisation') as HTMLSelectElement).value).toBe('22');
    fireEvent.input(within(dialog).getByLabelText('Name'), { target: { value: 'Mei Chen' } });
    fireEvent.input(within(dialog).getByLabelText('Email'), {
      target: { value: 'mei@example.org' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create invitation' }));
    expect(
      await screen.findByRole('dialog', { name: 'Invitation link for Mei Chen' }),
    ).toBeTruthy();
    expect(writesOf(fetchMock)[0]?.body).toEqual({
      name: 'Mei Chen',
      email: 'mei@example.org',
      role: 'COUNCIL_ADMIN',
      organisationId: 22,
    });
    // No invitations for an archived organisation.
    expect(
      screen.queryByRole('button', { name: itemNamed('Invite admin', 'Old Society') }),
    ).toBeNull();
  });
});
