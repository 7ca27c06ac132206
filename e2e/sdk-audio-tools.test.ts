import { ffprobe } from "@chorus/adapters/testing/ffprobe";
import type { StartedChorus } from "@chorus/testing";
import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collect } from "./support/collect-stream.ts";
import { sharedChorusAccount } from "./support/shared-chorus-account.ts";

/** Voice isolation and forced alignment through the official SDK, against Chorus started from its entry point. */
describe("official @elevenlabs/elevenlabs-js client: audio isolation and forced alignment", () => {
  let chorus: StartedChorus;
  let apiKey: string;
  let client: ElevenLabsClient;
  let speech: Buffer;
  const text = "Good morning, this is a short test of the audio tools.";
  beforeAll(async () => {
    ({ chorus, apiKey } = await sharedChorusAccount("audio-tools"));
    client = new ElevenLabsClient({ apiKey, baseUrl: chorus.url, maxRetries: 0 });
    const voice = (await client.voices.search({ search: "Sarah" })).voices[0]!;
    speech = await collect(await client.textToSpeech.convert(voice.voiceId, { text }));
  });
  afterAll(async () => chorus?.stop());

  it("audioIsolation.convert and stream return mp3 of the same length", async () => {
    const file = new Blob([new Uint8Array(speech)], { type: "audio/mpeg" });
    const isolated = await collect(await client.audioIsolation.convert({ audio: file }));
    const probe = await ffprobe(isolated);
    expect(probe.stream.codec_name).toBe("mp3");
    const original = await ffprobe(speech);
    expect(Math.abs(probe.duration - original.duration)).toBeLessThan(0.2);
    const streamed = await collect(await client.audioIsolation.stream({ audio: file }));
    expect(streamed.length).toBeGreaterThan(1000);
  });

  it("forcedAlignment.create returns words and characters in order", async () => {
    const result = await client.forcedAlignment.create({
      file: new Blob([new Uint8Array(speech)], { type: "audio/mpeg" }),
      text,
    });
    expect(result.characters.map((c) => c.text).join("")).toBe(text);
    expect(result.words.map((w) => w.text)).toEqual(text.match(/[\p{L}']+/gu));
    for (let i = 1; i < result.words.length; i++)
      expect(result.words[i]!.start).toBeGreaterThanOrEqual(result.words[i - 1]!.start);
    expect(result.loss).toBeGreaterThan(0);
  });
});
