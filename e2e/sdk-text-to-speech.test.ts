import { ffprobe } from "@chorus/adapters/testing/ffprobe";
import type { StartedChorus } from "@chorus/testing";
import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collect } from "./support/collect-stream.ts";
import { sharedChorusAccount } from "./support/shared-chorus-account.ts";

/** The acceptance check for speech: the official SDK lists models and voices and gets valid audio. */
describe("official @elevenlabs/elevenlabs-js client: models, voices and text to speech", () => {
  let chorus: StartedChorus;
  let apiKey: string;
  let client: ElevenLabsClient;
  let voiceId: string;
  beforeAll(async () => {
    ({ chorus, apiKey } = await sharedChorusAccount("tts"));
    client = new ElevenLabsClient({ apiKey, baseUrl: chorus.url, maxRetries: 0 });
  });
  afterAll(async () => chorus?.stop());

  it("models.list names the ElevenLabs model ids with their credit factors", async () => {
    const models = await client.models.list();
    const ids = models.map((m) => m.modelId);
    expect(ids).toEqual(
      expect.arrayContaining([
        "eleven_multilingual_v2",
        "eleven_v3",
        "eleven_flash_v2_5",
        "eleven_flash_v2",
        "eleven_turbo_v2_5",
        "eleven_turbo_v2",
        "eleven_monolingual_v1",
        "eleven_multilingual_v1",
      ]),
    );
    expect(models.find((m) => m.modelId === "eleven_flash_v2_5")?.modelRates?.characterCostMultiplier).toBe(
      0.5,
    );
  });

  it("voices.getAll, voices.search and voices.get", async () => {
    const all = await client.voices.getAll({ showLegacy: true });
    expect(all.voices.length).toBeGreaterThanOrEqual(40);
    const search = await client.voices.search({ search: "Sarah", includeTotalCount: true });
    expect(search.voices[0]?.name).toBe("Sarah");
    voiceId = search.voices[0]!.voiceId;
    const voice = await client.voices.get(voiceId);
    expect(voice.category).toBe("premade");
    expect(voice.settings?.stability).toBe(0.5);
  });

  it("textToSpeech.convert and stream return valid mp3", async () => {
    const converted = await collect(
      await client.textToSpeech.convert(voiceId, { text: "Hello from the official client." }),
    );
    expect((await ffprobe(converted)).stream.codec_name).toBe("mp3");
    const streamed = await collect(
      await client.textToSpeech.stream(voiceId, {
        text: "Streaming works too. Sentence by sentence.",
        outputFormat: "mp3_22050_32",
      }),
    );
    const probe = await ffprobe(streamed);
    expect(probe.stream.codec_name).toBe("mp3");
    expect(Number(probe.stream.sample_rate)).toBe(22_050);
  });

  it("convertWithTimestamps and streamWithTimestamps return audio with alignment", async () => {
    const text = "Timestamps for every character.";
    const result = await client.textToSpeech.convertWithTimestamps(voiceId, { text });
    expect(result.alignment?.characters.join("")).toBe(text);
    expect((await ffprobe(Buffer.from(result.audioBase64, "base64"))).stream.codec_name).toBe("mp3");
    const chunks: { audioBase64: string; alignment?: { characters: string[] } }[] = [];
    for await (const chunk of await client.textToSpeech.streamWithTimestamps(voiceId, { text }))
      chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.flatMap((c) => c.alignment?.characters ?? []).join("")).toBe(text);
  });

  it("history.list, get, getAudio, download and delete the generations it made", async () => {
    const page = await client.history.list({ pageSize: 10 });
    expect(page.history.length).toBeGreaterThan(0);
    const item = page.history[0]!;
    const fetched = await client.history.get(item.historyItemId);
    expect(fetched.voiceId).toBe(voiceId);
    expect(fetched.text).toBeTruthy();
    const audio = await collect(await client.history.getAudio(item.historyItemId));
    expect((await ffprobe(audio)).stream.codec_name).toBe("mp3");
    const single = await collect(await client.history.download({ historyItemIds: [item.historyItemId] }));
    expect(Buffer.compare(single, audio)).toBe(0);
    const zip = await collect(
      await client.history.download({ historyItemIds: page.history.slice(0, 2).map((h) => h.historyItemId) }),
    );
    expect(zip.subarray(0, 2).toString()).toBe("PK");
    await client.history.delete(item.historyItemId);
    const after = await client.history.list({ pageSize: 100 });
    expect(after.history.map((h) => h.historyItemId)).not.toContain(item.historyItemId);
  });
});
