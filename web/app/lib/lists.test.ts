import { describe, expect, it } from 'vitest';
import { readPage } from './lists';

describe('readPage', () => {
  const page = (search: string) => readPage(new URL(`http://site.test/past-events${search}`));

  it('reads ?page=N', () => {
    expect(page('?page=3')).toBe(3);
  });

  it('falls back to page 1 for missing or malformed values', () => {
    expect(page('')).toBe(1);
    expect(page('?page=0')).toBe(1);
    expect(page('?page=-2')).toBe(1);
    expect(page('?page=abc')).toBe(1);
    expect(page('?page=1.5')).toBe(1);
  });
});
