import { describe, expect, it } from 'vitest';
import {
  can,
  canManageOrganisation,
  dashboardPathFor,
  isSafeRedirect,
  PERMISSIONS,
  PERMISSIONS_OF,
  TEAM_ROLES,
} from './auth-rules.js';

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

const team = (
  organisation: typeof society | typeof council,
  role: 'owner' | 'editor' = 'owner',
) => ({
  organisation,
  role,
  endsAt: null,
});

describe('dashboardPathFor', () => {
  it('sends one team to its dashboard, several to the chooser, branch admins to the console, anyone else to Access Denied', () => {
    expect(dashboardPathFor({ role: 'SOCIETY_ADMIN', teams: [team(society)] })).toBe(
      '/societies/computer-society/dashboard',
    );
    expect(dashboardPathFor({ role: 'COUNCIL_ADMIN', teams: [team(council, 'editor')] })).toBe(
      '/councils/sensors-council/dashboard',
    );
    expect(dashboardPathFor({ role: 'SOCIETY_ADMIN', teams: [team(society), team(council)] })).toBe(
      '/dashboard',
    );
    expect(dashboardPathFor({ role: 'BRANCH_ADMIN', teams: [] })).toBe('/admin');
    // A term that ended leaves no team: nothing to manage.
    expect(dashboardPathFor({ role: 'SOCIETY_ADMIN', teams: [] })).toBe('/unauthorized');
  });
});

describe('can', () => {
  it('gives owners the team and the content, editors the content, of their own organisation only', () => {
    const owner = { role: 'SOCIETY_ADMIN' as const, teams: [team(society, 'owner')] };
    const editor = { role: 'SOCIETY_ADMIN' as const, teams: [team(society, 'editor')] };
    expect(can(owner, 'team:manage', society)).toBe(true);
    expect(can(owner, 'content:update', society)).toBe(true);
    expect(can(editor, 'content:update', society)).toBe(true);
    expect(can(editor, 'team:manage', society)).toBe(false);
    expect(can(owner, 'content:update', council)).toBe(false);
    expect(can({ role: 'BRANCH_ADMIN', teams: [] }, 'team:manage', council)).toBe(true);
    expect(can(null, 'content:update', society)).toBe(false);
    for (const role of TEAM_ROLES) {
      expect(PERMISSIONS_OF[role].every((permission) => PERMISSIONS.includes(permission))).toBe(
        true,
      );
    }
  });

  it('canManageOrganisation is content:update: one team of each kind reaches both dashboards', () => {
    const both = {
      role: 'SOCIETY_ADMIN' as const,
      teams: [team(society, 'editor'), team(council)],
    };
    expect(canManageOrganisation(both, society)).toBe(true);
    expect(canManageOrganisation(both, council)).toBe(true);
    expect(canManageOrganisation({ role: 'SOCIETY_ADMIN', teams: [] }, society)).toBe(false);
  });
});

describe('isSafeRedirect', () => {
  it('follows only paths on this site', () => {
    for (const path of [
      '/councils/sensors-council/dashboard?tab=events',
      '/',
      '/events/robotics%20day?from=%2F%2Fx#top',
    ]) {
      expect(isSafeRedirect(path), path).toBe(true);
    }
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      '/a\\b',
      // Browsers drop tabs, CR and LF in an address: each of these is `//evil.example` to them.
      '/\t/evil.example',
      '/\r/evil.example',
      '/\n/evil.example',
      '\t//evil.example',
      '/\r\nSet-Cookie: a=1',
      '/\u0000',
      '/\u007f',
      '/ a',
      // Outside ASCII: our links carry none unencoded, and past Latin-1 no Location header can.
      '/société',
      '/Łódź',
      '/\u2028',
      'https://evil.example',
      'javascript:alert(1)',
      'evil.example',
      '',
      null,
      undefined,
    ]) {
      expect(isSafeRedirect(path), String(path)).toBe(false);
    }
  });
});
