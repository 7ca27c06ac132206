/**
 * Credits for transcribing `seconds` of audio. Spec 001 §9 names no rate for speech to text; it
 * charges the other audio-in tools (speech to speech, voice isolation) 1,000 credits per minute, so
 * transcription is charged the same, by the started second, at least 1.
 */
export function transcriptionCost(seconds: number): number {
  return Math.max(1, Math.ceil((Math.max(0, seconds) * 1000) / 60));
}
