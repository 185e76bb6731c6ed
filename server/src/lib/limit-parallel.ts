/**
 * Runs work at most `maxParallel` at a time; the rest wait their turn, in order. For work that
 * takes much memory or a whole core while it runs (a picture decoding, a password hashing), where
 * a burst of requests must queue rather than take the machine. Each call of this makes its own
 * queue.
 */
export function limitParallel(maxParallel: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (work) => {
    if (running < maxParallel) running++;
    // A finishing piece of work hands its place straight to the next one waiting.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
