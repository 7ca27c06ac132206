import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { wavHeader } from "@chorus/adapters/audio";

/**
 * The recordings the professional-cloning end-to-end tests (SDK and browser) upload. Premade Flite
 * voices stand in for people: Sarah (slt) is the speaker being cloned, Ryan (rms) the other voice in
 * an interview (pocketsphinx can hear Flite; it cannot hear eSpeak-NG).
 */
export const speakerVoiceId = "pJr3rCeWYRHBqkDwK3A0";
export const otherVoiceId = "OYqdsF8VDxnjPgObMzVS";
export const paragraph =
  "The committee met on Tuesday to discuss the budget for the coming year. After a long debate, they agreed to fund the library.";

/** PCM pieces (16 kHz mono) with a second of silence before, between and after them, as a WAV file. */
export function wav(pieces: Int16Array[]): Buffer {
  const pause = new Int16Array(16_000);
  const parts = [pause, ...pieces.flatMap((piece) => [piece, pause])];
  const pcm = Buffer.concat(parts.map((part) => Buffer.from(part.buffer, part.byteOffset, part.byteLength)));
  return Buffer.concat([wavHeader(16_000, pcm.length), pcm]);
}

/**
 * 31 minutes of one speaker, cheaply: a short reading looped by ffmpeg into 8 kHz mu-law WAV (about
 * 15 MB, no codec work), enough for training's 30-minute minimum. Written to `file`.
 */
export async function loopToTrainingLength(reading: Int16Array, folder: string, file: string): Promise<void> {
  const clip = path.join(folder, "clip.wav");
  fs.writeFileSync(clip, wav([reading]));
  await promisify(execFile)("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-stream_loop", "-1", "-i", clip],
    ...["-t", String(31 * 60), "-ar", "8000", "-c:a", "pcm_mulaw", file],
  ]);
}
