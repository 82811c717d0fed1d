/**
 * One server per data folder, as PostgreSQL's postmaster.pid does it: the server that opens a
 * folder creates `server.pid` in it with O_EXCL (pid, host, start time, folder), and removes it
 * when it closes. A second server finds the file, sees that its process is alive, and refuses to
 * start, naming that process. A file left by a process that died (kill -9, power loss) is stale:
 * its pid no longer runs on this host, and the next server takes the folder over.
 * Node only: the in-browser server has no folder.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'server.pid';

/** What a lock file says about its holder. */
export interface LockHolder {
  readonly pid: number;
  readonly host: string;
  readonly started: string;
}

/** Thrown when another live server holds the folder; the message names it and what to do. */
export class DataDirBusy extends Error {
  constructor(readonly dataDir: string, readonly holder: LockHolder) {
    super(
      `Another server is using the data folder ${dataDir}: pid ${holder.pid} on host ${holder.host}, started ${holder.started}. `
      + 'Stop that server first, or give this one another DATA_DIR. Two servers on one folder hand out the same ids and lose writes.'
      + (holder.host !== hostname() ? ` If host ${holder.host} is down for good, delete ${join(dataDir, LOCK_FILE)}.` : ''),
    );
    this.name = 'DataDirBusy';
  }
}

/** Folders this process holds: a second open in the same process is refused like one from outside. */
const held = new Set<string>();

function readHolder(path: string): LockHolder | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return null; // gone meanwhile
  }
  const [pid, host, started] = text.split('\n');
  return { pid: Number(pid), host: host ?? '', started: started ?? '' };
}

/** Whether a process runs here (signal 0 checks without sending anything). */
function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'; // runs, under another user
  }
}

/**
 * A holder that cannot be running: a dead pid on this host, or our own pid when this process
 * holds nothing there (a container restarted and the new server got the old pid).
 */
function stale(h: LockHolder, dir: string): boolean {
  if (!h.pid || h.host !== hostname()) return !h.pid;
  if (h.pid === process.pid) return !held.has(dir);
  return !alive(h.pid);
}

/**
 * Takes the folder (which must exist) for this process; returns the release function, which
 * removes the lock file if it is still ours. Throws DataDirBusy when a live server holds it.
 * @example
 * const release = lockDataDir('./.data'); try { ... } finally { release(); }
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  const path = join(dir, LOCK_FILE);
  const content = `${process.pid}\n${hostname()}\n${new Date().toISOString()}\n${dir}\n`;
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      try { writeSync(fd, content); } finally { closeSync(fd); }
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const holder = readHolder(path);
    if (holder && !stale(holder, dir)) throw new DataDirBusy(dir, holder);
    if (attempt > 2) throw new Error(`Cannot take the data folder ${dir}: ${path} keeps coming back`);
    // Stale (or removed meanwhile): take it over. Read again right before removing, so a lock that
    // another starting server has just written is not the one removed.
    const again = readHolder(path);
    if (again && again.pid === holder?.pid && again.started === holder.started) {
      try { unlinkSync(path); } catch { /* removed by someone else meanwhile */ }
    }
  }
  held.add(dir);
  const onExit = () => release();
  process.once('exit', onExit);
  let released = false;
  function release(): void {
    if (released) return;
    released = true;
    held.delete(dir);
    process.off('exit', onExit);
    const holder = readHolder(path);
    if (holder?.pid === process.pid && holder.host === hostname()) {
      try { unlinkSync(path); } catch { /* already gone */ }
    }
  }
  return release;
}
