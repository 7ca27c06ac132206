// Test helpers for anything that produces speech (engines, the TTS API): recognition, pitch, word checks.
export {
  type CollectedSynthesis,
  collectSynthesis,
  concatSamples,
  wordTimingProblems,
} from "./collect-synthesis.ts";
export {
  type FakeSpeechServer,
  fakeMsPerCharacter,
  startFakeSpeechServer,
} from "./fake-openai-speech-server.ts";
export { analysePitch, type PitchTrack, rms } from "./pitch-analysis.ts";
export { hasPocketsphinx, parseTimedWords, type RecognizedWord, recognizeSpeech } from "./pocketsphinx.ts";
export { englishParagraph, englishSentence, longText, sentencesByLanguage } from "./sample-texts.ts";
export { normalizeWords, wordErrorRate } from "./word-error-rate.ts";
