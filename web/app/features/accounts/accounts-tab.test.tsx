import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminData } from '../../../test/console-fixtures';
import {
  json,
  liveAdminApi,
  sampleAccount,
  sampleAdminData,
  sampleLink,
} from '../../../test/console-fixtures';
import { stubFetchPerTest } from '../../../test/fetch-stub';
import { answerConfirmation, noConfirmationAsked } from '../../components/console/test-render';
import { itemNamed, renderAdmin, writesOf } from '../../routes/admin/test-render';
import { confirmDisable, confirmNewInvitation, confirmRemove } from './accounts-tab';

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
  toast.remove();
  vi.restoreAllMocks();
});

const liveApi = (data: AdminData, onWrite: (path: string, init: RequestInit) => Response) =>
  liveAdminApi(fetchMock, data, onWrite);

const LINK = `${window.location.origin}/invite/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG`;

async function openAccounts() {
  renderAdmin('/admin/accounts');
  return screen.findByRole('table', { name: 'Accounts' });
}

describe('Accounts tab', () => {
  it('lists role, teams, last sign-in and status of every account', async () => {
    liveApi(sampleAdminData(), () => json(500, {}));
    const table = await openAccounts();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Role', 'Organisation', 'Last sign-in', 'Status', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    );
    expect(cells[0]).toEqual(['Branch admin', '—', expect.stringMatching(/2025/), 'Active']);
    // Every team of an account, with its part.
    expect(cells[1]).toEqual([
      'Society admin',
      'Computer Society (owner)',
      expect.stringMatching(/2025/),
      'Active',
    ]);
    expect(cells[2]).toEqual([
      'Council admin',
      'Sensors Council (owner)',
      'never',
      'Invited — pending',
    ]);
    expect(cells[3]?.[3]).toBe('Disabled');

    const [self, asha, mei, old] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    // Nobody disables or removes themselves; branch admins are never "removed".
    expect(within(self).getByText('(you)')).toBeTruthy();
    expect(within(self).queryByRole('button', { name: /^Disable/ })).toBeNull();
    expect(within(self).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(
      within(asha).getByRole('button', { name: itemNamed('Disable', 'Asha Rao') }),
    ).toBeTruthy();
    expect(
      within(asha).getByRole('button', { name: itemNamed('Password reset link', 'Asha Rao') }),
    ).toBeTruthy();
    expect(
      within(mei).getByRole('button', { name: itemNamed('New invitation link', 'Mei Chen') }),
    ).toBeTruthy();
    expect(
      within(old).getByRole('button', { name: itemNamed('Enable', 'Old Officer') }),
    ).toBeTruthy();
    // Nothing anywhere asks for or shows a password.
    expect(screen.queryByLabelText(/password/i)).toBeNull();
  });

  it('invites a society admin: organisations of the role’s kind only, then the link, shown once', async () => {
    const data = sampleAdminData();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    liveApi(data, (path) => {
      expect(path).toBe('/api/admin/accounts/invitations');
      const link = sampleLink();
      data.accounts = [...data.accounts, link.account];
      return json(201, link);
    });
    await openAccounts();
    fireEvent.click(screen.getByRole('button', { name: 'Invite admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite admin' });
    const role = within(dialog).getByLabelText('Role') as HTMLSelectElement;
    expect(role.value).toBe('SOCIETY_ADMIN');
    const organisation = within(dialog).getByLabelText('Organisation');
    // Live societies only: no council, no archived society.
    expect(
      within(organisation)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a society', 'Computer Society', 'Power & Energy Society']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create invitation' }));
    expect(await within(dialog).findByText('Enter a name')).toBeTruthy();
    expect(within(dialog).getByText('Enter your e-mail address')).toBeTruthy();

    fireEvent.input(within(dialog).getByLabelText('Name'), { target: { value: 'Ravi Kumar' } });
    fireEvent.input(within(dialog).getByLabelText('Email'), {
      target: { value: 'Ravi@Example.org' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create invitation' }));
    const missing = await within(dialog).findByText(
      'Choose the organisation this admin will run (branch admins run none)',
    );
    const select = within(dialog).getByLabelText('Organisation');
    expect(select.getAttribute('aria-describedby')).toContain(missing.id);
    expect(writesOf(fetchMock)).toEqual([]);

    fireEvent.change(select, { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create invitation' }));

    const linkDialog = await screen.findByRole('dialog', {
      name: 'Invitation link for Ravi Kumar',
    });
    expect(writesOf(fetchMock)).toEqual([
      {
        path: '/api/admin/accounts/invitations',
        method: 'POST',
        body: {
          name: 'Ravi Kumar',
          email: 'ravi@example.org',
          role: 'SOCIETY_ADMIN',
          organisationId: 4,
        },
      },
    ]);
    const url = within(linkDialog).getByLabelText('Link') as HTMLInputElement;
    expect(url.value).toBe(LINK);
    // Focus moves in an effect after the dialog opens: under load, a moment later.
    await waitFor(() => expect(document.activeElement).toBe(url));
    expect(within(linkDialog).getByText(/shown only once/)).toBeTruthy();
    expect(within(linkDialog).getByText(/2031/)).toBeTruthy();
    fireEvent.click(within(linkDialog).getByRole('button', { name: 'Copy' }));
    expect(await within(linkDialog).findByText('Copied to the clipboard.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(screen.getByText('Invitation created for Ravi Kumar.')).toBeTruthy();

    fireEvent.click(within(linkDialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('ravi@example.org')).toBeTruthy();
  });

  it('invites a branch admin with no organisation', async () => {
    const data = sampleAdminData();
    liveApi(data, () =>
      json(
        201,
        sampleLink({ account: sampleAccount({ id: 11, name: 'Zoe', role: 'BRANCH_ADMIN' }) }),
      ),
    );
    await openAccounts();
    fireEvent.click(screen.getByRole('button', { name: 'Invite admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite admin' });
    fireEvent.change(within(dialog).getByLabelText('Role'), {
      target: { value: 'COUNCIL_ADMIN' },
    });
    expect(
      within(within(dialog).getByLabelText('Organisation'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a council', 'Sensors Council']);
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'BRANCH_ADMIN' } });
    expect(within(dialog).queryByLabelText('Organisation')).toBeNull();
    fireEvent.input(within(dialog).getByLabelText('Name'), { target: { value: 'Zoe' } });
    fireEvent.input(within(dialog).getByLabelText('Email'), {
      target: { value: 'zoe@example.org' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create invitation' }));
    expect(await screen.findByRole('dialog', { name: 'Invitation link for Zoe' })).toBeTruthy();
    expect(writesOf(fetchMock)[0]?.body).toEqual({
      name: 'Zoe',
      email: 'zoe@example.org',
      role: 'BRANCH_ADMIN',
      organisationId: null,
    });
  });

  it("keeps the invitation form open with the server's message when the e-mail is taken", async () => {
    liveApi(sampleAdminData(), () =>
      json(409, { error: 'An account with this e-mail address already exists.' }),
    );
    await openAccounts();
    fireEvent.click(screen.getByRole('button', { name: 'Invite admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite admin' });
    fireEvent.input(within(dialog).getByLabelText('Name'), { target: { value: 'Asha' } });
    fireEvent.input(within(dialog).getByLabelText('Email'), {
      target: { value: 'asha@example.org' },
    });
    fireEvent.change(within(dialog).getByLabelText('Organisation'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create invitation' }));
    expect(
      await screen.findByText('An account with this e-mail address already exists.'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Invite admin' })).toBeTruthy();
  });

  it('issues a password reset link and a new invitation, showing each once', async () => {
    const data = sampleAdminData();
    liveApi(data, (path) => {
      if (path === '/api/admin/accounts/7/password-reset') {
        return json(
          200,
          sampleLink({
            account: sampleAccount(),
            path: '/reset-password/RESETabcdefghijklmnopqrstuvwxyz0123456789',
          }),
        );
      }
      expect(path).toBe('/api/admin/accounts/8/invitation');
      return json(200, sampleLink({ account: sampleAccount({ id: 8, name: 'Mei Chen' }) }));
    });
    await openAccounts();
    fireEvent.click(
      screen.getByRole('button', { name: itemNamed('Password reset link', 'Asha Rao') }),
    );
    const reset = await screen.findByRole('dialog', { name: 'Password reset link for Asha Rao' });
    expect((within(reset).getByLabelText('Link') as HTMLInputElement).value).toBe(
      `${window.location.origin}/reset-password/RESETabcdefghijklmnopqrstuvwxyz0123456789`,
    );
    // The dialog listens for Escape from an effect, which under load may not have run when it
    // first shows: press Escape until it closes, as a person would.
    await waitFor(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    fireEvent.click(
      screen.getByRole('button', { name: itemNamed('New invitation link', 'Mei Chen') }),
    );
    await answerConfirmation(confirmNewInvitation('Mei Chen'), true);
    expect(
      await screen.findByRole('dialog', { name: 'Invitation link for Mei Chen' }),
    ).toBeTruthy();
  });

  it('disables and removes an account only after a confirmation', async () => {
    const data = sampleAdminData();
    liveApi(data, (path, init) => {
      if (init.method === 'DELETE') {
        data.accounts = data.accounts.filter((account) => account.id !== 7);
        return new Response(null, { status: 204 });
      }
      if (path === '/api/admin/accounts/7/disable') {
        data.accounts = data.accounts.map((account) =>
          account.id === 7 ? { ...account, disabled: true } : account,
        );
        return json(
          200,
          data.accounts.find((account) => account.id === 7),
        );
      }
      expect(path).toBe('/api/admin/accounts/10/enable');
      return json(200, sampleAccount({ id: 10 }));
    });
    await openAccounts();
    fireEvent.click(screen.getByRole('button', { name: itemNamed('Disable', 'Asha Rao') }));
    await answerConfirmation(confirmDisable('Asha Rao'), false);
    expect(writesOf(fetchMock)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: itemNamed('Disable', 'Asha Rao') }));
    await answerConfirmation(confirmDisable('Asha Rao'), true);
    expect(await screen.findByText("Asha Rao's account is disabled.")).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: itemNamed('Enable', 'Asha Rao') }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: itemNamed('Remove', 'Asha Rao') }));
    await answerConfirmation(confirmRemove('Asha Rao'), true);
    expect(await screen.findByText('Asha Rao removed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('asha@example.org')).toBeNull());

    // Enabling needs no confirmation.
    fireEvent.click(screen.getByRole('button', { name: itemNamed('Enable', 'Old Officer') }));
    expect(await screen.findByText("Old Officer's account is enabled again.")).toBeTruthy();
    noConfirmationAsked();
    expect(writesOf(fetchMock).map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/admin/accounts/7/disable',
      'DELETE /api/admin/accounts/7',
      'POST /api/admin/accounts/10/enable',
    ]);
  });

  it('shows the accounts a page at a time, the page in the URL', async () => {
    const data = sampleAdminData();
    data.accounts = Array.from({ length: 23 }, (_, index) =>
      sampleAccount({
        id: 100 + index,
        name: `Officer ${index + 1}`,
        email: `officer${index + 1}@example.org`,
      }),
    );
    liveApi(data, () => json(500, {}));
    const table = await openAccounts();
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    const pager = screen.getByRole('navigation', { name: 'Accounts pages' });
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/accounts?page=2'),
    );
    await waitFor(() => expect(screen.getByText('Officer 23')).toBeTruthy());
    expect(fetchMock.mock.calls.map(([path]) => String(path))).toContain(
      '/api/admin/accounts?page=2&limit=20',
    );
    expect(
      within(screen.getByRole('table', { name: 'Accounts' })).getAllByRole('row'),
    ).toHaveLength(4);
  });
});
