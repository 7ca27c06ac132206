import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { englishModel } from "./pocketsphinx-recognizer.ts";
import { pocketsphinxStream } from "./pocketsphinx-stream.ts";

/** Festival's HTS voice reading `text`, as 16 kHz PCM: speech Chorus did not make. */
function festival(text: string): Int16Array {
  const dir = mkdtempSync(path.join(tmpdir(), "stream-"));
  try {
    writeFileSync(path.join(dir, "in.txt"), text);
    execFileSync("text2wave", [
      "-eval",
      "(voice_cmu_us_slt_arctic_hts)",
      "-o",
      path.join(dir, "a.wav"),
      path.join(dir, "in.txt"),
    ]);
    execFileSync("ffmpeg", [
      "-v",
      "error",
      "-i",
      path.join(dir, "a.wav"),
      "-ac",
      "1",
      "-ar",
      "16000",
      "-f",
      "s16le",
      path.join(dir, "a.raw"),
    ]);
    const bytes = readFileSync(path.join(dir, "a.raw"));
    return new Int16Array(bytes.buffer, bytes.byteOffset, bytes.length / 2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the live pocketsphinx decoder", () => {
  it("prints each utterance as the audio arrives, with stream times, before the stream ends", async () => {
    const stream = pocketsphinxStream(englishModel, ["-lw", "5"]);
    try {
      const first = festival("How much is a loaf of rye bread?");
      const second = festival("Where can I find you?");
      const silence = new Int16Array(16_000);
      stream.push(silence);
      stream.push(first);
      stream.push(silence);
      const firstEnd = (16_000 + first.length) / 16_000;
      const words = await stream.wordsUntil(0, firstEnd - 0.3, AbortSignal.timeout(10_000));
      expect(words?.map((word) => word.text).join(" ")).toContain("rye bread");
      stream.push(second);
      stream.push(silence);
      const secondStart = (32_000 + first.length) / 16_000;
      const later = await stream.wordsUntil(
        secondStart,
        secondStart + second.length / 16_000 - 0.3,
        AbortSignal.timeout(10_000),
      );
      expect(later?.map((word) => word.text).join(" ")).toBe("where can i find you");
      // Without waiting: every finished utterance's words from a time on (the tentative transcripts).
      expect(stream.wordsSoFar(secondStart).map((word) => word.text)).toEqual(
        later?.map((word) => word.text),
      );
      expect(stream.wordsSoFar(0).length).toBe((words?.length ?? 0) + (later?.length ?? 0));
      // Nothing more was said: a wait for later speech gives up and says so.
      expect(await stream.wordsUntil(100, 101, AbortSignal.timeout(200))).toBeUndefined();
    } finally {
      stream.close();
    }
  }, 30_000);
});
