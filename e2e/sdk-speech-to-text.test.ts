import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StartedChorus, startChorusProcess } from "./support/start-chorus-process.ts";

const apiKey = "sk_chorus_e2e_stt_key_0123456789abcdef";
/** Sarah, the premade Flite voice. */
const sarahVoiceId = "pJr3rCeWYRHBqkDwK3A0";

async function collect(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The acceptance check: the official SDK's `speechToText.convert` works against Chorus. */
describe("official @elevenlabs/elevenlabs-js client: speech to text", () => {
  let chorus: StartedChorus;
  let client: ElevenLabsClient;
  beforeAll(async () => {
    chorus = await startChorusProcess({
      CHORUS_ADMIN_EMAIL: "stt-owner@example.com",
      CHORUS_ADMIN_PASSWORD: "owner-password-1",
      CHORUS_ADMIN_API_KEY: apiKey,
    });
    client = new ElevenLabsClient({ apiKey, baseUrl: chorus.url, maxRetries: 0 });
  });
  afterAll(async () => chorus?.stop());

  it("speechToText.convert transcribes speech the server spoke", async () => {
    const audio = await collect(
      await client.textToSpeech.convert(sarahVoiceId, {
        text: "Please send the report to my office before noon.",
        outputFormat: "mp3_44100_128",
      }),
    );
    const transcript = await client.speechToText.convert({
      file: new Blob([new Uint8Array(audio)], { type: "audio/mpeg" }),
      modelId: "scribe_v1",
      additionalFormats: [{ format: "srt" }],
    });
    if (!("text" in transcript) || !("words" in transcript))
      throw new Error("not a single-channel transcript");
    expect(transcript.text).toMatch(/office/);
    expect(transcript.languageCode).toBe("eng");
    expect(transcript.words.some((word) => word.type === "spacing")).toBe(true);
    expect(transcript.additionalFormats?.[0]?.requestedFormat).toBe("srt");
  }, 60_000);
});
