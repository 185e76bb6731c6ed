import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compile, optimize } from '@tailwindcss/node';
import * as lightningcss from 'lightningcss';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { CRITICAL_CSS_SLOT, CriticalCssSlot } from './critical-css';
import {
  builtStylesheet,
  compileStylesheet,
  criticalCss,
  inlineCriticalCss,
  scanMarkup,
  UnsupportedStylesheetError,
} from './critical-css.server';

// Tailwind reads this file too when it builds the site's stylesheet: the handwritten class names
// below are no utilities, and the utilities asked of Tailwind itself are ones the site uses
// already, so the site's stylesheet stays as it is.

const critical = (css: string, html: string) =>
  criticalCss(compileStylesheet(css), scanMarkup(html));

/** Throws on CSS a browser would not parse as written (lightningcss, as the build uses). */
function expectValidCss(css: string) {
  const result = lightningcss.transform({ filename: 'critical.css', code: Buffer.from(css) });
  expect(result.warnings).toEqual([]);
}

describe('criticalCss', () => {
  const stylesheet = [
    '@layer base,utilities;',
    '@layer base{h1{font-size:2rem}p{margin:0}}',
    '@layer utilities{.card{padding:1rem}',
    '@media (width>=40rem){.wide\\:card{padding:2rem}.wide\\:shelf{padding:3rem}}',
    '.lit{color:red}',
    '@media (width>=40rem){.wide\\:lit{color:blue}}}',
    '.banner{color:green}',
  ].join('');

  it('keeps the rules of the classes and elements the page has, in their at-rules and order', () => {
    const html = '<p class="card wide:card lit wide:lit">A card</p>';
    expect(critical(stylesheet, html)).toBe(
      '@layer base,utilities;@layer base{p{margin:0}}@layer utilities{.card{padding:1rem}' +
        '@media (width>=40rem){.wide\\:card{padding:2rem}}' +
        '.lit{color:red}' +
        '@media (width>=40rem){.wide\\:lit{color:blue}}}',
    );
  });

  it('joins two blocks of the same at-rules once nothing kept stands between them', () => {
    const html = '<p class="card wide:card wide:lit">A card</p>';
    expect(critical(stylesheet, html)).toBe(
      '@layer base,utilities;@layer base{p{margin:0}}@layer utilities{.card{padding:1rem}' +
        '@media (width>=40rem){.wide\\:card{padding:2rem}.wide\\:lit{color:blue}}}',
    );
  });

  it('leaves out every rule of a class the page does not have', () => {
    const css = critical(stylesheet, '<div class="banner"></div>');
    expect(css).toBe('@layer base,utilities;.banner{color:green}');
    expectValidCss(css);
  });

  it('declares the layers first, so one the page needs nothing of keeps its place', () => {
    // Without `@layer base,utilities;` the full stylesheet's `base`, seen after this one's
    // `utilities`, would come last and win over the utilities.
    const css = critical(stylesheet, '<span class="lit"></span>');
    expect(css).toBe('@layer base,utilities;@layer utilities{.lit{color:red}}');
  });

  it('keeps a rule whole when any selector of its list can match', () => {
    const css = critical('h1,.card,.shelf{margin:0}.lit,.shelf{color:red}', '<p class="card">');
    expect(css).toBe('h1,.card,.shelf{margin:0}');
  });

  it('reads class names through HTML and CSS escaping', () => {
    const css = critical(
      '.a\\&b{color:red}.card\\/half{width:50%}.\\32 up{columns:2}.other{color:blue}',
      '<div class="a&amp;b card/half"><p class="2up"></p></div>',
    );
    expect(css).toBe('.a\\&b{color:red}.card\\/half{width:50%}.\\32 up{columns:2}');
  });

  it('needs every class of a compound selector, and none inside :not()', () => {
    const css = critical(
      '.shelf .card{margin:0}.card:not(.lit){color:red}.shelf .lit{color:blue}',
      '<div class="shelf"><p class="card"></p></div>',
    );
    expect(css).toBe('.shelf .card{margin:0}.card:not(.lit){color:red}');
  });

  it('leaves out what only a hovered, pressed or focused element matches', () => {
    const css = critical(
      '.card{color:red}@media (hover:hover){.hover\\:card:hover{color:blue}}.card:focus-visible{outline:1px solid}',
      '<a class="card hover:card"></a>',
    );
    expect(css).toBe('.card{color:red}');
  });

  it('keeps only the custom properties the kept rules use, their own uses included', () => {
    const css = critical(
      ':root{--gap:1rem;--wide:calc(var(--gap)*2);--unused:red}' +
        '.card{padding:var(--wide)}.lit{color:var(--unused)}',
      '<p class="card"></p>',
    );
    expect(css).toBe(':root{--gap:1rem;--wide:calc(var(--gap)*2)}.card{padding:var(--wide)}');
  });

  it('keeps the custom properties a style attribute uses', () => {
    const css = critical(':root{--gap:1rem;--unused:red}', '<p style="margin:var(--gap)"></p>');
    expect(css).toBe(':root{--gap:1rem}');
  });
});

