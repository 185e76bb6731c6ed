import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardImage, eagerness } from './card-image';

afterEach(cleanup);

const picture = (eager: boolean | 'first') =>
  render(
    <CardImage src="/a.webp" alt="A" width={800} height={450} initials="CS" eager={eager} />,
  ).container.querySelector('img') as HTMLImageElement;

describe('card pictures of a grid', () => {
  it('load the first card with high priority, the rest of the first row at once but low', () => {
    expect([0, 1, 2, 3].map((index) => eagerness(index, 3))).toEqual(['first', true, true, false]);
    expect(eagerness(0)).toBe(false);

    const first = picture('first');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    cleanup();
    const next = picture(true);
    expect(next.getAttribute('loading')).toBe('eager');
    expect(next.getAttribute('fetchpriority')).toBe('low');
    cleanup();
    const later = picture(false);
    expect(later.getAttribute('loading')).toBe('lazy');
    expect(later.hasAttribute('fetchpriority')).toBe(false);
  });
});
