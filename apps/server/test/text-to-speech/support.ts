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
