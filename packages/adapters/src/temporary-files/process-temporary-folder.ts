import { mkdir, mkdtemp, rm, utimes } from "node:fs/promises";
import path from "node:path";
import { currentProcessIdentity, processFolderName } from "./process-identity.ts";
import { sweepTemporaryFolders } from "./sweep-temporary-folders.ts";

/** How often a live process touches its folder (and sweeps others' leftovers). */
export const heartbeatMs = 60_000;
/** A folder nobody touched for this long belongs to a dead or hung process. */
export const staleAfterMs = 10 * heartbeatMs;

export interface ProcessTemporaryFolder {
  /** `DATA_DIR/tmp/<host>~<pid namespace>~<pid>~<tag>`: every temporary file this process writes goes in here. */
  path: string;
  /** The names of leftovers the start-up sweep removed. */
  swept: readonly string[];
  /** Stops the heartbeat and removes the folder with whatever is still in it. */
  close(): Promise<void>;
}

/** Where every process sharing DATA_DIR keeps its temporary files. */
export const temporaryRoot = (dataDir: string) => path.join(dataDir, "tmp");

/**
 * Opens this process's temporary folder under `DATA_DIR/tmp`, after sweeping the leftovers of
 * processes that are gone (a `kill -9` mid-upload leaves the user's recording behind: it must not stay
 * forever). While the process runs, a heartbeat touches the folder every minute, so processes on other
 * hosts sharing DATA_DIR can tell it is alive, and sweeps again, so a crash is cleaned up by whichever
 * process is still running.
 */
export async function openProcessTemporaryFolder(
  dataDir: string,
  options: { onSweepError?: (error: unknown) => void } = {},
): Promise<ProcessTemporaryFolder> {
  const root = temporaryRoot(dataDir);
  await mkdir(root, { recursive: true, mode: 0o700 });
  const self = currentProcessIdentity();
  const name = processFolderName(self);
  const folder = path.join(root, name);
  const sweep = () => sweepTemporaryFolders(root, { self, staleAfterMs, now: Date.now() }, new Set([name]));
  const swept = await sweep();
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const timer = setInterval(() => {
    const now = new Date();
    // Recreated if another process swept it while this one was hung past the stale age.
    mkdir(folder, { recursive: true, mode: 0o700 })
      .then(() => utimes(folder, now, now))
      .then(sweep)
      .catch((error: unknown) => options.onSweepError?.(error));
  }, heartbeatMs);
  timer.unref();
  return {
    path: folder,
    swept,
    async close() {
      clearInterval(timer);
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/**
 * A new private folder for one job (an upload being staged, a decoder's copy) inside `parent`, a
 * process's temporary folder. The parent is made again if it is missing, so a swept parent never
 * makes a request fail.
 */
export async function makeTemporaryFolder(parent: string, prefix: string): Promise<string> {
  await mkdir(parent, { recursive: true, mode: 0o700 });
  return mkdtemp(path.join(parent, prefix));
}
