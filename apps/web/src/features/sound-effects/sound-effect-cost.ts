/** Spec 001 §9, as the server charges it: 200 credits when automatic, else 40 per second (rounded up). */
export function soundEffectCredits(durationSeconds: number | null): number {
  if (durationSeconds === null) return 200;
  return Math.ceil(durationSeconds * 40 - 1e-9);
}

/** Different seeds for each variation of one press of Generate. */
export function variationSeeds(count: number, base = Math.floor(Math.random() * 2 ** 32)): number[] {
  return Array.from({ length: count }, (_, index) => (base + index * 7_919) >>> 0);
}
