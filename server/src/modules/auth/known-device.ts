import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { cookieValue, pathCookie } from '../../lib/cookies.js';
import { serverSecret } from '../../lib/server-secret.js';

/**
 * The cookie a successful sign-in leaves in the browser: "this browser signed in as account N
 * before". It names the account and a random device id, never the password, and is signed with
 * the servers' shared secret, so nobody can make one for an account they never signed in to. With
 * it, the account's owner gets past the delays strangers' failures put on the account
 * (docs/sign-in-policy.md). It opens nothing by itself: the password is still needed.
 */
export const KNOWN_DEVICE_COOKIE = 'known_device';
/**
 * Only the sign-ins read it, so no other request carries it (and the pages stay cacheable): the
 * API's, and the login page's form sent without script (`web/app/routes/login.tsx`, which calls
 * the API with it). A cookie has one path: the same value is set for each.
 */
export const KNOWN_DEVICE_PATHS = ['/api/auth/login', '/login'] as const;
/** How long a browser stays known after its last successful sign-in. */
export const KNOWN_DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;

const VERSION = 'v1';
const SECRET_NAME = 'known-device';

export interface KnownDevice {
  userId: number;
  deviceId: string;
}

const signature = (secret: Buffer, payload: string) =>
  createHmac('sha256', secret).update(payload).digest();

/** The cookie's value: `v1.<account id>.<device id>.<issued at, ms>.<HMAC-SHA256>`. */
export async function issueKnownDevice(
  context: { db: Database; clock: Clock },
  userId: number,
  /** The same browser signing in again keeps its id. */
  deviceId = randomBytes(16).toString('base64url'),
): Promise<string> {
  const payload = [VERSION, userId, deviceId, context.clock.now().getTime()].join('.');
  const secret = await serverSecret(context.db, SECRET_NAME);
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/**
 * The device a request's cookie names, when its signature holds and it is not older than its
 * lifetime; anything else (no cookie, a forged, altered or expired one) is no device at all.
 */
export async function readKnownDevice(
  context: { db: Database; clock: Clock },
  cookieHeader: string | undefined,
): Promise<KnownDevice | null> {
  const value = cookieValue(cookieHeader, KNOWN_DEVICE_COOKIE);
  const parts = value?.split('.') ?? [];
  const [version, userIdText, deviceId, issuedText, mac] = parts;
  if (parts.length !== 5 || !userIdText || !deviceId || !issuedText || !mac) return null;
  if (version !== VERSION || !/^[1-9]\d{0,9}$/.test(userIdText) || !/^\d{1,15}$/.test(issuedText)) {
    return null;
  }
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(deviceId)) return null;
  const secret = await serverSecret(context.db, SECRET_NAME);
  const expected = signature(secret, parts.slice(0, 4).join('.'));
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const age = context.clock.now().getTime() - Number(issuedText);
  if (age < 0 || age > KNOWN_DEVICE_LIFETIME_MS) return null;
  return { userId: Number(userIdText), deviceId };
}

/** The `Set-Cookie` headers that keep the device known, one for each path of a sign-in. */
export function knownDeviceCookies(value: string, options: { secure: boolean }): string[] {
  return KNOWN_DEVICE_PATHS.map((path) =>
    pathCookie(KNOWN_DEVICE_COOKIE, value, {
      path,
      maxAgeSeconds: Math.floor(KNOWN_DEVICE_LIFETIME_MS / 1000),
      secure: options.secure,
    }),
  );
}

/** The request's known-device cookie as a `Cookie` header of its own, if it has one. */
export function knownDeviceCookieHeader(cookieHeader: string | undefined): string | undefined {
  const value = cookieValue(cookieHeader, KNOWN_DEVICE_COOKIE);
  return value === undefined ? undefined : `${KNOWN_DEVICE_COOKIE}=${value}`;
}
