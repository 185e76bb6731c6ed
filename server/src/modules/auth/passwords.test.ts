import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('stores scrypt parameters, salt and key, and verifies only the right password', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', stored)).toBe(false);
    expect(await hashPassword('correct horse battery staple')).not.toBe(stored);
  });

  it('verifies hashes made with other parameters, so they can be raised later', async () => {
    // A hash as an older, cheaper setting would have stored it (N=2^14).
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('old password 123', salt, 64, { N: 2 ** 14, r: 8, p: 1 });
    const stored = ['scrypt', 2 ** 14, 8, 1, salt.toString('base64'), key.toString('base64')].join(
      '$',
    );
    expect(await verifyPassword('old password 123', stored)).toBe(true);
    expect(await verifyPassword('old password 124', stored)).toBe(false);
  });

  it('refuses stored values it does not understand', async () => {
    expect(await verifyPassword('anything', 'md5$abc')).toBe(false);
    expect(await verifyPassword('anything', '')).toBe(false);
  });
});
