import { lstat, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { isProcessRunning, type ProcessIdentity, parseProcessFolderName } from "./process-identity.ts";

export interface SweepRules {
  /** The process that sweeps: folders of dead processes on its own host and PID namespace go at once. */
  self: ProcessIdentity;
  /** Anything not touched for this long is a leftover (a live process touches its folder every minute). */
  staleAfterMs: number;
  now: number;
  /** Injected for tests; `process.kill(pid, 0)` otherwise. */
  isRunning?: (pid: number) => boolean;
}

/**
 * Whether an entry of `DATA_DIR/tmp` is a leftover. Several processes may share DATA_DIR (API
 * processes and a worker, possibly on other hosts over a shared volume), so a folder is removed only
 * when its owner is certainly gone: it is on this host and in this PID namespace and its PID no longer
 * runs, or, from anywhere, nobody has touched it for `staleAfterMs` (a live owner touches it every
 * minute, so only a dead or hung owner's folder gets that old). A name this scheme did not make
 * goes by age alone.
 */
export function isLeftover(name: string, modifiedAtMs: number, rules: SweepRules): boolean {
  if (rules.now - modifiedAtMs > rules.staleAfterMs) return true;
  const owner = parseProcessFolderName(name);
  if (!owner) return false;
  const sameMachine = owner.host === rules.self.host && owner.pidNamespace === rules.self.pidNamespace;
  return sameMachine && owner.pid !== rules.self.pid && !(rules.isRunning ?? isProcessRunning)(owner.pid);
}

/**
 * Removes the leftovers under `root` (a crashed process's staged uploads and decoder copies) and
 * answers their names. Folders of live processes, this one's included, are kept.
 */
export async function sweepTemporaryFolders(
  root: string,
  rules: SweepRules,
  keep: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(root);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const removed: string[] = [];
  for (const name of names) {
    if (keep.has(name)) continue;
    const target = path.join(root, name);
    // Another process may sweep the same entry at the same moment: a vanished entry is fine.
    const stats = await lstat(target).catch(() => undefined);
    if (!stats || !isLeftover(name, stats.mtimeMs, rules)) continue;
    await rm(target, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
