export {
  type ChorusSpeechEngines,
  createSpeechEngines,
  type SpeechEnginesOptions,
} from "./create-speech-engines.ts";
export { createEspeakEngine, type EspeakEngine, espeakSampleRate } from "./espeak/espeak-engine.ts";
export type { EspeakCatalogue, EspeakVoice } from "./espeak/espeak-protocol.ts";
export { createFliteEngine, type FliteEngine } from "./flite/flite-engine.ts";
export { type FliteVoiceName, fliteVoices } from "./flite/flite-voices.ts";
export {
  createRemoteEngine,
  type RemoteEngine,
  type RemoteEngineOptions,
  remoteSampleRate,
} from "./remote/remote-engine.ts";
