import type { AccessRule } from '../../lib/access-rule.js';

/** Asking for a sign-in mail and using its link or code: anyone (limited per address). */
export const studentSignIn: AccessRule = 'public';

/** The student's own page, data and session: the student signed in on this browser. */
export const ownStudentData: AccessRule = 'student';

/** Who is signed in as a student on this browser: anyone may ask (nobody is `{ student: null }`). */
export const whoIsSignedIn: AccessRule = 'public';
