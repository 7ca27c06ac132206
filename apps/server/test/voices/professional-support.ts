import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { wavHeader } from "@chorus/adapters/audio";
import type { TestAccount, TestServer } from "@chorus/testing";
import { SpeakerAudioResponseModel } from "@elevenlabs/elevenlabs-js/dist/serialization/types/SpeakerAudioResponseModel.js";
import { SpeakerSeparationResponseModel } from "@elevenlabs/elevenlabs-js/dist/serialization/types/SpeakerSeparationResponseModel.js";
import { VoiceSample } from "@elevenlabs/elevenlabs-js/dist/serialization/types/VoiceSample.js";
import { VoiceSamplePreviewResponseModel } from "@elevenlabs/elevenlabs-js/dist/serialization/types/VoiceSamplePreviewResponseModel.js";
import { VoiceSampleVisualWaveformResponseModel } from "@elevenlabs/elevenlabs-js/dist/serialization/types/VoiceSampleVisualWaveformResponseModel.js";
import { runChorusCommand } from "../../src/cli/run-command.ts";

const sdkOptions = { unrecognizedObjectKeys: "passthrough" as const, breadcrumbsPrefix: ["response"] };

/** Professional-cloning bodies read with the official SDK's own schemas (they throw on a missing required field). */
export const readPvcAsSdk = {
  samples: (body: unknown) =>
    (body as unknown[]).map((sample) => VoiceSample.parseOrThrow(sample, sdkOptions)),
  speakers: (body: unknown) => SpeakerSeparationResponseModel.parseOrThrow(body, sdkOptions),
  speakerAudio: (body: unknown) => SpeakerAudioResponseModel.parseOrThrow(body, sdkOptions),
  sampleAudio: (body: unknown) => VoiceSamplePreviewResponseModel.parseOrThrow(body, sdkOptions),
  waveform: (body: unknown) => VoiceSampleVisualWaveformResponseModel.parseOrThrow(body, sdkOptions),
};

/** The premade Flite voices: Sarah (slt, female) is the speaker; Ryan (rms, male) the other voice. */
export const speakerVoiceId = "pJr3rCeWYRHBqkDwK3A0";
export const otherSpeakerVoiceId = "OYqdsF8VDxnjPgObMzVS";

/** Mono 16-bit PCM of a 16 kHz WAV made by Chorus's own encoder (a 44-byte header). */
export const pcmOfWav = (wav: Buffer) =>
  new Int16Array(wav.buffer.slice(wav.byteOffset + 44, wav.byteOffset + wav.length));

export function wavOf(pcm: Int16Array, sampleRate = 16_000): Buffer {
  return Buffer.concat([
    wavHeader(sampleRate, pcm.byteLength),
    Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength),
  ]);
}

/** Pieces of PCM with a second of silence before, between and after them, as one WAV. */
export function withPauses(pieces: Int16Array[], sampleRate = 16_000): Buffer {
  const pause = new Int16Array(sampleRate);
  const parts = [pause, ...pieces.flatMap((piece) => [piece, pause])];
  const out = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return wavOf(out, sampleRate);
}

/** Speech of a premade voice as 16 kHz PCM (the test's stand-in for a person reading). */
export async function speak(server: TestServer, account: TestAccount, voiceId: string, text: string) {
  const response = await server.request("POST", `/v1/text-to-speech/${voiceId}?output_format=wav_16000`, {
    token: account.accessToken,
    body: { text, model_id: "eleven_multilingual_v2", seed: 1 },
  });
  if (response.statusCode !== 200) throw new Error(`speech ${response.statusCode}: ${response.body}`);
  return pcmOfWav(response.rawPayload);
}

let longFixture: Promise<string> | undefined;

/**
 * 31 minutes of one speaker for the training case, made cheaply once per test process: a ~12 s
 * reading looped by ffmpeg into 8 kHz mu-law WAV (about 15 MB; no codec work, decoded in a second).
 */
export function longRecording(reading: Int16Array): Promise<string> {
  longFixture ??= (async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "chorus-pvc-fixture-"));
    const clip = path.join(folder, "clip.wav");
    const out = path.join(folder, "thirty-one-minutes.wav");
    fs.writeFileSync(clip, withPauses([reading]));
    await promisify(execFile)("ffmpeg", [
      ...["-hide_banner", "-loglevel", "error", "-stream_loop", "-1", "-i", clip],
      ...["-t", String(31 * 60), "-ar", "8000", "-c:a", "pcm_mulaw", "-y", out],
    ]);
    return out;
  })();
  return longFixture;
}

/** The operator's command, in-process against the test server's ports. */
export async function runOperatorCommand(server: TestServer, argv: string[]) {
  const lines: string[] = [];
  const code = await runChorusCommand(argv, {
    ctx: { ports: server.ports },
    out: (line) => lines.push(line),
  });
  return { code, output: lines.join("\n") };
}
