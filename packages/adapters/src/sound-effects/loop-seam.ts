/**
 * Makes `rendered` (the wanted `length` plus some extra samples) loop seamlessly: the extra tail is
 * crossfaded (equal power, for noise-like sounds) into the head. Sample 0 of the result is then the
 * sample that followed the last one in the rendering, so playing the end into the start continues
 * the sound exactly as it was going.
 */
export function loopSeamlessly(rendered: Float32Array, length: number): Float32Array {
  const fade = rendered.length - length;
  const out = rendered.slice(0, length);
  for (let i = 0; i < fade; i++) {
    const t = i / fade;
    const head = Math.sin((Math.PI / 2) * t);
    const tail = Math.cos((Math.PI / 2) * t);
    out[i] = rendered[i]! * head + rendered[length + i]! * tail;
  }
  return out;
}

/** How many extra samples a loop renders for its crossfade: a quarter of the loop, at most half a second. */
export const loopFadeLength = (length: number, sampleRate: number) =>
  Math.max(1, Math.min(Math.round(length / 4), Math.round(sampleRate / 2)));
