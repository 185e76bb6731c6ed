/**
 * What a page must hold for a CSS selector to match anything in it, read from the selector's text
 * alone: the critical CSS (`critical-css.server.ts`) keeps a rule only when the page has it.
 */
export interface SelectorRequirement {
  /** Class names, unescaped: as the `class` attribute holds them. */
  classes: string[];
  /** Element names, in lower case. */
  tags: string[];
  /**
   * Whether it matches only while the visitor points at, presses or focuses something
   * (`:hover`, `:focus`...): no page is in such a state when it is first painted.
   */
  interaction: boolean;
}

const INTERACTION = new Set(['hover', 'active', 'focus', 'focus-visible', 'focus-within']);

const IDENTIFIER = /(?:\\[0-9a-fA-F]{1,6}[ \t\n\r\f]?|\\[\s\S]|[\w-]|[\u0080-\uffff])+/y;
const PSEUDO = /::?([\w-]+)(\()?/y;

function identifierAt(text: string, index: number): string {
  IDENTIFIER.lastIndex = index;
  return IDENTIFIER.exec(text)?.[0] ?? '';
}

/**
 * A class name as a selector writes it, with backslash escapes (of a colon, a slash, a leading
 * digit as hexadecimal), to the name itself as the `class` attribute holds it.
 */
export function unescapeIdentifier(text: string): string {
  return text.replace(/\\([0-9a-fA-F]{1,6})[ \t\n\r\f]?|\\([\s\S])/g, (_, hex, character) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : character,
  );
}

/** The index just after the bracket or parenthesis that closes the one at `start`. */
function closingIndex(text: string, start: number): number {
  let depth = 0;
  let quote = '';
  for (let index = start; index < text.length; index++) {
    const character = text[index];
    if (character === '\\') index++;
    else if (quote) quote = character === quote ? '' : quote;
    else if (character === '"' || character === "'") quote = character;
    else if (character === '(' || character === '[') depth++;
    else if ((character === ')' || character === ']') && --depth === 0) return index + 1;
  }
  return text.length;
}

function hasTopLevelComma(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (character === '\\') index++;
    else if (character === '(' || character === '[') index = closingIndex(text, index) - 1;
    else if (character === ',') return true;
  }
  return false;
}

/**
 * The classes and elements one selector (not a list) needs present to match anything. Only what
 * it needs for certain counts: a class inside `:not()`, `:has()` or a list of alternatives is left
 * out, and so is anything this reading does not recognise, which may keep a rule a page does not
 * need but never drops one it does. `:is()` and `:where()` of one selector are read through:
 * Tailwind's group and peer variants are written that way.
 */
export function selectorRequirement(selector: string): SelectorRequirement {
  const classes = new Set<string>();
  const tags = new Set<string>();
  let interaction = false;
  const read = (text: string) => {
    let startOfCompound = true;
    let index = 0;
    while (index < text.length) {
      const character = text[index] as string;
      if (/[\s>+~]/.test(character)) {
        startOfCompound = true;
        index++;
        continue;
      }
      if (character === '.') {
        const name = identifierAt(text, index + 1);
        if (name) classes.add(unescapeIdentifier(name));
        index += 1 + name.length;
      } else if (character === '#') {
        index += 1 + identifierAt(text, index + 1).length;
      } else if (character === '[') {
        index = closingIndex(text, index);
      } else if (character === ':') {
        PSEUDO.lastIndex = index;
        const pseudo = PSEUDO.exec(text);
        if (!pseudo) {
          index++;
        } else {
          const [written, name = '', argument] = pseudo;
          if (INTERACTION.has(name)) interaction = true;
          index += written.length;
          if (argument) {
            const end = closingIndex(text, index - 1);
            const inner = text.slice(index, end - 1);
            if ((name === 'is' || name === 'where') && !hasTopLevelComma(inner)) read(inner);
            index = end;
          }
        }
      } else if (startOfCompound && /[a-zA-Z]/.test(character)) {
        const name = identifierAt(text, index);
        tags.add(name.toLowerCase());
        index += name.length;
      } else {
        // `*`, `&`: nothing a page must hold.
        index++;
      }
      startOfCompound = false;
    }
  };
  read(selector);
  return { classes: [...classes], tags: [...tags], interaction };
}
