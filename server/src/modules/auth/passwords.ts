import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt from node:crypto, memory-hard: N=2^15, r=8 costs 32 MiB and about 50-100 ms per hash on
 * this machine's cores (OWASP's minimum for scrypt is N=2^17 with r=8 p=1 or equivalent cost; we
 * pick N=2^15, p=1 so that a burst of sign-ins cannot exhaust a small server's memory, and the
 * login throttle caps guessing). The parameters are stored with each hash so they can be raised
 * without breaking existing passwords.
 */
export const SCRYPT_PARAMETERS = { N: 2 ** 15, r: 8, p: 1, keyLength: 64, saltLength: 16 };

function derive(
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
  const { N, r, p, keyLength, saltLength } = SCRYPT_PARAMETERS;
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
