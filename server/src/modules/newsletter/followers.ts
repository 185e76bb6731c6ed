import { isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { newsletterFollows, newsletterSubscribers } from '../../db/schema/index.js';

// Placeholder of the follow helper's module (replaced at merge): who follows what.

export interface Follower {
  id: number;
  email: string;
  token: string;
  branch: boolean;
  organisationIds: number[];
}

export async function followersOf(
  db: Database,
  { digestOnly = false }: { digestOnly?: boolean } = {},
): Promise<Follower[]> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(isNotNull(newsletterSubscribers.confirmedAt))
    .orderBy(newsletterSubscribers.id);
  const follows = await db.select().from(newsletterFollows);
  return rows
    .filter((row) => !digestOnly || row.wantsDigest)
    .map((row) => ({
      id: row.id,
      email: row.email,
      token: row.unsubscribeToken,
      branch: row.followsBranch,
      organisationIds: follows
        .filter((follow) => follow.subscriberId === row.id)
        .map((f) => f.organisationId),
    }));
}

export const followFilter =
  (follower: Pick<Follower, 'branch' | 'organisationIds'>) => (organisationId: number) =>
    follower.branch || follower.organisationIds.includes(organisationId);

export const manageUrl = (origin: string, token: string) => `${origin}/newsletter/manage/${token}`;
export const oneClickUnsubscribeUrl = (origin: string, token: string) =>
  `${origin}/api/newsletter/unsubscribe/${token}`;
