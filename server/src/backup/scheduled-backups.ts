import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import type { BackgroundJob } from '../lib/background-jobs.js';
import { type BackupSource, writeBackup } from './write-backup.js';

/** The advisory lock the server that writes the scheduled backups holds ("CHB1"). */
const BACKUP_LOCK_KEY = 0x43484231;
const FILE_PATTERN = /^chapterhouse-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;
/** The first backup after a start waits this long at least: a start is busy enough. */
const FIRST_DELAY_MS = 60_000;

export const backupFileName = (at: Date) =>
  `chapterhouse-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;

/** Whether this server is the one that writes the scheduled backups. */
export type BackupLeadership = { isLeader(): Promise<boolean>; close(): Promise<void> };

/**
 * With several servers on one PostgreSQL, only the one holding a session advisory lock writes
 * backups; its connection ending (the server stopped or died) frees the lock for another.
 * Asking again on the connection that holds it answers yes (the lock is re-entrant).
 */
export function postgresLeadership(url: string): BackupLeadership {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  return {
    async isLeader() {
      const [row] = await client<
        { held: boolean }[]
      >`select pg_try_advisory_lock(${BACKUP_LOCK_KEY}) as held`;
      return row?.held === true;
    },
    close: () => client.end(),
  };
}

/** The embedded database has one process by construction: it always writes its backups. */
export const soleServer: BackupLeadership = { isLeader: async () => true, close: async () => {} };

/** Deletes all but the newest `keep` scheduled backups in `dir`; returns the names removed. */
export function pruneBackups(dir: string, keep: number): string[] {
  const names = fs
    .readdirSync(dir)
    .filter((name) => FILE_PATTERN.test(name))
    .sort()
    .reverse();
  const removed = names.slice(keep);
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true });
  return removed;
}

export interface ScheduledBackups {
  source: BackupSource;
  dir: string;
  keep: number;
  everyMs: number;
  leadership: BackupLeadership;
  log: { info(message: string): void };
}

/** One scheduled run: a backup named by its time, then the oldest beyond `keep` removed. */
export async function runScheduledBackup(
  options: ScheduledBackups,
  now: Date = new Date(),
): Promise<string | null> {
  if (!(await options.leadership.isLeader())) return null;
  const file = path.join(options.dir, backupFileName(now));
  const summary = await writeBackup(options.source, file, now);
  const removed = pruneBackups(options.dir, options.keep);
  options.log.info(
    `Wrote the scheduled backup ${file} (${summary.bytes} bytes)${removed.length ? `; removed ${removed.join(', ')}` : ''}`,
  );
  return file;
}

/**
 * Backups every `everyMs`, the first when the newest one in `dir` is that old; each one through
 * the round the background jobs give, which logs a failure (the next one is tried all the same).
 */
export function scheduledBackups(options: ScheduledBackups): BackgroundJob {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  return {
    everyMs: options.everyMs,
    start(round) {
      fs.mkdirSync(options.dir, { recursive: true });
      const schedule = (delay: number) => {
        if (stopped) return;
        timer = setTimeout(() => {
          running = round(() => runScheduledBackup(options))
            .catch(() => {})
            .finally(() => schedule(options.everyMs));
        }, delay);
        timer.unref();
      };
      const newest = fs
        .readdirSync(options.dir)
        .filter((name) => FILE_PATTERN.test(name))
        .map((name) => fs.statSync(path.join(options.dir, name)).mtimeMs)
        .reduce((latest, time) => Math.max(latest, time), 0);
      schedule(Math.max(FIRST_DELAY_MS, newest + options.everyMs - Date.now()));
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await options.leadership.close();
    },
  };
}
