import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type ChildNode, type Container, type Rule } from 'postcss';
import { CRITICAL_CSS_SLOT } from './critical-css';
import { decodeAttribute } from './html-attributes';
import { type SelectorRequirement, selectorRequirement } from './selector-requirement';

/**
 * A page's critical CSS: the rules of the built stylesheet that can match something in the page's
 * own markup, in the stylesheet's order, inside the same at-rules (docs/decisions/021-critical-css.md).
 * The stylesheet is parsed once (`compileStylesheet`); each page then costs a scan of its markup
 * for class and element names and a pass over the compiled rules, with no CSS parsing.
 *
 * What is left out can only matter to markup the page does not have yet (an island's menu once
 * opened, a dashboard): the full stylesheet, loaded at the end of the body, brings it. Every rule
 * kept is the stylesheet's own text, in its own order and layers, so once the full stylesheet
 * arrives the cascade is the same as with it alone.
 */

type Piece =
  /** A style rule: kept whole when any selector of its list can match. */
  | {
      kind: 'rule';
      context: string[];
      text: string;
      selectors: SelectorRequirement[];
      variables: string[];
      animations: string[];
    }
  /**
   * A rule that only defines custom properties for every element (Tailwind's theme on `:root`,
   * its defaults on `*`): only the properties the kept rules use are kept.
   */
  | { kind: 'variables'; context: string[]; selector: string; declarations: Variable[] }
  | { kind: 'property'; context: string[]; name: string; text: string }
  | { kind: 'keyframes'; context: string[]; name: string; text: string };

interface Variable {
  name: string;
  text: string;
}

export interface CompiledStylesheet {
  /** Its cascade layers in the order it declares them. */
  layers: string[];
  pieces: Piece[];
  /** For each custom property defined by a `variables` piece: what its values use. */
  definitions: Map<string, { variables: string[]; animations: string[] }>;
}

/** The class and element names of a page, and the custom properties its `style` attributes use. */
export interface Markup {
  classes: Set<string>;
  tags: Set<string>;
  variables: Set<string>;
}

/** A stylesheet this module cannot reduce without changing what it does. */
export class UnsupportedStylesheetError extends Error {}

