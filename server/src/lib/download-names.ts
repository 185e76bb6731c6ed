import { create as contentDisposition } from 'content-disposition';
import { slugify as transliteratedSlug } from 'transliteration';

/**
 * A downloaded file's name, spelt twice: in Unicode as people's names are written
 * (`certificate-robotics-night-łukasz-żółć.pdf`, `…-प्रिया-शर्मा.pdf`), and transliterated to
 * ASCII for a client that reads only the plain `filename=` (`…-lukasz-zolc.pdf`). Stripping the
 * letters that are not ASCII instead would leave `ukasz-zo-c`, or nothing of a Devanagari name.
 */
export interface DownloadName {
  unicode: string;
  ascii: string;
}

/** Each part of a name is cut to this many characters (as a reader counts them). */
const PART_MAX = 60;

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

function cut(slug: string): string {
  const characters = [...graphemes.segment(slug)];
  if (characters.length <= PART_MAX) return slug;
  return characters
    .slice(0, PART_MAX)
    .map((character) => character.segment)
    .join('')
    .replace(/-+$/, '');
}

/**
 * Lower-case words of any script, joined by hyphens: letters with their marks (a Devanagari
 * vowel sign, a virama and the joiners that shape a conjunct) and digits; nothing a file system
 * or a shell reads specially.
 */
export function unicodeSlug(text: string): string {
  return cut(
    text
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\u200c\u200d]+/gu, '-')
      .replace(/^-+|-+$/g, ''),
  );
}

/** The same words transliterated to ASCII letters and digits (`Łukasz Żółć` -> `lukasz-zolc`). */
export function asciiSlug(text: string): string {
  return cut(
    transliteratedSlug(text, { allowedChars: 'a-zA-Z0-9', lowercase: true, separator: '-' })
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, ''),
  );
}

/** `<prefix>-<part>-<part>.<extension>`, leaving out a part with no letter or digit. */
export function downloadName(
  prefix: string,
  parts: readonly string[],
  extension: string,
): DownloadName {
  const spelt = (slug: (text: string) => string) =>
    `${[prefix, ...parts.map(slug)].filter(Boolean).join('-')}.${extension}`;
  return { unicode: spelt(unicodeSlug), ascii: spelt(asciiSlug) };
}

/**
 * The Content-Disposition of a download under this name (RFC 6266): the Unicode name in
 * `filename*` (UTF-8, percent-encoded), the ASCII one in `filename`.
 */
export function attachmentDisposition(name: DownloadName | string): string {
  const { unicode, ascii } = typeof name === 'string' ? { unicode: name, ascii: name } : name;
  return contentDisposition(unicode, { fallback: ascii });
}
