import type { Writable } from "node:stream";
import { spawnOffThread } from "../child-processes/spawn-off-thread.ts";
import { pcm16LittleEndian } from "./pcm-bytes.ts";

export interface OggOpusOptions {
  /** Rate of the incoming PCM; ffmpeg resamples it to 48 kHz (in its own process, off the event loop). */
  inputRate: number;
  bitrateKbps: number;
  /** The ffmpeg executable (default `ffmpeg` on PATH). */
  ffmpegPath?: string;
}

/** How much of ffmpeg's stderr is kept for the error message. */
const stderrTailBytes = 2048;

/**
 * `opus_48000_<kbps>`: Opus in Ogg through an ffmpeg child process (no maintained pure-JS Opus encoder with
 * an Ogg muxer exists; Debian's ffmpeg has libopus). PCM is written to stdin as it arrives and stdout is
 * yielded as it comes. The flags exist for latency: without `-probesize 32 -analyzeduration 0` ffmpeg sits
 * on the first second of input probing a raw format it was told; without `-page_duration` and
 * `-flush_packets` the Ogg muxer holds a second of audio per page.
 *
 * The generator owns the process: it is killed (and reaped) when the consumer stops early, when `pcm`
 * throws (including an abort raised by an `abortable` source), and a non-zero exit becomes an Error that
 * carries ffmpeg's own message.
 */
export async function* encodeOggOpus(
  pcm: AsyncIterable<Int16Array>,
  options: OggOpusOptions,
): AsyncGenerator<Uint8Array> {
  const ffmpegPath = options.ffmpegPath ?? "ffmpeg";
  const child = spawnOffThread(
    ffmpegPath,
    [
      ...["-hide_banner", "-nostdin", "-loglevel", "error"],
      ...["-probesize", "32", "-analyzeduration", "0"],
      ...["-f", "s16le", "-ar", String(options.inputRate), "-ac", "1", "-i", "pipe:0"],
      ...["-ar", "48000", "-c:a", "libopus", "-b:a", `${options.bitrateKbps}k`],
      ...["-page_duration", "100000", "-flush_packets", "1", "-f", "ogg", "pipe:1"],
    ],
    { stdio: ["pipe", "pipe", "pipe"] },
  );

  let stderr = "";
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (text: string) => {
    stderr = (stderr + text).slice(-stderrTailBytes);
  });
  let spawnError: Error | undefined;
  const closed = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("error", (error) => {
      spawnError = error;
      resolve({ code: null, signal: null });
    });
    child.once("close", (code, signal) => resolve({ code, signal }));
  });
  // EPIPE when ffmpeg dies mid-write: the exit status and stderr tell the real story, reported below.
  child.stdin.on("error", () => {});

  const input = pcm[Symbol.asyncIterator]();
  let stopped = false;
  let inputFailure: { error: unknown } | undefined;
  const feeding = (async () => {
    try {
      while (!stopped && !child.stdin.destroyed) {
        const next = await input.next();
        if (next.done || stopped) break;
        await write(child.stdin, pcm16LittleEndian(next.value));
      }
      child.stdin.end();
    } catch (error) {
      inputFailure = { error };
      child.kill("SIGKILL");
    }
  })();

  let completed = false;
  try {
    for await (const data of child.stdout) yield data as Buffer;
    // Not `await feeding` first: if ffmpeg died, the feeder may still be waiting on a slow engine.
    const { code, signal } = await closed;
    if (inputFailure) throw inputFailure.error;
    if (spawnError)
      throw new Error(`cannot start ffmpeg (${ffmpegPath}) for Opus encoding: ${spawnError.message}`);
    if (code !== 0) {
      throw new Error(
        `ffmpeg failed to encode Ogg Opus (${signal ? `signal ${signal}` : `exit code ${code}`}): ${stderr.trim() || "no message"}`,
      );
    }
    await feeding;
    completed = true;
  } finally {
    stopped = true;
    if (!completed) {
      child.kill("SIGKILL");
      // The input may be mid-`next()` (an engine still synthesizing); don't wait for it, just ask it to stop.
      void Promise.resolve(input.return?.()).catch(() => {});
    }
    await closed;
  }
}

/** Writes with backpressure, resolving early if the pipe closes so a dead ffmpeg can't hang the feeder. */
function write(stream: Writable, bytes: Uint8Array): Promise<void> {
  if (stream.destroyed || stream.writableEnded) return Promise.resolve();
  if (stream.write(bytes)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      resolve();
    };
    stream.on("drain", done);
    stream.on("close", done);
  });
}
