import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type StartedChorus, startChorusProcess } from "@chorus/testing";
import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  loopToTrainingLength,
  otherVoiceId,
  paragraph,
  speakerVoiceId,
  wav,
} from "./support/professional-recordings.ts";

const apiKey = "sk_chorus_e2e_professional_voices_0123";
const file = (bytes: Buffer, name: string) => new File([new Uint8Array(bytes)], name, { type: "audio/wav" });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Issue 5 §3's acceptance check: the official SDK's professional-cloning calls against the real
 * process on the embedded database, whose worker runs the background jobs. A two-speaker interview
 * is separated and the speaker chosen; the captcha is read in the speaker's voice; training runs on
 * 31 minutes of the speaker; the trained voice is read back and speaks.
 */
describe("official SDK: professional voice cloning against Chorus", () => {
  let chorus: StartedChorus;
  let client: ElevenLabsClient;
  const speak = async (voiceId: string, text: string) => {
    const audio = await client.textToSpeech.convert(voiceId, {
      text,
      modelId: "eleven_multilingual_v2",
      outputFormat: "wav_16000",
    });
    const bytes = Buffer.from(await new Response(audio).arrayBuffer());
    return new Int16Array(bytes.buffer.slice(bytes.byteOffset + 44, bytes.byteOffset + bytes.length));
  };

  beforeAll(async () => {
    chorus = await startChorusProcess({
      CHORUS_BILLING: "off",
      CHORUS_ADMIN_EMAIL: "pvc@example.com",
      CHORUS_ADMIN_PASSWORD: "pvc-password-1",
      CHORUS_ADMIN_API_KEY: apiKey,
    });
    client = new ElevenLabsClient({ apiKey, baseUrl: chorus.url, maxRetries: 0 });
  });
  afterAll(async () => {
    await chorus?.stop();
  });

  it("creates, separates speakers, verifies by captcha, trains and speaks", async () => {
    const speaker = await speak(speakerVoiceId, paragraph);
    const interview = wav([speaker, await speak(otherVoiceId, paragraph), speaker]);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "chorus-e2e-pvc-"));
    await loopToTrainingLength(speaker, folder, path.join(folder, "book.wav"));

    const { voiceId } = await client.voices.pvc.create({
      name: "Sarah, professional",
      language: "en",
      description: "Cloned in the e2e test",
      labels: { gender: "female" },
    });
    const samples = await client.voices.pvc.samples.create(voiceId, {
      files: [
        file(interview, "interview.wav"),
        file(fs.readFileSync(path.join(folder, "book.wav")), "book.wav"),
      ],
    });
    expect(samples).toHaveLength(2);
    const interviewId = samples[0]!.sampleId!;

    expect(await client.voices.pvc.samples.speakers.separate(voiceId, interviewId)).toEqual({ status: "ok" });
    const separation = await until(
      () => client.voices.pvc.samples.speakers.get(voiceId, interviewId),
      (result) => result.status === "completed",
      "speaker separation",
    );
    expect(Object.keys(separation.speakers ?? {})).toEqual(["speaker_0", "speaker_1"]);
    const heard = await client.voices.pvc.samples.speakers.audio.get(voiceId, interviewId, "speaker_1");
    expect(heard.durationSecs).toBeGreaterThan(3);
    await client.voices.pvc.samples.update(voiceId, interviewId, { selectedSpeakerIds: ["speaker_0"] });
    const waveform = await client.voices.pvc.samples.waveform.get(voiceId, interviewId);
    expect(waveform.visualWaveform).toHaveLength(200);
    const original = await client.voices.pvc.samples.audio.get(voiceId, interviewId);
    expect(Buffer.from(original.audioBase64, "base64").equals(interview)).toBe(true);

    // The SDK ignores the captcha body; the text comes from the same call made directly.
    await client.voices.pvc.verification.captcha.get(voiceId);
    const captcha = await (
      await fetch(`${chorus.url}/v1/voices/pvc/${voiceId}/captcha`, { headers: { "xi-api-key": apiKey } })
    ).json();
    const reading = wav([await speak(speakerVoiceId, captcha.text)]);
    expect(
      await client.voices.pvc.verification.captcha.verify(voiceId, { recording: file(reading, "me.wav") }),
    ).toEqual({
      status: "ok",
    });

    expect(await client.voices.pvc.train(voiceId, { modelId: "eleven_multilingual_v2" })).toEqual({
      status: "ok",
    });
    const trained = await until(
      () => client.voices.get(voiceId),
      (voice) => voice.fineTuning?.state?.eleven_multilingual_v2 === "fine_tuned",
      "training",
    );
    expect(trained.category).toBe("professional");
    expect(trained.voiceVerification?.isVerified).toBe(true);
    expect(trained.fineTuning?.sliceIds?.length).toBe(3);
    expect(trained.fineTuning?.progress?.eleven_multilingual_v2).toBe(1);

    const spoken = await client.textToSpeech.convert(voiceId, {
      text: paragraph,
      modelId: "eleven_multilingual_v2",
    });
    expect(Buffer.from(await new Response(spoken).arrayBuffer()).length).toBeGreaterThan(5000);
    fs.rmSync(folder, { recursive: true, force: true });
  }, 180_000);
});
