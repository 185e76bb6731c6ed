import type { ListedUpiPayee, OrganisationRef, UpiPayees } from '@chapterhouse/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, describe, expect, it } from 'vitest';
import { adminApi, json, STALE, sampleAdminData } from '../../../test/console-fixtures';
import { stubFetchPerTest } from '../../../test/fetch-stub';
import { forgetAccess } from '../../lib/dashboard-api';
import { itemNamed, renderAdmin, writesOf } from '../../routes/admin/test-render';
import { NOT_SET, PAID_TO_BRANCH, PAYEE_REMOVED, PAYEE_SAVED } from './payees-tab';

const fetchMock = stubFetchPerTest();
afterEach(() => {
  cleanup();
  toast.remove();
  forgetAccess();
});

const BRANCH: OrganisationRef = {
  id: 1,
  slug: 'ieee-sb',
  name: 'IEEE Student Branch',
  kind: 'branch',
};
const SOCIETY: OrganisationRef = {
  id: 3,
  slug: 'computer-society',
  name: 'Computer Society',
  kind: 'society',
};
const COUNCIL: OrganisationRef = { id: 5, slug: 'wie', name: 'WIE Council', kind: 'council' };

const LONG_ADDRESS = `${'treasurer.'.repeat(12)}ieee@okhdfcbank`;

function samplePayees(): UpiPayees {
  return [
    {
      organisation: BRANCH,
      payee: { upiAddress: LONG_ADDRESS, payeeName: 'IEEE Student Branch' },
      version: 2,
      paidTo: 'own',
    },
    { organisation: SOCIETY, payee: null, version: 0, paidTo: 'branch' },
    {
      organisation: COUNCIL,
      payee: { upiAddress: 'wie@sbi', payeeName: 'Meera Iyer' },
      version: 1,
      paidTo: 'own',
    },
  ];
}

/** The console signed in, its Payments tab reading `payees`; writes go to `onWrite`. */
function servePayees(
  payees: { list: UpiPayees },
  onWrite: (path: string, init: RequestInit) => Response = () => json(500, { error: 'unexpected' }),
) {
  localStorage.setItem('authToken', 't');
  fetchMock.mockImplementation(
    adminApi(sampleAdminData(), (path, init) => {
      if (path !== '/api/admin/payees' && !path.startsWith('/api/admin/payees/')) return undefined;
      if (!init?.method || init.method === 'GET') return json(200, payees.list);
      return onWrite(path, init);
    }) as typeof fetch,
  );
}

const entryOf = (name: string) => {
  const heading = screen.getByRole('heading', { name: new RegExp(`^${name}`) });
  return heading.closest('li') as HTMLElement;
};

