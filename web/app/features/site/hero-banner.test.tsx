import type { HeroSlide } from '@chapterhouse/shared';
import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HERO_SIZES, HeroBanner } from './hero-banner';

afterEach(cleanup);

/** Uploads made now (`v2` keys: a 960 px rendition and a placeholder picture). */
const slides: HeroSlide[] = [1, 2, 3].map((id) => ({
  id,
  image: `/media/uploads/v20a1b2c3d4e5f60${id}-1920x800-086898/1280.webp`,
  title: `Slide ${id}`,
  caption: null,
  alt: `Banner ${id}`,
}));

const hero = (heroSlides: HeroSlide[] = slides) => (
  <MemoryRouter>
    <HeroBanner slides={heroSlides} branchName="IEEE Student Branch" description="" />
  </MemoryRouter>
);

describe('the hero banner', () => {
  it("loads the first slide's picture at once, first, at a phone's size, over its placeholder", () => {
    const { container } = render(hero());
    const [first, ...later] = [...container.querySelectorAll('img')];
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(first?.getAttribute('loading')).not.toBe('lazy');
    expect(first?.getAttribute('decoding')).not.toBe('async');
    expect(first?.getAttribute('sizes')).toBe(HERO_SIZES);
    expect(first?.getAttribute('srcset')).toContain('/960.webp 960w');
    expect(first?.getAttribute('style')).toContain(
      '/media/uploads/v20a1b2c3d4e5f601-1920x800-086898/placeholder.webp',
    );
    expect(later).toHaveLength(2);
    for (const image of later) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('fetchpriority')).toBeNull();
      // A background is fetched even for a lazy picture: only the first slide has one.
      expect(image.getAttribute('style')).not.toContain('url(');
    }
  });

  it("leaves the later slides' pictures out of the server's HTML", () => {
    const html = renderToString(hero());
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain('alt="Banner 1"');
    expect(html).toContain('fetchPriority="high"');
  });

  it('gives an older upload (no 960 px rendition, no placeholder) only what it has', () => {
    const { container } = render(
      hero([
        {
          id: 1,
          image: '/media/uploads/0a1b2c3d4e5f6071-1920x800-086898/1280.webp',
          title: 'Older',
          caption: null,
          alt: 'Banner',
        },
      ]),
    );
    const image = container.querySelector('img');
    expect(image?.getAttribute('srcset')).not.toContain('960');
    expect(image?.getAttribute('style')).not.toContain('url(');
  });
});
