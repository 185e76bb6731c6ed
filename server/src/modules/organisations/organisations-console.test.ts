import type { AdminOrganisation, OrganisationSummary } from '@chapterhouse/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleApp, openConsoleApp } from '../../../test/console-fixture.js';
import { organisations } from '../../db/schema/index.js';

let t: ConsoleApp;

beforeAll(async () => {
  t = await openConsoleApp();
});
afterAll(() => t.close());

describe('organisations', () => {
  it('creates a society with a slug made from its name, last in the menu and public at once', async () => {
    const created = await t.api('POST', '/api/admin/organisations', {
      kind: 'society',
      name: 'Quantum Computing Society',
      image: '',
    });
    expect(created.statusCode).toBe(201);
    const organisation = created.json<AdminOrganisation>();
    expect(organisation).toMatchObject({
      kind: 'society',
      slug: 'quantum-computing-society',
      archived: false,
      admins: [],
      version: 1,
    });
    const listed = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>();
    expect(listed.at(-1)?.slug).toBe('quantum-computing-society');
    expect((await t.app.inject('/api/societies/quantum-computing-society')).statusCode).toBe(200);

    // The same name again gets the next free slug (as the sample's, a slug never starts with
    // the "ieee-" every name would give it); a chosen slug that is taken is a 409.
    const again = await t.api('POST', '/api/admin/organisations', {
      kind: 'council',
      name: 'IEEE Quantum Computing Society',
    });
    expect(again.json<AdminOrganisation>().slug).toBe('quantum-computing-society-2');
    const before = await t.rowsOf(organisations);
    const taken = await t.api('POST', '/api/admin/organisations', {
      kind: 'society',
      name: 'Another',
      slug: 'quantum-computing-society',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error).toContain('already used by Quantum Computing Society');
    expect(await t.rowsOf(organisations)).toBe(before);
  });

  it('refuses a bad body with a readable 400 and writes nothing', async () => {
    const before = await t.rowsOf(organisations);
    for (const body of [
      { kind: 'club', name: 'Chess' },
      { kind: 'society', name: '' },
      { kind: 'society', name: 'Numbers', slug: '2024' },
      { kind: 'society', name: 'Spaces', slug: 'has spaces' },
      { kind: 'society', name: 'Reserved', slug: 'dashboard' },
      { kind: 'society', name: 'Script', image: 'javascript:alert(1)' },
    ]) {
      const response = await t.api('POST', '/api/admin/organisations', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toBeTruthy();
    }
    expect(await t.rowsOf(organisations)).toBe(before);
  });

  it('renames with the version it was based on, and refuses a stale edit with 409', async () => {
    const list = (await t.api('GET', '/api/admin/organisations')).json<AdminOrganisation[]>();
    const target = list.find((organisation) => organisation.slug === 'quantum-computing-society-2');
    if (!target) throw new Error('missing');
    const edit = { version: target.version, name: 'Quantum Council', slug: 'quantum-council' };
    const saved = await t.api('PUT', `/api/admin/organisations/${target.id}`, edit);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AdminOrganisation>()).toMatchObject({ name: 'Quantum Council', version: 2 });
    const stale = await t.api('PUT', `/api/admin/organisations/${target.id}`, {
      ...edit,
      name: 'Someone else',
    });
    expect(stale.statusCode).toBe(409);
    expect((await t.app.inject('/api/councils/quantum-council')).json().name).toBe(
      'Quantum Council',
    );
    expect((await t.api('PUT', '/api/admin/organisations/999999', edit)).statusCode).toBe(404);
    const clash = await t.api('PUT', `/api/admin/organisations/${target.id}`, {
      version: 2,
      name: 'Quantum Council',
      slug: t.society.slug,
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().error).toContain(`already used by ${t.society.name}`);
  });

  it('archives a society: gone from the public site, its data kept, and restores it', async () => {
    const target = t.society;
    const archived = await t.api('POST', `/api/admin/organisations/${target.id}/archive`);
    expect(archived.json<AdminOrganisation>().archived).toBe(true);
    expect((await t.app.inject(`/api/societies/${target.slug}`)).statusCode).toBe(404);
    const publicList = (await t.app.inject('/api/societies')).json<OrganisationSummary[]>();
    expect(publicList.some((organisation) => organisation.id === target.id)).toBe(false);
    const console = (await t.api('GET', '/api/admin/organisations')).json<AdminOrganisation[]>();
    expect(console.find((organisation) => organisation.id === target.id)?.archived).toBe(true);
    const [kept] = await t.database.db
      .select({ name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, target.id));
    expect(kept?.name).toBe(target.name);

    await t.api('POST', `/api/admin/organisations/${target.id}/restore`);
    expect((await t.app.inject(`/api/societies/${target.slug}`)).statusCode).toBe(200);
  });

  it('orders one kind in menus and on the landing page', async () => {
    const councils = (await t.api('GET', '/api/admin/organisations'))
      .json<AdminOrganisation[]>()
      .filter((organisation) => organisation.kind === 'council');
    const reversed = councils.map((organisation) => organisation.id).reverse();
    const ordered = await t.api('PUT', '/api/admin/organisations/order', {
      kind: 'council',
      ids: reversed,
    });
    expect(ordered.statusCode).toBe(200);
    const publicOrder = (await t.app.inject('/api/councils'))
      .json<OrganisationSummary[]>()
      .map((organisation) => organisation.id);
    expect(publicOrder).toEqual(reversed);
    const partial = await t.api('PUT', '/api/admin/organisations/order', {
      kind: 'council',
      ids: reversed.slice(1),
    });
    expect(partial.statusCode).toBe(409);
  });
});
