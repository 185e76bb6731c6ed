import { sql } from 'drizzle-orm';
import { organisations } from '../../db/schema/index.js';

/**
 * The picture that stands for an organisation's item without one of its own (an event's page,
 * its share card and JSON-LD): the organisation's picture, else its logo, else the branch's.
 * For a read that joins `organisations` as the item's organisation.
 */
export const standInPicture = sql<string | null>`coalesce(
  ${organisations.image},
  ${organisations.logo},
  (select coalesce(branch.image, branch.logo) from organisations branch
    where branch.kind = 'branch' order by branch.id limit 1)
)`;
