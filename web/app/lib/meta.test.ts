import { describe, expect, it } from 'vitest';
import { SITE_LAYOUT_ROUTE_ID, sharedPageMeta } from './meta';

const matches = [
  { id: 'root', loaderData: undefined },
  {
    id: SITE_LAYOUT_ROUTE_ID,
    loaderData: {
      share: {
        origin: 'https://ieee.example.edu',
        siteName: 'IEEE Example Student Branch',
        image: '/media/hero-1.svg',
      },
    },
  },
];

const content = (
  tags: ReturnType<typeof sharedPageMeta>,
  key: 'property' | 'name',
  value: string,
) =>
  (tags.find((tag) => (tag as Record<string, string>)[key] === value) as { content?: string })
    ?.content;

describe('sharedPageMeta', () => {
  it('gives a page its canonical URL and a share card with its own image', () => {
    const tags = sharedPageMeta(
      { matches },
      {
        title: 'Computer Society',
        description: 'Computing for everyone.',
        path: '/societies/computer-society',
        image: 'https://images.example.org/cs.png',
      },
    );
    expect(tags).toContainEqual({ title: 'Computer Society | IEEE Student Branch' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://ieee.example.edu/societies/computer-society',
    });
    expect(content(tags, 'property', 'og:url')).toBe(
      'https://ieee.example.edu/societies/computer-society',
    );
    expect(content(tags, 'property', 'og:site_name')).toBe('IEEE Example Student Branch');
    expect(content(tags, 'property', 'og:title')).toBe('Computer Society | IEEE Student Branch');
    expect(content(tags, 'property', 'og:description')).toBe('Computing for everyone.');
    expect(content(tags, 'property', 'og:image')).toBe('https://images.example.org/cs.png');
    expect(content(tags, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'name', 'twitter:image')).toBe('https://images.example.org/cs.png');
  });

  it("falls back to the site's image, made absolute, and keeps the page number", () => {
    const tags = sharedPageMeta(
      { matches },
      { title: 'Gallery', description: 'Photos.', path: '/gallery?page=2', image: null },
    );
    expect(content(tags, 'property', 'og:image')).toBe('https://ieee.example.edu/media/hero-1.svg');
    expect(content(tags, 'property', 'og:url')).toBe('https://ieee.example.edu/gallery?page=2');
  });

  it('says summary without any image, and only title and description outside the site layout', () => {
    const noImage = [
      {
        id: SITE_LAYOUT_ROUTE_ID,
        loaderData: { share: { ...matches[1]?.loaderData?.share, image: null } },
      },
    ];
    const tags = sharedPageMeta({ matches: noImage }, { title: 'A', description: 'B', path: '/' });
    expect(content(tags, 'name', 'twitter:card')).toBe('summary');
    expect(content(tags, 'property', 'og:image')).toBeUndefined();

    expect(sharedPageMeta({ matches: [] }, { title: 'A', description: 'B', path: '/' })).toEqual([
      { title: 'A | IEEE Student Branch' },
      { name: 'description', content: 'B' },
    ]);
  });
});
