import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_PLACEHOLDERS } from '../components/image-placeholders';
import { replaceFailedImages } from './image-fallback';

// The document may outlive this file's tests: its listener must not replace others' pictures.
const listening = new AbortController();
afterEach(() => {
  listening.abort();
  document.body.innerHTML = '';
});

describe('pictures outside islands', () => {
  it('give way to the placeholder their component described when they fail', () => {
    document.body.innerHTML = `
      <div><img id="card" src="/missing.webp" alt="Event" data-fallback="card"
        data-fallback-size="w-full aspect-video" data-fallback-text="EX"></div>
      <div><img id="banner" src="/missing.webp" alt="" data-fallback=""></div>
      <div data-island="hero-banner"><img id="island" src="/missing.webp" alt="" data-fallback=""></div>`;
    replaceFailedImages(document, listening.signal);
    for (const id of ['card', 'banner', 'island']) {
      document.getElementById(id)?.dispatchEvent(new Event('error'));
    }

    const placeholder = document.body.querySelector('div > div[aria-hidden="true"]');
    expect(placeholder?.className).toBe(`${IMAGE_PLACEHOLDERS.card} w-full aspect-video`);
    expect(placeholder?.textContent).toBe('EX');
    expect(document.getElementById('card')).toBeNull();
    // Without a described placeholder the picture simply goes.
    expect(document.getElementById('banner')).toBeNull();
    // Inside an island React handles it (useImageFallback).
    expect(document.getElementById('island')).not.toBeNull();
  });
});
