import { describe, expect, it } from 'vitest';
import { limitParallel } from './limit-parallel.js';

describe('limitParallel', () => {
  it('runs at most n at once, the rest in the order they came, and passes results and errors on', async () => {
    const inTurn = limitParallel(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const job = (index: number) =>
      inTurn(async () => {
        started.push(index);
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        if (index === 3) throw new Error('job 3 failed');
        return index * 10;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(job));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(
      results.map((result) => (result.status === 'fulfilled' ? result.value : 'failed')),
    ).toEqual([0, 10, 20, 'failed', 40, 50]);
  });
});
