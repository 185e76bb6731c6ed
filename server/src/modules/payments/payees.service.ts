import {
  ORGANISATION_KINDS,
  type OrganisationRef,
  type UpiPayee,
  type UpiPayeeDetails,
  type UpiPayees,
  type upiPayeeInputSchema,
} from '@chapterhouse/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { upiPayees } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { branchOrganisation, findBranchRow } from '../../lib/organisation-queries.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { STALE_ITEM } from '../../lib/versioned-items.js';
import { visibleOrganisationRefs } from '../organisations/organisations.service.js';

// Who is paid by UPI for each organisation's paid events (issue 49, item 2): the branch admins
// set the branch's payee and, for an organisation that collects its own money, its own. Every
// other organisation is paid through the branch's. History records each change (the table's
// audit trigger, in the request's transaction).

const payeeColumns = {
  organisationId: upiPayees.organisationId,
  upiAddress: upiPayees.upiAddress,
  payeeName: upiPayees.payeeName,
  version: upiPayees.version,
};
type PayeeRow = { upiAddress: string; payeeName: string; version: number };

const ownPayee = (organisation: OrganisationRef, row: PayeeRow | undefined): UpiPayee => ({
  organisation,
  payee: row ? { upiAddress: row.upiAddress, payeeName: row.payeeName } : null,
  version: row?.version ?? 0,
});

/**
 * The organisation whose payee a branch admin changes: any visible one, the branch included.
 * An archived organisation takes no payments (its events are gone from the site): 404, as for
 * an unknown one.
 */
async function payableOrganisation(db: Database, organisationId: number): Promise<OrganisationRef> {
  const [organisation] = await visibleOrganisationRefs(db, {
    kinds: ORGANISATION_KINDS,
    ids: [organisationId],
  });
  if (!organisation) throw notFound('Organisation not found.');
  return organisation;
}

/**
 * The console's list: the branch first, then every visible society and council, each with its
 * own payee (if any) and where its payments go.
 */
export async function listPayees(context: ServiceContext): Promise<UpiPayees> {
  const { db } = context;
  const branch = await branchOrganisation(db);
  const others = await visibleOrganisationRefs(db, { kinds: ['society', 'council'] });
  const rows = await db.select(payeeColumns).from(upiPayees);
  const byOrganisation = new Map(rows.map((row) => [row.organisationId, row]));
  const branchHasOne = byOrganisation.has(branch.id);
  return [branch, ...others].map((organisation) => {
    const own = byOrganisation.get(organisation.id);
    return {
      ...ownPayee(organisation, own),
      paidTo: own ? 'own' : organisation.id !== branch.id && branchHasOne ? 'branch' : 'none',
    };
  });
}

/**
 * Sets an organisation's own payee over the version the console showed: 0 adds one (409 when
 * someone added one meanwhile), any other saves over that version (409 when stale or removed).
 */
export async function savePayee(
  context: ServiceContext,
  organisationId: number,
  input: z.output<typeof upiPayeeInputSchema>,
): Promise<UpiPayee> {
  return inTransaction(context.db, async () => {
    const { db } = context;
    const organisation = await payableOrganisation(db, organisationId);
    const { version, upiAddress, payeeName } = input;
    const now = context.clock.now();
    const [saved] =
      version === 0
        ? await db
            .insert(upiPayees)
            .values({ organisationId, upiAddress, payeeName, createdAt: now, updatedAt: now })
            .onConflictDoNothing()
            .returning(payeeColumns)
        : await db
            .update(upiPayees)
            .set({ upiAddress, payeeName, version: sql`${upiPayees.version} + 1`, updatedAt: now })
            .where(
              and(eq(upiPayees.organisationId, organisationId), eq(upiPayees.version, version)),
            )
            .returning(payeeColumns);
    if (!saved) throw new HttpError(409, STALE_ITEM);
    return ownPayee(organisation, saved);
  });
}

/** Removes an organisation's own payee: its payments go to the branch's from now on. */
export async function removePayee(context: ServiceContext, organisationId: number): Promise<void> {
  await inTransaction(context.db, async () => {
    const { db } = context;
    const organisation = await payableOrganisation(db, organisationId);
    const removed = await db
      .delete(upiPayees)
      .where(eq(upiPayees.organisationId, organisationId))
      .returning({ organisationId: upiPayees.organisationId });
    if (removed.length === 0) throw notFound(`${organisation.name} has no payee of its own.`);
  });
}

/**
 * Who is paid for an organisation's paid events: its own payee, else the branch's, else null
 * (nobody is set up to be paid yet).
 */
export async function payeeFor(
  db: Database,
  organisationId: number,
): Promise<UpiPayeeDetails | null> {
  const branch = await findBranchRow(db);
  const rows = await db
    .select(payeeColumns)
    .from(upiPayees)
    .where(
      inArray(upiPayees.organisationId, branch ? [organisationId, branch.id] : [organisationId]),
    );
  const chosen = rows.find((row) => row.organisationId === organisationId) ?? rows[0];
  return chosen ? { upiAddress: chosen.upiAddress, payeeName: chosen.payeeName } : null;
}

/**
 * The account an organisation's money is paid into, by the organisation whose payee it is: its
 * own payee's, else the branch's. A statement of that account is applied as that account's, so
 * a line applied once is known to every organisation paid into it.
 */
export async function accountOf(db: Database, organisationId: number): Promise<number> {
  const [own] = await db
    .select({ id: upiPayees.organisationId })
    .from(upiPayees)
    .where(eq(upiPayees.organisationId, organisationId));
  if (own) return own.id;
  return (await findBranchRow(db))?.id ?? organisationId;
}
