import type {
  NewsletterProposal,
  NewsletterProposalPage,
  newsletterProposalInputSchema,
  newsletterProposalsQuerySchema,
  OrganisationRef,
  PaginationQuery,
} from '@chapterhouse/shared';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  newsletterIssues,
  newsletterProposals,
  organisations,
  users,
} from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { organisationRefColumns } from '../../lib/organisation-queries.js';
import { readPage } from '../../lib/page.js';
import type { ServiceContext } from '../../lib/service-context.js';

// Items the societies and councils propose for the next newsletter issue: their admins propose
// and withdraw, the branch admin takes them into an issue (newsletter-issues.service.ts) or
// dismisses them.

const PROPOSAL_NOT_FOUND = 'Proposal not found.';
export const PROPOSAL_NOT_OPEN = 'This proposal is no longer open: it was sent or dismissed.';

const proposalColumns = {
  id: newsletterProposals.id,
  title: newsletterProposals.title,
  text: newsletterProposals.text,
  link: newsletterProposals.link,
  status: newsletterProposals.status,
  issueId: newsletterProposals.issueId,
  createdAt: newsletterProposals.createdAt,
  proposedBy: users.name,
  organisation: organisationRefColumns,
};

type ProposalRow = {
  [K in keyof typeof proposalColumns]: K extends 'organisation'
    ? OrganisationRef
    : K extends 'proposedBy'
      ? string | null
      : (typeof newsletterProposals.$inferSelect)[K &
          keyof typeof newsletterProposals.$inferSelect];
};

const toProposal = (row: ProposalRow): NewsletterProposal => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

async function pageOf(
  context: ServiceContext,
  paging: PaginationQuery,
  where: SQL | undefined,
): Promise<NewsletterProposalPage> {
  return readPage(
    paging,
    async ({ limit, offset }) =>
      (
        await context.db
          .select(proposalColumns)
          .from(newsletterProposals)
          .innerJoin(organisations, eq(organisations.id, newsletterProposals.organisationId))
          .leftJoin(users, eq(users.id, newsletterProposals.createdBy))
          .where(where)
          .orderBy(desc(newsletterProposals.createdAt), desc(newsletterProposals.id))
          .limit(limit)
          .offset(offset)
      ).map((row) => toProposal(row as ProposalRow)),
    async () =>
      (await context.db.select({ value: count() }).from(newsletterProposals).where(where))[0]
        ?.value ?? 0,
  );
}

async function readProposal(context: ServiceContext, id: number): Promise<NewsletterProposal> {
  const [row] = await context.db
    .select(proposalColumns)
    .from(newsletterProposals)
    .innerJoin(organisations, eq(organisations.id, newsletterProposals.organisationId))
    .leftJoin(users, eq(users.id, newsletterProposals.createdBy))
    .where(eq(newsletterProposals.id, id));
  if (!row) throw notFound(PROPOSAL_NOT_FOUND);
  return toProposal(row as ProposalRow);
}

/** One organisation's proposals, newest first (its dashboard). */
export function listOrganisationProposals(
  context: ServiceContext,
  organisation: OrganisationRef,
  paging: PaginationQuery,
): Promise<NewsletterProposalPage> {
  return pageOf(context, paging, eq(newsletterProposals.organisationId, organisation.id));
}

/** Every organisation's proposals (the console), narrowed to one status. */
export function listProposals(
  context: ServiceContext,
  query: z.output<typeof newsletterProposalsQuerySchema>,
): Promise<NewsletterProposalPage> {
  return pageOf(
    context,
    query,
    query.status === 'all' ? undefined : eq(newsletterProposals.status, query.status),
  );
}

export async function proposeItem(
  context: ServiceContext,
  organisation: OrganisationRef,
  input: z.output<typeof newsletterProposalInputSchema>,
  authorId: number | null,
): Promise<NewsletterProposal> {
  const now = context.clock.now();
  const [row] = await context.db
    .insert(newsletterProposals)
    .values({
      ...input,
      organisationId: organisation.id,
      createdBy: authorId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: newsletterProposals.id });
  if (!row) throw new Error('the new proposal vanished');
  return readProposal(context, row.id);
}

/** Drafts that had taken the proposal in lose it: they cannot send what is gone. */
async function dropFromDrafts(context: ServiceContext, id: number) {
  await context.db
    .update(newsletterIssues)
    .set({
      proposalIds: sql`(select coalesce(jsonb_agg(kept), '[]'::jsonb)
        from jsonb_array_elements(${newsletterIssues.proposalIds}) as kept
        where kept <> to_jsonb(${id}::int))`,
    })
    .where(
      and(
        eq(newsletterIssues.status, 'draft'),
        sql`${newsletterIssues.proposalIds} @> to_jsonb(array[${id}::int])`,
      ),
    );
}

/** An organisation takes back a proposal of its own that is still open. */
export async function withdrawProposal(
  context: ServiceContext,
  organisation: OrganisationRef,
  id: number,
): Promise<void> {
  await inTransaction(context.db, async () => {
    const [row] = await context.db
      .select({ status: newsletterProposals.status })
      .from(newsletterProposals)
      .where(
        and(
          eq(newsletterProposals.id, id),
          eq(newsletterProposals.organisationId, organisation.id),
        ),
      )
      .for('update');
    if (!row) throw notFound(PROPOSAL_NOT_FOUND);
    if (row.status !== 'open') throw new HttpError(409, PROPOSAL_NOT_OPEN);
    await dropFromDrafts(context, id);
    await context.db.delete(newsletterProposals).where(eq(newsletterProposals.id, id));
  });
}

/** The branch admin sets an open proposal aside. */
export async function dismissProposal(
  context: ServiceContext,
  id: number,
): Promise<NewsletterProposal> {
  await inTransaction(context.db, async () => {
    const [row] = await context.db
      .select({ status: newsletterProposals.status })
      .from(newsletterProposals)
      .where(eq(newsletterProposals.id, id))
      .for('update');
    if (!row) throw notFound(PROPOSAL_NOT_FOUND);
    if (row.status !== 'open') throw new HttpError(409, PROPOSAL_NOT_OPEN);
    await dropFromDrafts(context, id);
    await context.db
      .update(newsletterProposals)
      .set({ status: 'dismissed', updatedAt: context.clock.now() })
      .where(eq(newsletterProposals.id, id));
  });
  return readProposal(context, id);
}
