import type { OutputFormatSpec } from "@chorus/contract";
import type { AudioDecoding } from "@chorus/domain";
import { spawnOffThread } from "../child-processes/spawn-off-thread.ts";
import { type DecoderSettings, decodeAudioFile, decodeAudioStream } from "./ffmpeg-file-decoder.ts";

/** Raw formats carry no header, so ffmpeg is told what they are; the others it recognises itself. */
function inputOptions(format: OutputFormatSpec): string[] {
  const raw = ["-ar", String(format.sampleRate), "-ac", "1"];
  switch (format.codec) {
    case "pcm":
      return ["-f", "s16le", ...raw];
    case "ulaw":
      return ["-f", "mulaw", ...raw];
    case "alaw":
      return ["-f", "alaw", ...raw];
    default:
      return [];
  }
}

/** How much of ffmpeg's stderr is kept for the error message. */
const stderrTailBytes = 2048;

/**
 * Decodes stored history audio (any output format) to mono 16-bit PCM with an ffmpeg child
 * process, for downloads that ask for another format. Audio goes in on stdin and PCM comes out
 * on stdout, concurrently, so neither pipe can fill up and stall the other. Uploads (`decodeFile`,
 * `decodeStream`) are copied to a file under `settings.tempDir` first (ffmpeg-file-decoder.ts).
 */
export function ffmpegAudioDecoding(settings: DecoderSettings = {}): AudioDecoding {
  const ffmpegPath = settings.ffmpegPath ?? "ffmpeg";
  return {
    decodeFile: (file, options) => decodeAudioFile(file, options, settings),
    decodeStream: (source, options) => decodeAudioStream(source, options, settings),
    decode(audio, format) {
      return new Promise<Int16Array>((resolve, reject) => {
        const child = spawnOffThread(
          ffmpegPath,
          [
            ...["-hide_banner", "-nostdin", "-loglevel", "error"],
            ...inputOptions(format),
            ...["-i", "pipe:0", "-f", "s16le", "-ac", "1", "-ar", String(format.sampleRate), "pipe:1"],
          ],
          { stdio: ["pipe", "pipe", "pipe"] },
        );
        const output: Buffer[] = [];
        let stderr = "";
        child.stdout.on("data", (data: Buffer) => output.push(data));
        child.stderr.setEncoding("utf8");
        child.stderr.on("data", (text: string) => {
          stderr = (stderr + text).slice(-stderrTailBytes);
        });
        // EPIPE when ffmpeg gives up early: its exit status and stderr tell the real story.
        child.stdin.on("error", () => {});
        child.once("error", (error) =>
          reject(new Error(`cannot start ffmpeg (${ffmpegPath}) to decode audio: ${error.message}`)),
        );
        child.once("close", (code) => {
          if (code !== 0) {
            reject(new Error(`ffmpeg could not decode ${format.format} audio: ${stderr.trim() || code}`));
            return;
          }
          const bytes = Buffer.concat(output);
          // A fresh, aligned copy: Int16Array needs an even byte offset.
          const aligned = new Uint8Array(bytes.length - (bytes.length % 2));
          aligned.set(bytes.subarray(0, aligned.length));
          resolve(new Int16Array(aligned.buffer));
        });
        child.stdin.end(audio);
      });
    },
  };
}
