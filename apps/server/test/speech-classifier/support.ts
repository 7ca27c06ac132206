import { execFile } from "node:child_process";
import { wavHeader } from "@chorus/adapters/audio";
import type { TestServer } from "@chorus/testing";
import { postForm } from "../voices/cloning-support.ts";

/** Raw 16-bit mono PCM re-encoded as mp3 at 64 kbps by ffmpeg's LAME, as a user might transcode a download. */
export function mp3At64kbps(pcm: Buffer, sampleRate: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      "ffmpeg",
      ["-v", "error", "-f", "s16le", "-ar", String(sampleRate), "-ac", "1", "-i", "pipe:0"].concat([
        "-ar",
        "44100",
        "-b:a",
        "64k",
        "-f",
        "mp3",
        "pipe:1",
      ]),
      { encoding: "buffer", maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    child.stdin!.end(pcm);
  });
}

export function wavOf(samples: Int16Array, sampleRate: number): Buffer {
  const pcm = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  return Buffer.concat([wavHeader(sampleRate, pcm.length), pcm]);
}

export async function classify(
  server: TestServer,
  account: { accessToken: string },
  bytes: Uint8Array,
  name = "clip.mp3",
) {
  return postForm(server, account, "/v1/ai-speech-classifier", {}, [
    { field: "file", name, type: "application/octet-stream", bytes },
  ]);
}
