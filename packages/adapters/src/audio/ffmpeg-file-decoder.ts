import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { DecodedAudioFile } from "@chorus/domain";

/**
 * Background-noise reduction for `remove_background_noise`: ffmpeg's FFT denoiser (`afftdn`) with
 * noise tracking (`tn=1`, it learns the noise floor from the file itself) and 12 dB of reduction,
 * after a 60 Hz high-pass that removes hum and rumble. Chosen over RNNoise (`arnndn`) because it
 * needs no model file and ships with every ffmpeg build.
 */
export const denoiseFilter = "highpass=f=60,afftdn=nr=12:nf=-40:tn=1";

/**
 * Decodes an uploaded file to mono 16-bit PCM at `sampleRate` with an ffmpeg child process. The
 * upload is written to a private temporary file first: containers like MP4 and MOV keep their index
 * at the end, which ffmpeg cannot seek to on a pipe. `null` when ffmpeg finds no audio it can decode.
 */
export async function decodeAudioFile(
  file: Uint8Array,
  options: { sampleRate: number; denoise?: boolean },
  ffmpegPath = "ffmpeg",
): Promise<DecodedAudioFile | null> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "chorus-upload-"));
  const input = path.join(folder, "upload");
  try {
    await writeFile(input, file, { mode: 0o600 });
    const pcm = await runFfmpeg(ffmpegPath, [
      ...["-hide_banner", "-nostdin", "-loglevel", "error", "-i", input, "-vn", "-map", "0:a:0"],
      ...(options.denoise ? ["-af", denoiseFilter] : []),
      ...["-f", "s16le", "-acodec", "pcm_s16le", "-ac", "1", "-ar", String(options.sampleRate), "pipe:1"],
    ]);
    if (!pcm || pcm.length < 2) return null;
    const aligned = new Uint8Array(pcm.length - (pcm.length % 2));
    aligned.set(pcm.subarray(0, aligned.length));
    const samples = new Int16Array(aligned.buffer);
    return { samples, sampleRate: options.sampleRate, durationSeconds: samples.length / options.sampleRate };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** ffmpeg's stdout, or null when it exits with an error (the file is not decodable audio). */
function runFfmpeg(ffmpegPath: string, args: string[]): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    child.stdout.on("data", (data: Buffer) => output.push(data));
    // Drained so a chatty ffmpeg never blocks; why a file is undecodable is not the caller's concern.
    child.stderr.resume();
    child.once("error", (error) =>
      reject(new Error(`cannot start ffmpeg (${ffmpegPath}) to decode an upload: ${error.message}`)),
    );
    child.once("close", (code) => resolve(code === 0 ? Buffer.concat(output) : null));
  });
}
