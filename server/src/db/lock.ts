import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is in use by another Chapterhouse process (pid ${pid}). ` +
        'Stop that process first, or point DATA_DIR at another folder.',
    );
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Folders this process holds: a lock file naming our own pid is ours only if it is listed here
 * (in a container the server is often pid 1 on every start, so a stale lock may carry our pid). */
const heldByThisProcess = new Set<string>();

/**
 * Takes the embedded database's folder for this process. PGlite must never be opened by two
 * processes at once; a lock left by a process that died (kill -9, power loss) is taken over.
 * Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'chapterhouse.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      heldByThisProcess.add(lockFile);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldByThisProcess.delete(lockFile);
        fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
      const held =
        owner === process.pid
          ? heldByThisProcess.has(lockFile)
          : Number.isInteger(owner) && isRunning(owner);
      if (held) throw new DataDirLockedError(dataDir, owner);
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}
