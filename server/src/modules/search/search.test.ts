import {
  SEARCH_PAGE_SIZE,
  SEARCH_SUGGESTIONS_MAX,
  type SearchResults,
  type Suggestions,
} from '@chapterhouse/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInAs } from '../../../test/accounts.js';
import { type DashboardApp, openDashboardApp } from '../../../test/dashboard-fixture.js';
import { createEvent } from '../../../test/events-fixture.js';
import { firstOrganisation } from '../../../test/test-app.js';
import * as client from '../../db/client.js';
import { type Database, rowsOf } from '../../db/client.js';
import { newsletterIssues } from '../../db/schema/index.js';
import {
  type SearchPage,
  type SearchSlice,
  searchSources,
  searchTermsOf,
  TYPO_SIMILARITY,
  withTypos,
} from '../../lib/text-search.js';
import { eventSearchSource } from '../events/events.search.js';

let t: DashboardApp;

beforeAll(async () => {
  t = await openDashboardApp();
});
afterAll(() => t.close());

async function search(query: Record<string, string | number>) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/search',
    query: stringsOf(query),
  });
  return response;
}

const stringsOf = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));

async function found(query: Record<string, string | number>): Promise<SearchResults> {
  const response = await search(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResults>();
}

const titlesOf = (results: SearchResults, kind: string) =>
  (results.groups.find((group) => group.kind === kind)?.hits ?? []).map((hit) =>
    hit.title.map((part) => part.text).join(''),
  );

describe('search over what visitors see', () => {
  it('finds each kind: organisations, events, achievements, people, newsletters, questions', async () => {
    await t.database.db.insert(newsletterIssues).values({
      subject: 'Spring digest: the solar car team',
      intro: 'Everything that happened in March.',
      status: 'sent',
      sentAt: new Date('2026-03-31T10:00:00Z'),
    });
    expect(titlesOf(await found({ q: 'women in engineering' }), 'organisation')).toContain(
      'IEEE Women in Engineering',
    );
    expect(titlesOf(await found({ q: 'Public Speaking Lab' }), 'event')).toContain(
      'Public Speaking Lab',
    );
    expect(titlesOf(await found({ q: 'Isabella Rossi' }), 'member')).toContain('Isabella Rossi');
    expect(titlesOf(await found({ q: 'solar car' }), 'newsletter')).toEqual([
      'Spring digest: the solar car team',
    ]);
    expect(titlesOf(await found({ q: 'become a member' }), 'faq')).toContain(
      'How do I become a member?',
    );
    const award = await t.api('POST', `${t.base}/achievements`, {
      title: 'Regional Quizbowl Trophy',
      year: 2026,
      description: 'First of eleven teams.',
      recipient: 'Priyanka Deshmukh',
    });
    expect(award.statusCode, award.body).toBe(201);
    expect(titlesOf(await found({ q: 'quizbowl' }), 'achievement')).toEqual([
      'Regional Quizbowl Trophy',
    ]);
    // The recipient is searched too.
    expect(titlesOf(await found({ q: 'Deshmukh' }), 'achievement')).toEqual([
      'Regional Quizbowl Trophy',
    ]);
  });

  it('finds initials, typos and a word being typed', async () => {
    expect(titlesOf(await found({ q: 'wie' }), 'organisation')[0]).toBe(
      'IEEE Women in Engineering',
    );
    expect(titlesOf(await found({ q: 'ras' }), 'organisation')[0]).toBe(
      'IEEE Robotics and Automation Society',
    );
    expect(titlesOf(await found({ q: 'robtics' }), 'organisation')).toContain(
      'IEEE Robotics and Automation Society',
    );
    const typed = await found({ q: 'mach' });
    expect(titlesOf(typed, 'event')).toContain('Machine Learning Study Group: Term Finale');
    // The words matched are marked for the page to highlight.
    const hit = typed.groups.find((group) => group.kind === 'event')?.hits[0];
    expect(hit?.title.find((part) => part.match)?.text).toBe('Machine');
  });

  it('says how it read a typo, and which words matched nothing, never silently', async () => {
    const typo = await found({ q: 'robtics' });
    expect(titlesOf(typo, 'organisation')).toContain('IEEE Robotics and Automation Society');
    expect(typo.reading).toEqual({
      searchedFor: 'robotics',
      corrections: [{ typed: 'robtics', read: 'robotics' }],
      unmatched: [],
    });
    // A word that matches nothing is not dropped in silence: the results are for the others.
    const dropped = await found({ q: 'robotics qqqzzz' });
    expect(titlesOf(dropped, 'organisation')).toContain('IEEE Robotics and Automation Society');
    expect(dropped.reading).toEqual({
      searchedFor: 'robotics',
      corrections: [],
      unmatched: ['qqqzzz'],
    });
    // Found as typed: nothing to say.
    expect((await found({ q: 'robotics' })).reading).toBeNull();
    // The header's suggestions say the same.
    const suggested = await t.app.inject({
      method: 'GET',
      url: '/api/search/suggestions',
      query: { q: 'robtics' },
    });
    expect(suggested.json<Suggestions>().reading).toMatchObject({ searchedFor: 'robotics' });
  });

  it('ranks a match in the title above one in the text', async () => {
    await createEvent(t, {
      title: 'Reading group',
      description: 'We read about quasars and pulsars.',
    });
    await createEvent(t, { title: 'Quasar night', description: 'Telescopes on the roof.' });
    const results = await found({ q: 'quasar', kind: 'event' });
    expect(titlesOf(results, 'event')).toEqual(['Quasar night', 'Reading group']);
    // The text's match is marked in its snippet.
    const second = results.groups[0]?.hits[1];
    expect(second?.snippet.filter((part) => part.match).map((part) => part.text)).toEqual([
      'quasars',
    ]);
  });

  it('never shows a draft, nor anything of an archived organisation', async () => {
    await createEvent(t, { title: 'Zephyrine launch', publication: { action: 'draft' } });
    expect((await found({ q: 'zephyrine' })).groups).toEqual([]);

    const council = await firstOrganisation(t, 'councils');
    const admin = await signedInAs(t, 'BRANCH_ADMIN');
    const before = await found({ q: council.name });
    expect(titlesOf(before, 'organisation')).toContain(council.name);
    const archived = await t.api(
      'POST',
      `/api/admin/organisations/${council.id}/archive`,
      undefined,
      admin,
    );
    expect(archived.statusCode, archived.body).toBe(200);
    const after = await found({ q: council.name });
    expect(titlesOf(after, 'organisation')).not.toContain(council.name);
    for (const group of after.groups) {
      for (const hit of group.hits) expect(hit.organisation?.id).not.toBe(council.id);
    }
    const restored = await t.api(
      'POST',
      `/api/admin/organisations/${council.id}/restore`,
      undefined,
      admin,
    );
    expect(restored.statusCode).toBe(200);
  });

  it('keeps to one organisation and pages one kind', async () => {
    for (let n = 1; n <= SEARCH_PAGE_SIZE + 2; n += 1) {
      await createEvent(t, { title: `Lumen lab ${n}` });
    }
    const first = await found({ q: 'lumen', kind: 'event', org: t.society.slug });
    expect(first.groups[0]).toMatchObject({ kind: 'event', total: SEARCH_PAGE_SIZE + 2 });
    expect(first.groups[0]?.hits).toHaveLength(SEARCH_PAGE_SIZE);
    expect(first).toMatchObject({ page: 1, pageCount: 2 });
    const second = await found({ q: 'lumen', kind: 'event', org: t.society.slug, page: 2 });
    expect(second.groups[0]?.hits).toHaveLength(2);
    const elsewhere = await found({ q: 'lumen', org: t.council.slug });
    expect(elsewhere.groups).toEqual([]);
    // The same search in its shape (one kind, one organisation) for another organisation: a
    // statement compiled once is reused only with the same organisation in it.
    const sameShape = await found({ q: 'lumen', kind: 'event', org: t.council.slug });
    expect(sameShape.groups.flatMap((group) => group.hits)).toEqual([]);
    const unknown = await search({ q: 'lumen', org: 'no-such-society' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Organisation not found.' });
  });

  it('answers awkward queries with a readable 400 or nothing found, never a 500', async () => {
    const tooLong = await search({ q: 'x'.repeat(2000) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ error: expect.stringContaining('200 characters') });
    const empty = await search({ q: '   ' });
    expect(empty.statusCode).toBe(400);
    const nul = await search({ q: 'robot\u0000ics' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json<{ error: string }>().error).toMatch(/cannot be saved|remove it/);
    for (const q of [
      '%',
      '_',
      '%_%',
      "'",
      '"',
      "'; drop table events; --",
      '!!!',
      ':*',
      'a & | !',
      '(<->)',
      '\\',
    ]) {
      const response = await search({ q });
      expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
    }
    expect((await found({ q: '?!…' })).words).toEqual([]);
    const suggestions = await t.app.inject({
      method: 'GET',
      url: '/api/search/suggestions',
      query: { q: "%'_" },
    });
    expect(suggestions.statusCode).toBe(200);
  });

  it('keeps markup in the data as text: the highlight never makes HTML of it', async () => {
    await createEvent(t, { title: '<script>alert(1)</script> Nebula night' });
    const [hit] = (await found({ q: 'nebula' })).groups[0]?.hits ?? [];
    expect(hit?.title).toEqual([
      { text: '<script>alert(1)</script> ', match: false },
      { text: 'Nebula', match: true },
      { text: ' night', match: false },
    ]);
  });

  it('offers the closest names when nothing matches', async () => {
    // Too far from every name to be a match (0.375 of "Women"), near enough to be offered.
    const results = await found({ q: 'womn' });
    expect(results.groups).toEqual([]);
    expect(results.didYouMean).toContain('IEEE Women in Engineering');
    const nothing = await found({ q: 'qqqqzzzz' });
    expect(nothing).toMatchObject({ groups: [], didYouMean: [] });
  });

  it(`suggests at most ${SEARCH_SUGGESTIONS_MAX} things as the visitor types`, async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/search/suggestions',
      query: { q: 'ieee' },
    });
    expect(response.statusCode).toBe(200);
    const { hits } = response.json<Suggestions>();
    expect(hits.length).toBe(SEARCH_SUGGESTIONS_MAX);
    expect(hits.every((hit) => hit.snippet.length === 0)).toBe(true);
  });
});

describe("a dashboard's search", () => {
  it('finds the organisation’s own drafts, and nothing of another organisation', async () => {
    const draft = await createEvent(t, {
      title: 'Orrery workshop',
      publication: { action: 'draft' },
    });
    const response = await t.api('GET', `${t.base}/search?q=orrery`);
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json<SearchResults>();
    expect(results.groups[0]?.hits[0]).toMatchObject({ id: draft.id, kind: 'event', draft: true });

    const councilBase = `/api/council-dashboard/council/${t.council.id}`;
    const theirs = await t.api(
      'GET',
      `${councilBase}/search?q=orrery`,
      undefined,
      t.councilOfficer,
    );
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json<SearchResults>().groups).toEqual([]);
  });

  it('refuses strangers: anonymous 401, another organisation 403, a bad query 400', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: `${t.base}/search?q=orrery` });
    expect(anonymous.statusCode).toBe(401);
    const other = await t.api('GET', `${t.base}/search?q=orrery`, undefined, t.councilOfficer);
    expect(other.statusCode).toBe(403);
    const bad = await t.api('GET', `${t.base}/search?q=${'y'.repeat(201)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: expect.any(String) });
    const badKind = await t.api('GET', `${t.base}/search?q=orrery&kind=faq`);
    expect(badKind.statusCode).toBe(400);
  });
});

describe('search vectors', () => {
  it('are kept by the database: an edit is found by its new words at once', async () => {
    const event = await createEvent(t, { title: 'Tesseract talk' });
    const edited = await t.api('PUT', `${t.base}/events/upcoming/${event.id}`, {
      ...event,
      title: 'Hypercube talk',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(titlesOf(await found({ q: 'hypercube' }), 'event')).toEqual(['Hypercube talk']);
    // The database's own bookkeeping: History lists what the officer changed, not the vector.
    const history = await t.api('GET', `${t.base}/history`);
    expect(history.body).toContain('Hypercube talk');
    expect(history.body).not.toContain('search_vector');
  });
});

describe('a common word on a large branch', () => {
  it('ranks the newest title matches and counts up to a bound, whatever the matches', async () => {
    // Three events named for the word, three that only mention it, a year apart each.
    const named = ['2031-01-10', '2031-02-10', '2031-03-10'];
    const mentioned = ['2031-04-10', '2031-05-10', '2031-06-10'];
    for (const [index, date] of named.entries()) {
      await createEvent(t, { title: `Zephyrite clinic ${index + 1}`, date });
    }
    for (const [index, date] of mentioned.entries()) {
      await createEvent(t, {
        title: `Open evening ${index + 1}`,
        description: 'Bring your zephyrite samples.',
        date,
      });
    }
    const terms = searchTermsOf('zephyrite');
    const titles = (page: SearchPage | undefined) => page?.rows.map((row) => row.title) ?? [];
    const searchEvents = async (slice: SearchSlice) =>
      (
        await searchSources(
          t.database.db,
          [['event', eventSearchSource({ drafts: false })]],
          terms,
          slice,
        )
      ).get('event');
    const slice = { limit: SEARCH_PAGE_SIZE, offset: 0 };

    // Within the bounds: every match ranked (the titles first, newest first among equals).
    const all = await searchEvents(slice);
    expect(all).toMatchObject({ total: 6, more: false });
    expect(titles(all).slice(0, 3)).toEqual([
      'Zephyrite clinic 3',
      'Zephyrite clinic 2',
      'Zephyrite clinic 1',
    ]);
    expect(titles(all)).toHaveLength(6);

    // Past them: the newest two title matches and the newest two matches anywhere are ranked,
    // and the count stops one past four ("4+").
    const bounds = { ranked: 2, counted: 4 };
    const bounded = await searchEvents({ ...slice, bounds });
    expect(bounded).toMatchObject({ total: 4, more: true });
    expect(titles(bounded)).toEqual([
      'Zephyrite clinic 3',
      'Zephyrite clinic 2',
      'Open evening 3',
      'Open evening 2',
    ]);
    // Through the API, a group within the bound says so.
    const answer = await found({ q: 'zephyrite', kind: 'event' });
    expect(answer.groups[0]).toMatchObject({ kind: 'event', total: 6, more: false });
  });
});

describe('a query matching more rows than it counts', () => {
  it('is planned for its own values the next time it is asked, until it matches fewer', async () => {
    const dates = ['2031-07-10', '2031-08-10', '2031-09-10', '2031-10-10', '2031-11-10'];
    for (const [index, date] of dates.entries()) {
      await createEvent(t, { title: `Quillwort walk ${index + 1}`, date });
    }
    const runs = vi.spyOn(client, 'rowsOfCompiled');
    try {
      const search = async (counted: number) =>
        (
          await searchSources(
            t.database.db,
            [['event', eventSearchSource({ drafts: false })]],
            searchTermsOf('quillwort'),
            { limit: SEARCH_PAGE_SIZE, offset: 0, bounds: { ranked: 10, counted } },
          )
        ).get('event');
      const plannedForValues = () => runs.mock.calls.at(-1)?.[3]?.planForValues;

      // The first time, with the prepared statement's plan: it is not known to be broad.
      expect(await search(3)).toMatchObject({ total: 3, more: true });
      expect(plannedForValues()).toBe(false);
      // The typos' statement that follows it for the kinds the words missed (as the search
      // service asks it) finds few rows whatever the words: it neither uses nor clears that.
      await searchSources(
        t.database.db,
        [['event', eventSearchSource({ drafts: false })]],
        withTypos(searchTermsOf('quillwort')),
        { limit: SEARCH_PAGE_SIZE, offset: 0 },
      );
      expect(plannedForValues()).toBe(false);
      // It matched more than it counts: from now on, planned for its values, with the same answer.
      expect(await search(3)).toMatchObject({ total: 3, more: true });
      expect(plannedForValues()).toBe(true);
      // Within the bound again (counted up to 10), it goes back to the prepared plan.
      expect(await search(10)).toMatchObject({ total: 5, more: false });
      expect(plannedForValues()).toBe(true);
      await search(10);
      expect(plannedForValues()).toBe(false);
    } finally {
      runs.mockRestore();
    }
  });
});

describe('a typo', () => {
  it('is as close as it must be by pg_trgm’s own default, which search leaves as it is', async () => {
    // Search sets no threshold for `<<%` (no transaction, no round trip): the engine's default
    // must be TYPO_SIMILARITY. Read after `<<%` has loaded pg_trgm on the same connection.
    const [row] = await t.database.db.transaction((tx) =>
      rowsOf<{ threshold: string }>(
        tx as unknown as Database,
        sql`select ('a' <<% 'b') as loaded, current_setting('pg_trgm.strict_word_similarity_threshold') as threshold`,
      ),
    );
    expect(Number(row?.threshold)).toBe(TYPO_SIMILARITY);
  });
});
