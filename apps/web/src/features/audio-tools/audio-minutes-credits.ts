/**
 * What the server will charge for a recording of `seconds` (spec 001 §9, as the server's
 * audioMinutesCost counts it): 1,000 credits a minute, by the started second, at least 1.
 */
export function audioMinutesCredits(seconds: number): number {
  return Math.max(1, Math.ceil((Math.ceil(seconds) * 1000) / 60));
}
