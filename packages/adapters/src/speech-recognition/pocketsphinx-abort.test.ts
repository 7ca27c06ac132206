import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { hasPocketsphinx } from "../speech-engines/testing/pocketsphinx.ts";
import { pocketsphinxTranscription } from "./pocketsphinx-transcription.ts";

/** This process's pocketsphinx descendants' ids (the test's own processes only, whatever else runs). */
function ownRecognizerProcesses(): string[] {
  const table = execFileSync("ps", ["-eo", "pid=,ppid=,pgid=,comm="], { encoding: "utf8" });
  const rows = table
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/));
  const groups = new Set(rows.filter((row) => row[1] === String(process.pid)).map((row) => row[2]));
  return rows.filter((row) => groups.has(row[2]) && row[3]?.startsWith("pocketsphinx")).map((row) => row[0]!);
}

describe.skipIf(!hasPocketsphinx())("pocketsphinx transcription aborts", () => {
  // Thirty seconds of a buzzing tone: long enough that recognition is still running when it is aborted.
  const samples = Int16Array.from({ length: 16_000 * 30 }, (_, i) =>
    Math.round(4000 * Math.sin((2 * Math.PI * 180 * i) / 16_000) * Math.sin((2 * Math.PI * 3 * i) / 16_000)),
  );

  it("kills the recognizer process and rejects with the abort", async () => {
    const engine = pocketsphinxTranscription({ processes: 1 });
    const controller = new AbortController();
    const running = engine.transcribe(
      { samples, sampleRate: 16_000 },
      { language: "en", signal: controller.signal },
    );
    await expect.poll(() => ownRecognizerProcesses().length, { timeout: 10_000 }).toBeGreaterThan(0);
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: "AbortError" });
    await expect.poll(() => ownRecognizerProcesses(), { timeout: 10_000 }).toEqual([]);
  });

  it("never starts a recognition aborted while it waited for a process", async () => {
    const engine = pocketsphinxTranscription({ processes: 1 });
    const controller = new AbortController();
    controller.abort();
    await expect(
      engine.transcribe({ samples, sampleRate: 16_000 }, { language: "en", signal: controller.signal }),
    ).rejects.toMatchObject({ name: "AbortError" });
    expect(ownRecognizerProcesses()).toEqual([]);
  });
});
