import { describe, expect, it } from 'vitest';
import { canManageOrganisation, dashboardPathFor, isSafeRedirect } from './auth-rules.js';

const society = {
  id: 2,
  slug: 'computer-society',
  name: 'IEEE Computer Society',
  kind: 'society' as const,
};
const council = {
  id: 22,
  slug: 'sensors-council',
  name: 'IEEE Sensors Council',
  kind: 'council' as const,
};

describe('dashboardPathFor', () => {
  it('sends each role to its own dashboard or the branch console, and anyone else to Access Denied', () => {
    expect(dashboardPathFor({ role: 'SOCIETY_ADMIN', organisation: society })).toBe(
      '/societies/computer-society/dashboard',
    );
    expect(dashboardPathFor({ role: 'COUNCIL_ADMIN', organisation: council })).toBe(
      '/councils/sensors-council/dashboard',
    );
    expect(dashboardPathFor({ role: 'BRANCH_ADMIN', organisation: null })).toBe('/admin');
    expect(dashboardPathFor({ role: 'SOCIETY_ADMIN', organisation: null })).toBe('/unauthorized');
    expect(dashboardPathFor({ role: 'SOCIETY_ADMIN', organisation: council })).toBe(
      '/unauthorized',
    );
  });
});

describe('canManageOrganisation', () => {
  it('allows the organisation’s own admins of the matching kind and branch admins only', () => {
    expect(canManageOrganisation({ role: 'SOCIETY_ADMIN', entityId: 2 }, society)).toBe(true);
    expect(canManageOrganisation({ role: 'SOCIETY_ADMIN', entityId: 3 }, society)).toBe(false);
    expect(canManageOrganisation({ role: 'COUNCIL_ADMIN', entityId: 2 }, society)).toBe(false);
    expect(canManageOrganisation({ role: 'COUNCIL_ADMIN', entityId: 22 }, council)).toBe(true);
    expect(canManageOrganisation({ role: 'SOCIETY_ADMIN', entityId: 22 }, council)).toBe(false);
    expect(canManageOrganisation({ role: 'BRANCH_ADMIN', entityId: null }, council)).toBe(true);
    expect(canManageOrganisation({ role: 'SOCIETY_ADMIN', entityId: null }, society)).toBe(false);
    expect(canManageOrganisation(null, society)).toBe(false);
  });
});

describe('isSafeRedirect', () => {
  it('follows only paths on this site', () => {
    expect(isSafeRedirect('/councils/sensors-council/dashboard?tab=events')).toBe(true);
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
      null,
      undefined,
    ]) {
      expect(isSafeRedirect(path), String(path)).toBe(false);
    }
  });
});
