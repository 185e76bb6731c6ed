import { describe, expect, it, vi } from 'vitest';
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

/** One turn of the event loop: a batch starts after one (what was received meanwhile joins it). */
const turn = () => new Promise((resolve) => setImmediate(resolve));

/** Batches whose work the test releases and finishes when it wants. */
function releasableRuns(options: { nextOnArrival?: boolean } = {}) {
  const runs: { items: number[]; release: () => void; finish: () => void }[] = [];
  const batches = new KeyedBatches<string, number, number>(
    (_key, items, release) =>
      new Promise((resolve) => {
        runs.push({ items, release, finish: () => resolve(items) });
      }),
    100,
    options,
  );
  return { runs, batches };
}

/** Releases the last batch, then adds an item: it waits, or (`nextOnArrival`) starts a batch. */
async function addAfterRelease({ runs, batches }: ReturnType<typeof releasableRuns>, item: number) {
  runs.at(-1)?.release();
  await turn();
  await turn();
  const added = batches.add('a', item);
  await turn();
  await turn();
  // In an object: an async function's promise would wait for the item's answer.
  return { added };
}

describe('KeyedBatches', () => {
  it('starts a batch after a turn of the loop, and what arrives meanwhile waits for the next, in order', async () => {
    const { runs, batches } = heldRuns();
    const first = batches.add('a', 1);
    const second = batches.add('a', 2);
    await turn();
    // Both came within the turn: one batch.
    expect(runs.map((run) => run.items)).toEqual([[1, 2]]);
    const rest = [3, 4, 5, 6].map((item) => batches.add('a', item));
    // Another key does not wait for this one's batch.
    const other = batches.add('b', 9);
    await turn();
    expect(runs.map((run) => [run.key, run.items])).toEqual([
      ['a', [1, 2]],
      ['b', [9]],
    ]);
    runs[0]?.finish();
    expect(await Promise.all([first, second])).toEqual(['a:1', 'a:2']);
    // At most three a batch: 3, 4 and 5 go together, then 6.
    await turn();
    expect(runs.slice(2).map((run) => run.items)).toEqual([[3, 4, 5]]);
    runs[2]?.finish();
    await turn();
    await turn();
    expect(runs.slice(3).map((run) => run.items)).toEqual([[6]]);
    runs[3]?.finish();
    runs[1]?.finish();
    expect(await Promise.all(rest)).toEqual(['a:3', 'a:4', 'a:5', 'a:6']);
    expect(await other).toBe('b:9');
    // Drained: the next item starts a batch of its own.
    const later = batches.add('a', 7);
    await turn();
    expect(runs.at(-1)?.items).toEqual([7]);
    runs.at(-1)?.finish();
    expect(await later).toBe('a:7');
  });

  it('answers a big batch a slice per turn of the loop, letting other work in between', async () => {
    const marks: string[] = [];
    const batches = new KeyedBatches<string, number, number>(async (_key, items) => {
      // Other work (a visitor's request, say) that comes in while the batch runs.
      setImmediate(() => marks.push('other work'));
      return items;
    }, 100);
    const answers = Array.from({ length: 60 }, (_, item) =>
      batches.add('a', item).then((answer) => {
        marks.push(`answer ${answer}`);
        return answer;
      }),
    );
    expect(await Promise.all(answers)).toEqual(Array.from({ length: 60 }, (_, item) => item));
    // The first 25 at once, then the other work, then the rest in order.
    expect(marks.indexOf('other work')).toBe(25);
    expect(marks.filter((mark) => mark !== 'other work')).toEqual(
      Array.from({ length: 60 }, (_, item) => `answer ${item}`),
    );
  });

  it('refuses every item of a batch whose work failed, and goes on with the next', async () => {
    let calls = 0;
    const batches = new KeyedBatches<string, number, number>(async (_key, items) => {
      calls += 1;
      if (calls === 1) throw new Error('the database went away');
      return items.map((item) => item * 10);
    });
    // Its refusal is awaited from the start: it comes while the test waits for a turn.
    const failing = expect(batches.add('a', 1)).rejects.toThrow('the database went away');
    await turn();
    const next = batches.add('a', 2);
    await failing;
    expect(await next).toBe(20);
  });

  it('counts the items of each key not yet answered, and whether any batch runs or waits', async () => {
    const { runs, batches } = heldRuns();
    expect(batches.busy).toBe(false);
    const first = batches.add('a', 1);
    await turn();
    const later = [batches.add('a', 2), batches.add('a', 3)];
    // A batch of one, and two more in line: what tells a batch that others wait behind it.
    expect(runs.map((run) => run.items)).toEqual([[1]]);
    expect(batches.unanswered('a')).toBe(3);
    expect(batches.unanswered('b')).toBe(0);
    expect(batches.busy).toBe(true);
    runs[0]?.finish();
    await first;
    expect(batches.unanswered('a')).toBe(2);
    await turn();
    runs[1]?.finish();
    await Promise.all(later);
    expect(batches.unanswered('a')).toBe(0);
    // Its drain ends after a turn or two more.
    await vi.waitFor(() => expect(batches.busy).toBe(false));
  });

  it('starts the next batch once a batch releases its key, with at most two running', async () => {
    const held = releasableRuns();
    const { runs, batches } = held;
    const first = batches.add('a', 1);
    await turn();
    const second = batches.add('a', 2);
    await turn();
    // Not released: the second waits.
    expect(runs.map((run) => run.items)).toEqual([[1]]);
    runs[0]?.release();
    await turn();
    await turn();
    expect(runs.map((run) => run.items)).toEqual([[1], [2]]);
    // The second released too, but the first is not done: the third waits for it.
    const third = batches.add('a', 3);
    runs[1]?.release();
    await turn();
    await turn();
    expect(runs).toHaveLength(2);
    runs[0]?.finish();
    expect(await first).toBe(1);
    await turn();
    await turn();
    expect(runs.map((run) => run.items)).toEqual([[1], [2], [3]]);
    runs[2]?.finish();
    runs[1]?.finish();
    expect(await Promise.all([second, third])).toEqual([2, 3]);
    // The last batch released its key with nothing waiting: an item that comes before that
    // batch is done is not left behind, and runs once it is.
    const fourth = batches.add('a', 4);
    await turn();
    expect(runs.at(-1)?.items).toEqual([4]);
    const { added: fifth } = await addAfterRelease(held, 5);
    expect(runs.at(-1)?.items).toEqual([4]);
    runs.at(-1)?.finish();
    expect(await fourth).toBe(4);
    await turn();
    await turn();
    expect(runs.at(-1)?.items).toEqual([5]);
    runs.at(-1)?.finish();
    expect(await fifth).toBe(5);
  });

  it('with nextOnArrival, starts a batch with the first item that arrives after the last released', async () => {
    const held = releasableRuns({ nextOnArrival: true });
    const { runs, batches } = held;
    const fourth = batches.add('a', 4);
    await turn();
    expect(runs.at(-1)?.items).toEqual([4]);
    // The fourth is not done (answering its items, say): the fifth starts at once all the same.
    const { added: fifth } = await addAfterRelease(held, 5);
    expect(runs.at(-1)?.items).toEqual([5]);
    // Still at most two: with the fourth not done, what comes after the fifth released waits.
    const { added: sixth } = await addAfterRelease(held, 6);
    expect(runs.at(-1)?.items).toEqual([5]);
    runs.at(-2)?.finish();
    expect(await fourth).toBe(4);
    await turn();
    await turn();
    expect(runs.at(-1)?.items).toEqual([6]);
    runs.at(-2)?.finish();
    runs.at(-1)?.finish();
    expect(await Promise.all([fifth, sixth])).toEqual([5, 6]);
  });
});
