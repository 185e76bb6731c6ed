import type { Permission } from '@chapterhouse/shared';

/**
 * Who may call a route. Every `/api` route declares one in `config.access`; registering a route
 * without one fails at start, and a test walks the registered routes to prove it.
 * - `public`: anyone.
 * - `signed-in`: any signed-in user (401 otherwise).
 * - `student`: a student signed in on this browser (the `student_session` cookie of
 *   decision 017, which only `/api/me` routes receive), for their own data (401 otherwise).
 * - `branch-admin`: branch administrators (401 anonymous, 403 anyone else).
 * - `{ organisation: kind, permission }`: the members of the team of the organisation named by
 *   the route's `:id` whose part (owner, editor) allows `permission` (`content:update` unless
 *   named), whose term has not ended, and branch admins (401 anonymous, 404 unknown
 *   organisation, 403 anyone else).
 */
export type AccessRule =
  | 'public'
  | 'signed-in'
  | 'student'
  | 'branch-admin'
  | { organisation: 'society' | 'council'; permission?: Permission };
