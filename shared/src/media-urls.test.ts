import { describe, expect, it } from 'vitest';
import {
  displayUrl,
  parseUploadUrl,
  placeholderUrl,
  renditionUrl,
  renditionWidths,
} from './media-urls.js';
import { responsiveImage } from './responsive-image.js';

/** An upload made now (every rendition and a placeholder) and one made before 960 px existed. */
const current = 'v20a1b2c3d4e5f6071';
const first = '0a1b2c3d4e5f6071';

describe('upload addresses', () => {
  it('name their key, size and placeholder colour', () => {
    expect(parseUploadUrl('/media/uploads/0a1b2c3d4e5f6071-2560x1707-3a5f8c/1280.webp')).toEqual({
      key: '0a1b2c3d4e5f6071-2560x1707-3a5f8c',
      width: 2560,
      height: 1707,
      color: '#3a5f8c',
    });
    expect(parseUploadUrl(`/media/uploads/${current}-2560x1707-3a5f8c/960.webp`)).toMatchObject({
      key: `${current}-2560x1707-3a5f8c`,
      width: 2560,
    });
    for (const other of [
      '/media/sample/hero-1.svg',
      'https://example.org/media/uploads/0a1b2c3d-10x10-000000/10.webp',
      '/media/uploads/../secret-10x10-000000/10.webp',
      null,
    ]) {
      expect(parseUploadUrl(other)).toBeNull();
    }
  });

  it('have renditions at the fixed widths below their own, plus their own', () => {
    expect(renditionWidths(`${current}-2560x1707-3a5f8c`, 2560)).toEqual([
      320, 640, 960, 1280, 1920, 2560,
    ]);
    expect(renditionWidths(`${current}-1000x500-3a5f8c`, 1000)).toEqual([320, 640, 960, 1000]);
    expect(renditionWidths(`${current}-960x500-3a5f8c`, 960)).toEqual([320, 640, 960]);
    expect(renditionWidths(`${current}-200x100-3a5f8c`, 200)).toEqual([200]);
  });

  it('of uploads made before 960 px existed keep the widths those have, and no placeholder', () => {
    expect(renditionWidths(`${first}-2560x1707-3a5f8c`, 2560)).toEqual([
      320, 640, 1280, 1920, 2560,
    ]);
    expect(renditionWidths(`sample77504e57-1000x500-3a5f8c`, 1000)).toEqual([320, 640, 1000]);
    expect(placeholderUrl(`${first}-2560x1707-3a5f8c`)).toBeNull();
    expect(placeholderUrl(`${current}-2560x1707-3a5f8c`)).toBe(
      `/media/uploads/${current}-2560x1707-3a5f8c/placeholder.webp`,
    );
  });

  it('give public pages the same srcset and src as the full helpers', () => {
    for (const id of [current, first, 'sample77504e57', 'v2sample77504e57']) {
      for (const width of [200, 320, 500, 960, 1000, 1280, 1500, 2560]) {
        const key = `${id}-${width}x100-abcdef`;
        const attributes = responsiveImage(displayUrl(key, width), '100vw');
        expect(attributes).toEqual({
          src: displayUrl(key, width),
          srcSet: renditionWidths(key, width)
            .map((candidate) => `${renditionUrl(key, candidate)} ${candidate}w`)
            .join(),
          sizes: '100vw',
          style: { background: '#abcdef' },
        });
        // The placeholder picture only where the upload has one, and only when asked for.
        const placeholder = placeholderUrl(key);
        expect(responsiveImage(displayUrl(key, width), undefined, true).style).toEqual({
          background: placeholder ? `#abcdef url(${placeholder}) 50%/cover` : '#abcdef',
        });
      }
    }
    expect(responsiveImage('https://example.org/a.jpg', '100vw')).toEqual({
      src: 'https://example.org/a.jpg',
    });
  });
});