const VARIABLE_USE = /var\(\s*(--[\w-]+)/g;

function variablesIn(value: string): string[] {
  return [...value.matchAll(VARIABLE_USE)].map((match) => match[1] as string);
}

const atRuleHeader = (node: { name: string; params: string }) =>
  node.params ? `@${node.name} ${node.params}` : `@${node.name}`;

/** Whether every selector of `rule` matches every element alike and it only sets custom properties. */
function definesVariablesOnly(rule: Rule, selectors: SelectorRequirement[]): boolean {
  const universal = selectors.every(
    ({ classes, tags, interaction }) => classes.length + tags.length === 0 && !interaction,
  );
  return (
    universal &&
    rule.nodes.length > 0 &&
    rule.nodes.every((node) => node.type === 'decl' && node.prop.startsWith('--'))
  );
}

/**
 * Parses the built stylesheet once into the pieces `criticalCss` picks from. Throws
 * `UnsupportedStylesheetError` for what it cannot reduce faithfully (`@import`, nested rules,
 * nested layers): the page then links the stylesheet as before.
 */
export function compileStylesheet(css: string): CompiledStylesheet {
  if (/<\/style/i.test(css)) throw new UnsupportedStylesheetError('The stylesheet holds </style');
  const layers: string[] = [];
  const pieces: Piece[] = [];
  const addLayers = (params: string) => {
    for (const name of params.split(',').map((layer) => layer.trim())) {
      if (name && !layers.includes(name)) layers.push(name);
    }
  };
  const collect = (container: Container<ChildNode>, context: string[]) => {
    for (const node of container.nodes ?? []) {
      if (node.type === 'comment') continue;
      if (node.type === 'decl') throw new UnsupportedStylesheetError('A declaration outside rules');
      if (node.type === 'rule') {
        if (node.nodes.some((child) => child.type === 'rule' || child.type === 'atrule'))
          throw new UnsupportedStylesheetError(`Nested rules in ${node.selector}`);
        const selectors = node.selectors.map(selectorRequirement);
        const declarations = node.nodes.filter((child) => child.type === 'decl');
        if (definesVariablesOnly(node, selectors)) {
          pieces.push({
            kind: 'variables',
            context,
            selector: node.selector,
            declarations: declarations.map((child) => ({
              name: child.prop,
              text: child.toString(),
            })),
          });
        } else {
          pieces.push({
            kind: 'rule',
            context,
            text: node.toString(),
            selectors,
            variables: declarations.flatMap((child) => [
              ...(child.prop.startsWith('--') ? [child.prop] : []),
              ...variablesIn(child.value),
            ]),
            animations: [],
          });
        }
        continue;
      }
      // At-rules.
      if (node.name === 'layer') {
        if (context.length > 0) throw new UnsupportedStylesheetError('A layer inside an at-rule');
        addLayers(node.params);
        // `@layer a, b;` only orders layers: the order statement written first does that.
        if (node.nodes) collect(node, [atRuleHeader(node)]);
      } else if (node.name === 'property') {
        pieces.push({ kind: 'property', context, name: node.params.trim(), text: node.toString() });
      } else if (/^(-webkit-)?keyframes$/.test(node.name)) {
        pieces.push({
          kind: 'keyframes',
          context,
          name: node.params.trim(),
          text: node.toString(),
        });
      } else if (node.nodes?.every((child) => child.type === 'decl')) {
        // `@font-face`, `@page`: no selector to match, so always kept.
        pieces.push({
          kind: 'rule',
          context,
          text: node.toString(),
          selectors: [{ classes: [], tags: [], interaction: false }],
          variables: node.nodes.flatMap((child) => variablesIn(child.value)),
          animations: [],
        });
      } else if (node.nodes) {
        collect(node, [...context, atRuleHeader(node)]);
      } else {
        throw new UnsupportedStylesheetError(`Cannot keep ${atRuleHeader(node)}`);
      }
    }
  };
  collect(postcss.parse(css), []);

  // Which keyframes each rule and each custom property names (in `animation`, or in a theme
  // variable such as `--animate-spin: spin 1s linear infinite`).
  const keyframes = [
    ...new Set(pieces.flatMap((p) => (p.kind === 'keyframes' ? [p.name] : []))),
  ].map((name) => ({
    name,
    word: new RegExp(`(^|[^\\w-])${name.replace(/[^\w-]/g, '\\$&')}([^\\w-]|$)`),
  }));
  const animationsIn = (text: string) =>
    keyframes.filter(({ word }) => word.test(text)).map(({ name }) => name);
  const definitions: CompiledStylesheet['definitions'] = new Map();
  for (const piece of pieces) {
    if (piece.kind === 'rule') {
      const body = piece.text.slice(piece.text.indexOf('{'));
      piece.animations = animationsIn(body);
    }
    if (piece.kind !== 'variables') continue;
    for (const { name, text } of piece.declarations) {
      const value = text.slice(text.indexOf(':') + 1);
      const known = definitions.get(name) ?? { variables: [], animations: [] };
      known.variables.push(...variablesIn(value));
      known.animations.push(...animationsIn(value));
      definitions.set(name, known);
    }
  }
  return { layers, pieces, definitions };
}

const START_TAG = /<([a-zA-Z][\w:-]*)/g;

/** The values of every `name="..."` attribute in `html`, as written. */
function* attributeValues(html: string, name: string): Generator<string> {
  // React writes attributes one space apart and escapes `"` in text and in attribute values, so
  // ` class="` appears in its markup only where an attribute begins.
  const start = ` ${name}="`;
  for (let index = html.indexOf(start); index >= 0; index = html.indexOf(start, index)) {
    const end = html.indexOf('"', index + start.length);
    if (end < 0) return;
    yield html.slice(index + start.length, end);
    index = end;
  }
}

/**
 * The names in a `class` attribute's value, as written, remembered across pages: the values come
 * from the components' code, a few hundred in all, and reading them again was about 40% of a
 * landing page's scan. Forgotten all at once past `CLASS_VALUES_REMEMBERED`, so a page of
 * unusual markup cannot grow the process.
 */
function classNamesOf(value: string): readonly string[] {
  let names = classNamesByValue.get(value);
  if (!names) {
    names = decodeAttribute(value)
      .split(/\s+/)
      .filter((name) => name !== '');
    if (classNamesByValue.size >= CLASS_VALUES_REMEMBERED) classNamesByValue.clear();
    classNamesByValue.set(value, names);
  }
  return names;
}

const CLASS_VALUES_REMEMBERED = 5000;
const classNamesByValue = new Map<string, readonly string[]>();

/**
 * The class and element names in server-rendered HTML, and the custom properties its `style`
 * attributes use. React escapes `<` in text and attribute values, and the JSON of islands' props
 * and structured data escapes it too, so every `<name` found starts an element.
 */
export function scanMarkup(html: string): Markup {
  const markup: Markup = { classes: new Set(), tags: new Set(), variables: new Set() };
  START_TAG.lastIndex = 0;
  for (let tag = START_TAG.exec(html); tag; tag = START_TAG.exec(html)) {
    markup.tags.add((tag[1] as string).toLowerCase());
  }
  // Most class attributes repeat (every card of a list has the same ones): each is read once.
  const seen = new Set<string>();
  for (const value of attributeValues(html, 'class')) {
    if (seen.has(value)) continue;
    seen.add(value);
    for (const name of classNamesOf(value)) markup.classes.add(name);
  }
  for (const value of attributeValues(html, 'style')) {
    for (const name of variablesIn(decodeAttribute(value))) markup.variables.add(name);
  }
  return markup;
}

const canMatch = (requirement: SelectorRequirement, markup: Markup) =>
  !requirement.interaction &&
  requirement.classes.every((name) => markup.classes.has(name)) &&
  requirement.tags.every((name) => markup.tags.has(name));

/** The rules of `stylesheet` that `markup` needs, as one stylesheet. */
export function criticalCss(stylesheet: CompiledStylesheet, markup: Markup): string {
  const { pieces } = stylesheet;
  const kept: Array<string | undefined> = new Array(pieces.length);
  const variables = new Set(markup.variables);
  const animations = new Set<string>();
  pieces.forEach((piece, index) => {
    if (piece.kind !== 'rule') return;
    if (!piece.selectors.some((requirement) => canMatch(requirement, markup))) return;
    kept[index] = piece.text;
    for (const name of piece.variables) variables.add(name);
    for (const name of piece.animations) animations.add(name);
  });
  // The custom properties those rules use, and the ones their values use in turn.
  const pending = [...variables];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const uses = stylesheet.definitions.get(name);
    if (!uses) continue;
    for (const used of uses.variables) {
      if (!variables.has(used)) {
        variables.add(used);
        pending.push(used);
      }
    }
    for (const used of uses.animations) animations.add(used);
  }
  pieces.forEach((piece, index) => {
    if (piece.kind === 'variables') {
      const declarations = piece.declarations.filter(({ name }) => variables.has(name));
      if (declarations.length > 0)
        kept[index] = `${piece.selector}{${declarations.map(({ text }) => text).join(';')}}`;
    } else if (piece.kind === 'property') {
      if (variables.has(piece.name)) kept[index] = piece.text;
    } else if (piece.kind === 'keyframes') {
      if (animations.has(piece.name)) kept[index] = piece.text;
    }
  });

  // The layers' order first: a layer with nothing kept is left out below, and a layer first seen
  // in the full stylesheet, after this one, would otherwise come last and win over the others.
  let css = stylesheet.layers.length > 0 ? `@layer ${stylesheet.layers.join(',')};` : '';
  let open: string[] = [];
  pieces.forEach((piece, index) => {
    const text = kept[index];
    if (text === undefined) return;
    let shared = 0;
    while (
      shared < open.length &&
      shared < piece.context.length &&
      open[shared] === piece.context[shared]
    )
      shared++;
    css += '}'.repeat(open.length - shared);
    for (const header of piece.context.slice(shared)) css += `${header}{`;
    open = piece.context;
    css += text;
  });
  return css + '}'.repeat(open.length);
}

