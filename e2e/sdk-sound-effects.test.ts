import { decodeWithFfmpeg } from "@chorus/adapters/testing/ffprobe";
import type { StartedChorus } from "@chorus/testing";
import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collect } from "./support/collect-stream.ts";
import { sharedChorusAccount } from "./support/shared-chorus-account.ts";

/** The acceptance check for sound effects: the official SDK gets audio exactly as long as asked. */
describe("official @elevenlabs/elevenlabs-js client: text to sound effects", () => {
  let chorus: StartedChorus;
  let apiKey: string;
  let client: ElevenLabsClient;
  beforeAll(async () => {
    ({ chorus, apiKey } = await sharedChorusAccount("sfx"));
    client = new ElevenLabsClient({ apiKey, baseUrl: chorus.url, maxRetries: 0 });
  });
  afterAll(async () => chorus?.stop());

  it("textToSoundEffects.convert returns raw PCM of exactly the requested duration", async () => {
    const { data, rawResponse } = await client.textToSoundEffects
      .convert({ text: "Rain on a tin roof", durationSeconds: 2, outputFormat: "pcm_16000" })
      .withRawResponse();
    const audio = await collect(data);
    expect(audio.length).toBe(2 * 16_000 * 2);
    expect(rawResponse.headers.get("character-cost")).toBe("80");
    expect(rawResponse.headers.get("x-chorus-sound-recipe")).toBe("rain");
    const samples = new Int16Array(audio.buffer, audio.byteOffset, audio.length / 2);
    expect(samples.some((sample) => Math.abs(sample) > 1_000)).toBe(true);
  });

  it("textToSoundEffects.convert answers mp3 by default, exactly as long as asked", async () => {
    const audio = await collect(
      await client.textToSoundEffects.convert({ text: "laser blast", durationSeconds: 1.5 }),
    );
    // An MPEG frame sync (or an ID3 tag) starts the stream.
    expect(audio.length).toBeGreaterThan(1_000);
    expect(audio[0] === 0xff || audio.subarray(0, 3).toString() === "ID3").toBe(true);
    // mp3_44100_128, whose gapless header has ffmpeg (as Chromium) drop the encoder's delay and padding.
    const decoded = await decodeWithFfmpeg(audio, 44_100);
    expect(Math.abs(decoded.length - 1.5 * 44_100)).toBeLessThanOrEqual(1);
  });
});
