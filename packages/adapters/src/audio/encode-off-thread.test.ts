import { spawnSync } from "node:child_process";
import { parseOutputFormat } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { childProcessArgs } from "../speech-engines/shared/typescript-entry.ts";
import { createAudioEncoding } from "./create-audio-encoding.ts";
import { encoderWorkersStarted, liveEncoderWorkers } from "./encode-off-thread.ts";
import { decodeWithFfmpeg } from "./testing/ffprobe.ts";
import { collect, fromChunks } from "./testing/streams.ts";
import { chunked, syntheticSpeech } from "./testing/synthetic-speech.ts";

const inputRate = 22050;
const speech = syntheticSpeech(3, inputRate);

describe("encoding in a worker thread", { timeout: 60_000 }, () => {
  it("gives the same bytes as encoding in-process, whatever the chunking, and several streams at once", async () => {
    const offThread = createAudioEncoding({ encoderWorkers: 1 });
    const inProcess = createAudioEncoding({ encoderWorkers: 0 });
    await encoderWorkersStarted();
    // At least one: the first encoding port of the process decides how many (another test file may have).
    expect(liveEncoderWorkers()).toBeGreaterThanOrEqual(1);
    for (const format of ["mp3_44100_128", "mp3_22050_32", "pcm_24000", "wav_16000", "ulaw_8000"] as const) {
      const spec = parseOutputFormat(format);
      const reference = await collect(
        inProcess.encode(spec, { sampleRate: inputRate, pcm: fromChunks(chunked(speech, inputRate, 0.37)) }),
      );
      const together = await Promise.all(
        [0.1, 1.3, 2.9].map((chunkSeconds) =>
          collect(
            offThread.encode(spec, {
              sampleRate: inputRate,
              pcm: fromChunks(chunked(speech, inputRate, chunkSeconds)),
            }),
          ),
        ),
      );
      expect(reference.length, format).toBeGreaterThan(1000);
      for (const bytes of together)
        expect(Buffer.from(bytes).equals(Buffer.from(reference)), format).toBe(true);
    }
  });

  it("sends a whole-file mp3 in one piece behind its gapless header, the same from a worker", async () => {
    const offThread = createAudioEncoding({ encoderWorkers: 1 });
    const inProcess = createAudioEncoding({ encoderWorkers: 0 });
    await encoderWorkersStarted();
    // At least one: the first encoding port of the process decides how many (another test file may have).
    expect(liveEncoderWorkers()).toBeGreaterThanOrEqual(1);
    for (const format of ["mp3_44100_128", "mp3_22050_32"] as const) {
      const spec = parseOutputFormat(format);
      const pieces = async (encoding: typeof inProcess) => {
        const parts: Uint8Array[] = [];
        const pcm = fromChunks(chunked(speech, inputRate, 0.37));
        for await (const part of encoding.encode(spec, { sampleRate: inputRate, pcm, wholeFile: true })) {
          parts.push(part);
        }
        return parts;
      };
      const [reference, fromWorker] = [await pieces(inProcess), await pieces(offThread)];
      expect(reference.length, format).toBe(1);
      expect(fromWorker.length, format).toBe(1);
      expect(Buffer.from(fromWorker[0]!).equals(Buffer.from(reference[0]!)), format).toBe(true);
      // 3 s of speech, resampled to the format's rate (±1 sample), and not a sample more.
      const decoded = await decodeWithFfmpeg(reference[0]!, spec.sampleRate);
      expect(Math.abs(decoded.length - 3 * spec.sampleRate), format).toBeLessThanOrEqual(1);
    }
  });

  it("stops a stream whose consumer leaves, and the worker goes on with the next", async () => {
    const encoding = createAudioEncoding({ encoderWorkers: 1 });
    await encoderWorkersStarted();
    const spec = parseOutputFormat("mp3_44100_128");
    for await (const bytes of encoding.encode(spec, {
      sampleRate: inputRate,
      pcm: fromChunks(chunked(speech, inputRate, 0.5)),
    })) {
      expect(bytes.length).toBeGreaterThan(0);
      break;
    }
    const next = await collect(
      encoding.encode(spec, { sampleRate: inputRate, pcm: fromChunks(chunked(speech, inputRate, 0.5)) }),
    );
    expect(next.length).toBeGreaterThan(1000);
    // At least one: the first encoding port of the process decides how many (another test file may have).
    expect(liveEncoderWorkers()).toBeGreaterThanOrEqual(1);
  });

  it("starts one worker with the port and another only when streams overlap, never more than allowed", () => {
    // A fresh process: the workers are per process, and other tests here have started theirs.
    const probe = spawnSync(
      process.execPath,
      childProcessArgs(new URL("./testing/encoder-growth-probe.ts", import.meta.url)),
      { encoding: "utf8", timeout: 50_000 },
    );
    expect(probe.status, probe.stderr).toBe(0);
    expect(JSON.parse(probe.stdout.trim().split("\n").at(-1)!)).toEqual({
      afterStart: 1,
      afterOneStream: 1,
      afterOverlap: 2,
      afterMore: 2,
    });
  });
});
