import { createHash, createHmac, randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';

// The secrets behind sessions and personal links (account links, registrations, newsletter
// subscriptions): the raw token exists only with its holder (a browser, a mail); the database
// keeps its hash, so a copy of the database or a backup opens nothing.

/** A new secret: 32 random bytes (256 bits), URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** How a token is stored and looked up: SHA-256 of its UTF-8 text, in lower-case hex. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * `hashToken` in SQL, for a migration's backfill or a match inside the database: the same
 * function on PostgreSQL and PGlite (`sha256` is built in since PostgreSQL 11).
 */
export const hashTokenSql = (token: SQL | string): SQL =>
  sql`encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`;

/**
 * A token made from a server secret and what only the client knows (a registration's idempotency
 * key): the same inputs give it again, so a retried request is given the link of its first
 * answer though only the link's hash was stored. Whoever copies the database has the secret but
 * not the client's input, so it opens nothing for them either.
 */
export const derivedToken = (secret: Buffer, input: string): string =>
  createHmac('sha256', secret).update(input, 'utf8').digest('base64url');
