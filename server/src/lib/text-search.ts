import {
  type MarkedText,
  type OrganisationRef,
  SEARCH_WORDS_MAX,
  type SearchReading,
} from '@chapterhouse/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { organisations } from '../db/schema/index.js';
import { organisationRefColumns } from './organisation-queries.js';

// How a query becomes PostgreSQL full-text and trigram conditions, and how the words it matched
// are marked in what the results show (docs/search.md). Every domain's `*.search.ts` builds its
// query from these, so every kind is matched and ranked alike.

/** A word: letters (with their combining marks, as Devanagari writes them) and digits. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** A word longer than this is no word anybody types; it is cut. */
const WORD_MAX = 40;
/** Words this short are matched whole, not as prefixes ("a" would match half the site). */
const PREFIX_MIN = 2;
/**
 * How close a typo must be to the words of a name or title (`strict_word_similarity`, 0 to 1,
 * which compares whole words: plain `word_similarity` lets "quasar" match "Seminar: Quantum"):
 * "robtics" is 0.55 of "Robotics", "hackathn" 0.58 of "Hackathon".
 */
export const TYPO_SIMILARITY = 0.5;
/** The same, for "did you mean" when nothing matched at all: further, but ranked. */
export const CLOSEST_NAME_SIMILARITY = 0.3;

/** A query as the database matches it. */
export interface SearchTerms {
  /** Its words, lower case, each once, at most `SEARCH_WORDS_MAX`. */
  words: string[];
  /** `to_tsquery` input: every word, each as a prefix (the last one is being typed). */
  anywhere: string;
  /** The same, matching only the words weighted A (a title or a name). */
  inTitle: string;
  /** The words as one text, for trigram similarity with a title. */
  text: string;
  /**
   * Matching typos instead of words: a kind's rows are searched so when its words matched none
   * of them (`withTypos`). Apart, because a word is found from the index in a few milliseconds,
   * while the typos' similarity is worth computing only when the words found nothing.
   */
  typos: boolean;
}

/** Lower case, with accents taken off, for comparing words ("Café" and "cafe" are one). */
function folded(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
}

/** The terms of a query; `words` is empty when it holds none (only punctuation). */
export function searchTermsOf(query: string): SearchTerms {
  const words = [
    ...new Set(
      // Cut by characters, not UTF-16 units: half an emoji's pair cannot be sent to PostgreSQL.
      (query.normalize('NFKC').toLowerCase().match(WORD) ?? []).map((word) =>
        Array.from(word).slice(0, WORD_MAX).join(''),
      ),
    ),
  ].slice(0, SEARCH_WORDS_MAX);
  // Words hold only letters, marks and digits, so none can be read as tsquery syntax.
  const term = (word: string, weight: string) =>
    word.length >= PREFIX_MIN ? `${word}:*${weight}` : weight ? `${word}:${weight}` : word;
  return {
    words,
    anywhere: words.map((word) => term(word, '')).join(' & '),
    inTitle: words.map((word) => term(word, 'A')).join(' & '),
    text: words.join(' '),
    typos: false,
  };
}

/** The same query, matching typos of names and titles instead (`SearchTerms.typos`). */
export const withTypos = (terms: SearchTerms): SearchTerms => ({ ...terms, typos: true });

/** The columns a kind is searched by: its `search_vector` and its name or title. */
export interface SearchColumns {
  vector: PgColumn;
  title: PgColumn;
}

/**
 * Rows whose words match every word of the query (each a prefix: the GIN index of
 * `search_vector`), or, matching typos, whose title is close to it (the trigram index).
 */
export function matchesTerms(columns: SearchColumns, terms: SearchTerms): SQL {
  return terms.typos
    ? sql`${terms.text} <<% ${columns.title}`
    : sql`${columns.vector} @@ to_tsquery('english', ${terms.anywhere})`;
}

/**
 * How well a row matches, highest first: a match in the title or name (2) above one in the text
 * alone, then how often and where the words occur (`ts_rank`, scaled into 0-1); matching typos,
 * how close the title is to the query (0-1).
 */
