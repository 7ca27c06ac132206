import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { currentProcessIdentity } from "./process-identity.ts";
import { openProcessTemporaryFolder, staleAfterMs, temporaryRoot } from "./process-temporary-folder.ts";
import { isLeftover, sweepTemporaryFolders } from "./sweep-temporary-folders.ts";

const self = { host: "api-1", pidNamespace: "4026531836", pid: 100 };
const now = 1_000_000_000;
const rules = { self, staleAfterMs, now, isRunning: (pid: number) => pid === 100 || pid === 200 };

describe("which temporary folders are leftovers", () => {
  it("removes a folder of a dead process on this host and PID namespace at once", () => {
    expect(isLeftover("api-1~4026531836~300~ab12", now, rules)).toBe(true);
    expect(isLeftover("api-1~4026531836~200~ab12", now, rules)).toBe(false);
  });

  it("never judges a PID of another host or PID namespace (it may be alive there): only by age", () => {
    expect(isLeftover("api-2~4026531836~300~ab12", now, rules)).toBe(false);
    expect(isLeftover("api-1~4026532000~300~ab12", now, rules)).toBe(false);
    expect(isLeftover("api-2~4026531836~300~ab12", now - staleAfterMs - 1, rules)).toBe(true);
  });

  it("keeps a fresh folder it cannot attribute and removes it once stale", () => {
    expect(isLeftover("chorus-staged-x1", now - 1000, rules)).toBe(false);
    expect(isLeftover("chorus-staged-x1", now - staleAfterMs - 1, rules)).toBe(true);
  });
});

describe("a process's temporary folder", () => {
  it("lives under DATA_DIR/tmp, sweeps a crashed process's leftovers first, and is removed on close", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "chorus-tmp-test-"));
    try {
      const me = currentProcessIdentity();
      const root = temporaryRoot(dataDir);
      // A process of this machine that no longer runs (PIDs stop well below 2^22 on Linux).
      const dead = path.join(root, `${me.host}~${me.pidNamespace}~4194999~dead`, "uploads", "req-1-x");
      // Another host's live process, touched a moment ago.
      const live = path.join(root, "other-host~1~42~beef", "uploads", "req-7-y");
      for (const folder of [dead, live]) {
        fs.mkdirSync(folder, { recursive: true });
        fs.writeFileSync(path.join(folder, "upload-0"), "a recording");
      }
      const opened = await openProcessTemporaryFolder(dataDir);
      expect(path.dirname(opened.path)).toBe(root);
      expect(opened.swept).toEqual([`${me.host}~${me.pidNamespace}~4194999~dead`]);
      expect(fs.existsSync(path.join(root, `${me.host}~${me.pidNamespace}~4194999~dead`))).toBe(false);
      expect(fs.existsSync(path.join(live, "upload-0"))).toBe(true);

      // Another process starting now keeps this one's folder: its PID runs.
      expect(
        await sweepTemporaryFolders(root, { self: { ...me, pid: 1 }, staleAfterMs, now: Date.now() }),
      ).toEqual([]);
      await opened.close();
      expect(fs.existsSync(opened.path)).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
