import fs from "node:fs";
import { inject } from "vitest";
import type { StartedChorus } from "./chorus-process.ts";

/** What the end-to-end project's global setup (shared-chorus-setup.ts) tells the suites. */
export interface SharedChorusInfo {
  url: string;
  dataDir: string;
  logFile: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    sharedChorus: SharedChorusInfo;
  }
}

/**
 * The Chorus process the end-to-end suites share: default settings, the embedded database, started once
 * for the whole run. For suites whose accounts are their own (unique emails, their own workspaces) and
 * that neither restart the server nor open its data folder; those start their own with
 * `startChorusProcess`. `stop` leaves it running for the other suites.
 */
export function sharedChorusProcess(): StartedChorus {
  const { url, dataDir, logFile } = inject("sharedChorus");
  const refuse = (what: string) => () => {
    throw new Error(`The shared Chorus process cannot ${what}: start your own with startChorusProcess`);
  };
  return {
    url,
    dataDir,
    output: () => fs.readFileSync(logFile, "utf8"),
    restart: refuse("restart"),
    crash: refuse("crash"),
    stop: async () => {},
  };
}
