/*
 * The session rules every page needs, free of zod so the browser can import them without the
 * schemas (`@chapterhouse/shared/auth-rules`): the server enforces them, the UI only uses them to
 * hide what the server would refuse. This file imports nothing: `auth.ts` builds its schemas
 * from the lists here, so a user is described below by the two fields the rules read.
 */

export const ROLES = ['SOCIETY_ADMIN', 'COUNCIL_ADMIN', 'BRANCH_ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** The key under which the browser keeps the session token (spec section 7). */
export const AUTH_TOKEN_KEY = 'authToken';

/**
 * A sign-in sent before the page's script ran (or without script) hands its token over in this
 * short-lived cookie; the script moves it into localStorage and deletes it (decision 013).
 */
export const SESSION_HANDOFF_COOKIE = 'chapterhouse-signin';

/** A team member's part: an owner manages the team, an editor the organisation's content. */
export const TEAM_ROLES = ['owner', 'editor'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/**
 * What a team member may do in their organisation, by name. Routes name the permission they
 * need; the server enforces it and the UI uses the same map to hide what would be refused.
 * - `content:update`: events, achievements, photos, slate, basic information, media,
 *   registrations, newsletter proposals, and the History of them;
 * - `team:manage`: who is on the team, in which part, until when;
 * - `payments:manage`: the treasurer's work (issue 49): money taken at the desk, refunds, the
 *   bank statement matched to paid registrations.
 */
export const PERMISSIONS = ['content:update', 'team:manage', 'payments:manage'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const PERMISSIONS_OF: Readonly<Record<TeamRole, readonly Permission[]>> = {
  owner: ['content:update', 'team:manage', 'payments:manage'],
  editor: ['content:update'],
};

/** An organisation as a session names it. */
interface OrganisationOfTeam {
  id: number;
  slug: string;
  name: string;
  kind: 'society' | 'council' | 'branch';
}

/** What the rules read of a signed-in user (`AuthUser` in `auth.ts`): role and teams. */
interface SessionUser {
  role: Role;
  teams: readonly { organisation: OrganisationOfTeam; role: TeamRole }[];
}

/** The dashboard of an organisation. */
export function organisationDashboardPath(organisation: OrganisationOfTeam): string {
  const collection = organisation.kind === 'council' ? 'councils' : 'societies';
  return `/${collection}/${organisation.slug}/dashboard`;
}

/**
 * Where a user goes after signing in, or from `/dashboard` (spec section 6): branch admins to the
 * branch console, a member of one team to its organisation's dashboard, a member of several to the
 * chooser at `/dashboard`, anyone else to Access Denied.
 */
export function dashboardPathFor(user: SessionUser): string {
  if (user.role === 'BRANCH_ADMIN') return '/admin';
  const [only, ...others] = user.teams;
  if (!only) return '/unauthorized';
  return others.length === 0 ? organisationDashboardPath(only.organisation) : '/dashboard';
}

/**
 * Whether a user may do `permission` in an organisation: branch admins anywhere, team members in
 * their own organisation as their part allows. The server enforces it; the UI uses the same rule
 * only to hide what would be refused.
 */
export function can(
  user: SessionUser | null | undefined,
  permission: Permission,
  organisation: { id: number },
): boolean {
  if (!user) return false;
  if (user.role === 'BRANCH_ADMIN') return true;
  const team = user.teams.find((entry) => entry.organisation.id === organisation.id);
  return team !== undefined && PERMISSIONS_OF[team.role].includes(permission);
}

/** Whether a user may change an organisation's content (its dashboard). */
export const canManageOrganisation = (
  user: SessionUser | null | undefined,
  organisation: { id: number },
): boolean => can(user, 'content:update', organisation);

/**
 * A path on this site as a URL writes it: one `/` first, then visible ASCII only. Browsers drop a
 * tab, CR or LF anywhere in an address and read a backslash as `/`, so `/<tab>/evil.example` or
 * `/<backslash>evil.example` would lead off-site, and CR, LF or a character outside Latin-1
 * cannot go into a `Location` header at all (a 500). Our own links are percent-encoded already.
 */
const SAME_SITE_PATH = /^\/(?!\/)[\x21-\x5b\x5d-\x7e]*$/;

/**
 * Whether a `redirectTo` (or any path a request hands us to send the browser to) may be followed:
 * a same-site path, never another site (`//evil`, `https://`) nor anything a browser
 * could read as one. The sign-in form (with and without script), the set-password and follow
 * forms all ask this; anything else goes to their default page.
 */
export function isSafeRedirect(path: string | null | undefined): path is string {
  return typeof path === 'string' && SAME_SITE_PATH.test(path);
}
