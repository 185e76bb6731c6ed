import { cleanup, render } from '@testing-library/react';
import { type ComponentType, createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import * as icons from './icons';
import { MenuIcon } from './icons';
import spriteSource from './icons.svg?raw';

afterEach(() => {
  cleanup();
});

const sprite = new DOMParser().parseFromString(spriteSource, 'image/svg+xml');
const symbols = [...sprite.querySelectorAll('symbol')];

/** Every exported icon, rendered in each of its states (the eye has two). */
function renderEveryIcon(): { name: string; svg: SVGSVGElement }[] {
  return Object.entries(icons).flatMap(([name, component]) =>
    [false, true].map((crossed) => {
      const Icon = component as ComponentType<{ crossed?: boolean }>;
      const { container } = render(createElement(Icon, { crossed }));
      const svg = container.querySelector('svg');
      if (!svg) throw new Error(`${name} rendered no <svg>`);
      return { name, svg };
    }),
  );
}

function symbolIdOf(svg: SVGSVGElement): string {
  const href = svg.querySelector('use')?.getAttribute('href') ?? '';
  expect(href).toMatch(/^[^#]+\.svg(\?[^#]*)?#[\w-]+$/);
  return href.slice(href.indexOf('#') + 1);
}

describe('icons', () => {
  it('draw a symbol of the sprite instead of inline paths, and stay hidden from assistive technology', () => {
    const symbolIds = new Set(symbols.map((symbol) => symbol.id));
    for (const { name, svg } of renderEveryIcon()) {
      expect(symbolIds, `${name}'s symbol`).toContain(symbolIdOf(svg));
      expect(svg.querySelector('path, rect, circle'), name).toBeNull();
      expect(svg.getAttribute('aria-hidden'), name).toBe('true');
      expect(svg.getAttribute('focusable'), name).toBe('false');
      expect(svg.getAttribute('viewBox'), name).toBe('0 0 24 24');
    }
  });

  it('leave no symbol of the sprite unused', () => {
    const used = new Set(renderEveryIcon().map(({ svg }) => symbolIdOf(svg)));
    expect(symbols.length).toBeGreaterThan(0);
    expect(symbols.map((symbol) => symbol.id).filter((id) => !used.has(id))).toEqual([]);
  });

  it('keep the stroke on the symbols, so the icons take the text colour through <use>', () => {
    for (const symbol of symbols) {
      expect(
        {
          viewBox: symbol.getAttribute('viewBox'),
          fill: symbol.getAttribute('fill'),
          stroke: symbol.getAttribute('stroke'),
          strokeWidth: symbol.getAttribute('stroke-width'),
          strokeLinecap: symbol.getAttribute('stroke-linecap'),
          strokeLinejoin: symbol.getAttribute('stroke-linejoin'),
        },
        symbol.id,
      ).toEqual({
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: '2',
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      });
    }
  });

  it('keep their default size and take the caller’s classes instead', () => {
    const { container, rerender } = render(<MenuIcon />);
    expect(container.querySelector('svg')?.getAttribute('class')).toBe('size-6');
    rerender(<MenuIcon className="size-4 text-white" />);
    expect(container.querySelector('svg')?.getAttribute('class')).toBe('size-4 text-white');
  });

  it('strike the eye through while the password is shown', () => {
    const { container, rerender } = render(<icons.EyeIcon crossed={false} />);
    expect(symbolIdOf(container.querySelector('svg') as SVGSVGElement)).toBe('eye');
    rerender(<icons.EyeIcon crossed />);
    expect(symbolIdOf(container.querySelector('svg') as SVGSVGElement)).toBe('eye-crossed');
  });
});
