import { describe, expect, it } from 'vitest';
import { KeyedBatches } from './keyed-batches.js';

/** A batch's work that the test lets finish when it wants. */
function heldRuns() {
  const runs: { key: string; items: number[]; finish: () => void }[] = [];
  const batches = new KeyedBatches<string, number, string>(
    (key, items) =>
      new Promise((resolve) => {
        runs.push({ key, items, finish: () => resolve(items.map((item) => `${key}:${item}`)) });
      }),
    3,
  );
  return { runs, batches };
}

describe('KeyedBatches', () => {
  it('runs an item alone at once, and what arrives meanwhile in the next batch, in order', async () => {
    const { runs, batches } = heldRuns();
    const first = batches.add('a', 1);
    expect(runs.map((run) => run.items)).toEqual([[1]]);
    const rest = [2, 3, 4, 5].map((item) => batches.add('a', item));
    // Another key does not wait for this one's batch.
    const other = batches.add('b', 9);
    expect(runs.map((run) => [run.key, run.items])).toEqual([
      ['a', [1]],
      ['b', [9]],
    ]);
    runs[0]?.finish();
    expect(await first).toBe('a:1');
    // At most three a batch: 2, 3 and 4 go together, then 5.
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs.slice(2).map((run) => run.items)).toEqual([[2, 3, 4]]);
    runs[2]?.finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs.slice(3).map((run) => run.items)).toEqual([[5]]);
    runs[3]?.finish();
    runs[1]?.finish();
    expect(await Promise.all(rest)).toEqual(['a:2', 'a:3', 'a:4', 'a:5']);
    expect(await other).toBe('b:9');
    // Drained: the next item starts a batch of its own at once.
    const later = batches.add('a', 6);
    expect(runs.at(-1)?.items).toEqual([6]);
    runs.at(-1)?.finish();
    expect(await later).toBe('a:6');
  });

  it('refuses every item of a batch whose work failed, and goes on with the next', async () => {
    let calls = 0;
    const batches = new KeyedBatches<string, number, number>(async (_key, items) => {
      calls += 1;
      if (calls === 1) {
        await new Promise((resolve) => setImmediate(resolve));
        throw new Error('the database went away');
      }
      return items.map((item) => item * 10);
    });
    const failing = batches.add('a', 1);
    const next = batches.add('a', 2);
    await expect(failing).rejects.toThrow('the database went away');
    expect(await next).toBe(20);
  });
});
