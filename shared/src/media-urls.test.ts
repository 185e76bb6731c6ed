import { describe, expect, it } from 'vitest';
import { displayUrl, parseUploadUrl, renditionUrl, renditionWidths } from './media-urls.js';
import { responsiveImage } from './responsive-image.js';

describe('upload addresses', () => {
  it('name their key, size and placeholder colour', () => {
    expect(parseUploadUrl('/media/uploads/0a1b2c3d4e5f6071-2560x1707-3a5f8c/1280.webp')).toEqual({
      key: '0a1b2c3d4e5f6071-2560x1707-3a5f8c',
      width: 2560,
      height: 1707,
      color: '#3a5f8c',
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
    expect(renditionWidths(2560)).toEqual([320, 640, 1280, 1920, 2560]);
    expect(renditionWidths(1000)).toEqual([320, 640, 1000]);
    expect(renditionWidths(200)).toEqual([200]);
  });

  it('give public pages the same srcset and src as the full helpers', () => {
    for (const width of [200, 320, 500, 1280, 1500, 2560]) {
      const key = `0a1b2c3d-${width}x100-abcdef`;
      const attributes = responsiveImage(displayUrl(key, width), '100vw');
      expect(attributes).toEqual({
        src: displayUrl(key, width),
        srcSet: renditionWidths(width)
          .map((candidate) => `${renditionUrl(key, candidate)} ${candidate}w`)
          .join(),
        sizes: '100vw',
        style: { background: '#abcdef' },
      });
    }
    expect(responsiveImage('https://example.org/a.jpg', '100vw')).toEqual({
      src: 'https://example.org/a.jpg',
    });
  });
});
