import type { Ports } from "../context.ts";
import type { TranscribedWord } from "../ports/transcription.ts";
import type { VoiceChangePlan } from "./prepare-voice-change.ts";

/** What was said in a recording, as far as a recognizer is sure of it. */
export interface HeardSpeech {
  /** ISO 639-1 of the language heard. */
  language: string;
  words: TranscribedWord[];
}

/**
 * Below this mean word confidence the words are not trusted (nothing clear was said, or not in
 * English): pocketsphinx gives Flite's English 0.70 and 0.77 over a sentence, eSpeak-NG reading
 * French and Spanish 0.29 to 0.36. German comes out at 0.46 to 0.61 as English-sounding nonsense,
 * which is why the multilingual model never trusts pocketsphinx's "detection" (identifiesLanguage).
 */
export const minimumMeanConfidence = 0.55;

/**
 * Recognises the recording with word timings: the English model asks for English, the multilingual
 * one needs an engine that identifies the language (the remote engine when configured; pocketsphinx
 * only assumes English). Undefined when no engine can, nothing was heard, the recognizer is unsure,
 * or the language heard is not one of the model's.
 */
export async function hearRecording(
  ports: Pick<Ports, "transcription">,
  plan: Pick<VoiceChangePlan, "model" | "audio">,
  signal?: AbortSignal,
): Promise<HeardSpeech | undefined> {
  const asked = plan.model.languages.length === 1 ? plan.model.languages[0] : undefined;
  const engine = ports.transcription.find(
    (candidate) => candidate.handles(asked) && (asked !== undefined || candidate.identifiesLanguage === true),
  );
  if (!engine) return undefined;
  const heard = await engine.transcribe(plan.audio, { language: asked, signal });
  const duration = plan.audio.durationSeconds;
  const words = heard.words
    .filter((word) => word.text.trim() && word.end > word.start)
    .map((word) => ({ ...word, start: Math.min(word.start, duration), end: Math.min(word.end, duration) }));
  if (words.length === 0) return undefined;
  const meanConfidence = words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
  if (meanConfidence < minimumMeanConfidence) return undefined;
  const language = heard.language.toLowerCase().split("-")[0]!;
  if (!(plan.model.languages as readonly string[]).includes(language)) return undefined;
  return { language, words };
}