export function relevanceOf(columns: SearchColumns, terms: SearchTerms): SQL<number> {
  if (terms.typos) return sql<number>`strict_word_similarity(${terms.text}, ${columns.title})`;
  return sql<number>`(
    case when ${columns.vector} @@ to_tsquery('english', ${terms.inTitle}) then 2 else 0 end
    + ts_rank(${columns.vector}, to_tsquery('english', ${terms.anywhere}), 32)
  )::float8`;
}

/**
 * Runs `read` in a transaction where a typo is as close as it must be (`TYPO_SIMILARITY`, or
 * `similarity`): `<<%` reads the threshold from a setting, which `set_config(..., true)` keeps to
 * this transaction, whichever pooled connection it runs on.
 */
export function withTypoThreshold<T>(
  db: Database,
  read: (db: Database) => Promise<T>,
  similarity = TYPO_SIMILARITY,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.strict_word_similarity_threshold', ${String(similarity)}, true)`,
    );
    return read(tx as unknown as Database);
  });
}

// ---- Marking what matched ----

/** Letters that two words share, as pg_trgm counts them: three at a time, padded. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const found = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index += 1)
    found.add(padded.slice(index, index + 3));
  return found;
}

function trigramSimilarity(a: string, b: string): number {
  const first = trigrams(a);
  const second = trigrams(b);
  let shared = 0;
  for (const gram of first) if (second.has(gram)) shared += 1;
  return shared / (first.size + second.size - shared);
}

/** How close (trigrams) a word of a title must be to a query's word to be it, mistyped. */
const TYPO_WORD_SIMILARITY = 0.45;

/** Whether a word of the text is the query's word as typed: a prefix of it, or its stem. */
const sameWord = (word: string, asked: string) =>
  word.startsWith(asked) || (word.length >= 4 && asked.startsWith(word));

/** How close a word of the text is to a mistyped query word (0 for words too short to tell). */
const typoSimilarity = (word: string, asked: string) =>
  asked.length >= 4 && word.length >= 4 ? trigramSimilarity(asked, word) : 0;

/**
 * Whether a word of the text is one the query asked for: it begins with a query word (a prefix
 * being typed), or is the stem of one ("robot" for "robotics"), or is a typo away from it.
 */
function wordMatches(word: string, queryWords: readonly string[]): boolean {
  return queryWords.some(
    (asked) => sameWord(word, asked) || typoSimilarity(word, asked) >= TYPO_WORD_SIMILARITY,
  );
}

/**
 * How the query's words were read, given the titles its typos found (`withTypos`): each word as
 * typed when a title holds it, else the titles' word closest to it ("robtics" read as
 * "robotics"), else none: it matched nothing, and the titles were found by the other words.
 */
export function readingOf(words: readonly string[], titles: readonly string[]): SearchReading {
  // Each word of the titles once, lower case, by its folded form (the one compared).
  const titleWords = new Map<string, string>();
  for (const title of titles) {
    for (const [word] of title.matchAll(WORD)) titleWords.set(folded(word), word.toLowerCase());
  }
  const reading: SearchReading = { searchedFor: '', corrections: [], unmatched: [] };
  const searchedFor: string[] = [];
  for (const typed of words) {
    const asked = folded(typed);
    if ([...titleWords.keys()].some((word) => sameWord(word, asked))) {
      searchedFor.push(typed);
      continue;
    }
    let closest: { word: string; similarity: number } | null = null;
    for (const [word, shown] of titleWords) {
      const similarity = typoSimilarity(word, asked);
      if (similarity >= TYPO_WORD_SIMILARITY && similarity > (closest?.similarity ?? 0)) {
        closest = { word: shown, similarity };
      }
    }
    if (closest) {
      searchedFor.push(closest.word);
      reading.corrections.push({ typed, read: closest.word });
    } else {
      reading.unmatched.push(typed);
    }
  }
  return { ...reading, searchedFor: searchedFor.join(' ') };
}

/** `text` in parts, each word the query matched on its own part with `match` set. */
export function markMatches(text: string, words: readonly string[]): MarkedText {
  const asked = words.map(folded);
  const parts: MarkedText = [];
  const push = (part: string, match: boolean) => {
    if (!part) return;
    const last = parts[parts.length - 1];
    if (last && last.match === match && !match) last.text += part;
    else parts.push({ text: part, match });
  };
  let end = 0;
  for (const found of text.matchAll(WORD)) {
    const start = found.index ?? 0;
    const matched = asked.length > 0 && wordMatches(folded(found[0]), asked);
    if (!matched) continue;
    push(text.slice(end, start), false);
    push(found[0], true);
    end = start + found[0].length;
  }
  push(text.slice(end), false);
  return parts;
}

