import {
  type MarkedText,
  type OrganisationRef,
  SEARCH_COUNT_MAX,
  SEARCH_RANKED_MAX,
  SEARCH_WORDS_MAX,
  type SearchReading,
} from '@chapterhouse/shared';
import { and, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import {
  type CompiledStatement,
  compileStatement,
  type Database,
  rowsOfCompiled,
} from '../db/client.js';
import { organisations } from '../db/schema/index.js';

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
 * "robtics" is 0.55 of "Robotics", "hackathn" 0.58 of "Hackathon". It is pg_trgm's own default
 * for `<<%` (`pg_trgm.strict_word_similarity_threshold`), so a search sets nothing for it: no
 * transaction, no round trip (a test holds the two together).
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
  /**
   * The title's words as their own index has them (`titleWords`), for a table large enough to
   * need it: the rows matching in their title are then found through that index. Without it,
   * through `vector` weighted A (a small table: read whole in a moment).
   */
  titleWords?: SQL;
}

/**
 * A query's terms where a search's statement holds them: placeholders, so that the statement
 * of a shape is compiled once and filled with each query's values (`searchSources`).
 */
interface TermsInStatement {
  anywhere: Placeholder;
  inTitle: Placeholder;
  text: Placeholder;
  typos: boolean;
}

const termsInStatement = (typos: boolean): TermsInStatement => ({
  anywhere: sql.placeholder('anywhere'),
  inTitle: sql.placeholder('inTitle'),
  text: sql.placeholder('text'),
  typos,
});

/**
 * Rows whose words match every word of the query (each a prefix: the GIN index of
 * `search_vector`), or, matching typos, whose title is close to it (the trigram index).
 */
function matchesTerms(columns: SearchColumns, terms: TermsInStatement): SQL {
  return terms.typos
    ? sql`${terms.text} <<% ${columns.title}`
    : sql`${columns.vector} @@ to_tsquery('english', ${terms.anywhere})`;
}

/** Rows whose title (or name) holds every word of the query. */
function matchesTitle(columns: SearchColumns, terms: TermsInStatement): SQL {
  return columns.titleWords
    ? sql`${columns.titleWords} @@ to_tsquery('english', ${terms.anywhere})`
    : sql`${columns.vector} @@ to_tsquery('english', ${terms.inTitle})`;
}

/**
 * How well a row matches, highest first: a match in the title or name (2) above one in the text
 * alone, then how often and where the words occur (`ts_rank`, scaled into 0-1); matching typos,
 * how close the title is to the query (0-1).
 */
function relevanceOf(columns: SearchColumns, terms: TermsInStatement): SQL<number> {
  if (terms.typos) return sql<number>`strict_word_similarity(${terms.text}, ${columns.title})`;
  return sql<number>`(
    case when ${columns.vector} @@ to_tsquery('english', ${terms.inTitle}) then 2 else 0 end
    + ts_rank(${columns.vector}, to_tsquery('english', ${terms.anywhere}), 32)
  )::float8`;
}

/**
 * Runs `read` in a transaction where a name is as close as it must be (`similarity`, e.g.
 * `CLOSEST_NAME_SIMILARITY` for "did you mean"): `<<%` reads the threshold from a setting,
 * which `set_config(..., true)` keeps to this transaction, whichever pooled connection it runs on.
 */
export function withTypoThreshold<T>(
  db: Database,
  read: (db: Database) => Promise<T>,
  similarity: number,
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
  /** How much is ranked and counted; the shared limits (`SEARCH_BOUNDS`) unless a test says. */
  bounds?: SearchBounds;
}

/** How much of a common word's matches a query ranks and counts (the shared limits). */
export interface SearchBounds {
  /** The newest this many title matches, and this many matches anywhere, are ranked. */
  ranked: number;
  /** Matches are counted up to this many; beyond, `more`. */
  counted: number;
}

export const SEARCH_BOUNDS: SearchBounds = {
  ranked: SEARCH_RANKED_MAX,
  counted: SEARCH_COUNT_MAX,
};

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
  /** Rows matched, over every slice, counted up to `SearchBounds.counted`. */
  total: number;
  /** More rows match than `total`. */
  more: boolean;
  rows: SearchRow[];
}

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
 * One kind's rows matching a query's terms (or their typos), ranked (`relevanceOf`), with their
 * count, in the columns every kind answers alike (`searchSources` asks all kinds in one
 * statement). The query's terms, the bounds and the slice are placeholders (`termsInStatement`).
 *
 * Its cost does not grow with the matches: `ts_rank` reads each row's whole vector, so ranking
 * and counting all 25,000 rows a common word matches took a visitor 100-300 ms. Instead only a
 * bounded candidate set is ranked, taken newest first through the indexes: the newest
 * `bounds.ranked` rows that match in their title (they rank first whatever else; `titleWords`)
 * and the newest `bounds.ranked` that match anywhere; and the matches are counted up to
 * `bounds.counted`. A query with fewer matches than the bound ranks all of them, as before.
 */
