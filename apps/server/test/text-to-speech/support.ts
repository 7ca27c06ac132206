import { premadeVoices } from "@chorus/domain";
import type { TestServer } from "@chorus/testing";

export const sarah = premadeVoices.find((voice) => voice.key === "flite-slt")!;
export const emma = premadeVoices.find((voice) => voice.key === "espeak-en-us-f")!;
export const lukas = premadeVoices.find((voice) => voice.key === "espeak-de-m")!;

export function speak(
  server: TestServer,
  token: string,
  voiceId: string,
  body: Record<string, unknown>,
  options: { path?: string; query?: string } = {},
) {
  return server.request(
    "POST",
    `/v1/text-to-speech/${voiceId}${options.path ?? ""}${options.query ? `?${options.query}` : ""}`,
    {
      token,
      body,
    },
  );
}

/** Seconds of audio in raw 16-bit mono PCM. */
export const pcmSeconds = (bytes: Buffer, sampleRate: number) => bytes.length / 2 / sampleRate;

/** Root-mean-square level of raw 16-bit PCM, 0..1. */
export function pcmRms(bytes: Buffer): number {
  const samples = new Int16Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.length / 2));
  let sum = 0;
  for (const s of samples) sum += (s / 32768) ** 2;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

/**
 * Whether two renderings are the same speech: equal length and a difference far under the signal. Every
 * generation carries a watermark keyed by its own text and settings, so the same sounds from different
 * texts never match byte for byte; the mark sits 20 dB under the speech, a different reading far above.
 */
export function sameSpeech(a: Int16Array, b: Int16Array): boolean {
  if (a.length !== b.length) return false;
  let signal = 0;
  let difference = 0;
  for (let i = 0; i < a.length; i++) {
    signal += a[i]! * a[i]!;
    difference += (a[i]! - b[i]!) ** 2;
  }
  return difference < 0.05 * signal;
}

/** Little-endian 16-bit PCM bytes as samples. */
export const pcmSamples = (bytes: Buffer) =>
  new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length - (bytes.length % 2)));
