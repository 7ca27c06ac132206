import { spawnOffThread } from "../child-processes/spawn-off-thread.ts";

/**
 * Runs an ffmpeg audio filter chain over mono 16-bit PCM at one rate, in memory (stdin to stdout), and
 * returns what ffmpeg wrote. `purpose` names the work in errors ("isolate a voice"). The voice isolator
 * and the voice changer's pitch shift both go through here.
 */
export function filterPcmWithFfmpeg(
  samples: Int16Array,
  sampleRate: number,
  filter: string,
  purpose: string,
  ffmpegPath = "ffmpeg",
): Promise<Int16Array> {
  const rate = String(sampleRate);
  return new Promise((resolve, reject) => {
    const child = spawnOffThread(
      ffmpegPath,
      [
        ...["-hide_banner", "-nostdin", "-loglevel", "error"],
        ...["-f", "s16le", "-ar", rate, "-ac", "1", "-i", "pipe:0"],
        ...["-af", filter],
        ...["-f", "s16le", "-acodec", "pcm_s16le", "-ar", rate, "-ac", "1", "pipe:1"],
      ],
      { stdio: ["pipe", "pipe", "pipe"] },
    );
    const output: Buffer[] = [];
    let stderr = "";
    child.stdout.on("data", (data: Buffer) => output.push(data));
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (text: string) => {
      stderr = (stderr + text).slice(-2048);
    });
    // EPIPE when ffmpeg gives up early: its exit status and stderr tell the real story.
    child.stdin.on("error", () => {});
    child.once("error", (error) =>
      reject(new Error(`cannot start ffmpeg (${ffmpegPath}) to ${purpose}: ${error.message}`)),
    );
    child.once("close", (code) => {
      if (code !== 0) {
        reject(new Error(`ffmpeg could not ${purpose}: ${stderr.trim() || code}`));
        return;
      }
      const pcm = Buffer.concat(output);
      const aligned = new Uint8Array(pcm.length - (pcm.length % 2));
      aligned.set(pcm.subarray(0, aligned.length));
      resolve(new Int16Array(aligned.buffer));
    });
    child.stdin.end(Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
  });
}
