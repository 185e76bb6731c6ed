import { describe, expect, it } from 'vitest';
import { idOrSlugSchema, linkSchema, paginationQuerySchema } from './index.js';

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