describe('Payments tab', () => {
  it('lists the branch first, then each organisation with its own payee or where it is paid', async () => {
    servePayees({ list: samplePayees() });
    renderAdmin('/admin/payments');
    const list = await screen.findByRole('list', { name: 'UPI payees' });
    const headings = within(list)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['IEEE Student BranchBranch', 'Computer Society', 'WIE Council']);
    expect(screen.getByRole('tab', { name: 'Payments' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    const branch = entryOf('IEEE Student Branch');
    // A long address wraps rather than pushing the page sideways on a narrow phone.
    const address = within(branch).getByText(LONG_ADDRESS);
    expect(address.className).toContain('[overflow-wrap:anywhere]');
    expect(within(branch).getByText('IEEE Student Branch', { selector: 'dd' })).toBeTruthy();
    expect(within(entryOf('Computer Society')).getByText(PAID_TO_BRANCH)).toBeTruthy();
    expect(within(entryOf('WIE Council')).getByText('wie@sbi')).toBeTruthy();
    // Only an organisation's own payee can be removed.
    expect(screen.queryByRole('button', { name: itemNamed('Remove', 'Computer Society') })).toBe(
      null,
    );
    expect(screen.getByRole('button', { name: itemNamed('Remove', 'WIE Council') })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: itemNamed('Set payee', 'Computer Society') }),
    ).toBeTruthy();
  });

  it('says Not set where nobody is paid', async () => {
    const list = samplePayees().map(
      (entry): ListedUpiPayee => ({ ...entry, payee: null, version: 0, paidTo: 'none' }),
    );
    servePayees({ list });
    renderAdmin('/admin/payments');
    await screen.findByRole('list', { name: 'UPI payees' });
    expect(screen.getAllByText(NOT_SET)).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it("sets an organisation's own payee, checked by the shared schema, and says so", async () => {
    const payees = { list: samplePayees() };
    servePayees(payees, (path, init) => {
      const body = JSON.parse(String(init.body));
      payees.list = payees.list.map((entry) =>
        entry.organisation.id === SOCIETY.id
          ? {
              ...entry,
              payee: { upiAddress: body.upiAddress, payeeName: body.payeeName },
              version: 1,
              paidTo: 'own',
            }
          : entry,
      );
      expect(path).toBe('/api/admin/payees/3');
      return json(200, { ...payees.list[1], paidTo: undefined });
    });
    renderAdmin('/admin/payments');
    fireEvent.click(
      await screen.findByRole('button', { name: itemNamed('Set payee', 'Computer Society') }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Payee of Computer Society' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Payee' }));
    expect(await within(dialog).findByText('Enter a UPI address such as branch@sbi')).toBeTruthy();
    expect(
      within(dialog).getByText("Enter the account holder's name as the bank has it"),
    ).toBeTruthy();

    fireEvent.input(within(dialog).getByLabelText('UPI address'), {
      target: { value: 'cs chapter@okaxis' },
    });
    fireEvent.input(within(dialog).getByLabelText('Payee name'), {
      target: { value: 'Asha Rao' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Payee' }));
    await waitFor(() =>
      expect(within(dialog).getAllByText('Enter a UPI address such as branch@sbi')).toHaveLength(1),
    );
    expect(writesOf(fetchMock)).toEqual([]);

    fireEvent.input(within(dialog).getByLabelText('UPI address'), {
      target: { value: ' CS.Chapter@OKAXIS ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Payee' }));
    expect(await screen.findByText(PAYEE_SAVED)).toBeTruthy();
    expect(await screen.findByText('cs.chapter@okaxis')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writesOf(fetchMock)).toEqual([
      {
        path: '/api/admin/payees/3',
        method: 'PUT',
        body: { upiAddress: 'cs.chapter@okaxis', payeeName: 'Asha Rao', version: 0 },
      },
    ]);
  });

  it('edits a payee with the version shown; a stale one says so, reloads and closes', async () => {
    const payees = { list: samplePayees() };
    servePayees(payees, () => {
      payees.list = payees.list.map((entry) =>
        entry.organisation.id === COUNCIL.id
          ? {
              ...entry,
              payee: { upiAddress: 'wie.new@ybl', payeeName: 'Someone Else' },
              version: 2,
            }
          : entry,
      );
      return json(409, { error: STALE });
    });
    renderAdmin('/admin/payments');
    fireEvent.click(await screen.findByRole('button', { name: itemNamed('Edit', 'WIE Council') }));
    const dialog = screen.getByRole('dialog', { name: 'Payee of WIE Council' });
    expect((within(dialog).getByLabelText('UPI address') as HTMLInputElement).value).toBe(
      'wie@sbi',
    );
    fireEvent.input(within(dialog).getByLabelText('Payee name'), {
      target: { value: 'Meera S. Iyer' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Payee' }));
    const message = await screen.findByText(STALE);
    expect(message.closest('[role="alert"]')).toBeTruthy();
    expect(await screen.findByText('wie.new@ybl')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writesOf(fetchMock)).toEqual([
      {
        path: '/api/admin/payees/5',
        method: 'PUT',
        body: { upiAddress: 'wie@sbi', payeeName: 'Meera S. Iyer', version: 1 },
      },
    ]);
  });

  it('keeps the form open when the server refuses the payee', async () => {
    servePayees({ list: samplePayees() }, () =>
      json(400, { error: 'Payee name: use at most 100 characters' }),
    );
    renderAdmin('/admin/payments');
    fireEvent.click(await screen.findByRole('button', { name: itemNamed('Edit', 'WIE Council') }));
    const dialog = screen.getByRole('dialog', { name: 'Payee of WIE Council' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Payee' }));
    expect(await screen.findByText('Payee name: use at most 100 characters')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Payee of WIE Council' })).toBeTruthy();
  });

  it("removes an organisation's own payee after asking: it is paid through the branch's", async () => {
    const payees = { list: samplePayees() };
    servePayees(payees, () => {
      payees.list = payees.list.map((entry) =>
        entry.organisation.id === COUNCIL.id
          ? { ...entry, payee: null, version: 0, paidTo: 'branch' }
          : entry,
      );
      return new Response(null, { status: 204 });
    });
    renderAdmin('/admin/payments');
    fireEvent.click(
      await screen.findByRole('button', { name: itemNamed('Remove', 'WIE Council') }),
    );
    let dialog = screen.getByRole('dialog', { name: 'Remove the payee of WIE Council?' });
    expect(
      within(dialog).getByText("Its payments go to the branch's payee from now on."),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writesOf(fetchMock)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: itemNamed('Remove', 'WIE Council') }));
    dialog = screen.getByRole('dialog', { name: 'Remove the payee of WIE Council?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove payee' }));
    expect(await screen.findByText(PAYEE_REMOVED)).toBeTruthy();
    await waitFor(() =>
      expect(within(entryOf('WIE Council')).getByText(PAID_TO_BRANCH)).toBeTruthy(),
    );
    expect(writesOf(fetchMock)).toEqual([
      { path: '/api/admin/payees/5', method: 'DELETE', body: undefined },
    ]);
  });
});
