import { createWriteStream } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { AudioLevels, DecodedAudioFile } from "@chorus/domain";
import { spawnOffThread } from "../child-processes/spawn-off-thread.ts";
import { makeTemporaryFolder } from "../temporary-files/process-temporary-folder.ts";
import { isolateVoice } from "./isolate-voice.ts";

/**
 * Background-noise reduction for `remove_background_noise`: ffmpeg's FFT denoiser (`afftdn`) with
 * noise tracking (`tn=1`, it learns the noise floor from the file itself) and 12 dB of reduction,
 * after a 60 Hz high-pass that removes hum and rumble. Chosen over RNNoise (`arnndn`) because it
 * needs no model file and ships with every ffmpeg build.
 */
export const denoiseFilter = "highpass=f=60,afftdn=nr=12:nf=-40:tn=1";

export interface DecodeOptions {
  sampleRate: number;
  denoise?: boolean;
  /** Voice isolation (`isolate-voice.ts`) after decoding, instead of `denoise`. */
  isolateVoice?: boolean;
  /** The file is raw 16 kHz mono s16le without a header (audio isolation's `pcm_s16le_16`). */
  rawPcm16k?: boolean;
  /** Decode at most this many seconds and one more (so a longer file can be told and refused). */
  maxSeconds?: number;
  /**
   * Also measure the file's levels at its own sample rate (before resampling or denoising): the
   * overall RMS (astats) and the true peak (ebur128's 4× oversampled peak), in one ffmpeg run.
   */
  measureLevels?: boolean;
}

export interface DecoderSettings {
  ffmpegPath?: string;
  /**
   * Where the temporary copies go: the process's folder under `DATA_DIR/tmp` in the server (swept
   * after a crash, so a user's recording never outlives it); the system temp folder when not given
   * (benchmarks, unit tests).
   */
  tempDir?: string;
}

/**
 * Decodes an uploaded file to mono 16-bit PCM at `sampleRate` with an ffmpeg child process. The
 * upload is written to a private temporary file first: containers like MP4 and MOV keep their index
 * at the end, which ffmpeg cannot seek to on a pipe. `null` when ffmpeg finds no audio it can decode.
 */
export function decodeAudioFile(
  file: Uint8Array,
  options: DecodeOptions,
  settings: DecoderSettings = {},
): Promise<(DecodedAudioFile & { levels?: AudioLevels }) | null> {
  return withTemporaryCopy((target) => writeFile(target, file, { mode: 0o600 }), options, settings);
}

/** `decodeAudioFile` for a file that arrives as a stream (a staged upload, a stored blob): never whole in memory. */
export function decodeAudioStream(
  source: AsyncIterable<Uint8Array>,
  options: DecodeOptions,
  settings: DecoderSettings = {},
): Promise<(DecodedAudioFile & { levels?: AudioLevels }) | null> {
  return withTemporaryCopy(
    (target) => pipeline(Readable.from(source), createWriteStream(target, { mode: 0o600 })),
    options,
    settings,
  );
}

async function withTemporaryCopy(
  write: (target: string) => Promise<void>,
  options: DecodeOptions,
  settings: DecoderSettings,
): Promise<(DecodedAudioFile & { levels?: AudioLevels }) | null> {
  const ffmpegPath = settings.ffmpegPath ?? "ffmpeg";
  const folder = await makeTemporaryFolder(settings.tempDir ?? os.tmpdir(), "decode-");
  const input = path.join(folder, "upload");
  try {
    await write(input);
    const filter = !options.isolateVoice && options.denoise ? denoiseFilter : undefined;
    const output = options.measureLevels
      ? ["-filter_complex", levelsGraph(options.denoise), "-map", "[pcm]"]
      : ["-vn", "-map", "0:a:0", ...(filter ? ["-af", filter] : [])];
    const rawInput = options.rawPcm16k ? ["-f", "s16le", "-ar", "16000", "-ac", "1"] : [];
    const result = await runFfmpeg(ffmpegPath, [
      ...["-hide_banner", "-nostdin", "-loglevel", options.measureLevels ? "info" : "error"],
      ...[...rawInput, "-i", input],
      ...output,
      ...(options.maxSeconds === undefined ? [] : ["-t", String(options.maxSeconds + 1)]),
      ...["-f", "s16le", "-acodec", "pcm_s16le", "-ac", "1", "-ar", String(options.sampleRate), "pipe:1"],
    ]);
    if (!result || result.pcm.length < 2) return null;
    const aligned = new Uint8Array(result.pcm.length - (result.pcm.length % 2));
    aligned.set(result.pcm.subarray(0, aligned.length));
    const decodedSamples = new Int16Array(aligned.buffer);
    const samples = options.isolateVoice
      ? await isolateVoice(decodedSamples, options.sampleRate, ffmpegPath)
      : decodedSamples;
    const decoded = {
      samples,
      sampleRate: options.sampleRate,
      durationSeconds: samples.length / options.sampleRate,
    };
    return options.measureLevels ? { ...decoded, levels: parseLevels(result.stderr) } : decoded;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** One branch is decoded to PCM, the other measured; ebur128 logs per frame only at verbose level. */
function levelsGraph(denoise: boolean | undefined): string {
  const pcm = denoise ? `${denoiseFilter}[pcm]` : "anull[pcm]";
  return [
    "[0:a:0]asplit=2[decode][measure]",
    `[decode]${pcm}`,
    "[measure]astats=measure_perchannel=none:measure_overall=RMS_level,ebur128=peak=true:framelog=verbose,anullsink",
  ].join(";");
}

/**
 * Reads astats' "RMS level dB" and ebur128's "True peak … Peak: x dBFS" from ffmpeg's log. The last
 * report counts: ffmpeg may print an empty summary (-inf) for a graph it configured and discarded.
 */
export function parseLevels(log: string): AudioLevels {
  const last = (pattern: RegExp) => [...log.matchAll(pattern)].at(-1)?.[1];
  const rms = last(/RMS level dB:\s*(-?[\d.]+|-inf)/g);
  const peak = last(/True peak:\s*\n\s*Peak:\s*(-?[\d.]+|-inf)\s*dBFS/g);
  const number = (text: string | undefined) =>
    text === undefined || text === "-inf" ? Number.NEGATIVE_INFINITY : Number(text);
  return { rmsDbfs: number(rms), truePeakDbfs: number(peak) };
}

/** ffmpeg's stdout and the tail of its log, or null when it exits with an error (not decodable audio). */
function runFfmpeg(ffmpegPath: string, args: string[]): Promise<{ pcm: Buffer; stderr: string } | null> {
  return new Promise((resolve, reject) => {
    const child = spawnOffThread(ffmpegPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    let stderr = "";
    child.stdout.on("data", (data: Buffer) => output.push(data));
    // Drained so a chatty ffmpeg never blocks; only the tail (the summaries) is kept.
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (text: string) => {
      stderr = (stderr + text).slice(-8192);
    });
    child.once("error", (error) =>
      reject(new Error(`cannot start ffmpeg (${ffmpegPath}) to decode an upload: ${error.message}`)),
    );
    child.once("close", (code) => resolve(code === 0 ? { pcm: Buffer.concat(output), stderr } : null));
  });
}