/**
 * `document` (UTF-8) with its critical CSS in the slot `CriticalCssSlot` left, allowed by
 * `nonce`; a page without the slot (the document shell rendered none) is left as it is.
 *
 * It stays bytes: the markup is scanned as Latin-1, which copies a byte to a character where
 * decoding UTF-8 would turn a page with one `’` into a two-byte string, decoded, scanned and
 * encoded again at about twice the cost. The names scanned for are ASCII, and in UTF-8 every
 * byte of a character beyond ASCII is above 0x7f, so none of them reads as `<`, `"` or a name.
 */
export function inlineCriticalCss(
  document: Buffer<ArrayBuffer>,
  stylesheet: CompiledStylesheet,
  nonce: string,
): Buffer<ArrayBuffer> {
  const slot = document.indexOf(CRITICAL_CSS_SLOT);
  if (slot < 0) return document;
  const css = criticalCss(stylesheet, scanMarkup(document.toString('latin1')));
  return Buffer.concat([
    document.subarray(0, slot),
    Buffer.from(`<style nonce="${nonce}">${css}</style>`),
    document.subarray(slot + CRITICAL_CSS_SLOT.length),
  ]);
}

const compiled = new Map<string, CompiledStylesheet | Error>();

/**
 * The built stylesheets at `hrefs` (addresses of files in `clientBuildDirectory`), read and
 * compiled on a page's first render and kept for the process's life: they never change while it
 * runs. A stylesheet that cannot be compiled is remembered as such, so it is tried (and reported)
 * once.
 */
export function builtStylesheet(
  hrefs: string[],
  clientBuildDirectory: string,
): CompiledStylesheet | Error {
  const key = hrefs.join(' ');
  let stylesheet = compiled.get(key);
  if (!stylesheet) {
    try {
      const css = hrefs.map((href) => readFileSync(path.join(clientBuildDirectory, href), 'utf8'));
      stylesheet = compileStylesheet(css.join('\n'));
    } catch (error) {
      stylesheet = error instanceof Error ? error : new Error(String(error));
    }
    compiled.set(key, stylesheet);
  }
  return stylesheet;
}
