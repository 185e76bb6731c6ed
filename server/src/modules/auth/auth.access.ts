import type { AccessRule } from '../../lib/access-rule.js';

/**
 * Signing in, "forgot password?" and one-time links are open to anyone (throttled per client;
 * a link's token is its key).
 */
export const signIn: AccessRule = 'public';

/** Signing out, the profile and a password change: the signed-in person, for themselves. */
export const ownSession: AccessRule = 'signed-in';