/** Characters of a snippet: about two lines of a result. */
const SNIPPET_LENGTH = 180;

/**
 * The part of a long text around the first word the query matched (its beginning when none
 * did), cut at words, with the matches marked.
 */
export function snippetOf(text: string, words: readonly string[]): MarkedText {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SNIPPET_LENGTH) return markMatches(flat, words);
  const asked = words.map(folded);
  let first = 0;
  for (const found of flat.matchAll(WORD)) {
    if (wordMatches(folded(found[0]), asked)) {
      first = found.index ?? 0;
      break;
    }
  }
  let start = Math.max(0, first - SNIPPET_LENGTH / 3);
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    start = space === -1 || space > first ? start : space + 1;
  }
  let end = Math.min(flat.length, start + SNIPPET_LENGTH);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > first) end = space;
  }
  const cut = `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
  return markMatches(cut, words);
}

// ---- What each kind's search answers ----

/** Whose items a search reads: what visitors see (of one organisation), or one dashboard's all. */
export type SearchScope =
  | { drafts: false; organisationId?: number }
  | { drafts: true; organisationId: number };

/** Which of the ranked rows to read. */
export interface SearchSlice {
  limit: number;
  offset: number;
}

/** A row found, in the shape every kind's search returns it. */
export interface SearchRow {
  id: number;
  /** Its name or title. */
  title: string;
  /** The text the snippet is cut from. */
  text: string;
  organisation: OrganisationRef | null;
  date: string | null;
  /** Null for a draft (only a dashboard's search reads drafts). */
  publishedAt: Date | null;
  relevance: number;
}

export interface SearchPage {
  /** Rows matched, over every slice. */
  total: number;
  rows: SearchRow[];
}

/** The rows of a ranked query that also counted its matches (`count(*) over ()` as `total`). */
export function searchPageOf(rows: Array<SearchRow & { total: number }>): SearchPage {
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map(({ total: _total, ...row }) => row),
  };
}

/** The count of all rows matched, beside each row read. */
export const matchedTotal = sql<number>`(count(*) over ())::int`;

/** What one kind's search reads, in the columns of its own table. */
export interface SearchSource {
  table: PgTable;
  columns: SearchColumns;
  row: {
    id: PgColumn;
    text: PgColumn | SQL<string>;
    date: PgColumn | SQL<string | null>;
    publishedAt: PgColumn | SQL<Date | null>;
  };
  /**
   * The item's organisation, joined for its name (an organisation is its own; none for the
   * branch's own lists: newsletters, the FAQ).
   */
  organisationId?: PgColumn;
  /** Which rows may be read: the kind's visibility, or a dashboard's own rows. */
  scope: SQL | undefined;
  /** Ties of relevance, in this order. */
  order: SQL[];
}

/**
 * The rows of one kind matching `terms`, ranked (`relevanceOf`), with their count: the one query
 * every kind's `*.search.ts` runs with its own table, columns and visibility.
 */
export async function searchSource(
  db: Database,
  source: SearchSource,
  terms: SearchTerms,
  slice: SearchSlice,
): Promise<SearchPage> {
  const { table, columns, row, organisationId } = source;
  const fields = {
    ...row,
    title: columns.title,
    organisation: organisationId ? organisationRefColumns : sql<null>`null`,
    relevance: relevanceOf(columns, terms).as('relevance'),
    total: matchedTotal,
  };
  const where = and(matchesTerms(columns, terms), source.scope);
  const from = db.select(fields).from(table);
  // An organisation names itself; other items join theirs.
  const joined =
    organisationId && table !== organisations
      ? from.innerJoin(organisations, eq(organisations.id, organisationId))
      : from;
  const rows = await joined
    .where(where)
    .orderBy(sql`relevance desc`, ...source.order)
    .limit(slice.limit)
    .offset(slice.offset);
  return searchPageOf(rows as Array<SearchRow & { total: number }>);
}
