import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateIslands } from './hydrate-islands';
import { ContactFormIsland, PartnerLogosIsland } from './index';
import {
  type IslandRenderer,
  IslandRendererContext,
  serializeIslandProps,
  splitResourceHints,
} from './island';

/** What `entry.server.tsx` gives a page of islands. */
function islandRenderer(): IslandRenderer {
  let count = 0;
  return {
    render: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
    next: () => count++,
  };
}

const partners = [
  { id: 1, text: 'IEEE Xplore', link: 'https://ieeexplore.ieee.org', image: '/x.svg' },
  { id: 2, text: 'A partner </script><b>', link: null, image: '/p.svg' },
];

// The islands' roots and listeners end with each test: the document may be the next file's too.
let hydrated = new AbortController();
afterEach(() => {
  cleanup();
  hydrated.abort();
  hydrated = new AbortController();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
  vi.restoreAllMocks();
});

describe('islands', () => {
  it('are rendered on the server as a root of their own, with their props beside them', () => {
    const html = renderToString(
      <IslandRendererContext.Provider value={islandRenderer()}>
        <PartnerLogosIsland partners={partners} />
      </IslandRendererContext.Provider>,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    const props = page.querySelector('script[type="application/json"]');
    const container = page.querySelector<HTMLElement>('[data-island]');
    expect(container?.dataset.island).toBe('partner-logos');
    expect(container?.dataset.islandIndex).toBe('0');
    expect(container?.previousElementSibling).toBe(props);
    expect(JSON.parse(props?.textContent ?? '')).toEqual({ partners });
    // A partner's name cannot end the script early: the only script element is the props.
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(container?.querySelector('img')?.alt).toContain('IEEE Xplore');
  });

  it('are ordinary components where React Router renders the page', () => {
    const html = renderToString(<PartnerLogosIsland partners={partners} />);
    expect(html).not.toContain('data-island');
    expect(html).not.toContain('application/json');
    expect(html).toContain('IEEE Xplore');
  });

  it('hydrate in the browser without a mismatch, and then respond', async () => {
    document.body.innerHTML = renderToString(
      <IslandRendererContext.Provider value={islandRenderer()}>
        <ContactFormIsland />
        <ContactFormIsland />
      </IslandRendererContext.Provider>,
    );
    const serverIds = [...document.querySelectorAll('input, textarea')].map((field) => field.id);
    // Each island is its own root, so `useId` needs the island's prefix to stay unique.
    expect(new Set(serverIds).size).toBe(6);
    const errors = vi.spyOn(console, 'error');
    // As in a browser: React schedules the hydration itself (act would hold it back while the
    // runtime waits for the commit).
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironmentBefore = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await hydrateIslands(hydrated.signal);
    } finally {
      // As it was: the next file in this worker finds the flag as it would in a fresh one.
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = actEnvironmentBefore;
    }

    expect(errors).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.hydrated).toBe('true');
    const [form] = screen.getAllByRole('form', { name: 'Contact us' });
    act(() =>
      fireEvent.click(within(form as HTMLElement).getByRole('button', { name: 'Send Message' })),
    );
    // The ids React uses after hydration are the ones the server wrote.
    const name = within(form as HTMLElement).getByLabelText('Name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(serverIds).toContain(name.id);
    const error = document.getElementById(name.getAttribute('aria-describedby') ?? '');
    expect(error?.id.startsWith(name.id)).toBe(true);
  });

  it('serialise props so that no text can close their script element', () => {
    expect(serializeIslandProps({ text: '</script><script>alert(1)</script>' })).not.toContain('<');
  });
});

describe('resource hints of an island', () => {
  it('are split from its HTML, attributes unescaped, so the page can put them in its head', () => {
    const { hints, body } = splitResourceHints(
      '<link rel="preload" as="image" imageSrcSet="/a.webp?x=1&amp;y=2 320w" fetchPriority="high"/><link rel="preload" href="/favicon.svg" as="image"/><h1>Hi</h1><link rel="icon" href="/x"/>',
    );
    expect(hints).toEqual([
      { rel: 'preload', as: 'image', imageSrcSet: '/a.webp?x=1&y=2 320w', fetchPriority: 'high' },
      { rel: 'preload', href: '/favicon.svg', as: 'image' },
    ]);
    // Only the leading ones: what follows belongs to the island.
    expect(body).toBe('<h1>Hi</h1><link rel="icon" href="/x"/>');
  });
});
