import type { DashboardAchievement } from '@chapterhouse/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';

let t: DashboardApp;

beforeAll(async () => {
  t = await openDashboardApp();
});
afterAll(() => t.close());

describe('achievements', () => {
  it('adds, edits and deletes an achievement; an unknown id is a readable 404', async () => {
    const created = await t.api('POST', `${t.base}/achievements`, {
      title: 'Best Chapter',
      year: 2026,
      description: 'Region award.',
      category: 'Recognition',
      recipient: t.society.name,
    });
    expect(created.statusCode).toBe(201);
    const achievement = created.json<DashboardAchievement>();
    const edited = await t.api('PUT', `${t.base}/achievements/${achievement.id}`, {
      ...achievement,
      value: 'First Place',
    });
    expect(edited.json<DashboardAchievement>()).toMatchObject({ value: 'First Place', version: 2 });
    const bad = await t.api('POST', `${t.base}/achievements`, {
      title: 'X',
      year: 2026,
      description: 'Y',
      category: 'Bravery',
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.api('DELETE', `${t.base}/achievements/${achievement.id}`)).statusCode).toBe(
      204,
    );
    const unknown = await t.api('PUT', `${t.base}/achievements/${achievement.id}`, {
      ...achievement,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Achievement not found.' });
  });
});
