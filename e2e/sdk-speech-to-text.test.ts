import type { StartedChorus } from "@chorus/testing";
import { ElevenLabsClient, ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collect } from "./support/collect-stream.ts";
import { sharedChorusAccount } from "./support/shared-chorus-account.ts";

/** Sarah, the premade Flite voice. */
const sarahVoiceId = "pJr3rCeWYRHBqkDwK3A0";

/** Asks for a transcript until it is no longer processing (409), as a polling client does. */
async function pollTranscript(client: ElevenLabsClient, id: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await client.speechToText.transcripts.get(id);
    } catch (error) {
      if (!(error instanceof ElevenLabsError) || error.statusCode !== 409 || attempt >= 120) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** The acceptance check: the official SDK's `speechToText.convert` works against Chorus. */
describe("official @elevenlabs/elevenlabs-js client: speech to text", () => {
  let chorus: StartedChorus;
  let apiKey: string;
  let client: ElevenLabsClient;
  beforeAll(async () => {
    ({ chorus, apiKey } = await sharedChorusAccount("stt"));
    client = new ElevenLabsClient({ apiKey, baseUrl: chorus.url, maxRetries: 0 });
  });
  afterAll(async () => chorus?.stop());

  let audio: Buffer;
  const speak = async () => {
    audio ??= await collect(
      await client.textToSpeech.convert(sarahVoiceId, {
        text: "Please send the report to my office before noon.",
        outputFormat: "mp3_44100_128",
        // Seeded: the same speech every run, not a random voice variation each time.
        seed: 1,
      }),
    );
    return audio;
  };

  it("speechToText.convert transcribes speech the server spoke, and transcripts.get answers it again", async () => {
    const audio = await speak();
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
    const stored = await client.speechToText.transcripts.get(transcript.transcriptionId!);
    if (!("text" in stored)) throw new Error("not a single-channel transcript");
    expect(stored.text).toBe(transcript.text);
  }, 60_000);

  it("speechToText.convert with webhook answers at once; the worker's transcript is polled, then deleted", async () => {
    const audio = await speak();
    const accepted = await client.speechToText.convert({
      file: new Blob([new Uint8Array(audio)], { type: "audio/mpeg" }),
      modelId: "scribe_v1",
      webhook: true,
      additionalFormats: [{ format: "pdf" }],
    });
    if (!("requestId" in accepted)) throw new Error("not the webhook answer");
    expect(accepted.message).toContain("/v1/speech-to-text/transcripts/");
    const id = accepted.transcriptionId!;
    const transcript = await pollTranscript(client, id);
    if (!("text" in transcript)) throw new Error("not a single-channel transcript");
    expect(transcript.text).toMatch(/office/);
    expect(transcript.transcriptionId).toBe(id);
    expect(transcript.additionalFormats?.[0]).toMatchObject({ fileExtension: "pdf", isBase64Encoded: true });

    await client.speechToText.transcripts.delete(id);
    const gone = await client.speechToText.transcripts.get(id).catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(ElevenLabsError);
    expect((gone as ElevenLabsError).statusCode).toBe(404);
  }, 120_000);
});
