import { STUDENT_SESSION_DAYS } from '@chapterhouse/shared';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { studentSessions, students } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { cookieValue, pathCookie } from '../../lib/cookies.js';
import { HttpError } from '../../lib/http-errors.js';
import { hashToken, newToken } from '../../lib/link-tokens.js';

// A student's session (decision 017): a random token in an httpOnly cookie that only the
// student's own page and its API carry, so every other page stays the same for everyone and
// cacheable (decision 003). Only its SHA-256 is stored, as officers' sessions (005).

export const STUDENT_SESSION_COOKIE = 'student_session';

/**
 * The paths that read it: the page (`/me`, `/me/...`, its forms) and its API (`/api/me/...`). A
 * cookie has one path, so the same value is set for each; no other request carries it.
 */
export const STUDENT_SESSION_PATHS = ['/me', '/api/me'] as const;

const SESSION_LIFETIME_MS = STUDENT_SESSION_DAYS * 24 * 60 * 60 * 1000;

/** The signed-in student of a request. */
export interface SignedInStudent {
  id: number;
  email: string;
  /** The session's token hash: signing out ends this one. */
  sessionHash: string;
  signedInAt: Date;
}

/** Starts a session for the student; the raw token goes into the cookie only. */
export async function startStudentSession(
  context: { db: Database; clock: Clock },
  studentId: number,
): Promise<string> {
  const token = newToken();
  const now = context.clock.now();
  await context.db.insert(studentSessions).values({
    tokenHash: hashToken(token),
    studentId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return token;
}

/** The token of a request's session cookie, if it has a well-formed one. */
export function studentSessionToken(cookieHeader: string | undefined): string | undefined {
  const value = cookieValue(cookieHeader, STUDENT_SESSION_COOKIE);
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
}

/** The student a live session's token belongs to; null for any other token. */
export async function authenticateStudent(
  context: { db: Database; clock: Clock },
  token: string,
): Promise<SignedInStudent | null> {
  const sessionHash = hashToken(token);
  const [row] = await context.db
    .select({ id: students.id, email: students.email, signedInAt: studentSessions.createdAt })
    .from(studentSessions)
    .innerJoin(students, eq(students.id, studentSessions.studentId))
    .where(
      and(
        eq(studentSessions.tokenHash, sessionHash),
        gt(studentSessions.expiresAt, context.clock.now()),
      ),
    );
  return row ? { ...row, sessionHash } : null;
}

export async function endStudentSession(db: Database, sessionHash: string): Promise<void> {
  await db.delete(studentSessions).where(eq(studentSessions.tokenHash, sessionHash));
}

/** The `Set-Cookie` headers of a new session, one for each path that reads it. */
export function studentSessionCookies(token: string, options: { secure: boolean }): string[] {
  return STUDENT_SESSION_PATHS.map((path) =>
    pathCookie(STUDENT_SESSION_COOKIE, token, {
      path,
      maxAgeSeconds: Math.floor(SESSION_LIFETIME_MS / 1000),
      secure: options.secure,
    }),
  );
}

/** The `Set-Cookie` headers that take the session's cookies out of the browser. */
export function clearedStudentSessionCookies(options: { secure: boolean }): string[] {
  return STUDENT_SESSION_PATHS.map((path) =>
    pathCookie(STUDENT_SESSION_COOKIE, '', { path, maxAgeSeconds: 0, secure: options.secure }),
  );
}

/** The request's student session cookie as a `Cookie` header of its own, if it has one. */
export function studentSessionCookieHeader(cookieHeader: string | undefined): string | undefined {
  const token = studentSessionToken(cookieHeader);
  return token === undefined ? undefined : `${STUDENT_SESSION_COOKIE}=${token}`;
}

/**
 * The student a request of a route whose rule is `student` carries: the access hook always sets
 * it there (and answers 401 itself when nobody is signed in), so this only narrows its type.
 */
export function signedInStudentOf(request: FastifyRequest): SignedInStudent {
  if (!request.student) throw new HttpError(401, 'Please sign in to continue.');
  return request.student;
}

/** The address a student proved, by their id; null when no such student is left (erased). */
export async function addressOfStudent(db: Database, studentId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: students.email })
    .from(students)
    .where(eq(students.id, studentId));
  return row?.email ?? null;
}
