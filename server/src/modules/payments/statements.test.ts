import type { Registration, StatementApplied, StatementPreview } from '@chapterhouse/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, type TestAccount } from '../../../test/accounts.js';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { createEvent, register } from '../../../test/events-fixture.js';
import { multipart } from '../../../test/images.js';
import { TEST_NOW } from '../../../test/test-app.js';
import { bankStatements, mailOutbox, registrationPayments } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';

// The treasurer's bank statement (issue 49, item 3): uploaded as SBI's net banking exports it,
// previewed (matched, ambiguous, unknown) before anything changes, applied once however often it
// is uploaded or however many treasurers apply it at once, and refused naming its line.

const now = new Date(TEST_NOW);
const clock: Clock = { now: () => new Date(now) };

let t: DashboardApp;
let branchAdmin: TestAccount;
let editor: TestAccount;
/** The registrants' personal links and payment references, by name. */
const registrants = new Map<string, { token: string; reference: string }>();

beforeAll(async () => {
  t = await openDashboardApp({ clock });
  branchAdmin = await signedInAs(t, 'BRANCH_ADMIN', null, 'Treasurer Tara');
  editor = await signedInAs(t, 'SOCIETY_ADMIN', t.society.slug, 'Editor', 'editor');
  const event = await createEvent(t, {
    title: 'PCB Design Workshop',
    price: '1250',
    priceCurrency: 'INR',
    paymentHoldHours: 48,
  });
  for (const name of ['Priya', 'Arjun', 'Meera', 'Kavya', 'Rohit']) {
    const { token, registration } = await register(t, event.id, name);
    registrants.set(name, {
      token: token ?? '',
      reference: registration.payment?.reference ?? '',
    });
  }
});
afterAll(() => t.close());

const referenceOf = (name: string) => registrants.get(name)?.reference ?? '';
const read = async (name: string) =>
  (await t.app.inject(`/api/registrations/${registrants.get(name)?.token}`)).json<Registration>();

/** A statement as SBI's net banking exports it: account details, the header, lines, a footer. */
function sbiStatement(lines: string[][]): Buffer {
  return Buffer.from(
    [
      'Account Name,:,IEEE STUDENT BRANCH NORTHGATE',
      'Account Number,:,00000039876543210',
      'IFS Code,:,SBIN0012345',
      '',
      'Account Statement from 15 Jun 2026 to 16 Jun 2026',
      '',
      'Txn Date,Value Date,Description,Ref No./Cheque No.,        Debit,Credit,Balance',
      ...lines.map((cells) => cells.map((cell) => `"${cell}"`).join(',')),
      '',
      '**This is a computer generated statement and does not require a signature.',
    ].join('\r\n'),
  );
}

const credit = (day: string, narration: string, amount: string, reference = '') => [
  `${day}-Jun-26`,
  `${day}-Jun-26`,
  narration,
  reference,
  '',
  amount,
  '99,000.00',
];

const upload = (
  file: Buffer,
  account: TestAccount | null = t.officer,
  fields: Record<string, string> = {},
  base = t.base,
) => {
  const body = multipart(fields, { name: 'statement.csv', data: file, type: 'text/csv' });
  return t.app.inject({
    method: 'POST',
    url: `${base}/payments/statements`,
    payload: body.payload,
    headers: { ...body.headers, ...(account ? bearer(account) : {}) },
  });
};

const apply = (id: number, choices: object[] = [], account: TestAccount = t.officer) =>
  t.api('POST', `${t.base}/payments/statements/${id}/apply`, { choices }, account);

const payments = async () =>
  (await t.database.db.select({ n: count() }).from(registrationPayments))[0]?.n ?? 0;
const statements = async () =>
  (await t.database.db.select({ n: count() }).from(bankStatements))[0]?.n ?? 0;

