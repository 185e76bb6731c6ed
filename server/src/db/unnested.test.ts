import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { isEmbedded, rowsOf } from './client.js';
import { mailOutbox } from './schema/index.js';
import { insertUnnested, inUnnested } from './unnested.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// What an array's text form must not get wrong: quotes, backslashes, braces, commas, the word
// NULL, line breaks, scripts beyond Latin, and an empty string.
const awkward = [
  'plain',
  'say "hi", then {leave}',
  'back\\slash \\" and \\\\',
  'NULL',
  '',
  'line one\nline two\r\n\ttabbed',
  'नमस्ते Ünïcödé 🎉',
];

describe('isEmbedded', () => {
  it('tells the embedded database from PostgreSQL', () => {
    expect(isEmbedded(t.database.db)).toBe(t.database.engine === 'pglite');
  });
});

describe('insertUnnested', () => {
  it('writes every value of every column as Drizzle would, and answers with returning', async () => {
    const at = new Date('2026-06-15T10:00:00.123Z');
    const rows = awkward.map((text, index) => ({
      kind: `unnested-${index}`,
      to: `someone${index}@example.edu`,
      subject: text,
      text,
      // Left out of some rows: null there, as Drizzle writes it (the column has no default).
      replyTo: index % 2 === 0 ? undefined : text,
      attachments: [{ filename: `${text}.ics`, content: 'QUJD', contentType: 'text/calendar' }],
      headers: { 'X-Text': text },
      status: 'not-sent' as const,
      nextAttemptAt: index % 2 === 0 ? at : null,
      createdAt: at,
    }));
    const returned = await rowsOf<{ id: number; kind: string }>(
      t.database.db,
      sql`${insertUnnested(mailOutbox, rows)} returning id, kind`,
    );
    // In the order given.
    expect(returned.map((row) => row.kind)).toEqual(rows.map((row) => row.kind));
    const stored = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        inUnnested(
          mailOutbox.id,
          returned.map((row) => row.id),
        ),
      )
      .orderBy(asc(mailOutbox.id));
    expect(stored.map(({ id: _, ...row }) => row)).toEqual(
      rows.map((row) => ({
        ...row,
        replyTo: row.replyTo ?? null,
        attempts: 0,
        lastError: null,
        sentAt: null,
      })),
    );
  });

  it('refuses rows that differ on a column with a default, writing nothing', async () => {
    const base = {
      kind: 'unnested-mixed',
      to: 'a@example.edu',
      subject: 's',
      text: 't',
      status: 'not-sent' as const,
    };
    expect(() =>
      insertUnnested(mailOutbox, [base, { ...base, headers: { 'X-Other': 'yes' } }]),
    ).toThrow(/every row must set headers, or none/);
    expect(() => insertUnnested(mailOutbox, [])).toThrow(/at least one row/);
    const written = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'unnested-mixed'));
    expect(written).toEqual([]);
  });
});

describe('inUnnested', () => {
  it('matches any of a list, of text or of numbers, and nothing for an empty one', async () => {
    const texts = await t.database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(inUnnested(mailOutbox.subject, ['NULL', 'back\\slash \\" and \\\\', 'absent']));
    expect(texts.map((row) => row.subject).sort()).toEqual(['NULL', 'back\\slash \\" and \\\\']);
    const none = await t.database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(inUnnested(mailOutbox.id, []));
    expect(none).toEqual([]);
  });
});
