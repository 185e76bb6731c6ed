import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { limitParallel } from '../../lib/limit-parallel.js';

/**
 * scrypt from node:crypto at OWASP's recommended parameters (N=2^17, r=8, p=1: 128 MiB and about
 * half a second per hash on this machine's cores). The parameters are stored with each hash, so
 * older hashes still verify and are replaced at their owner's next sign-in (`needsRehash`).
 */
export const OWASP_SCRYPT_PARAMETERS = { N: 2 ** 17, r: 8, p: 1, keyLength: 64, saltLength: 16 };

export type ScryptParameters = typeof OWASP_SCRYPT_PARAMETERS;

let current: ScryptParameters = OWASP_SCRYPT_PARAMETERS;

/**
 * For the test suites only (server/test/setup.ts): they create and sign in hundreds of accounts,
 * which at half a second a hash would take minutes. One test checks the real parameters.
 */
export function useScryptParameters(parameters: ScryptParameters): void {
  current = parameters;
}

/**
 * At most two hashes at once: each takes 128 MiB while it runs, and a burst of sign-ins must not
 * take a small server's memory. The others wait their turn (a few hundred ms each).
 */
const withHashingSlot = limitParallel(2);

function derive(
  password: string,
  salt: Buffer,
  parameters: { N: number; r: number; p: number; keyLength: number },
): Promise<Buffer> {
  return withHashingSlot(() => deriveNow(password, salt, parameters));
}

function deriveNow(
  password: string,
  salt: Buffer,
  parameters: { N: number; r: number; p: number; keyLength: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      parameters.keyLength,
      {
        N: parameters.N,
        r: parameters.r,
        p: parameters.p,
        maxmem: 256 * parameters.N * parameters.r,
      },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltLength } = current;
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, { N, r, p, keyLength });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    keyLength: expected.length,
  });
  return timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made with other parameters than today's: rehash it at sign-in. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return (
    scheme !== 'scrypt' ||
    Number(n) !== current.N ||
    Number(r) !== current.r ||
    Number(p) !== current.p
  );
}

let decoy: Promise<string> | undefined;
/**
 * Spends the same time as checking a real password, for e-mails that match no account, so the
 * answer's timing does not tell whether an account exists.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}
