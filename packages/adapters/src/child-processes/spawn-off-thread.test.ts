import { describe, expect, it } from "vitest";
import { type OffThreadProcess, spawnOffThread } from "./spawn-off-thread.ts";

/** Everything a process wrote and how it ended, as its `close` event reports. */
function finished(child: OffThreadProcess) {
  const stdout: Buffer[] = [];
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (text: string) => {
    stderr += text;
  });
  return new Promise<{ stdout: Buffer; stderr: string; code: number | null; signal: string | null }>(
    (resolve, reject) => {
      child.once("error", reject);
      child.once("close", (code, signal) => resolve({ stdout: Buffer.concat(stdout), stderr, code, signal }));
    },
  );
}

describe("processes started off the main thread", () => {
  it("take stdin, give stdout and stderr in full, and report their exit code", async () => {
    const input = Buffer.alloc(3_000_000);
    for (let index = 0; index < input.length; index++) input[index] = index % 251;
    const child = spawnOffThread("sh", ["-c", "cat; echo done >&2; exit 3"]);
    const result = finished(child);
    child.stdin.write(input.subarray(0, 1000));
    child.stdin.end(input.subarray(1000));
    const { stdout, stderr, code } = await result;
    expect(stdout.equals(input)).toBe(true);
    expect(stderr).toBe("done\n");
    expect(code).toBe(3);
    expect(child.pid).toBeGreaterThan(0);
  });

  it("report a command that does not exist as an error", async () => {
    const child = spawnOffThread("chorus-no-such-command", []);
    await expect(finished(child)).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("are killed, alone or with their whole process group", async () => {
    const alone = spawnOffThread("sleep", ["30"], { stdio: ["ignore", "ignore", "ignore"] });
    const aloneDone = finished(alone);
    alone.kill("SIGKILL");
    expect(await aloneDone).toMatchObject({ code: null, signal: "SIGKILL" });

    // The shell's child (sleep) keeps the output pipe open: only killing the group ends it.
    const group = spawnOffThread("sh", ["-c", "sleep 30; echo late"], { detached: true });
    const groupDone = finished(group);
    await new Promise((resolve) => group.once("spawn", resolve));
    group.kill("SIGKILL", { group: true });
    expect((await groupDone).stdout.toString()).toBe("");
  });
});
