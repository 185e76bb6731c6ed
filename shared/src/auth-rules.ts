/*
 * The session rules every page needs, free of zod so the browser can import them without the
 * schemas (`@chapterhouse/shared/auth-rules`): the server enforces them, the UI only uses them to
 * hide what the server would refuse.
 */
import type { AuthUser } from './auth.js';

export const ROLES = ['SOCIETY_ADMIN', 'COUNCIL_ADMIN', 'BRANCH_ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** The key under which the browser keeps the session token (spec section 7). */
export const AUTH_TOKEN_KEY = 'authToken';

/**
 * Where a user goes after signing in, or from `/dashboard` (spec section 6): an organisation's
 * admins to its dashboard, branch admins to the branch console.
 */
export function dashboardPathFor(user: Pick<AuthUser, 'role' | 'organisation'>): string {
  if (user.role === 'BRANCH_ADMIN') return '/admin';
  const organisation = user.organisation;
  if (user.role === 'SOCIETY_ADMIN' && organisation?.kind === 'society') {
    return `/societies/${organisation.slug}/dashboard`;
  }
  if (user.role === 'COUNCIL_ADMIN' && organisation?.kind === 'council') {
    return `/councils/${organisation.slug}/dashboard`;
  }
  return '/unauthorized';
}

/**
 * Whether a user may change an organisation: its own admins (of the matching kind) and branch
 * admins. The server enforces it; the UI uses the same rule only to hide what would be refused.
 */
export function canManageOrganisation(
  user: Pick<AuthUser, 'role' | 'entityId'> | null | undefined,
  organisation: { id: number; kind: 'society' | 'council' | 'branch' },
): boolean {
  if (!user) return false;
  if (user.role === 'BRANCH_ADMIN') return true;
  const roleForKind =
    organisation.kind === 'society'
      ? 'SOCIETY_ADMIN'
      : organisation.kind === 'council'
        ? 'COUNCIL_ADMIN'
        : null;
  return user.role === roleForKind && user.entityId === organisation.id;
}

/** Only same-site paths are followed after sign-in, never another site (`//evil`, `https://`). */
export function isSafeRedirect(path: string | null | undefined): path is string {
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\')
  );
}
