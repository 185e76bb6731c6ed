import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAs } from '../../../test/accounts.js';
import { createTestApp, startAnotherServer, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LATEST = '/api/notifications?page=1&limit=20';
const titlesOn = async (app: TestApp['app']) => {
  const response = await app.inject(LATEST);
  return {
    cache: response.headers['x-page-cache'],
    titles: response.json<{ items: { title: string }[] }>().items.map((item) => item.title),
  };
};

describe('a change on one of several servers', () => {
  it("empties the other servers' public caches within a second", async () => {
    const other = await startAnotherServer(t);
    try {
      // The other server keeps its answer: the second read is a hit.
      await titlesOn(other.app);
      expect((await titlesOn(other.app)).cache).toBe('hit');

      const admin = await signedInAs(t, 'BRANCH_ADMIN');
      const title = 'Posted through the first server';
      const posted = await t.app.inject({
        method: 'POST',
        url: '/api/admin/notifications',
        headers: bearer(admin),
        payload: { type: 'other', title, message: 'Every server shows it at once.' },
      });
      expect(posted.statusCode).toBe(201);

      // Without the announcement this stays a hit, without the post, for the cache's 60 s.
      await expect
        .poll(async () => (await titlesOn(other.app)).titles, { timeout: 1000, interval: 20 })
        .toContain(title);
    } finally {
      await other.close();
    }
  });

  it('is not announced by a failed one', async () => {
    const other = await startAnotherServer(t);
    try {
      await titlesOn(other.app);
      const admin = await signedInAs(t, 'BRANCH_ADMIN');
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/admin/notifications',
        headers: bearer(admin),
        payload: { type: 'other', title: '' },
      });
      expect(refused.statusCode).toBe(400);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await titlesOn(other.app)).cache).toBe('hit');
    } finally {
      await other.close();
    }
  });
});
