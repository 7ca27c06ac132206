import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StartedChorus, startChorusProcess } from "./support/start-chorus-process.ts";

const apiKey = "sk_chorus_e2e_professional_voices_0123";
/** Premade Flite voices: Sarah (slt) is the speaker being cloned, Ryan (rms) the other person in the interview. */
const speakerVoiceId = "pJr3rCeWYRHBqkDwK3A0";
const otherVoiceId = "OYqdsF8VDxnjPgObMzVS";
const paragraph =
  "The committee met on Tuesday to discuss the budget for the coming year. After a long debate, they agreed to fund the library.";

const pause = new Int16Array(16_000);
function wav(pieces: Int16Array[]): Buffer {
  const parts = [pause, ...pieces.flatMap((piece) => [piece, pause])];
  const pcm = Buffer.concat(parts.map((part) => Buffer.from(part.buffer, part.byteOffset, part.byteLength)));
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

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
    fs.writeFileSync(path.join(folder, "clip.wav"), wav([speaker]));
    await promisify(execFile)("ffmpeg", [
      ...["-hide_banner", "-loglevel", "error", "-stream_loop", "-1", "-i", path.join(folder, "clip.wav")],
      ...["-t", String(31 * 60), "-ar", "8000", "-c:a", "pcm_mulaw", path.join(folder, "book.wav")],
    ]);

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