describe('a bank statement', () => {
  let first: StatementPreview;
  let file: Buffer;

  it('is previewed before anything changes: matched, ambiguous and unknown lines', async () => {
    // Arjun gave his UTR on his page; his bank left the reference out.
    const utr = await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${registrants.get('Arjun')?.token}/utr`,
      payload: { utr: '630912345611' },
    });
    expect(utr.statusCode, utr.body).toBe(200);
    file = sbiStatement([
      credit(
        '15',
        `BY TRANSFER-UPI/CR/630712345601/PRIYA SHARMA/SBIN/priya.sharma@oksbi/${referenceOf('Priya').toLowerCase()}--`,
        '1,250.00',
        'TRANSFER FROM 3199412345678',
      ),
      credit(
        '15',
        'BY TRANSFER-UPI/CR/630912345611/ARJUN NAIR/HDFC/arjunnair99@okhdfcbank/workshop fee--',
        '1,250.00',
      ),
      // No reference and no UTR: five are held at 1,250 that day.
      credit('16', 'BY TRANSFER-UPI/CR/631112345612/M IYER/ICIC/m.iyer@okicici/fee--', '1,250.00'),
      credit(
        '16',
        'BY TRANSFER-NEFT*HDFC0000001*N310261234567890*TECHNOVA SOLUTIONS*SPONSORSHIP--',
        '25,000.00',
      ),
      [
        '16-Jun-26',
        '16-Jun-26',
        'TO TRANSFER-UPI/DR/630798765432/CAMPUS PRINT/YESB/print@paytm/Payment--',
        '',
        '2,360.00',
        '',
        '96,640.00',
      ],
    ]);
    const response = await upload(file);
    expect(response.statusCode, response.body).toBe(201);
    first = response.json<StatementPreview>();
    expect(first).toMatchObject({
      preset: 'sbi',
      fileName: 'statement.csv',
      firstDate: '2026-06-15',
      lastDate: '2026-06-16',
      appliedAt: null,
      credits: 4,
      debitsIgnored: 1,
    });
    expect(first.matched.map((line) => [line.line, line.registration.name, line.how])).toEqual([
      [8, 'Priya', 'reference'],
      [9, 'Arjun', 'utr'],
    ]);
    expect(first.matched[0]).toMatchObject({
      date: '2026-06-15',
      amount: '1250.00',
      registration: {
        eventTitle: 'PCB Design Workshop',
        reference: referenceOf('Priya'),
        amountDue: '1250.00',
        paid: false,
        lapsed: false,
      },
    });
    expect(first.ambiguous).toHaveLength(1);
    // Everyone held at that amount that day is named: those another line pays included.
    expect(first.ambiguous[0]?.registrations.map((each) => each.name).sort()).toEqual([
      'Arjun',
      'Kavya',
      'Meera',
      'Priya',
      'Rohit',
    ]);
    expect(first.unknown.map((line) => line.amount)).toEqual(['25000.00']);
    // Nothing changed: every payment is still due.
    expect(await payments()).toBe(0);
    expect((await read('Priya')).payment?.state).toBe('due');
    // The preview reads the same again.
    const again = await t.api('GET', `${t.base}/payments/statements/${first.id}`);
    expect(again.json<StatementPreview>().matched).toHaveLength(2);
  });

  it('is applied once: matched lines and the registration picked for an ambiguous one', async () => {
    const meera = first.ambiguous[0]?.registrations.find((each) => each.name === 'Meera');
    const response = await apply(first.id, [{ line: 10, registrationId: meera?.id }]);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<StatementApplied>();
    expect(result).toMatchObject({ applied: 3, alreadyApplied: 0, notApplied: [] });
    expect(result.preview.alreadyApplied.map((line) => line.line)).toEqual([8, 9, 10]);
    for (const name of ['Priya', 'Arjun', 'Meera']) {
      const page = await read(name);
      expect(page, name).toMatchObject({ holdFor: null, payment: { state: 'paid' } });
      expect(page.ticketCode).not.toBeNull();
      expect(page.payment?.records).toEqual([
        expect.objectContaining({ kind: 'payment', method: 'upi-statement', amount: '1250.00' }),
      ]);
    }
    expect((await read('Kavya')).payment?.state).toBe('due');
    const mails = await t.database.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'priya@example.edu'));
    expect(mails.map((mail) => mail.kind)).toContain('registration-paid');
    expect(await payments()).toBe(3);

    // Uploaded again: every line it paid is recognised, and applying changes nothing.
    const twice = await upload(file);
    expect(twice.statusCode).toBe(201);
    const second = twice.json<StatementPreview>();
    expect(second.matched).toEqual([]);
    expect(second.alreadyApplied.map((line) => line.line)).toEqual([8, 9, 10]);
    const reapplied = (await apply(second.id)).json<StatementApplied>();
    expect(reapplied).toMatchObject({ applied: 0, alreadyApplied: 3 });
    expect(await payments()).toBe(3);
  });

  it('is applied once when two treasurers apply it at the same moment', async () => {
    const file = sbiStatement([
      credit(
        '16',
        `UPI/CR/631612345614/ROHIT VERMA/PUNB/rohitv@ybl/${referenceOf('Rohit')}`,
        '1,250.00',
      ),
    ]);
    const preview = (await upload(file)).json<StatementPreview>();
    const [one, two] = await Promise.all([
      apply(preview.id, [], t.officer),
      apply(preview.id, [], branchAdmin),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const results = [one.json<StatementApplied>(), two.json<StatementApplied>()];
    expect(results.map((result) => result.applied).sort()).toEqual([0, 1]);
    expect(await payments()).toBe(4);
    expect((await read('Rohit')).payment?.state).toBe('paid');
  });

  it('is refused naming its line, and nothing is kept', async () => {
    const before = await statements();
    const bad = sbiStatement([
      credit('31', 'UPI/CR/1/X', '1,250.00').map((cell, index) =>
        index === 0 ? '31-Feb-26' : cell,
      ),
    ]);
    const response = await upload(bad);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^Line 8: /);
    expect(await statements()).toBe(before);
  });

  it('takes a bank without a preset by the columns the treasurer names, kept for next time', async () => {
    const columns = t.api('GET', `${t.base}/payments/statement-columns`);
    expect((await columns).json()).toEqual({ mapping: null });
    const kotak = Buffer.from(
      [
        'Sl. No.,Transaction Date,Description,Chq / Ref No.,Amount,Dr / Cr,Balance',
        `1,16/06/2026,UPI-KAVYA-${referenceOf('Kavya')},,"1,250.00",CR,"10,000.00"`,
      ].join('\n'),
    );
    const missing = await upload(kotak, t.officer, { preset: 'generic', date: 'Transaction Date' });
    expect(missing.statusCode).toBe(400);
    const named = await upload(kotak, t.officer, {
      preset: 'generic',
      date: 'Transaction Date',
      narration: 'Description',
      amount: 'Amount',
      indicator: 'Dr / Cr',
    });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json<StatementPreview>().matched[0]?.registration.name).toBe('Kavya');
    expect((await t.api('GET', `${t.base}/payments/statement-columns`)).json()).toMatchObject({
      mapping: { date: 'Transaction Date', amount: 'Amount', indicator: 'Dr / Cr' },
    });
  });

  it('is the treasurer’s: not for anyone else, nor another organisation’s', async () => {
    const file = sbiStatement([credit('16', 'UPI/CR/1/NOBODY', '10.00')]);
    expect((await upload(file, null)).statusCode).toBe(401);
    expect((await upload(file, editor)).statusCode).toBe(403);
    expect((await upload(file, t.councilOfficer)).statusCode).toBe(403);
    const councilBase = `/api/council-dashboard/council/${t.council.id}`;
    const theirs = await upload(file, t.councilOfficer, {}, councilBase);
    expect(theirs.statusCode, theirs.body).toBe(201);
    const id = theirs.json<StatementPreview>().id;
    expect((await t.api('GET', `${t.base}/payments/statements/${id}`)).statusCode).toBe(404);
    expect((await apply(id)).statusCode).toBe(404);
    expect((await apply(first.id, [{ line: 'x' }])).statusCode).toBe(400);
    expect(await payments()).toBe(4);
  });
});
