import { describe, expect, it } from 'vitest';
import { paths, searchHitPath } from './paths';

const society = {
  id: 3,
  slug: 'computer-society',
  name: 'IEEE Computer Society',
  kind: 'society' as const,
};
const council = {
  id: 9,
  slug: 'sensors-council',
  name: 'IEEE Sensors Council',
  kind: 'council' as const,
};
const branch = { id: 1, slug: 'branch', name: 'IEEE Student Branch', kind: 'branch' as const };

describe('search addresses', () => {
  it('carry the query and only the filters chosen; page 1 is the bare search', () => {
    expect(paths.search()).toBe('/search');
    expect(paths.search({ q: 'robotics' })).toBe('/search?q=robotics');
    expect(paths.search({ q: 'R&D day', kind: 'event', org: 'computer-society', page: 1 })).toBe(
      '/search?q=R%26D+day&kind=event&org=computer-society',
    );
    expect(paths.search({ q: 'x', kind: null, org: null, page: 3 })).toBe('/search?q=x&page=3');
  });

  it('lead each kind of hit to its page', () => {
    expect(searchHitPath({ kind: 'organisation', id: 3, organisation: society })).toBe(
      '/societies/computer-society',
    );
    expect(searchHitPath({ kind: 'organisation', id: 9, organisation: council })).toBe(
      '/councils/sensors-council',
    );
    expect(searchHitPath({ kind: 'organisation', id: 1, organisation: branch })).toBe('/');
    expect(searchHitPath({ kind: 'event', id: 42, organisation: society })).toBe('/events/42');
    expect(
      searchHitPath({ kind: 'event', id: 42, organisation: society }, '/events/42/cloud-day'),
    ).toBe('/events/42/cloud-day');
    expect(searchHitPath({ kind: 'achievement', id: 5, organisation: council })).toBe(
      '/councils/sensors-council/achievements',
    );
    expect(searchHitPath({ kind: 'achievement', id: 5, organisation: branch })).toBe(
      '/achievements',
    );
    expect(searchHitPath({ kind: 'member', id: 2, organisation: society })).toBe(
      '/societies/computer-society#team',
    );
    expect(searchHitPath({ kind: 'member', id: 2, organisation: branch })).toBe('/#sb-slate');
    expect(searchHitPath({ kind: 'newsletter', id: 12, organisation: null })).toBe(
      '/newsletters/12',
    );
    expect(searchHitPath({ kind: 'faq', id: 4, organisation: null })).toBe('/#faqs');
  });
});
