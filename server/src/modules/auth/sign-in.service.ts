import type { AuthUser } from '@chapterhouse/shared';
import { HttpError } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { warnOfFailedSignIns } from './account-links.js';
import { checkCredentials, createSession, landingPathFor } from './auth.service.js';
import { issueKnownDevice, readKnownDevice } from './known-device.js';
import { type LoginThrottle, refusalMessage, type ThrottleRefusal } from './login-throttle.js';

export const INVALID_CREDENTIALS = 'Invalid email or password.';

/** A sign-in attempt as any caller (the API, a form's action) hands it over. */
export interface SignInAttempt {
  email: string;
  password: string;
  /** The client's address (`request.ip`: behind a trusted proxy, the proxy says whose). */
  client: string;
  /** The request's `Cookie` header: the known-device cookie, if the browser has one. */
  cookieHeader: string | undefined;
}

export interface SignedIn {
  token: string;
  user: AuthUser;
  redirectTo: string;
  /** The known-device cookie's new value, for the caller to set (`knownDeviceCookies`). */
  knownDevice: string;
}

const refused = (refusal: ThrottleRefusal) =>
  new HttpError(429, refusalMessage(refusal), refusal.retryAfterMs);

/**
 * The sign-in policy (docs/sign-in-policy.md), decided here for every caller:
 * - an attempt the throttle refuses (the account's delay after failures in a row, or the
 *   address's failures) is answered 429 with the wait, without looking at the password;
 * - except that the right password from a browser that signed in to this very account before
 *   (its known-device cookie) gets in all the same, so strangers cannot lock the owner out;
 * - a wrong password counts against the account, the address and the device, and is answered
 *   401, or 429 while refused;
 * - a success ends the account's run of failures (never the address's count) and renews the
 *   device cookie.
 * Unknown addresses are counted and answered exactly as accounts are, so nothing tells them apart.
 */
export async function signInWithPassword(
  context: ServiceContext,
  throttle: LoginThrottle,
  attempt: SignInAttempt,
  /** The configured public origin, for the link in the owner's warning. */
  origin: string,
): Promise<SignedIn> {
  const { email, password, client } = attempt;
  const device = await readKnownDevice(context, attempt.cookieHeader);
  const verdict = await throttle.check(email, client, device?.deviceId);
  const mayPass = device !== null && verdict.deviceTrusted;
  if (verdict.refusal && !mayPass) throw refused(verdict.refusal);

  const user = await checkCredentials(context, email, password);
  if (!user) {
    const { alert, failures } = await throttle.recordFailure(email, client, device?.deviceId);
    if (alert) await warnOfFailedSignIns(context, email, origin, { failures });
    if (verdict.refusal) throw refused(verdict.refusal);
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  // The device named another account: it proves nothing about this one.
  if (verdict.refusal && device?.userId !== user.id) throw refused(verdict.refusal);

  await throttle.forgetAccount(email);
  const knownDevice = await issueKnownDevice(
    context,
    user.id,
    device?.userId === user.id ? device.deviceId : undefined,
  );
  const token = await createSession(context, user.id);
  return { token, user, redirectTo: await landingPathFor(context, user), knownDevice };
}
