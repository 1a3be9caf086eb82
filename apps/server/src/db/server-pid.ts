import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `DATA_DIR/server.pid`: which process has the embedded database open. PGlite's own postmaster.pid always says -42,
 * so the backup and restore scripts read this file to refuse to run beside a live server.
 */
export const serverPidFile = (dataDir: string) => path.join(dataDir, 'server.pid');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live server on this data directory, or null (no file, or a process that died without removing it). */
export function runningServerPid(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(serverPidFile(dataDir), 'utf8').trim());
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : null;
}

/** Records this process as the data directory's server until it exits (however it exits, short of SIGKILL). */
export function recordServerPid(dataDir: string): void {
  const file = serverPidFile(dataDir);
  writeFileSync(file, `${process.pid}\n`);
  process.once('exit', () => {
    if (runningServerPid(dataDir) === process.pid) rmSync(file, { force: true });
  });
}
