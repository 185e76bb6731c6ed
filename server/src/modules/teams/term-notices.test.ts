import type { OrganisationSummary, TeamList } from '@chapterhouse/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs, type TestAccount } from '../../../test/accounts.js';
import {
  createTestApp,
  firstOrganisation,
  startAnotherServer,
  TEST_NOW,
  type TestApp,
} from '../../../test/test-app.js';
import { serviceOf } from '../../app.js';
import { mailOutbox, teamMemberships } from '../../db/schema/index.js';

// A week before a term ends, the member, the team's other owners and the branch admins are told,
// once, whatever the number of servers (issue 18, step 2).

const DAY_MS = 86_400_000;
let now = new Date(TEST_NOW);
let t: TestApp;
let society: OrganisationSummary;
let owner: TestAccount;
let editor: TestAccount;
let branch: TestAccount;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  society = await firstOrganisation(t, 'societies');
  owner = await signedInAs(t, 'SOCIETY_ADMIN', society.slug, 'Chair');
  editor = await signedInAs(t, 'SOCIETY_ADMIN', society.slug, 'Treasurer', 'editor');
  branch = await signedInAs(t, 'BRANCH_ADMIN', null, 'Branch Counsellor');
});
afterAll(() => t.close());

const notices = () =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'term-ending'));

/** Sets the editor's last day, as an owner does on the Team tab. */
async function endEditorTermOn(endsOn: string) {
  const team = await t.app.inject({
    url: `/api/society-dashboard/society/${society.slug}/team`,
    headers: bearer(owner),
  });
  const member = team.json<TeamList>().members.find((entry) => entry.email === editor.email);
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/society-dashboard/society/${society.id}/team/${member?.id}`,
    headers: bearer(owner),
    payload: { role: 'editor', endsOn, version: member?.version },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('notices before a term ends', () => {
  it('go a week ahead to the member, the other owners and the branch admins, once across two servers', async () => {
    // TEST_NOW is 15 June; a term ending with 30 June is not due yet.
    await endEditorTermOn('2026-06-30');
    expect(await serviceOf(t.app, 'term-notices').runDue()).toBe(0);
    expect(await notices()).toEqual([]);

    now = new Date(now.getTime() + 10 * DAY_MS);
    const other = await startAnotherServer(t);
    try {
      const [here, there] = await Promise.all([
        serviceOf(t.app, 'term-notices').runDue(),
        serviceOf(other.app, 'term-notices').runDue(),
      ]);
      expect(here + there).toBe(1);
    } finally {
      await other.close();
    }
    const sent = await notices();
    expect(sent.map((mail) => mail.to).sort()).toEqual(
      [editor.email, owner.email, branch.email].sort(),
    );
    const toEditor = sent.find((mail) => mail.to === editor.email);
    expect(toEditor?.subject).toBe(`Your term on the team of ${society.name} ends on 2026-06-30`);
    expect(sent.find((mail) => mail.to === owner.email)?.subject).toBe(
      `Treasurer's term on the team of ${society.name} ends on 2026-06-30`,
    );
    // Once: a later round finds nothing more to send.
    expect(await serviceOf(t.app, 'term-notices').runDue()).toBe(0);
    expect(await notices()).toHaveLength(3);
  });

  it('go again for a new end of term, and never for a term that ended or has no end', async () => {
    await endEditorTermOn('2026-07-01');
    expect(await serviceOf(t.app, 'term-notices').runDue()).toBe(1);
    expect(await notices()).toHaveLength(6);

    // The chair's term has no end; once the treasurer's is over, nothing is owed for it.
    now = new Date('2026-07-05T00:00:00Z');
    await t.database.db
      .update(teamMemberships)
      .set({ endNoticeSentAt: null })
      .where(
        and(eq(teamMemberships.organisationId, society.id), eq(teamMemberships.role, 'editor')),
      );
    expect(await serviceOf(t.app, 'term-notices').runDue()).toBe(0);
    expect(await notices()).toHaveLength(6);
  });
});
