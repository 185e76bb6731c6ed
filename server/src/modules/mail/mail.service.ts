import type { OutboxMail, OutboxPage, outboxQuerySchema } from '@chapterhouse/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { mailOutbox } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { toPage } from '../../lib/page.js';
import type { ServiceContext } from '../../lib/service-context.js';

type OutboxRow = typeof mailOutbox.$inferSelect;

const toOutboxMail = (row: OutboxRow): OutboxMail => ({
  id: row.id,
  kind: row.kind,
  to: row.to,
  subject: row.subject,
  text: row.text,
  attachments: row.attachments.map((attachment) => ({
    filename: attachment.filename,
    contentType: attachment.contentType,
    size: Buffer.byteLength(attachment.content, 'base64'),
  })),
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  sentAt: row.sentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Newest first, with whether mail actually leaves this site. */
export async function listOutbox(
  context: ServiceContext,
  { page, limit, status }: z.output<typeof outboxQuerySchema>,
): Promise<OutboxPage> {
  const where = status === 'all' ? undefined : eq(mailOutbox.status, status);
  const [rows, [total]] = await Promise.all([
    context.db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit)
      .offset((page - 1) * limit),
    context.db.select({ value: count() }).from(mailOutbox).where(where),
  ]);
  return {
    ...toPage(rows.map(toOutboxMail), total?.value ?? 0, page, limit),
    mailConfigured: context.mailer.configured,
    siteOrigin: context.publicOrigin,
  };
}

/** One more attempt now for a mail that failed (or waits for its next attempt). */
export async function retryMail(context: ServiceContext, id: number): Promise<OutboxMail> {
  if (!context.mailer.configured) {
    throw new HttpError(400, 'Mail is not configured (SMTP_URL): nothing can be sent.');
  }
  const [row] = await context.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw notFound('Mail not found.');
  if (!(await context.mailer.retry(context.db, id))) {
    throw new HttpError(
      409,
      `This mail was already ${row.status === 'sent' ? 'sent' : 'handled'}.`,
    );
  }
  const [updated] = await context.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return toOutboxMail(updated ?? row);
}

/** One file of a mail, by its position in the mail's list; 404 when there is no such file. */
export async function readAttachment(
  context: ServiceContext,
  mailId: number,
  index: number,
): Promise<{ filename: string; contentType: string; content: Buffer }> {
  const [row] = await context.db
    .select({ attachments: mailOutbox.attachments })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, mailId));
  if (!row) throw notFound('Mail not found.');
  const attachment = row.attachments[index];
  if (!attachment) throw notFound('This mail has no such attachment.');
  return {
    filename: attachment.filename,
    contentType: attachment.contentType,
    content: Buffer.from(attachment.content, 'base64'),
  };
}
