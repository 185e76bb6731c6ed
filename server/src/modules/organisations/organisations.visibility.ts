import type { OrganisationKind } from '@chapterhouse/shared';
import { and, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { organisations } from '../../db/schema/index.js';

// What visitors may see of organisations, and so of everything that belongs to one (decision
// 011). Each domain that visitors read says in its own `*.visibility.ts` what a visitor may see
// of its rows, and builds on these two for their organisation's half.

/**
 * An organisation visitors see: one not archived. An archived organisation is gone from every
 * public page, feed, total and mail with all of its items; its records stay, and restoring it
 * brings everything back. A condition on `organisations` (the organisations module's reads).
 */
export const visibleOrganisation: SQL = isNull(organisations.archivedAt);

/** A visible organisation of one of `kinds` (any kind when omitted), as a condition on `organisations`. */
export function visibleOrganisationOf(kinds?: readonly OrganisationKind[]): SQL {
  return kinds
    ? (and(visibleOrganisation, inArray(organisations.kind, [...kinds])) as SQL)
    : visibleOrganisation;
}

/**
 * A row of another table whose organisation (`organisationId`, a column of that table) visitors
 * see, of one of `kinds` when given. Self-sufficient: a subquery on `organisations`, so a query
 * need not join organisations for it (one that joins them for their names still may). PostgreSQL
 * reads `in (select ...)` as a semi-join: one lookup of a small table per row, or one hash of it.
 */
export function ofVisibleOrganisation(
  organisationId: AnyPgColumn,
  kinds?: readonly OrganisationKind[],
): SQL {
  return sql`${organisationId} in (select ${organisations.id} from ${organisations} where ${visibleOrganisationOf(kinds)})`;
}
