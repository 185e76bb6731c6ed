import type {
  ContactMessage,
  ContactMessagePage,
  contactMessagesQuerySchema,
  contactRequestSchema,
} from '@chapterhouse/shared';
import { count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { contactMessages } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { notFound } from '../../lib/http-errors.js';
import { branchIdentity } from '../../lib/organisation-queries.js';
import { toPage } from '../../lib/page.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { contactCopyMail } from './message-mails.js';

/**
 * Stores a contact message for the console's inbox and, when the branch has a contact address,
 * queues a copy to it (reply-to the visitor) in the same transaction.
 */
export async function storeContactMessage(
  context: ServiceContext,
  input: z.output<typeof contactRequestSchema>,
  origin: string,
): Promise<void> {
  await inTransaction(context.db, async () => {
    await context.db.insert(contactMessages).values({ ...input, createdAt: context.clock.now() });
    const branch = await branchIdentity(context.db);
    if (!branch.email) return;
    await context.mailer.queue(
      context.db,
      contactCopyMail({
        to: branch.email,
        from: { name: input.name, email: input.email },
        message: input.message,
        inboxUrl: `${origin}/admin/messages`,
      }),
    );
  });
}

type ContactMessageRow = typeof contactMessages.$inferSelect;

const toContactMessage = (row: ContactMessageRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
});

/** Newest first; `unhandled` counts the whole inbox, whatever the filter. */
export async function listContactMessages(
  context: ServiceContext,
  { page, limit, status }: z.output<typeof contactMessagesQuerySchema>,
): Promise<ContactMessagePage> {
  const where = status === 'unhandled' ? isNull(contactMessages.handledAt) : undefined;
  const [rows, [total], [unhandled]] = await Promise.all([
    context.db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset((page - 1) * limit),
    context.db.select({ value: count() }).from(contactMessages).where(where),
    context.db
      .select({ value: count() })
      .from(contactMessages)
      .where(isNull(contactMessages.handledAt)),
  ]);
  return {
    ...toPage(rows.map(toContactMessage), total?.value ?? 0, page, limit),
    unhandled: unhandled?.value ?? 0,
  };
}

export async function setContactMessageHandled(
  context: ServiceContext,
  id: number,
  handled: boolean,
): Promise<ContactMessage> {
  const [row] = await context.db
    .update(contactMessages)
    // Marking a handled message handled again keeps when it was first handled.
    .set({
      handledAt: handled
        ? sql`coalesce(${contactMessages.handledAt}, ${context.clock.now().toISOString()}::timestamptz)`
        : null,
    })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw notFound('Message not found.');
  return toContactMessage(row);
}

export async function deleteContactMessage(context: ServiceContext, id: number): Promise<void> {
  const deleted = await context.db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (deleted.length === 0) throw notFound('Message not found.');
}
