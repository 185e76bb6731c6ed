import { describe, expect, it } from 'vitest';
import {
  INT4_MAX,
  idOrSlugSchema,
  linkSchema,
  optionalEmail,
  paginationQuerySchema,
  recordIdSchema,
  textSchema,
  UNSTORABLE_TEXT_MESSAGE,
  versionSchema,
} from './index.js';

describe('linkSchema', () => {
  it('accepts http(s) URLs and paths on this site', () => {
    for (const link of [
      'https://www.ieee.org',
      'http://example.edu/a?b=c',
      '/media/sample/x.svg',
    ]) {
      expect(linkSchema.safeParse(link).success, link).toBe(true);
    }
  });

  it('refuses other schemes, protocol-relative links and junk', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x.png',
      'ftp://example.edu/file',
      'not a url',
    ]) {
      const result = linkSchema.safeParse(link);
      expect(result.success, link).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Enter a valid http or https URL');
    }
  });
});

describe('idOrSlugSchema', () => {
  it('accepts ids and slugs, refuses anything else', () => {
    expect(idOrSlugSchema.parse('12')).toBe('12');
    expect(idOrSlugSchema.parse('computer-society')).toBe('computer-society');
    expect(idOrSlugSchema.safeParse('<script>').success).toBe(false);
    expect(idOrSlugSchema.safeParse('').success).toBe(false);
  });
});

describe('paginationQuerySchema', () => {
  it('defaults and bounds page and limit', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, limit: 12 });
    expect(paginationQuerySchema.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
    expect(paginationQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(paginationQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('textSchema, the rule every request text is built on', () => {
  it('refuses NUL and unpaired surrogates, and keeps whole emoji', () => {
    for (const text of ['a\u0000b', '\u0000', '\ud800', 'x\udfffy', '\udc00\ud800']) {
      const result = textSchema().safeParse(text);
      expect(result.success, JSON.stringify(text)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(UNSTORABLE_TEXT_MESSAGE);
    }
    expect(textSchema().parse('Robotics 🤖 club')).toBe('Robotics 🤖 club');
  });

  it("reports it through a blank-or-value field as the field's own message", () => {
    const result = optionalEmail.safeParse('ada\u0000@example.edu');
    expect(result.error?.issues[0]?.message).toBe(UNSTORABLE_TEXT_MESSAGE);
    expect(optionalEmail.safeParse('not-an-email').error?.issues[0]?.message).toBe(
      'Enter a valid e-mail address',
    );
  });
});

describe('recordIdSchema', () => {
  it('takes decimal digits within a PostgreSQL integer', () => {
    expect(recordIdSchema.parse('16')).toBe(16);
    expect(recordIdSchema.parse(String(INT4_MAX))).toBe(INT4_MAX);
  });

  it('refuses what Number() would read as an id', () => {
    for (const id of ['0x10', '1e3', '+1', ' 1', '1.0', '0b1', '0', '-1', '2147483648', '']) {
      expect(recordIdSchema.safeParse(id).success, id).toBe(false);
    }
  });
});

describe('integers', () => {
  it('stay within a PostgreSQL integer', () => {
    expect(versionSchema.safeParse(INT4_MAX).success).toBe(true);
    expect(versionSchema.safeParse(INT4_MAX + 1).success).toBe(false);
    expect(paginationQuerySchema.safeParse({ page: String(INT4_MAX + 1) }).success).toBe(false);
  });

  it('organisation ids and slugs take no spaces', () => {
    expect(idOrSlugSchema.safeParse(' 1').success).toBe(false);
  });
});
