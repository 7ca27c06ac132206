export { fillerWords, wordsOf } from "./captcha-grammar.ts";
export { liveAudioInput } from "./live-audio-input.ts";
export { pocketsphinxRecognizer } from "./pocketsphinx-recognizer.ts";
export { pocketsphinxTranscription } from "./pocketsphinx-transcription.ts";
export { processSlots } from "./process-slots.ts";
export { remoteTranscription } from "./remote-transcription.ts";
