import { isSpeechLanguage, messages, type TtsModel } from "@chorus/contract";
import type { EngineVoice } from "../ports/speech.ts";
import { DomainError } from "../shared/domain-error.ts";
import type { PremadeVoice } from "../voices/premade-voices.ts";

/** eSpeak-NG's voice for each language when a request asks a voice to speak another language. */
const espeakLanguage: Record<string, string> = { zh: "cmn", no: "nb", pt: "pt", en: "en-us" };

/**
 * The engine voice that speaks `languageCode` (or the voice's own language) for this model.
 * eSpeak-NG voices keep their variant (the timbre) and switch language; Flite speaks English only.
 */
export function engineVoiceForLanguage(
  voice: PremadeVoice,
  model: Pick<TtsModel, "modelId" | "languages">,
  languageCode: string | null | undefined,
): { engineVoice: EngineVoice; language: string } {
  const language = (languageCode ?? voice.language).toLowerCase().split("-")[0]!;
  const refuse = () =>
    new DomainError("unsupported_language", messages.unsupportedLanguage(language, model.modelId));
  if (!isSpeechLanguage(language) || !model.languages.includes(language)) throw refuse();
  if (language === voice.language) return { engineVoice: { ...voice.engine, language }, language };
  if (voice.engine.engine !== "espeak") throw refuse();
  const variant = voice.engine.engineVoiceId.split("+")[1];
  const base = espeakLanguage[language] ?? language;
  return {
    engineVoice: { engine: "espeak", engineVoiceId: variant ? `${base}+${variant}` : base, language },
    language,
  };
}
