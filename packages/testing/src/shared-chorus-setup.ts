import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startChorusProcess } from "./chorus-process.ts";
import type { SharedChorusInfo } from "./shared-chorus.ts";

/**
 * Vitest global setup of the end-to-end project: one Chorus process on the default settings that the
 * suites needing nothing special share (`sharedChorusProcess`), instead of a start and a stop per file.
 * What it prints goes to a log file, so suites in any worker read their mail from it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "chorus-shared-log-")), "out.log");
  // Agents' webhook tools and MCP servers in the tests call local servers over plain http.
  const chorus = await startChorusProcess(
    { TOOL_WEBHOOK_HTTP_HOSTS: "127.0.0.1" },
    { onOutput: (chunk) => fs.appendFileSync(logFile, chunk) },
  );
  const shared: SharedChorusInfo = { url: chorus.url, dataDir: chorus.dataDir, logFile };
  project.provide("sharedChorus", shared);
  return async () => {
    await chorus.stop();
    fs.rmSync(path.dirname(logFile), { recursive: true, force: true });
  };
}
