import type { ProsodyControls } from "../../ports/speech.ts";

/**
 * What the engines can render (eSpeak-NG, espeak-prosody.ts): pitch ×0.70–×1.66 of the variant's
 * own, rate 80–450 wpm around its 175, intonation range 0–1.
 */
const limits = { pitch: [0.7, 1.66], rate: [80 / 175, 450 / 175], pitchRange: [0, 1] } as const;
const clamp = (value: number, [low, high]: readonly [number, number]) => Math.min(high, Math.max(low, value));

/** The engine's own intonation range: the fitted profile's `pitchRange` is relative to it. */
const neutralPitchRange = 0.5;

/**
 * A custom voice's fitted prosody on top of a request's: pitch × pitch and rate × rate; the
 * intonation range is scaled by how far the profile's range sits from the engine's neutral 0.5
 * (the fitter measured its clone at range `profile.pitchRange` with a request at 0.5, the default
 * stability's range), so default settings reproduce the fitted clone exactly. Clamped to what the
 * engine can render.
 */
export function applyVoiceProsody(request: ProsodyControls, profile: ProsodyControls): ProsodyControls {
  return {
    pitch: clamp(request.pitch * profile.pitch, limits.pitch),
    rate: clamp(request.rate * profile.rate, limits.rate),
    pitchRange: clamp(request.pitchRange * (profile.pitchRange / neutralPitchRange), limits.pitchRange),
  };
}
