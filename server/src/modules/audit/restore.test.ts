import type {
  AuditPage,
  DashboardEvent,
  DashboardGalleryItem,
  GalleryItem,
  Page,
  RestorePlan,
} from '@chapterhouse/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, type TestAccount } from '../../../test/accounts.js';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { auditLog, events, galleryItems } from '../../db/schema/index.js';
import { STALE_HISTORY } from './restore.service.js';

// Undo from History (issue 18, step 5): an item set back as it was after one of its changes, or
// brought back after its deletion; the restore is itself recorded, and refused over a newer edit.

let t: DashboardApp;
let editor: TestAccount;

beforeAll(async () => {
  t = await openDashboardApp();
  editor = await signedInAs(t, 'SOCIETY_ADMIN', t.society.slug, 'Webmaster', 'editor');
});
afterAll(() => t.close());

const event = (title: string) => ({
  title,
  date: '2026-07-01',
  time: '14:00',
  location: 'Faraday Hall',
  description: 'Hands-on soldering.',
  capacity: 40,
});

/** The newest entry of an item's history, as the History tab lists it. */
async function entriesOf(itemType: string, itemId: number) {
  const page = await t.api('GET', `${t.base}/history?limit=100`, undefined, editor);
  return page
    .json<AuditPage>()
    .items.filter((entry) => entry.itemType === itemType && entry.itemId === itemId);
}

const restoreUrl = (entryId: number) => `${t.base}/history/${entryId}/restore`;

async function planOf(entryId: number): Promise<RestorePlan> {
  const response = await t.api('GET', restoreUrl(entryId), undefined, editor);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RestorePlan>();
}

async function restore(entryId: number, latestEntryId: number) {
  return t.api('POST', restoreUrl(entryId), { latestEntryId }, editor);
}

