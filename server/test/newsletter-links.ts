import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { newsletterLinks, newsletterSubscribers } from '../src/db/schema/index.js';
import { hashToken, newToken } from '../src/lib/link-tokens.js';

// The database keeps only hashes of the newsletter's links (lib/link-tokens.ts): a test that
// needs a subscriber's link makes one, as a mail would carry it.

const idOf = async (db: Database, email: string) => {
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`);
  if (!row) throw new Error(`no subscriber ${email}`);
  return row.id;
};

/** A manage/unsubscribe link's token for the subscriber (`token`, or a new one). */
export async function manageTokenOf(db: Database, email: string, token = newToken()) {
  await db
    .insert(newsletterLinks)
    .values({ tokenHash: hashToken(token), subscriberId: await idOf(db, email) });
  return token;
}

/** A confirmation link's token for the subscriber, as a fresh confirmation mail would carry. */
export async function confirmTokenOf(db: Database, email: string) {
  const token = newToken();
  await db
    .update(newsletterSubscribers)
    .set({ confirmTokenHash: hashToken(token) })
    .where(eq(newsletterSubscribers.id, await idOf(db, email)));
  return token;
}
