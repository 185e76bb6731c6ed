import { randomBytes } from 'node:crypto';
import {
  type contactRequestSchema,
  NEWSLETTER_ALREADY,
  NEWSLETTER_SUBSCRIBED,
  type newsletterSubscribeSchema,
} from '@chapterhouse/shared';
import { and, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { contactMessages, newsletterSubscribers } from '../../db/schema/index.js';

/** Stores a contact message (it is read in the branch console; mail comes with issue 7). */
export async function storeContactMessage(
  db: Database,
  input: z.output<typeof contactRequestSchema>,
): Promise<void> {
  await db.insert(contactMessages).values(input);
}

/**
 * Subscribes an address once: a repeat is a friendly success, not an error, and an address that
 * had unsubscribed is subscribed again. The row gets its own unsubscribe token.
 */
export async function subscribe(
  db: Database,
  { email }: z.output<typeof newsletterSubscribeSchema>,
): Promise<string> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email, unsubscribeToken: randomBytes(24).toString('base64url') })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  if (inserted.length > 0) return NEWSLETTER_SUBSCRIBED;
  const resubscribed = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: null })
    .where(
      and(
        sql`lower(${newsletterSubscribers.email}) = ${email}`,
        isNotNull(newsletterSubscribers.unsubscribedAt),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return resubscribed.length > 0 ? NEWSLETTER_SUBSCRIBED : NEWSLETTER_ALREADY;
}
