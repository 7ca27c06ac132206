/** Adds `source` (scaled) into `target` starting at sample `at`, clipped to the target's end: how events are placed in time. */
export function mixInto(target: Float32Array, source: Float32Array, at = 0, gain = 1): Float32Array {
  const start = Math.max(0, Math.round(at));
  const end = Math.min(target.length, start + source.length);
  for (let i = start; i < end; i++) target[i] = target[i]! + source[i - start]! * gain;
  return target;
}