describe('criticalCss of a stylesheet Tailwind built', async () => {
  const compiler = await compile("@import 'tailwindcss';", {
    base: path.resolve(import.meta.dirname, '../..'),
    onDependency: () => {},
  });
  const built = optimize(
    compiler.build([
      'shadow-sm',
      'sm:text-5xl',
      'hover:bg-brand-800',
      'animate-spin',
      'bg-white/95',
      'ring-2',
      'sr-only',
      'border-b',
    ]),
    { minify: true },
  ).code;
  const stylesheet = compileStylesheet(built);
  const page = (html: string) => criticalCss(stylesheet, scanMarkup(html));

  it('is valid CSS', () => {
    expectValidCss(built);
    expectValidCss(page('<html><body><h1 class="shadow-sm sm:text-5xl bg-white/95">Hi</h1>'));
    expectValidCss(page('<p class="animate-spin ring-2 border-b sr-only">'));
  });

  it('keeps a responsive variant inside its @media and the page’s layers, and nothing else', () => {
    const css = page('<html><body><h1 class="shadow-sm sm:text-5xl">Hi</h1></body></html>');
    expect(css).toMatch(/^@layer properties,theme,base,components,utilities;/);
    expect(css).toMatch(
      /@layer utilities\{[^@]*\.shadow-sm\{[^}]*\}@media [^{]+\{\.sm\\:text-5xl\{/,
    );
    expect(css).toContain('--text-5xl:');
    for (const absent of ['.ring-2', '.animate-spin', '@keyframes spin', '.bg-white', '.border-b'])
      expect(css).not.toContain(absent);
  });

  it('keeps the @property rules and defaults of the custom properties it uses, and no others', () => {
    const css = page('<p class="shadow-sm">');
    expect(css).toContain('@property --tw-shadow{');
    expect(css).toContain('@property --tw-ring-offset-shadow{');
    expect(css).not.toContain('@property --tw-border-style');
    // The defaults for browsers without @property stay in their @supports, in their layer.
    expect(css).toMatch(/@layer properties\{@supports [^{]+\{[^{]+\{[^}]*--tw-shadow:0 0 #0000/);
  });

  it('keeps keyframes an animation names, through a theme variable', () => {
    const css = page('<span class="animate-spin"></span>');
    expect(css).toContain('--animate-spin:spin');
    expect(css).toContain('@keyframes spin{');
  });

  it('keeps the colour-mix version of a colour beside its fallback', () => {
    const css = page('<div class="bg-white/95"></div>');
    expect(css).toMatch(/\.bg-white\\\/95\{[^}]+\}@supports [^{]+\{\.bg-white\\\/95\{/);
  });

  it('leaves out a hover variant', () => {
    expect(page('<a class="hover:bg-brand-800">')).not.toContain('hover');
  });
});

describe('compileStylesheet', () => {
  it('refuses what it cannot keep as written: an import, nested rules, a closing style tag', () => {
    expect(() => compileStylesheet("@import 'more.css';.card{color:red}")).toThrow(
      UnsupportedStylesheetError,
    );
    expect(() => compileStylesheet('.card{color:red;.lit{color:blue}}')).toThrow(
      UnsupportedStylesheetError,
    );
    expect(() => compileStylesheet('.card::after{content:"</style>"}')).toThrow(
      UnsupportedStylesheetError,
    );
  });
});

describe('scanMarkup', () => {
  it('reads the classes and elements of the markup, not the JSON of islands’ props', () => {
    const markup = scanMarkup(
      '<!DOCTYPE html><html lang="en"><body class="card  lit"><SVG class="shelf"></SVG>' +
        '<script type="application/json">{"html":"\\u003cp class=\\"banner\\">"}</script></body></html>',
    );
    expect([...markup.classes].sort()).toEqual(['card', 'lit', 'shelf']);
    expect([...markup.tags].sort()).toEqual(['body', 'html', 'script', 'svg']);
  });
});

describe('inlineCriticalCss', () => {
  const stylesheet = compileStylesheet('.card{color:red}.banner{color:blue}');

  const inline = (html: string) =>
    inlineCriticalCss(Buffer.from(html), stylesheet, 'n0nce').toString('utf8');

  it('puts the page’s critical CSS where its slot is, allowed by the nonce', () => {
    const html = `<html><head>${CRITICAL_CSS_SLOT}</head><body><p class="card"></p></body></html>`;
    expect(inline(html)).toBe(
      '<html><head><style nonce="n0nce">.card{color:red}</style></head><body><p class="card"></p></body></html>',
    );
  });

  it('reads the names in a page beyond ASCII, and leaves its other characters as they are', () => {
    const html = `<html><head>${CRITICAL_CSS_SLOT}</head><body><p title="Café’s “menu”" class="card">Ünïcödé ₹ 😀</p><b class="banner">नमस्ते</b></body></html>`;
    expect(inline(html)).toBe(
      `<html><head><style nonce="n0nce">.card{color:red}.banner{color:blue}</style></head><body><p title="Café’s “menu”" class="card">Ünïcödé ₹ 😀</p><b class="banner">नमस्ते</b></body></html>`,
    );
  });

  it('leaves a page without a slot as it is', () => {
    const html = '<html><head></head><body><p class="card"></p></body></html>';
    expect(inline(html)).toBe(html);
  });

  it('finds the slot React renders', () => {
    expect(renderToString(createElement(CriticalCssSlot))).toBe(CRITICAL_CSS_SLOT);
  });
});

describe('builtStylesheet', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'critical-css-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('reads and compiles the built files once', () => {
    mkdirSync(path.join(folder, 'assets'), { recursive: true });
    writeFileSync(path.join(folder, 'assets', 'root-1.css'), '.card{color:red}');
    const first = builtStylesheet(['/assets/root-1.css'], folder);
    expect(first).not.toBeInstanceOf(Error);
    expect(builtStylesheet(['/assets/root-1.css'], folder)).toBe(first);
  });

  it('answers an error, the same one each time, for a file it cannot read', () => {
    const failed = builtStylesheet(['/assets/missing.css'], folder);
    expect(failed).toBeInstanceOf(Error);
    expect(builtStylesheet(['/assets/missing.css'], folder)).toBe(failed);
  });
});
