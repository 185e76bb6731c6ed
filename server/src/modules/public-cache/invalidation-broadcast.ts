import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseConnection } from '../../db/client.js';
import type { PublicCache } from './public-cache.js';

/** The PostgreSQL channel on which servers tell each other that public content changed. */
const INVALIDATION_CHANNEL = 'chapterhouse_public_cache';

export interface InvalidationBroadcast {
  /** Tells every other server on the database to empty its public cache. */
  announce(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Several servers on one PostgreSQL each keep their own public cache. After a change, the server
 * that made it empties its own and announces it (`pg_notify`); the others, listening, empty
 * theirs within moments instead of serving pages up to the cache's 60 s old. Each server names
 * itself in the payload so it ignores its own announcements. On the embedded database (one
 * server) the same path runs, with no one else to hear it.
 */
export async function broadcastInvalidations(
  database: DatabaseConnection,
  cache: PublicCache,
): Promise<InvalidationBroadcast> {
  const serverId = randomUUID();
  const stop = await database.listen(INVALIDATION_CHANNEL, (fromServer) => {
    if (fromServer !== serverId) cache.invalidate();
  });
  return {
    announce: async () => {
      await database.db.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${serverId})`);
    },
    stop,
  };
}
