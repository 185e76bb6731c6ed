import type { UpiPayees } from '@chapterhouse/shared';
import { accounts, logIn } from './accounts';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { addSocietyEvent } from './society-events';

// Issue 49: a paid workshop paid by UPI. A visitor registers, is shown the amount, the reference
// and the QR code on their page, and gives the UPI transaction id; the society's treasurer
// uploads the account's statement as SBI exports it, previews it and applies it; the visitor's
// place is then paid, with its receipt to download. (An unpaid hold lapsing to the next in line
// is the server's tests': it takes the hours the officers set.)

const unique = () => Math.random().toString(36).slice(2, 8);

/** Today on the branch's clock (India), as SBI's statement writes a day: `07-Dec-26`. */
function sbiDay(): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('day')}-${part('month').slice(0, 3)}-${part('year')}`;
}

/** An SBI statement of the branch's account with the visitor's payment among other traffic. */
function sbiStatement(reference: string, utr: string): Buffer {
  const day = sbiDay();
  return Buffer.from(
    [
      'Account Name,:,IEEE STUDENT BRANCH NORTHGATE',
      'Account Number,:,00000039876543210',
      'IFS Code,:,SBIN0012345',
      `Account Statement from ${day} to ${day}`,
      '',
      'Txn Date,Value Date,Description,Ref No./Cheque No.,        Debit,Credit,Balance',
      `${day},${day},BY TRANSFER-UPI/CR/${utr}/MEERA NAIR/SBIN/meera.nair@oksbi/${reference}--,TRANSFER FROM 3199412345678,,"1,250.00","46,460.50"`,
      `${day},${day},TO TRANSFER-UPI/DR/630798765432/CAMPUS PRINT/YESB/print@paytm/Payment--,TRANSFER TO 4897691162092,"2,360.00",,"44,100.50"`,
      `${day},${day},BY TRANSFER-NEFT*HDFC0000001*N310261234567890*TECHNOVA SOLUTIONS*SPONSORSHIP--,TRANSFER FROM 99909876543,,"25,000.00","69,100.50"`,
      '',
      '**This is a computer generated statement and does not require a signature.',
    ].join('\r\n'),
  );
}

test('a visitor pays for a workshop by UPI, and the treasurer’s bank statement confirms it', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  // Someone is paid: the branch's payee.
  const branch = accounts().branch;
  const session = await request.post('/api/auth/login', {
    data: { email: branch.email, password: branch.password },
  });
  const branchAuth = {
    authorization: `Bearer ${((await session.json()) as { token: string }).token}`,
  };
  const payees = (await (
    await request.get('/api/admin/payees', { headers: branchAuth })
  ).json()) as UpiPayees;
  const branchPayee = payees[0];
  if (!branchPayee) throw new Error('no branch in the payees');
  const set = await request.put(`/api/admin/payees/${branchPayee.organisation.id}`, {
    headers: branchAuth,
    data: {
      upiAddress: 'ieee.branch@sbi',
      payeeName: 'IEEE Student Branch',
      version: branchPayee.version,
    },
  });
  expect([200, 409]).toContain(set.status());

  const title = `PCB Design Workshop ${unique()}`;
  const date = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const { society, event } = await addSocietyEvent(request, {
    title,
    date,
    time: '10:00',
    description: 'Two days of KiCad, from schematic to Gerbers.',
    registrationMode: 'site',
    registrationConfirmEmail: false,
    capacity: 20,
    price: '1250',
    priceCurrency: 'INR',
    paymentHoldHours: 24,
  });

  // The visitor registers from the event's page.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/events/${event.id}`);
  await waitForHydration(visitor);
  await expect(
    visitor.getByText(
      'Pay by UPI when you register: your place is held for 24 hours while you pay.',
    ),
  ).toBeVisible();
  const section = visitor.getByRole('region', { name: 'Register' });
  const form = section.getByRole('form', { name: 'Register for this event' });
  await form.getByLabel('Name').fill('Meera Nair');
  await form.getByLabel('Email').fill(`meera.${unique()}@example.edu`);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(section.getByRole('heading', { name: 'Pay to keep your place' })).toBeVisible();
  await section.getByRole('link', { name: /\/registrations\// }).click();

  // Their page: the amount, the reference, the QR code, the UPI link; then the UTR.
  const payment = visitor.getByRole('region', { name: 'Pay to keep your place' });
  await expect(payment.getByText('INR 1,250.00')).toBeVisible();
  const reference = (await payment.locator('code').first().textContent())?.trim() ?? '';
  expect(reference).toMatch(/^[A-Z0-9]{8}$/);
  const qr = payment.getByRole('img', {
    name: `QR code to pay INR 1,250.00 by UPI with reference ${reference}`,
  });
  await expect(qr).toBeVisible();
  // Visible as soon as its box is laid out (it has a width and height); drawn once loaded.
  await expect
    .poll(() => qr.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await expect(payment.getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute(
    'href',
    new RegExp(`^upi://pay\\?pa=[^&]+&pn=[^&]+&am=1250\\.00&cu=INR&tn=${reference}`),
  );
  await expectNoAxeViolations(visitor, 'a registration awaiting its payment');
  const utr = `63${Date.now().toString().slice(-10)}`;
  await payment.getByRole('textbox', { name: 'UPI transaction id (UTR)' }).fill(utr);
  await payment.getByRole('button', { name: 'Send UTR' }).click();
  await expect(payment.getByText(`UTR ${utr}`)).toBeVisible();

  // The society's treasurer uploads the account's statement, previews and applies it.
  await logIn(page, society);
  await page.goto(`/societies/${society.org}/dashboard/payments`);
  await waitForHydration(page);
  await page.getByLabel('Statement file').setInputFiles({
    name: 'sbi-statement.csv',
    mimeType: 'text/csv',
    buffer: sbiStatement(reference, utr),
  });
  await page.getByRole('combobox', { name: 'Bank' }).selectOption({ label: 'SBI' });
  await page.getByRole('button', { name: 'Preview' }).click();
  const matched = page.getByRole('table', { name: /Matched/ });
  await expect(matched.getByRole('row', { name: /Meera Nair/ })).toBeVisible();
  await expect(matched).toContainText(reference);
  await expectNoAxeViolations(page, 'a bank statement’s preview');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/^Applied 1 payment\b/)).toBeVisible();

  // The visitor's place is theirs, and the receipt downloads.
  await visitor.reload();
  await waitForHydration(visitor);
  const paid = visitor.getByRole('region', { name: 'Payment' });
  await expect(paid.getByText(`Paid: INR 1,250.00 (reference ${reference})`)).toBeVisible();
  const receipt = paid.getByRole('link', { name: /^Receipt R-\d{6} \(PDF\)$/ });
  const download = await request.get((await receipt.getAttribute('href')) ?? '');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  await visitorContext.close();
});