describe('restoring from History', () => {
  it('sets an item back exactly as it was after an earlier change, and records it', async () => {
    const created = (
      await t.api('POST', `${t.base}/events/upcoming`, event('Soldering 101'), editor)
    ).json<DashboardEvent>();
    const first = await t.api(
      'PUT',
      `${t.base}/events/upcoming/${created.id}`,
      { ...event('Soldering 101'), location: 'Lab 2', version: created.version },
      editor,
    );
    const afterFirst = first.json<DashboardEvent>();
    const second = await t.api('PUT', `${t.base}/events/upcoming/${created.id}`, {
      ...event('Soldering 201'),
      time: '16:00',
      location: 'Main Hall',
      description: 'Surface mount.',
      capacity: 12,
      version: afterFirst.version,
    });
    expect(second.statusCode, second.body).toBe(200);

    const [newest, firstEdit] = await entriesOf('events', created.id);
    if (!newest || !firstEdit) throw new Error('the edits are not in History');
    const plan = await planOf(firstEdit.id);
    expect(plan).toMatchObject({ kind: 'restore', itemId: created.id, latestEntryId: newest.id });
    expect(
      Object.fromEntries(plan.changes.map((change) => [change.field, change.restored])),
    ).toEqual({
      title: 'Soldering 101',
      time: '14:00',
      location: 'Lab 2',
      description: 'Hands-on soldering.',
      capacity: 40,
      // Without an end time it ends two hours after its start: 16:00 in India, with 14:00.
      ends_at: '2026-07-01T10:30:00+00:00',
    });

    const restored = await restore(firstEdit.id, newest.id);
    expect(restored.statusCode, restored.body).toBe(200);
    const [row] = await t.database.db.select().from(events).where(eq(events.id, created.id));
    expect(row).toMatchObject({
      title: 'Soldering 101',
      time: '14:00',
      location: 'Lab 2',
      description: 'Hands-on soldering.',
      capacity: 40,
      endsAt: new Date(afterFirst.status === 'upcoming' ? (row?.endsAt ?? 0) : 0),
      version: afterFirst.version + 2,
    });
    const dashboard = await t.api('GET', `${t.base}/events/upcoming?limit=100`);
    const listed = dashboard
      .json<Page<DashboardEvent>>()
      .items.find((item) => item.id === created.id);
    const { version: _a, ...wasFields } = afterFirst;
    const { version: _b, ...nowFields } = listed ?? afterFirst;
    expect(nowFields).toEqual(wasFields);

    // The restore is a change of its own, by whoever restored it.
    const [recorded] = await entriesOf('events', created.id);
    expect(recorded).toMatchObject({ action: 'updated', actor: { name: 'Webmaster' } });
    expect(recorded?.id).toBeGreaterThan(newest.id);
  });

  it('answers 409 over a newer edit by someone else, and changes nothing', async () => {
    const created = (
      await t.api('POST', `${t.base}/events/upcoming`, event('Oscilloscopes'))
    ).json<DashboardEvent>();
    const edited = await t.api('PUT', `${t.base}/events/upcoming/${created.id}`, {
      ...event('Oscilloscopes, again'),
      version: created.version,
    });
    const [edit, creation] = await entriesOf('events', created.id);
    if (!edit || !creation) throw new Error('the changes are not in History');
    const plan = await planOf(creation.id);
    expect(plan.latestEntryId).toBe(edit.id);

    // Meanwhile the chair edits it once more.
    await t.api('PUT', `${t.base}/events/upcoming/${created.id}`, {
      ...event('Oscilloscopes, third time'),
      version: edited.json<DashboardEvent>().version,
    });
    const refused = await restore(creation.id, plan.latestEntryId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(STALE_HISTORY);
    const [row] = await t.database.db.select().from(events).where(eq(events.id, created.id));
    expect(row?.title).toBe('Oscilloscopes, third time');
  });

  it('brings a deleted photo back with its id, as visitors saw it; once', async () => {
    const photo = (
      await t.api('POST', `${t.base}/gallery`, {
        img: 'https://images.example.edu/restored.jpg',
        caption: 'Robotics finals',
        photographer: 'Ada',
        tags: ['robots'],
      })
    ).json<DashboardGalleryItem>();
    const removed = await t.api('DELETE', `${t.base}/gallery/${photo.id}`, undefined, editor);
    expect(removed.statusCode).toBe(204);
    const [deletion] = await entriesOf('gallery_items', photo.id);
    if (!deletion) throw new Error('the deletion is not in History');
    expect(deletion.action).toBe('deleted');

    const plan = await planOf(deletion.id);
    expect(plan).toMatchObject({ kind: 'bring-back', itemId: photo.id });
    const broughtBack = await restore(deletion.id, plan.latestEntryId);
    expect(broughtBack.statusCode, broughtBack.body).toBe(200);

    const gallery = await t.app.inject(`/api/gallery?org=${t.society.slug}&limit=100`);
    const shown = gallery.json<Page<GalleryItem>>().items.find((item) => item.id === photo.id);
    expect(shown).toMatchObject({
      caption: 'Robotics finals',
      img: 'https://images.example.edu/restored.jpg',
      photographer: 'Ada',
      tags: ['robots'],
    });
    const [recorded] = await entriesOf('gallery_items', photo.id);
    expect(recorded).toMatchObject({ action: 'created', actor: { name: 'Webmaster' } });

    // A second restore of the same deletion is stale: the photo is back already.
    const again = await restore(deletion.id, plan.latestEntryId);
    expect(again.statusCode).toBe(409);
    expect(await t.rows(galleryItems)).toBeGreaterThan(0);
  });

  it('keeps a deleted draft a draft when it comes back', async () => {
    const photo = (
      await t.api('POST', `${t.base}/gallery`, {
        img: 'https://images.example.edu/draft.jpg',
        caption: 'Not yet public',
        publication: { action: 'draft' },
      })
    ).json<DashboardGalleryItem>();
    await t.api('DELETE', `${t.base}/gallery/${photo.id}`);
    const [deletion] = await entriesOf('gallery_items', photo.id);
    if (!deletion) throw new Error('the deletion is not in History');
    const response = await restore(deletion.id, deletion.id);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(galleryItems)
      .where(eq(galleryItems.id, photo.id));
    expect(row).toMatchObject({ caption: 'Not yet public', publishedAt: null });
  });
});

describe('restores are refused with a clear answer', () => {
  it('anonymous 401, another organisation 403, a bad body 400, another history 404', async () => {
    const photo = (
      await t.api('POST', `${t.base}/gallery`, {
        img: 'https://images.example.edu/x.jpg',
        caption: 'Guarded',
      })
    ).json<DashboardGalleryItem>();
    await t.api('DELETE', `${t.base}/gallery/${photo.id}`);
    const [deletion] = await entriesOf('gallery_items', photo.id);
    if (!deletion) throw new Error('the deletion is not in History');
    const url = restoreUrl(deletion.id);
    const body = { latestEntryId: deletion.id };

    expect((await t.app.inject({ method: 'POST', url, payload: body })).statusCode).toBe(401);
    expect((await t.api('POST', url, body, t.councilOfficer)).statusCode).toBe(403);
    for (const bad of [{}, { latestEntryId: 'newest' }, { latestEntryId: 0 }]) {
      const response = await t.api('POST', url, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().error).toBeTruthy();
    }
    // Another organisation's entry is not in this history.
    const councilBase = `/api/council-dashboard/council/${t.council.id}`;
    const elsewhere = await t.api(
      'POST',
      `${councilBase}/history/${deletion.id}/restore`,
      body,
      t.councilOfficer,
    );
    expect(elsewhere.statusCode).toBe(404);
    // Nothing was brought back by any of these.
    const [row] = await t.database.db
      .select()
      .from(galleryItems)
      .where(eq(galleryItems.id, photo.id));
    expect(row).toBeUndefined();

    // A team's membership is in History, but not an item History restores.
    const invited = await t.api('POST', `${t.base}/team`, {
      email: 'new-member@example.edu',
      name: 'New Member',
      role: 'editor',
      endsOn: null,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [teamEntry] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.organisationId, t.society.id), eq(auditLog.itemType, 'team_memberships')),
      )
      .orderBy(desc(auditLog.id))
      .limit(1);
    if (!teamEntry) throw new Error('the invitation is not in History');
    const refused = await t.api('GET', restoreUrl(teamEntry.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('can be restored');
  });
});
