import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateIslands } from './hydrate-islands';
import { FaqListIsland } from './index';
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

const faqs = [
  { id: 1, question: 'What is the branch?', answer: 'A community of students.' },
  { id: 2, question: 'How do I join? </script><b>', answer: 'Sign up with IEEE.' },
];

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
  vi.restoreAllMocks();
});

describe('islands', () => {
  it('are rendered on the server as a root of their own, with their props beside them', () => {
    const html = renderToString(
      <IslandRendererContext.Provider value={islandRenderer()}>
        <FaqListIsland faqs={faqs} />
      </IslandRendererContext.Provider>,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    const props = page.querySelector('script[type="application/json"]');
    const container = page.querySelector<HTMLElement>('[data-island]');
    expect(container?.dataset.island).toBe('faq-list');
    expect(container?.dataset.islandIndex).toBe('0');
    expect(container?.previousElementSibling).toBe(props);
    expect(JSON.parse(props?.textContent ?? '')).toEqual({ faqs });
    // A question cannot end the script early: the only script element is the props.
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(container?.textContent).toContain('What is the branch?');
  });

  it('are ordinary components where React Router renders the page', () => {
    const html = renderToString(<FaqListIsland faqs={faqs} />);
    expect(html).not.toContain('data-island');
    expect(html).not.toContain('application/json');
    expect(html).toContain('What is the branch?');
  });

  it('hydrate in the browser without a mismatch, and then respond', async () => {
    document.body.innerHTML = renderToString(
      <IslandRendererContext.Provider value={islandRenderer()}>
        <FaqListIsland faqs={faqs} />
        <FaqListIsland faqs={faqs.slice(0, 1)} />
      </IslandRendererContext.Provider>,
    );
    const serverIds = [...document.querySelectorAll('[aria-controls]')].map((button) =>
      button.getAttribute('aria-controls'),
    );
    expect(new Set(serverIds).size).toBe(3);
    const errors = vi.spyOn(console, 'error');
    // As in a browser: React schedules the hydration itself (act would hold it back while the
    // runtime waits for the commit).
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await hydrateIslands();
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }

    expect(errors).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.hydrated).toBe('true');
    const first = screen.getAllByRole('button', { name: 'What is the branch?' })[0] as HTMLElement;
    act(() => fireEvent.click(first));
    expect(first.getAttribute('aria-expanded')).toBe('true');
    // The ids React uses after hydration are the ones the server wrote.
    const panel = screen.getByRole('region', { name: 'What is the branch?' });
    expect(serverIds).toContain(panel.id);
    expect(panel.id).toBe(first.getAttribute('aria-controls'));
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
