import { filterPcmWithFfmpeg } from "./ffmpeg-pcm-filter.ts";

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The ffmpeg filter chain that moves pitch by `pitch` and formants by `formant` at the same duration:
 * `asetrate` plays the samples `formant` times faster (pitch and formants both move), `aresample`
 * returns to the rate and `atempo` restores the duration; then rubberband moves the pitch the rest
 * of the way with its formants preserved, so the timbre moves by `formant` only.
 */
export function shiftVoiceFilter(sampleRate: number, shift: { pitch: number; formant: number }): string {
  const formant = clamp(shift.formant, 0.5, 2);
  const pitch = clamp(shift.pitch, 0.25, 4);
  const filters: string[] = [];
  if (Math.abs(formant - 1) > 1e-3)
    filters.push(
      `asetrate=${Math.round(sampleRate * formant)}`,
      `aresample=${sampleRate}`,
      `atempo=${(1 / formant).toFixed(6)}`,
    );
  const rest = pitch / formant;
  if (Math.abs(rest - 1) > 1e-3)
    filters.push(`rubberband=pitch=${rest.toFixed(6)}:formant=preserved:transients=smooth`);
  return filters.length > 0 ? filters.join(",") : "anull";
}

/**
 * Voice conversion without recognition (the voice changer's fallback): one ffmpeg run of
 * `shiftVoiceFilter` on mono 16-bit PCM, the output trimmed or padded to the input's length (atempo
 * and rubberband may be a few milliseconds off).
 */
export async function shiftVoice(
  samples: Int16Array,
  sampleRate: number,
  shift: { pitch: number; formant: number },
  ffmpegPath = "ffmpeg",
): Promise<Int16Array> {
  const output = await filterPcmWithFfmpeg(
    samples,
    sampleRate,
    shiftVoiceFilter(sampleRate, shift),
    "shift the voice",
    ffmpegPath,
  );
  const shifted = new Int16Array(samples.length);
  shifted.set(output.subarray(0, samples.length));
  return shifted;
}
