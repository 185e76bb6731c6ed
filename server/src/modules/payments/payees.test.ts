import type { AuditPage, UpiPayee, UpiPayees } from '@chapterhouse/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, type TestAccount } from '../../../test/accounts.js';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { upiPayees } from '../../db/schema/index.js';
import { STALE_ITEM } from '../../lib/versioned-items.js';
import { payeeFor } from './payees.service.js';

// Who is paid by UPI (issue 49, item 2): the branch admins set the branch's payee and an
// organisation's own; an organisation without one is paid through the branch's. Who may, what
// is refused, two admins at once, History, and `payeeFor`'s fallback.

let t: DashboardApp;
let branchAdmin: TestAccount;
let branchId: number;

beforeAll(async () => {
  t = await openDashboardApp();
  branchAdmin = await signedInAs(t, 'BRANCH_ADMIN', null, 'Treasurer Tara');
  const list = await t.api('GET', PAYEES, undefined, branchAdmin);
  const branch = list.json<UpiPayees>()[0];
  if (branch?.organisation.kind !== 'branch') throw new Error('the list starts with the branch');
  branchId = branch.organisation.id;
});
afterAll(() => t.close());

const PAYEES = '/api/admin/payees';
const payeeUrl = (organisationId: number | string) => `${PAYEES}/${organisationId}`;

const BRANCH_PAYEE = { upiAddress: 'ieee.sb@sbi', payeeName: 'IEEE Student Branch' };
const SOCIETY_PAYEE = { upiAddress: 'cs-chapter_2026@okhdfcbank', payeeName: 'Asha Rao' };

const setPayee = (organisationId: number | string, body: object, account = branchAdmin) =>
  t.api('PUT', payeeUrl(organisationId), body, account);
const removePayee = (organisationId: number, account = branchAdmin) =>
  t.api('DELETE', payeeUrl(organisationId), undefined, account);
