import { randomBytes } from 'node:crypto';
import type { LoginResponse, Role, TeamRole } from '@chapterhouse/shared';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { students } from '../src/db/schema/index.js';
import { createUser } from '../src/modules/accounts/accounts.service.js';
import {
  STUDENT_SESSION_COOKIE,
  startStudentSession,
} from '../src/modules/students/student-session.js';
import type { TestApp } from './test-app.js';

export interface TestAccount {
  email: string;
  password: string;
  token: string;
  user: LoginResponse['user'];
}

/** A fresh random password: the project has no default or demo password anywhere. */
export const randomPassword = () => randomBytes(12).toString('base64url');

/**
 * Creates an account and signs it in through the API; an organisation admin is an owner of the
 * organisation's team unless `teamRole` says otherwise.
 */
export async function signedInAs(
  t: TestApp,
  role: Role,
  organisation: string | null = null,
  name = `${role} ${organisation ?? 'branch'}`,
  teamRole: TeamRole = 'owner',
): Promise<TestAccount> {
  const email = `${role.toLowerCase()}.${organisation ?? 'branch'}.${randomBytes(3).toString('hex')}@example.edu`;
  const password = randomPassword();
  await createUser(t.database.db, { email, name, password, role, organisation, teamRole });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const body = response.json<LoginResponse>();
  return { email, password, token: body.token, user: body.user };
}

export const bearer = (account: { token: string }) => ({
  authorization: `Bearer ${account.token}`,
});

/** Sends a request as an account, with a JSON body when there is one. */
export type ApiAs = (
  method: InjectOptions['method'],
  url: string,
  payload?: object,
  account?: TestAccount,
) => Promise<LightMyRequestResponse>;

/** Requests through `t` that sign in as `usual` unless a call names another account. */
export function apiAs(t: TestApp, usual: TestAccount): ApiAs {
  return (method, url, payload, account = usual) =>
    t.app.inject({ method, url, headers: bearer(account), ...(payload ? { payload } : {}) });
}

/** A student signed in on a browser of their own: the `Cookie` header its requests carry. */
export interface TestStudent {
  email: string;
  cookie: string;
}

/**
 * Signs a student in as a mailed link would (the address proven), without the mail: for tests
 * of what a signed-in student may do. The sign-in itself is `modules/students/students.test.ts`.
 */
export async function signedInStudent(t: TestApp, email: string): Promise<TestStudent> {
  const now = t.clock.now();
  const [student] = await t.database.db
    .insert(students)
    .values({ email, verifiedAt: now, lastSignInAt: now })
    .onConflictDoUpdate({ target: students.email, set: { lastSignInAt: now } })
    .returning({ id: students.id });
  if (!student) throw new Error(`No student row for ${email}`);
  const token = await startStudentSession({ db: t.database.db, clock: t.clock }, student.id);
  return { email, cookie: `${STUDENT_SESSION_COOKIE}=${token}` };
}
