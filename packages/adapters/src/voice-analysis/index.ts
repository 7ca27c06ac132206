export { analyzeVoice, embeddedVoiceAnalyzer } from "./analyze-voice.ts";