function kindSelect(db: Database, kind: string, source: SearchSource, typos: boolean): SQL {
  const { table, columns, row, organisationId } = source;
  const terms = termsInStatement(typos);
  const matching = and(matchesTerms(columns, terms), source.scope);
  // Counted in a subquery of its own (computed once, not per row), stopping one past the bound;
  // a typo's matches are few (a title close to the query): counted beside the rows read.
  const counted = db
    .select({ one: sql`1` })
    .from(table)
    .where(matching)
    .limit(sql.placeholder('countedPastBound'));
  const total = terms.typos
    ? sql`(count(*) over ())::int`
    : sql`(select count(*)::int from (${counted}) as counted)`;
  const newest = (match: SQL) =>
    db
      .select({ id: row.id })
      .from(table)
      .where(and(match, source.scope))
      .orderBy(...source.order)
      .limit(sql.placeholder('ranked'));
  const candidates = terms.typos
    ? matching
    : sql`${row.id} in ((${newest(matchesTitle(columns, terms))}) union all (${newest(matchesTerms(columns, terms))}))`;
  // An organisation names itself; other items join theirs.
  const organisation = organisationId
    ? sql`${organisations.id} as organisation_id, ${organisations.slug} as organisation_slug, ${organisations.name} as organisation_name, ${organisations.kind}::text as organisation_kind`
    : sql`null::int as organisation_id, null::text as organisation_slug, null::text as organisation_name, null::text as organisation_kind`;
  const joined =
    organisationId && table !== organisations
      ? sql`${table} inner join ${organisations} on ${organisations.id} = ${organisationId}`
      : sql`${table}`;
  return sql`select ${kind}::text as kind, ${row.id} as id, ${columns.title} as title, (${row.text})::text as text, (${row.date})::text as date, (${row.publishedAt})::timestamptz as published_at, ${organisation}, ${relevanceOf(columns, terms)} as relevance, ${total} as total from ${joined} where ${candidates} order by relevance desc, ${sql.join(source.order, sql`, `)} limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
}

/**
 * Search statements by their shape, compiled once (`searchSources`). The key holds every value
 * baked into a statement (its kinds and each scope's compiled text and values), so a statement
 * is reused only where it is the same.
 */
const compiledSearches = new LRUCache<string, CompiledStatement>({ max: 200 });

/**
 * Queries (their `to_tsquery` text) that matched more rows than are counted, last time they were
 * asked of this process. On PostgreSQL such a query is planned for its own values rather than
 * with the prepared statement's plan for any values (`rowsOfCompiled`). That one plan suits the
 * usual query, which matches few rows (bitmap scans of the GIN indexes); for a word in nearly
 * every row, "ieee" on the 100x data, it took 28-45 ms to run where a plan for the word itself
 * (scanning newest first and stopping at the bounds) took 8 to make and 7 to run. Forgotten
 * with the process; the first time a query is asked, it runs prepared.
 */
const broadQueries = new LRUCache<string, true>({ max: 1000 });

/** A row of `searchSources`' one statement. */
interface FoundRow {
  kind: string;
  id: number;
  title: string;
  text: string | null;
  date: string | null;
  published_at: Date | string | null;
  organisation_id: number | null;
  organisation_slug: string | null;
  organisation_name: string | null;
  organisation_kind: string | null;
  relevance: number;
  total: number;
}

/**
 * Several kinds' rows matching `terms` (`kindSelect`), in one statement: one round trip and one
 * plan for the whole search, where a query per kind cost each its own (planning a query took
 * 1-3 ms, as long as running it). The statement of a shape is built and compiled once
 * (`compiledSearches`) and filled with each query's values. Each kind's page, by its name; a kind
 * nothing matched is absent.
 */
export async function searchSources(
  db: Database,
  sources: ReadonlyArray<readonly [kind: string, source: SearchSource]>,
  terms: SearchTerms,
  slice: SearchSlice,
): Promise<Map<string, SearchPage>> {
  const pages = new Map<string, SearchPage>();
  if (sources.length === 0) return pages;
  const key = JSON.stringify([
    terms.typos,
    ...sources.map(([kind, source]) => [
      kind,
      source.scope ? compileStatement(db, source.scope) : null,
    ]),
  ]);
  let statement = compiledSearches.get(key);
  if (!statement) {
    const selects = sources.map(
      ([kind, source]) => sql`(${kindSelect(db, kind, source, terms.typos)})`,
    );
    statement = compileStatement(db, sql.join(selects, sql` union all `));
    compiledSearches.set(key, statement);
  }
  const bounds = slice.bounds ?? SEARCH_BOUNDS;
  const rows = await rowsOfCompiled<FoundRow>(
    db,
    statement,
    {
      anywhere: terms.anywhere,
      inTitle: terms.inTitle,
      text: terms.text,
      countedPastBound: bounds.counted + 1,
      ranked: bounds.ranked,
      limit: slice.limit,
      offset: slice.offset,
    },
    { planForValues: !terms.typos && broadQueries.has(terms.anywhere) },
  );
  // Only the words' statement says how broad they are: the typos' statement (same `anywhere`,
  // the kinds the words matched none of) finds few rows whatever the words.
  if (!terms.typos) {
    if (rows.some((found) => Number(found.total) > bounds.counted)) {
      broadQueries.set(terms.anywhere, true);
    } else {
      broadQueries.delete(terms.anywhere);
    }
  }
  for (const found of rows) {
    const page = pages.get(found.kind) ?? {
      total: Math.min(Number(found.total), bounds.counted),
      more: Number(found.total) > bounds.counted,
      rows: [],
    };
    page.rows.push({
      id: Number(found.id),
      title: found.title,
      text: found.text ?? '',
      date: found.date,
      publishedAt: found.published_at === null ? null : new Date(found.published_at),
      organisation:
        found.organisation_id === null
          ? null
          : ({
              id: Number(found.organisation_id),
              slug: found.organisation_slug ?? '',
              name: found.organisation_name ?? '',
              kind: found.organisation_kind,
            } as OrganisationRef),
      relevance: Number(found.relevance),
    });
    pages.set(found.kind, page);
  }
  return pages;
}
