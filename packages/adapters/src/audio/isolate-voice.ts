import { spawn } from "node:child_process";

/**
 * The level (dBFS) of the quietest tenth of 20 ms frames: in speech that is the pauses, so it is
 * the noise floor. afftdn's own noise tracking (`tn=1`) barely moves from its default floor, and a
 * floor set where the noise really is gains 5–6 dB on white noise where the default gains 0.2 dB
 * (bench/audio-isolation.bench.ts).
 */
export function noiseFloorDb(samples: Int16Array, sampleRate: number): number {
  const frame = Math.max(1, Math.round(sampleRate * 0.02));
  const levels: number[] = [];
  for (let start = 0; start + frame <= samples.length; start += frame) {
    let energy = 0;
    for (let i = start; i < start + frame; i++) energy += (samples[i]! / 32768) ** 2;
    levels.push(10 * Math.log10(energy / frame + 1e-12));
  }
  if (levels.length === 0) return -80;
  levels.sort((a, b) => a - b);
  return levels[Math.floor(levels.length * 0.1)]!;
}

/**
 * Voice isolation: ffmpeg's FFT denoiser with its noise floor set from the recording itself
 * (afftdn accepts -80 to -20 dB) and up to 40 dB of reduction. No high-pass: its phase shift costs
 * more fidelity to the speech than the hum it removes is worth on typical noise.
 */
export function isolateVoice(
  samples: Int16Array,
  sampleRate: number,
  ffmpegPath = "ffmpeg",
): Promise<Int16Array> {
  const floor = Math.round(Math.min(-20, Math.max(-80, noiseFloorDb(samples, sampleRate))));
  const rate = String(sampleRate);
  return new Promise((resolve, reject) => {
    const child = spawn(
      ffmpegPath,
      [
        ...["-hide_banner", "-nostdin", "-loglevel", "error"],
        ...["-f", "s16le", "-ar", rate, "-ac", "1", "-i", "pipe:0"],
        ...["-af", `afftdn=nr=40:nf=${floor}`],
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
      reject(new Error(`cannot start ffmpeg (${ffmpegPath}) to isolate a voice: ${error.message}`)),
    );
    child.once("close", (code) => {
      if (code !== 0) {
        reject(new Error(`ffmpeg could not isolate the voice: ${stderr.trim() || code}`));
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
