/** Spec 001 §9: a flat 200 credits when the length is left to the engine. */
export const automaticSoundEffectCost = 200;
/** Spec 001 §9: otherwise 40 credits per second of requested length. */
export const soundEffectCreditsPerSecond = 40;

/**
 * The credits one sound effect costs. A fractional second is charged in proportion and the total
 * rounded up to a whole credit (the ledger counts whole credits), so 0.5 s costs 20 and 1.01 s 41.
 */
export function soundEffectCost(durationSeconds: number | undefined): number {
  if (durationSeconds === undefined) return automaticSoundEffectCost;
  // The epsilon absorbs binary fractions (40 × 1.1 is 44.000000000000006), which would otherwise round up a credit.
  return Math.ceil(durationSeconds * soundEffectCreditsPerSecond - 1e-9);
}
