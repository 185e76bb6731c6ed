import { accounts, logIn } from './accounts';
import { expectNoAxeViolations } from './axe';
import { toast } from './console';
import { expect, test, waitForHydration } from './fixtures';

// Issue 49, item 2: the branch admin sets who is paid by UPI: the branch's payee, which every
// organisation without its own is paid through, and an organisation's own. A UPI address that
// is not one is refused beside its field, and nothing is saved.

test('the branch admin sets the branch’s UPI payee and a society’s own, then removes the society’s', async ({
  page,
}) => {
  await logIn(page, accounts().branch);
  await page.goto('/admin/payments');
  await waitForHydration(page);
  const list = page.getByRole('list', { name: 'UPI payees' });
  const branchItem = list.getByRole('listitem').first();
  const society = list
    .getByRole('listitem')
    .filter({ hasText: /Society/ })
    .first();
  const societyName = (await society.getByRole('heading').textContent())?.trim() ?? '';
  // "Set payee: IEEE … Society", as a screen reader reads the button (its name in hidden text).
  const button = (action: string) =>
    society.getByRole('button', {
      name: new RegExp(`^${action}\\W+${societyName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    });

  // The branch's payee: set (or, on a run after another, changed).
  await branchItem.getByRole('button', { name: /^(Set payee|Edit)/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('UPI address').fill('ieee branch at sbi');
  await dialog.getByLabel('Payee name').fill('IEEE Student Branch');
  await dialog.getByRole('button', { name: 'Save Payee' }).click();
  await expect(dialog.getByText('Enter a UPI address such as branch@sbi')).toBeVisible();
  await expectNoAxeViolations(page, 'the payee form showing its error');
  await dialog.getByLabel('UPI address').fill('IEEE.Branch@SBI');
  await dialog.getByRole('button', { name: 'Save Payee' }).click();
  await expect(toast(page, 'Payee saved.')).toBeVisible();
  await expect(branchItem).toContainText('ieee.branch@sbi');
  await expect(branchItem).toContainText('IEEE Student Branch');
  await expect(society).toContainText("Paid to the branch's payee");

  // The society keeps its own account.
  await button('Set payee').click();
  await dialog.getByLabel('UPI address').fill('society.treasurer@okhdfcbank');
  await dialog.getByLabel('Payee name').fill('Priya Sharma');
  await dialog.getByRole('button', { name: 'Save Payee' }).click();
  await expect(toast(page, 'Payee saved.')).toBeVisible();
  await expect(society).toContainText('society.treasurer@okhdfcbank');
  await expectNoAxeViolations(page, 'the Payments tab');

  // Removed, its payments go to the branch's again.
  await button('Remove').click();
  await page.getByRole('button', { name: 'Remove payee' }).click();
  await expect(society).toContainText("Paid to the branch's payee");
});
