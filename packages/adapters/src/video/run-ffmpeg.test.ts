import os from "node:os";
import { VideoRenderError } from "@chorus/domain";
import { describe, expect, it } from "vitest";
import { runFfmpeg } from "./run-ffmpeg.ts";

const cwd = os.tmpdir();
const reasonOf = (error: unknown) => (error instanceof VideoRenderError ? error.reason : String(error));

describe("runFfmpeg", () => {
  it("stops a run that exceeds its time limit and reports a timeout", async () => {
    const started = Date.now();
    const endless = ["-f", "lavfi", "-i", "anullsrc=r=8000", "-f", "null", "-"];
    const error = await runFfmpeg("ffmpeg", endless, { cwd, timeoutMs: 300 }).catch((e: unknown) => e);
    expect(reasonOf(error)).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("reports a failed run with ffmpeg's own message, and a missing executable", async () => {
    const error = await runFfmpeg("ffmpeg", ["-i", "no-such-input.wav", "-f", "null", "-"], {
      cwd,
      timeoutMs: 10_000,
    }).catch((e: unknown) => e);
    expect(reasonOf(error)).toBe("failed");
    expect((error as Error).message).toContain("no-such-input.wav");

    const missing = await runFfmpeg("/nonexistent/ffmpeg", [], { cwd, timeoutMs: 10_000 }).catch(
      (e: unknown) => e,
    );
    expect(reasonOf(missing)).toBe("failed");
  });

  it("resolves when ffmpeg succeeds", async () => {
    const ok = ["-f", "lavfi", "-i", "anullsrc=r=8000", "-t", "0.1", "-f", "null", "-"];
    await expect(runFfmpeg("ffmpeg", ok, { cwd, timeoutMs: 10_000 })).resolves.toBeUndefined();
  });
});
