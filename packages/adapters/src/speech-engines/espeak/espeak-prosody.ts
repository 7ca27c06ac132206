import type { ProsodyControls } from "@chorus/domain";

/** eSpeak-NG's own default speed in words per minute (`espeakRATE_NORMAL`). */
export const espeakBaseRate = 175;

/**
 * Median F0 relative to the voice's own, per eSpeak pitch setting 0, 10, …, 100 (50 = the voice). Measured
 * with the test suite's autocorrelation tracker on en-us, en-us+f3, en-us+m3, de, fr+f2 and
 * en-gb-x-rp+klatt4 (the six agreed within ±3 %). eSpeak scales only the voice's *base* pitch by
 * 2^((p−50)/50) and leaves the intonation contour on top of it, so the median moves less than that formula:
 * p=100 gives ×1.66, not ×2.
 */
const pitchRatioBySetting = [0.695, 0.73, 0.779, 0.841, 0.912, 1, 1.101, 1.217, 1.348, 1.503, 1.656];

export interface EspeakProsody {
  rate: number;
  pitch: number;
  range: number;
}

/**
 * - rate: 175 wpm × rate, within eSpeak's 80–450 (duration scales by 1/rate; 0.8 vs 1.2 measured 1.50×);
 * - pitch: the setting whose measured median-F0 ratio equals the multiplier (interpolated in log F0), so
 *   pitch 1.3 → 76; multipliers beyond ×0.70–×1.66 are clamped to 0 / 100;
 * - pitchRange 0..1 → range 0..100: eSpeak scales the voice's intonation range by range/50, so 0.5 is the
 *   voice as it ships, 0 is monotone and 1 doubles the excursions.
 */
export function espeakProsody(prosody: ProsodyControls): EspeakProsody {
  return {
    rate: Math.round(clamp(espeakBaseRate * finiteOr(prosody.rate, 1), 80, 450)),
    pitch: pitchSettingFor(finiteOr(prosody.pitch, 1)),
    range: Math.round(clamp(Number.isFinite(prosody.pitchRange) ? prosody.pitchRange : 0.5, 0, 1) * 100),
  };
}

function pitchSettingFor(multiplier: number): number {
  const target = Math.log(multiplier);
  const logs = pitchRatioBySetting.map(Math.log);
  if (target <= logs[0]!) return 0;
  for (let i = 1; i < logs.length; i++) {
    if (target <= logs[i]!) {
      const fraction = (target - logs[i - 1]!) / (logs[i]! - logs[i - 1]!);
      return Math.round((i - 1 + fraction) * 10);
    }
  }
  return 100;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Rate and pitch are multipliers: anything not positive and finite means "unchanged". */
const finiteOr = (value: number, fallback: number) =>
  Number.isFinite(value) && value > 0 ? value : fallback;