const listed = async () => {
  const response = await t.api('GET', PAYEES, undefined, branchAdmin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UpiPayees>();
};
const entryOf = (list: UpiPayees, organisationId: number) =>
  list.find((entry) => entry.organisation.id === organisationId);
const storedRows = async () =>
  (await t.database.db.select({ n: count() }).from(upiPayees))[0]?.n ?? 0;

describe('who may see and set payees', () => {
  it('refuses anonymous visitors (401) and organisations’ officers (403), with nothing written', async () => {
    const anonymous = (method: 'GET' | 'PUT' | 'DELETE', url: string) =>
      t.app.inject({
        method,
        url,
        ...(method === 'PUT' ? { payload: { ...BRANCH_PAYEE, version: 0 } } : {}),
      });
    expect((await anonymous('GET', PAYEES)).statusCode).toBe(401);
    expect((await anonymous('PUT', payeeUrl(t.society.id))).statusCode).toBe(401);
    expect((await anonymous('DELETE', payeeUrl(t.society.id))).statusCode).toBe(401);
    // Even for its own organisation: who is paid is the branch's decision.
    for (const officer of [t.officer, t.councilOfficer]) {
      expect((await t.api('GET', PAYEES, undefined, officer)).statusCode).toBe(403);
      const own = officer === t.officer ? t.society.id : t.council.id;
      const set = await setPayee(own, { ...SOCIETY_PAYEE, version: 0 }, officer);
      expect(set.statusCode).toBe(403);
      expect(set.json()).toEqual({ error: expect.any(String) });
      expect((await removePayee(own, officer)).statusCode).toBe(403);
    }
    expect(await storedRows()).toBe(0);
  });
});

describe('setting a payee', () => {
  it('refuses what is not a payee (400), naming why, with nothing written', async () => {
    const refused = async (body: object, organisationId: number | string = branchId) => {
      const response = await setPayee(organisationId, body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ error: string }>().error;
    };
    expect(await refused({ ...BRANCH_PAYEE, upiAddress: 'ieee.sb.sbi', version: 0 })).toMatch(
      'Enter a UPI address such as branch@sbi',
    );
    expect(await refused({ ...BRANCH_PAYEE, upiAddress: 'a@sbi', version: 0 })).toMatch(
      'Enter a UPI address such as branch@sbi',
    );
    expect(await refused({ ...BRANCH_PAYEE, upiAddress: 'ieee sb@sbi', version: 0 })).toMatch(
      'Enter a UPI address such as branch@sbi',
    );
    expect(await refused({ ...BRANCH_PAYEE, payeeName: '   ', version: 0 })).toMatch(
      "Enter the account holder's name as the bank has it",
    );
    expect(await refused({ ...BRANCH_PAYEE, payeeName: 'x'.repeat(101), version: 0 })).toMatch(
      '100',
    );
    expect(await refused({ ...BRANCH_PAYEE, version: -1 })).toBeTruthy();
    expect(await refused({ ...BRANCH_PAYEE })).toBeTruthy();
    expect(await refused({ ...BRANCH_PAYEE, version: 0 }, 'computer-society')).toBeTruthy();
    expect(await storedRows()).toBe(0);
  });

  it('answers 404 for an unknown or archived organisation', async () => {
    expect((await setPayee(2_000_000, { ...BRANCH_PAYEE, version: 0 })).statusCode).toBe(404);
    expect((await removePayee(2_000_000)).statusCode).toBe(404);
    const archived = await t.api(
      'POST',
      `/api/admin/organisations/${t.council.id}/archive`,
      undefined,
      branchAdmin,
    );
    expect(archived.statusCode, archived.body).toBe(200);
    try {
      const set = await setPayee(t.council.id, { ...SOCIETY_PAYEE, version: 0 });
      expect(set.statusCode).toBe(404);
      expect(set.json()).toEqual({ error: 'Organisation not found.' });
      expect(entryOf(await listed(), t.council.id)).toBeUndefined();
    } finally {
      await t.api(
        'POST',
        `/api/admin/organisations/${t.council.id}/restore`,
        undefined,
        branchAdmin,
      );
    }
    expect(await storedRows()).toBe(0);
  });

  it('lists the branch first, then every organisation, none paid anywhere yet', async () => {
    const list = await listed();
    expect(list[0]).toMatchObject({
      organisation: { id: branchId, kind: 'branch' },
      payee: null,
      version: 0,
      paidTo: 'none',
    });
    expect(list.slice(1).map((entry) => entry.organisation.kind)).not.toContain('branch');
    expect(entryOf(list, t.society.id)).toMatchObject({ payee: null, version: 0, paidTo: 'none' });
    expect(entryOf(list, t.council.id)).toMatchObject({ paidTo: 'none' });
    expect(await payeeFor(t.database.db, t.society.id)).toBeNull();
  });

  it("sets the branch's payee, trimmed and in lower case, which every organisation is paid through", async () => {
    const saved = await setPayee(branchId, {
      upiAddress: '  IEEE.SB@SBI ',
      payeeName: ' IEEE Student Branch ',
      version: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<UpiPayee>()).toMatchObject({
      organisation: { id: branchId },
      payee: BRANCH_PAYEE,
      version: 1,
    });
    const list = await listed();
    expect(list[0]).toMatchObject({ payee: BRANCH_PAYEE, version: 1, paidTo: 'own' });
    expect(entryOf(list, t.society.id)).toMatchObject({ payee: null, paidTo: 'branch' });
    expect(await payeeFor(t.database.db, t.society.id)).toEqual(BRANCH_PAYEE);
    expect(await payeeFor(t.database.db, branchId)).toEqual(BRANCH_PAYEE);
  });

  it('refuses a second first payee (409) and a change over a stale version (409)', async () => {
    const again = await setPayee(branchId, { ...SOCIETY_PAYEE, version: 0 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: STALE_ITEM });

    const changed = await setPayee(branchId, { ...BRANCH_PAYEE, payeeName: 'IEEE SB', version: 1 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<UpiPayee>().version).toBe(2);
    const stale = await setPayee(branchId, { ...BRANCH_PAYEE, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: STALE_ITEM });
    expect(entryOf(await listed(), branchId)?.payee?.payeeName).toBe('IEEE SB');
  });

  it('adds an organisation’s own payee once when two admins add one at the same moment', async () => {
    const secondAdmin = await signedInAs(t, 'BRANCH_ADMIN', null, 'Counselor Kiran');
    const answers = await Promise.all([
      setPayee(t.society.id, { upiAddress: 'first.admin@okaxis', payeeName: 'First', version: 0 }),
      setPayee(
        t.society.id,
        { upiAddress: 'someone.else@ybl', payeeName: 'Someone Else', version: 0 },
        secondAdmin,
      ),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((answer) => answer.statusCode === 200)?.json<UpiPayee>();
    const list = await listed();
    expect(entryOf(list, t.society.id)).toMatchObject({
      payee: won?.payee,
      version: 1,
      paidTo: 'own',
    });
    expect(await payeeFor(t.database.db, t.society.id)).toEqual(won?.payee);
    // Whoever won, the society's payee for the tests below.
    const mine = await setPayee(t.society.id, { ...SOCIETY_PAYEE, version: 1 });
    expect(mine.statusCode, mine.body).toBe(200);
    // Another organisation is still paid through the branch's.
    expect(entryOf(list, t.council.id)).toMatchObject({ payee: null, paidTo: 'branch' });
  });
});

describe('removing a payee', () => {
  it("sends an organisation's payments to the branch's payee once its own is removed", async () => {
    expect(await payeeFor(t.database.db, t.society.id)).toEqual(SOCIETY_PAYEE);
    const removed = await removePayee(t.society.id);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(removed.body).toBe('');
    expect(entryOf(await listed(), t.society.id)).toMatchObject({
      payee: null,
      version: 0,
      paidTo: 'branch',
    });
    expect(await payeeFor(t.database.db, t.society.id)).toMatchObject({
      upiAddress: BRANCH_PAYEE.upiAddress,
    });
    const twice = await removePayee(t.society.id);
    expect(twice.statusCode).toBe(404);
    expect(twice.json<{ error: string }>().error).toMatch('has no payee of its own');
  });

  it("leaves nobody to pay once the branch's payee is removed too", async () => {
    expect((await removePayee(branchId)).statusCode).toBe(204);
    const list = await listed();
    expect(list.every((entry) => entry.payee === null && entry.paidTo === 'none')).toBe(true);
    expect(await payeeFor(t.database.db, t.society.id)).toBeNull();
    expect(await payeeFor(t.database.db, branchId)).toBeNull();
  });
});

describe('History', () => {
  it('records who set, changed and removed each payee, under its organisation', async () => {
    const history = await t.api('GET', '/api/admin/audit?limit=50', undefined, branchAdmin);
    expect(history.statusCode).toBe(200);
    const entries = history
      .json<AuditPage>()
      .items.filter((entry) => entry.itemType === 'upi_payees')
      .reverse();
    const society = entries.filter((entry) => entry.organisation?.id === t.society.id);
    expect(society.map((entry) => entry.action)).toEqual(['created', 'updated', 'deleted']);
    expect(society[0]?.changes).toContainEqual({
      field: 'upi_address',
      before: null,
      after: expect.stringMatching(/@/),
    });
    expect(society.at(-1)?.actor.name).toBe('Treasurer Tara');
    const branch = entries.filter((entry) => entry.organisation?.id === branchId);
    expect(branch.map((entry) => [entry.action, entry.actor.name])).toEqual([
      ['created', 'Treasurer Tara'],
      ['updated', 'Treasurer Tara'],
      ['deleted', 'Treasurer Tara'],
    ]);
    expect(branch[1]?.changes).toEqual([
      { field: 'payee_name', before: 'IEEE Student Branch', after: 'IEEE SB' },
    ]);
  });
});
