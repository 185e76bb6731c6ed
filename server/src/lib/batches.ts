/**
 * How many rows one insert adds when a service adds many at once: PostgreSQL takes at most
 * 65,535 parameters per statement, which a table of 15 columns reaches at about 4,000 rows.
 */
export const ROWS_PER_INSERT = 1000;

/** `items` in consecutive slices of at most `size`: `[]` gives no slice at all. */
export function inBatches<T>(items: readonly T[], size: number = ROWS_PER_INSERT): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
}
