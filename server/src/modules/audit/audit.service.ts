import type { AuditEntry, AuditPage, auditQuerySchema } from '@chapterhouse/shared';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { auditLog, organisations } from '../../db/schema/index.js';
import { organisationRefColumns } from '../../lib/organisation-queries.js';
import { toPage } from '../../lib/page.js';
import type { ServiceContext } from '../../lib/service-context.js';

/** The start of a calendar day in the site's time zone, as an instant. */
const startOfDay = (date: string, timeZone: string) =>
  sql`((${date}::date)::timestamp at time zone ${timeZone})`;

/**
 * Audit entries, newest first. `organisationId` in the query filters; `scope` restricts (an
 * organisation admin's history is their organisation's whatever the query says).
 */
export async function listAudit(
  context: ServiceContext,
  query: z.output<typeof auditQuerySchema>,
  scope: { organisationId?: number } = {},
): Promise<AuditPage> {
  const { page, limit } = query;
  const conditions: (SQL | undefined)[] = [
    scope.organisationId === undefined
      ? undefined
      : eq(auditLog.organisationId, scope.organisationId),
    query.organisationId === undefined
      ? undefined
      : eq(auditLog.organisationId, query.organisationId),
    query.actorId === undefined ? undefined : eq(auditLog.actorId, query.actorId),
    query.from ? gte(auditLog.at, startOfDay(query.from, context.timeZone)) : undefined,
    query.to
      ? lt(auditLog.at, sql`${startOfDay(query.to, context.timeZone)} + interval '1 day'`)
      : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    context.db
      .select({
        entry: auditLog,
        organisation: organisationRefColumns,
      })
      .from(auditLog)
      .leftJoin(organisations, eq(auditLog.organisationId, organisations.id))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    context.db.select({ value: count() }).from(auditLog).where(where),
  ]);
  const items = rows.map(
    ({ entry, organisation }): AuditEntry => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actor: { id: entry.actorId, name: entry.actorName, email: entry.actorEmail },
      organisation,
      action: entry.action,
      itemType: entry.itemType,
      itemId: entry.itemId,
      itemLabel: entry.itemLabel,
      changes: entry.changes,
    }),
  );
  return toPage(items, total?.value ?? 0, page, limit);
}
