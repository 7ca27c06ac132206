import { filterPcmWithFfmpeg } from "./ffmpeg-pcm-filter.ts";

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
  return filterPcmWithFfmpeg(
    samples,
    sampleRate,
    `afftdn=nr=40:nf=${floor}`,
    "isolate the voice",
    ffmpegPath,
  );
}
