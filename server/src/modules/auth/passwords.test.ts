import { scryptSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  hashPassword,
  needsRehash,
  OWASP_SCRYPT_PARAMETERS,
  type ScryptParameters,
  useScryptParameters,
  verifyPassword,
} from './passwords.js';

/** What server/test/setup.ts chose for the suites, put back after a test changes it. */
let suiteParameters: ScryptParameters | undefined;
afterEach(() => {
  if (suiteParameters) useScryptParameters(suiteParameters);
});

/** A hash as an older, cheaper setting would have stored it. */
function olderHash(password: string, N: number): string {
  const salt = Buffer.from('0123456789abcdef');
  const key = scryptSync(password, salt, 64, { N, r: 8, p: 1 });
  return ['scrypt', N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('password hashing', () => {
  it("hashes at OWASP's parameters for scrypt (N=2^17, r=8, p=1), and verifies only the right password", async () => {
    expect(OWASP_SCRYPT_PARAMETERS).toMatchObject({ N: 2 ** 17, r: 8, p: 1 });
    const stored = await hashPassword('correct horse battery staple');
    suiteParameters = { ...OWASP_SCRYPT_PARAMETERS, N: Number(stored.split('$')[1]) };
    useScryptParameters(OWASP_SCRYPT_PARAMETERS);

    const real = await hashPassword('correct horse battery staple');
    expect(real).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('correct horse battery staple', real)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', real)).toBe(false);
    expect(await hashPassword('correct horse battery staple')).not.toBe(real);
    expect(needsRehash(real)).toBe(false);
  });

  it('verifies hashes made with other parameters, and marks them for rehashing', async () => {
    const stored = olderHash('old password 123', 2 ** 14);
    expect(await verifyPassword('old password 123', stored)).toBe(true);
    expect(await verifyPassword('old password 124', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
    expect(needsRehash(await hashPassword('new password 123'))).toBe(false);
  });

  it('refuses stored values it does not understand', async () => {
    expect(await verifyPassword('anything', 'md5$abc')).toBe(false);
    expect(await verifyPassword('anything', '')).toBe(false);
  });

  it('gives each of many callers at once its own hash (they queue for the hashing slots)', async () => {
    const passwords = Array.from({ length: 6 }, (_, index) => `password number ${index}`);
    const hashes = await Promise.all(passwords.map((password) => hashPassword(password)));
    const checks = await Promise.all(
      passwords.map((password, index) => verifyPassword(password, hashes[index] ?? '')),
    );
    expect(checks).toEqual(passwords.map(() => true));
  });
});
