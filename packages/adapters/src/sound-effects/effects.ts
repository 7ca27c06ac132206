/** Soft clipping (tanh): the grit of explosions, engines and gunshots, and it bounds peaks. */
export function saturate(signal: Float32Array, drive: number): Float32Array {
  const norm = Math.tanh(drive);
  for (let i = 0; i < signal.length; i++) signal[i] = Math.tanh(signal[i]! * drive) / norm;
  return signal;
}

/**
 * A feedback echo: rooms, canyons and the "distant" modifier. Written in place, so each repeat feeds
 * the next one.
 */
export function echo(
  signal: Float32Array,
  sampleRate: number,
  delaySeconds: number,
  feedback: number,
): Float32Array {
  const delay = Math.max(1, Math.round(delaySeconds * sampleRate));
  for (let i = delay; i < signal.length; i++) signal[i] = signal[i]! + signal[i - delay]! * feedback;
  return signal;
}
