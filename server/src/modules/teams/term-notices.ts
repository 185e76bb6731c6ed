import { and, eq, gt, isNull, lte, ne, or } from 'drizzle-orm';
import { organisations, teamMemberships, users } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { branchIdentity } from '../../lib/organisation-queries.js';
import { PeriodicJob } from '../../lib/periodic-job.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { termEndingMail } from './team-mails.js';
import { lastDayOf } from './teams.service.js';

// A week before a term ends, the member, their team's other owners and the branch admins are told
// (issue 18, step 2): time to hand over, or for an owner to extend the term.

/** How long before a term ends its notice goes. */
export const TERM_NOTICE_AHEAD_MS = 7 * 24 * 3_600_000;

/**
 * Sends the notice of every term that ends within TERM_NOTICE_AHEAD_MS, once per term. Each is
 * claimed by one update that succeeds only while its `end_notice_sent_at` is empty, in the
 * transaction that queues its mails: however many servers run this, one sends, and a crash
 * before the commit leaves it for the next round. A new end of term clears the claim
 * (`updateMember`). Returns how many terms were noticed.
 */
export async function sendTermNotices(
  context: ServiceContext,
  publicOrigin: string | undefined,
): Promise<number> {
  const now = context.clock.now();
  const until = new Date(now.getTime() + TERM_NOTICE_AHEAD_MS);
  const due = await context.db
    .select({
      id: teamMemberships.id,
      userId: teamMemberships.userId,
      endsAt: teamMemberships.endsAt,
      name: users.name,
      email: users.email,
      organisationId: organisations.id,
      organisation: organisations.name,
      slug: organisations.slug,
      kind: organisations.kind,
    })
    .from(teamMemberships)
    .innerJoin(users, eq(teamMemberships.userId, users.id))
    .innerJoin(organisations, eq(teamMemberships.organisationId, organisations.id))
    .where(
      and(
        isNull(teamMemberships.endNoticeSentAt),
        gt(teamMemberships.endsAt, now),
        lte(teamMemberships.endsAt, until),
      ),
    );
  let noticed = 0;
  for (const term of due) {
    if (!term.endsAt) continue;
    const endsAt = term.endsAt;
    noticed += await inTransaction(context.db, async () => {
      const { db } = context;
      const [claimed] = await db
        .update(teamMemberships)
        .set({ endNoticeSentAt: now })
        .where(and(eq(teamMemberships.id, term.id), isNull(teamMemberships.endNoticeSentAt)))
        .returning({ id: teamMemberships.id });
      if (!claimed) return 0;
      // The team's other owners whose terms run, and every branch admin; nobody disabled.
      const others = await db
        .selectDistinct({ name: users.name, email: users.email })
        .from(users)
        .leftJoin(
          teamMemberships,
          and(
            eq(teamMemberships.userId, users.id),
            eq(teamMemberships.organisationId, term.organisationId),
          ),
        )
        .where(
          and(
            isNull(users.disabledAt),
            ne(users.id, term.userId),
            or(
              eq(users.role, 'BRANCH_ADMIN'),
              and(
                eq(teamMemberships.role, 'owner'),
                or(isNull(teamMemberships.endsAt), gt(teamMemberships.endsAt, now)),
              ),
            ),
          ),
        );
      const collection = term.kind === 'council' ? 'councils' : 'societies';
      const common = {
        organisation: term.organisation,
        lastDay: lastDayOf(context, endsAt),
        teamUrl: publicOrigin ? `${publicOrigin}/${collection}/${term.slug}/dashboard/team` : null,
        site: (await branchIdentity(db)).name,
      };
      await context.mailer.queue(
        db,
        termEndingMail({ ...common, to: term.email, name: term.name, member: null }),
      );
      for (const other of others) {
        await context.mailer.queue(
          db,
          termEndingMail({ ...common, to: other.email, name: other.name, member: term.name }),
        );
      }
      return 1;
    });
  }
  return noticed;
}

/** Looks for terms ending within a week every hour (tests call `runDue()`). */
export class TermNoticeJobs extends PeriodicJob<number> {
  constructor(options: {
    context: ServiceContext;
    publicOrigin: string | undefined;
    everyMs?: number;
    onError?: (error: unknown) => void;
  }) {
    super(() => sendTermNotices(options.context, options.publicOrigin), {
      everyMs: options.everyMs ?? 60 * 60_000,
      onError: options.onError,
    });
  }
}
