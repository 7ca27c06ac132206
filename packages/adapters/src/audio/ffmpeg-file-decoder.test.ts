import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { decodeAudioStream, parseLevels } from "./ffmpeg-file-decoder.ts";

const summary = (peak: string) =>
  `[Parsed_ebur128_3] Summary:\n\n  True peak:\n    Peak:       ${peak} dBFS\n`;

describe("upload decoding with levels", () => {
  it("reads the last astats RMS and ebur128 true peak of ffmpeg's log", () => {
    const log = `${summary("-inf")}size=1kB\r${summary("-2.9")}[Parsed_astats_2] RMS level dB: -18.084888\n`;
    expect(parseLevels(log)).toEqual({ rmsDbfs: -18.084888, truePeakDbfs: -2.9 });
    expect(parseLevels("")).toEqual({
      rmsDbfs: Number.NEGATIVE_INFINITY,
      truePeakDbfs: Number.NEGATIVE_INFINITY,
    });
  });

  it.skipIf(spawnSync("ffmpeg", ["-version"]).status !== 0)(
    "decodes a streamed file and measures a sine's RMS and true peak",
    async () => {
      // One second of a 1 kHz sine at half scale: RMS -9 dBFS, peak -6 dBFS.
      const rate = 16_000;
      const samples = Int16Array.from({ length: rate }, (_, i) =>
        Math.round(16384 * Math.sin((2 * Math.PI * 1000 * i) / rate)),
      );
      const header = Buffer.alloc(44);
      header.write("RIFF", 0);
      header.writeUInt32LE(36 + samples.byteLength, 4);
      header.write("WAVEfmt ", 8);
      header.writeUInt32LE(16, 16);
      header.writeUInt16LE(1, 20);
      header.writeUInt16LE(1, 22);
      header.writeUInt32LE(rate, 24);
      header.writeUInt32LE(rate * 2, 28);
      header.writeUInt16LE(2, 32);
      header.writeUInt16LE(16, 34);
      header.write("data", 36);
      header.writeUInt32LE(samples.byteLength, 40);
      const file = Buffer.concat([header, Buffer.from(samples.buffer)]);
      const decoded = await decodeAudioStream(
        (async function* () {
          yield file.subarray(0, 1000);
          yield file.subarray(1000);
        })(),
        { sampleRate: rate, measureLevels: true },
      );
      expect(decoded?.durationSeconds).toBe(1);
      expect(decoded?.levels?.rmsDbfs).toBeCloseTo(-9.03, 1);
      expect(decoded?.levels?.truePeakDbfs).toBeGreaterThan(-6.5);
      expect(decoded?.levels?.truePeakDbfs).toBeLessThan(-5.5);
    },
  );
});
