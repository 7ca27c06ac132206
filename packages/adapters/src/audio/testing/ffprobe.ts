import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface ProbedStream {
  codec_name: string;
  sample_rate: string;
  channels: number;
  bit_rate?: string;
  duration?: string;
  tags?: Record<string, string>;
}

export interface Probe {
  stream: ProbedStream;
  /** Seconds, from the stream or (for Ogg, whose stream lacks it) the container. */
  duration: number;
}

/** Writes the bytes to a temp file and asks ffprobe what it sees there (options go before the input). */
export async function ffprobe(bytes: Uint8Array, inputOptions: string[] = []): Promise<Probe> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "chorus-audio-"));
  const file = path.join(dir, "audio.bin");
  try {
    await fs.writeFile(file, bytes);
    const { stdout } = await run("ffprobe", [
      ...["-v", "error", ...inputOptions, "-show_streams", "-show_format", "-of", "json", file],
    ]);
    const parsed = JSON.parse(stdout) as { streams: ProbedStream[]; format: { duration?: string } };
    const stream = parsed.streams[0];
    if (!stream) throw new Error("ffprobe found no stream");
    return { stream, duration: Number(stream.duration ?? parsed.format.duration) };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Decodes any format ffmpeg reads to mono 16-bit PCM at `sampleRate` (inputOptions describe raw input). */
export async function decodeWithFfmpeg(
  bytes: Uint8Array,
  sampleRate: number,
  inputOptions: string[] = [],
): Promise<Int16Array> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "chorus-audio-"));
  const file = path.join(dir, "audio.bin");
  try {
    await fs.writeFile(file, bytes);
    const { stdout } = await run(
      "ffmpeg",
      [
        ...[
          "-v",
          "error",
          ...inputOptions,
          "-i",
          file,
          "-f",
          "s16le",
          "-ac",
          "1",
          "-ar",
          String(sampleRate),
          "pipe:1",
        ],
      ],
      { encoding: "buffer", maxBuffer: 512 * 1024 * 1024 },
    );
    return new Int16Array(stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + stdout.byteLength));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
