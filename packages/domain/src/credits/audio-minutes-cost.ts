/**
 * Spec 001 §9: speech to speech and voice isolation cost 1,000 credits per minute. Charged by the
 * second (rounded up) rather than by whole started minutes, so a 5-second clip costs 84 credits,
 * not 1,000; at least 1 credit, so no audio is free.
 */
export const creditsPerAudioMinute = 1_000;

export function audioMinutesCost(durationSeconds: number): number {
  return Math.max(1, Math.ceil((Math.ceil(durationSeconds) * creditsPerAudioMinute) / 60));
}
