import { describe, expect, it } from "vitest";
import { abortable } from "./abortable.ts";
import { encodeOggOpus } from "./ogg-opus-ffmpeg.ts";
import { ffprobe } from "./testing/ffprobe.ts";
import { collect, ffmpegChildren, processExists, sleep } from "./testing/streams.ts";
import { syntheticSpeech } from "./testing/synthetic-speech.ts";

const rate = 22050;
const sentence = syntheticSpeech(1, rate);

/** An engine that hands out one sentence and then takes forever with the next. */
async function* slowEngine() {
  yield sentence;
  await new Promise((resolve) => setTimeout(resolve, 60_000).unref());
  yield sentence;
}

async function waitFor(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await sleep(10);
  }
}

describe("encodeOggOpus", () => {
  it("produces Ogg Opus at 48 kHz with the requested bitrate class", async () => {
    async function* engine() {
      yield sentence;
      yield sentence;
    }
    const small = await collect(encodeOggOpus(engine(), { inputRate: rate, bitrateKbps: 32 }));
    const large = await collect(encodeOggOpus(engine(), { inputRate: rate, bitrateKbps: 128 }));
    expect(String.fromCharCode(...small.subarray(0, 4))).toBe("OggS");
    const probe = await ffprobe(small);
    expect(probe.stream.codec_name).toBe("opus");
    expect(Number(probe.stream.sample_rate)).toBe(48000);
    expect(Math.abs(probe.duration - 2) / 2).toBeLessThan(0.05);
    // 2 s at 32 and 128 kbps: ~8 KB and ~32 KB of payload (Opus VBR, so only roughly).
    expect(small.length).toBeGreaterThan(5000);
    expect(small.length).toBeLessThan(12_000);
    expect(large.length).toBeGreaterThan(2.5 * small.length);
  });

  it("kills ffmpeg when the consumer stops early", async () => {
    const before = new Set(ffmpegChildren());
    let spawned: number[] = [];
    for await (const _ of encodeOggOpus(slowEngine(), { inputRate: rate, bitrateKbps: 64 })) {
      spawned = ffmpegChildren().filter((pid) => !before.has(pid));
      break;
    }
    expect(spawned).toHaveLength(1);
    expect(processExists(spawned[0]!)).toBe(false);
  });

  it("kills ffmpeg and rejects with the abort reason when the request is aborted mid-stream", async () => {
    const before = new Set(ffmpegChildren());
    const controller = new AbortController();
    let spawned: number[] = [];
    let received = 0;
    const consumed = (async () => {
      for await (const part of encodeOggOpus(abortable(slowEngine(), controller.signal), {
        inputRate: rate,
        bitrateKbps: 64,
      })) {
        received += part.length;
        if (spawned.length === 0) spawned = ffmpegChildren().filter((pid) => !before.has(pid));
        // Abort once the first sentence's audio (not just the Ogg headers) has come out.
        if (received > 4000) controller.abort(new Error("client disconnected"));
      }
    })();
    await expect(consumed).rejects.toThrow("client disconnected");
    expect(spawned).toHaveLength(1);
    expect(processExists(spawned[0]!)).toBe(false);
  });

  it("kills ffmpeg when the PCM source fails", async () => {
    const before = new Set(ffmpegChildren());
    async function* failing() {
      yield sentence;
      await waitFor(() => ffmpegChildren().some((pid) => !before.has(pid)));
      throw new Error("engine crashed");
    }
    await expect(collect(encodeOggOpus(failing(), { inputRate: rate, bitrateKbps: 64 }))).rejects.toThrow(
      "engine crashed",
    );
    expect(ffmpegChildren().filter((pid) => !before.has(pid))).toEqual([]);
  });

  it("surfaces an ffmpeg failure as an Error carrying ffmpeg's message", async () => {
    async function* engine() {
      yield sentence;
    }
    await expect(collect(encodeOggOpus(engine(), { inputRate: rate, bitrateKbps: 600 }))).rejects.toThrow(
      /ffmpeg failed to encode Ogg Opus \(exit code 1\): .*bit rate 600000 bps is unsupported/s,
    );
    await expect(
      collect(
        encodeOggOpus(engine(), { inputRate: rate, bitrateKbps: 64, ffmpegPath: "/nonexistent/ffmpeg" }),
      ),
    ).rejects.toThrow(/cannot start ffmpeg \(\/nonexistent\/ffmpeg\).*ENOENT/);
  });
});
