import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { eventRegistrations } from '../../db/schema/index.js';
import { derivedToken, hashToken } from '../../lib/link-tokens.js';
import { serverSecret } from '../../lib/server-secret.js';

// Registrants' personal join links (`/join/{token}`) of online and hybrid events: what joining
// does with one is online-joins.ts; here is how one is made, for their page and their mail.

/** The server secret join links' tokens come from. */
const JOIN_LINK_SECRET = 'join-links';

/**
 * The registration's join link's token: derived from a server secret (the same one every time,
 * so a page or a mail can give it again), its hash kept the first time it is handed out, which
 * is how a visit finds the registration. Handing one out writes no History entry (no officer
 * acts) and changes no version.
 */
export async function joinTokenOf(db: Database, registrationId: number): Promise<string> {
  const token = derivedToken(await serverSecret(db, JOIN_LINK_SECRET), `join:${registrationId}`);
  await db
    .update(eventRegistrations)
    .set({ joinTokenHash: hashToken(token) })
    .where(
      and(eq(eventRegistrations.id, registrationId), isNull(eventRegistrations.joinTokenHash)),
    );
  return token;
}

/** The join links (`/join/{token}`) of these registrations, by id. */
export async function joinPathsOf(
  db: Database,
  registrationIds: readonly number[],
): Promise<Map<number, string>> {
  const paths = new Map<number, string>();
  for (const id of registrationIds) paths.set(id, `/join/${await joinTokenOf(db, id)}`);
  return paths;
}
