import { decodeWithFfmpeg } from "@chorus/adapters/testing/ffprobe";
import { analyzeVoice } from "@chorus/adapters/voice-analysis";
import { type StartedChorus, startChorusProcess } from "@chorus/testing";
import { ElevenLabsClient, ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const apiKey = "sk_chorus_e2e_voices_key_0123456789";
/** Sarah, the premade Flite (CMU Arctic SLT) voice: the "speaker" whose recording is cloned. */
const speakerVoiceId = "pJr3rCeWYRHBqkDwK3A0";
const recordedText =
  "Chorus turns text into speech on your own server. It reads numbers like 42 and dates like March 3rd, " +
  "keeps track of when every word is spoken, and streams the audio while the rest is still being made.";
const otherText =
  "The morning train was late again, so we walked along the river and talked about the summer. " +
  "By noon the sun was out, the market was busy, and everyone seemed to have somewhere to be.";

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const relativeError = (actual: number, expected: number) => Math.abs(actual - expected) / expected;

/**
 * Issue 5's acceptance check for instant cloning: the official SDK clones a voice from a recording
 * (`voices.ivc.create`), reads, renames and deletes it, and the clone's speech measurably matches
 * the recording's pitch (within 10 %) and speaking rate (within 15 %). Billing is off, so the
 * bootstrap workspace is enterprise and may clone.
 */
describe("official SDK: instant voice cloning against Chorus", () => {
  let chorus: StartedChorus;
  let client: ElevenLabsClient;
  beforeAll(async () => {
    chorus = await startChorusProcess({
      CHORUS_BILLING: "off",
      CHORUS_ADMIN_EMAIL: "voices@example.com",
      CHORUS_ADMIN_PASSWORD: "voices-password-1",
      CHORUS_ADMIN_API_KEY: apiKey,
    });
    client = new ElevenLabsClient({ apiKey, baseUrl: chorus.url, maxRetries: 0 });
  });
  afterAll(async () => {
    await chorus?.stop();
  });

  it("clones, speaks like the recording, renames and deletes a voice", async () => {
    const recording = await bytesOf(
      await client.textToSpeech.convert(speakerVoiceId, {
        text: recordedText,
        modelId: "eleven_multilingual_v2",
        outputFormat: "mp3_44100_128",
      }),
    );
    const created = await client.voices.ivc.create({
      name: "Sarah's clone",
      files: [new File([recording], "recording.mp3", { type: "audio/mpeg" })],
      description: "Cloned in the e2e test",
      labels: { accent: "american" },
    });
    expect(created.voiceId).toBeTruthy();
    expect(created.requiresVerification).toBe(false);

    const voice = await client.voices.get(created.voiceId);
    expect(voice).toMatchObject({ name: "Sarah's clone", category: "cloned" });
    expect(voice.samples).toHaveLength(1);
    expect((await client.voices.getAll()).voices.map((v) => v.voiceId)).toContain(created.voiceId);

    const spoken = await bytesOf(
      await client.textToSpeech.convert(created.voiceId, {
        text: otherText,
        modelId: "eleven_multilingual_v2",
        outputFormat: "mp3_44100_128",
      }),
    );
    const sample = analyzeVoice(await decodeWithFfmpeg(recording, 16_000), 16_000);
    const clone = analyzeVoice(await decodeWithFfmpeg(spoken, 16_000), 16_000);
    expect(relativeError(clone.f0MedianHz, sample.f0MedianHz)).toBeLessThan(0.1);
    expect(relativeError(clone.speakingRate, sample.speakingRate)).toBeLessThan(0.15);

    await client.voices.update(created.voiceId, { name: "Sarah, cloned" });
    expect((await client.voices.get(created.voiceId)).name).toBe("Sarah, cloned");

    expect(await client.voices.delete(created.voiceId)).toMatchObject({ status: "ok" });
    const gone = await client.voices.get(created.voiceId).catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(ElevenLabsError);
    expect((gone as ElevenLabsError).statusCode).toBe(404);
  }, 120_000);

  it("designs a voice from a description and creates it from a preview", async () => {
    const design = await client.textToVoice.design({
      voiceDescription: "A deep, slow male voice with a British accent, calm and measured.",
      autoGenerateText: true,
      seed: 7,
    });
    expect(design.previews).toHaveLength(3);
    expect(design.text.length).toBeGreaterThanOrEqual(70);
    const [preview] = design.previews;
    expect(preview!.audioBase64.length).toBeGreaterThan(1000);

    const voice = await client.textToVoice.create({
      voiceName: "Designed narrator",
      voiceDescription: "A deep, slow male voice with a British accent, calm and measured.",
      generatedVoiceId: preview!.generatedVoiceId,
    });
    expect(voice).toMatchObject({ name: "Designed narrator", category: "generated" });
    const spoken = await bytesOf(
      await client.textToSpeech.convert(voice.voiceId, {
        text: otherText,
        modelId: "eleven_multilingual_v2",
      }),
    );
    const features = analyzeVoice(await decodeWithFfmpeg(spoken, 16_000), 16_000);
    // "deep" and "male": well below eSpeak-NG's own male pitch of about 100 Hz.
    expect(features.f0MedianHz).toBeLessThan(95);
    expect(await client.voices.delete(voice.voiceId)).toMatchObject({ status: "ok" });
  }, 120_000);
});
