import type { ProsodyControls } from "@chorus/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectSynthesis, wordTimingProblems } from "../testing/collect-synthesis.ts";
import {
  type FakeSpeechServer,
  fakeMsPerCharacter,
  startFakeSpeechServer,
} from "../testing/fake-openai-speech-server.ts";
import { rms } from "../testing/pitch-analysis.ts";
import { createRemoteEngine } from "./remote-engine.ts";

const neutral: ProsodyControls = { rate: 1, pitch: 1, pitchRange: 0.5 };
let server: FakeSpeechServer;
beforeAll(async () => {
  server = await startFakeSpeechServer({ apiKey: "sk-test" });
});
afterAll(() => server.close());

const engineFor = (apiKey = "sk-test") =>
  createRemoteEngine({ baseUrl: `${server.url}/`, apiKey, model: "kokoro", voices: ["alloy", "nova"] });
const speak = (
  text: string,
  options: { voice?: string; rate?: number; signal?: AbortSignal; apiKey?: string } = {},
) =>
  collectSynthesis(engineFor(options.apiKey), {
    text,
    voice: { engine: "remote", engineVoiceId: options.voice ?? "nova" },
    prosody: { ...neutral, rate: options.rate ?? 1 },
    signal: options.signal,
  });

describe("remote (OpenAI-compatible) engine", { timeout: 30_000 }, () => {
  it("posts the OpenAI request and streams the PCM answer as it downloads", async () => {
    const text = "Hello from the other side of the network.";
    const result = await speak(text, { rate: 1.25 });
    const request = server.requests.at(-1)!;
    expect(request.authorization).toBe("Bearer sk-test");
    expect(request.body).toEqual({
      model: "kokoro",
      input: text,
      voice: "nova",
      response_format: "pcm",
      speed: 1.25,
    });
    expect(result.audioChunks).toBeGreaterThan(3);
    expect(result.durationMs).toBeCloseTo((text.length * fakeMsPerCharacter) / 1.25, -1);
    expect(rms(result.samples)).toBeGreaterThan(1000);
    expect(engineFor().sampleRate({ engine: "remote", engineVoiceId: "nova" })).toBe(24_000);
  });

  it("reassembles samples split across odd-sized network chunks exactly", async () => {
    const result = await speak("Exact samples, please.");
    const expected = Array.from({ length: 200 }, (_, i) =>
      Math.round(8000 * (0.6 + 0.4 * Math.sin(i / 2400)) * Math.sin((2 * Math.PI * 220 * i) / 24_000)),
    );
    expect([...result.samples.slice(0, 200)]).toEqual(expected);
    // 1001 bytes is an odd split: the sample straddling it must survive.
    expect(result.samples[500]).toBe(
      Math.round(8000 * (0.6 + 0.4 * Math.sin(500 / 2400)) * Math.sin((2 * Math.PI * 220 * 500) / 24_000)),
    );
  });

  it("estimates word timings in proportion to word length over the audio", async () => {
    const text = "A tiny, remarkably elaborate sentence.";
    const result = await speak(text);
    expect(wordTimingProblems(text, result.words, result.durationMs)).toEqual([]);
    expect(result.words.map((w) => text.slice(w.charStart, w.charEnd))).toEqual([
      "A",
      "tiny",
      "remarkably",
      "elaborate",
      "sentence",
    ]);
    expect(result.words.at(-1)!.endMs).toBeCloseTo(result.durationMs, 3);
    const [a, , remarkably] = result.words;
    expect(remarkably!.endMs - remarkably!.startMs).toBeCloseTo((a!.endMs - a!.startMs) * 10, 3);
  });

  it("throws a clear error with the server's answer when it refuses", async () => {
    await expect(speak("Hello", { apiKey: "wrong" })).rejects.toThrow(
      /Remote TTS server answered 401 Unauthorized: .*Incorrect API key provided/,
    );
    await expect(speak("Please overload the engine.")).rejects.toThrow(/answered 503 .*currently overloaded/);
  });

  it("refuses a voice that is not configured, before any request", async () => {
    const before = server.requests.length;
    await expect(speak("Hello", { voice: "shimmer" })).rejects.toThrow(/Unknown remote voice "shimmer"/);
    expect(server.requests.length).toBe(before);
  });

  it("reports an unreachable server clearly", async () => {
    const engine = createRemoteEngine({ baseUrl: "http://127.0.0.1:9", voices: [] });
    await expect(
      collectSynthesis(engine, {
        text: "Hi",
        voice: { engine: "remote", engineVoiceId: "x" },
        prosody: neutral,
      }),
    ).rejects.toThrow(/Remote TTS server http:\/\/127.0.0.1:9\/v1\/audio\/speech unreachable/);
  });

  it("stops the download when aborted mid-stream", async () => {
    const controller = new AbortController();
    const disconnectsBefore = server.disconnects;
    const iterator = engineFor()
      .synthesize({
        text: "Speak this very slowly so that the download takes a good few seconds to finish.",
        voice: { engine: "remote", engineVoiceId: "alloy" },
        prosody: neutral,
        signal: controller.signal,
      })
      [Symbol.asyncIterator]();
    expect((await iterator.next()).value?.kind).toBe("audio");
    controller.abort();
    await expect(iterator.next()).rejects.toMatchObject({ name: "AbortError" });
    await expect.poll(() => server.disconnects).toBe(disconnectsBefore + 1);
  });
});
