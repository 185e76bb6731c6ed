import { describe, expect, it } from 'vitest';
import { markMatches, searchTermsOf, snippetOf } from './text-search.js';

describe('searchTermsOf', () => {
  it('keeps words only, each once, lower case, as prefixes but the shortest', () => {
    expect(searchTermsOf('  Robotics, robotics & "C" club!!')).toEqual({
      words: ['robotics', 'c', 'club'],
      anywhere: 'robotics:* & c & club:*',
      inTitle: 'robotics:*A & c:A & club:*A',
      text: 'robotics c club',
      typos: false,
    });
  });

  it('reads no syntax into a query: punctuation, wildcards and tsquery operators are dropped', () => {
    for (const query of ['%', '_%_', "');--", ':* & | ! <->', '\\', '']) {
      expect(searchTermsOf(query).words).toEqual([]);
    }
    expect(searchTermsOf("it's a:*b").anywhere).toBe('it:* & s & a & b');
  });

  it('keeps words of any script with their marks (Devanagari), cut to a sane length', () => {
    expect(searchTermsOf('प्रिया शर्मा').words).toEqual(['प्रिया', 'शर्मा']);
    expect(searchTermsOf('x'.repeat(100)).words[0]).toHaveLength(40);
    // Cut by characters: an astral letter's two halves stay together.
    const [astral] = searchTermsOf(`a${'𞤀'.repeat(50)}`).words;
    expect(Array.from(astral ?? '')).toHaveLength(40);
    expect(astral?.endsWith('𞤢')).toBe(true);
    expect(searchTermsOf('a b c d e f g h i j').words).toHaveLength(8);
  });
});

describe('markMatches', () => {
  it('marks prefixes, stems and typos of the words asked, ignoring case and accents', () => {
    const parts = markMatches('Robot club: Café Machines!', ['robotics', 'cafe', 'mach']);
    expect(parts).toEqual([
      { text: 'Robot', match: true },
      { text: ' club: ', match: false },
      { text: 'Café', match: true },
      { text: ' ', match: false },
      { text: 'Machines', match: true },
      { text: '!', match: false },
    ]);
    expect(markMatches('Robotics Society', ['robtics'])[0]).toEqual({
      text: 'Robotics',
      match: true,
    });
  });

  it('gives back the text itself, markup included, in its parts', () => {
    const text = '<img src=x onerror=alert(1)> Nebula <b>night</b>';
    const parts = markMatches(text, ['nebula']);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts.filter((part) => part.match)).toEqual([{ text: 'Nebula', match: true }]);
  });
});

describe('snippetOf', () => {
  it('cuts a long text around the first match, at words, with ellipses', () => {
    const text = `${'lorem ipsum '.repeat(40)}the quasar appears ${'dolor sit '.repeat(40)}`;
    const snippet = snippetOf(text, ['quasar']);
    const flat = snippet.map((part) => part.text).join('');
    expect(flat.startsWith('…')).toBe(true);
    expect(flat.endsWith('…')).toBe(true);
    expect(flat.length).toBeLessThan(200);
    expect(snippet.find((part) => part.match)?.text).toBe('quasar');
  });

  it('keeps a short text whole and starts a long one without a match at its beginning', () => {
    expect(snippetOf('Short   and\nsweet', ['x'])).toEqual([
      { text: 'Short and sweet', match: false },
    ]);
    const flat = snippetOf('word '.repeat(100), ['quasar'])
      .map((part) => part.text)
      .join('');
    expect(flat.startsWith('word')).toBe(true);
  });
});
