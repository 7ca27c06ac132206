import { type EngineVoice, UnknownEngineVoiceError } from "@chorus/domain";
import type { EspeakCatalogue } from "./espeak-protocol.ts";

const voicePattern = /^([A-Za-z0-9-]+)(?:\+([A-Za-z0-9_]+))?$/;

/**
 * The `set_voice` name for an engine voice: `language[+variant]`, checked against what this eSpeak build has
 * (an unknown variant would otherwise be ignored silently). When the input states a language the voice does
 * not speak, the language's own eSpeak voice is used with the same variant, so a premade `en-us+f3` reads
 * German text as `de+f3` instead of with English letter-to-sound rules; a language eSpeak lacks keeps the
 * voice as configured.
 */
export function resolveEspeakVoiceName(voice: EngineVoice, catalogue: EspeakCatalogue): string {
  const match = voicePattern.exec(voice.engineVoiceId.trim());
  const base = match && voiceIdFor(match[1]!, catalogue);
  if (!match || !base) throw new UnknownEngineVoiceError(`Unknown eSpeak-NG voice "${voice.engineVoiceId}"`);
  let variant: string | undefined;
  if (match[2]) {
    variant = catalogue.variants.find((name) => name.toLowerCase() === match[2]!.toLowerCase());
    if (!variant)
      throw new UnknownEngineVoiceError(
        `Unknown eSpeak-NG variant "${match[2]}" in voice "${voice.engineVoiceId}"`,
      );
  }
  let id = base;
  if (voice.language && !speaks(base, voice.language, catalogue)) {
    id = voiceIdFor(voice.language, catalogue) ?? base;
  }
  return variant ? `${id}+${variant}` : id;
}

/** A voice id for a voice id or language code (`de`, `pt-BR`, `zh`, `en_GB`), most preferred voice first. */
function voiceIdFor(code: string, catalogue: EspeakCatalogue): string | undefined {
  const wanted = code.toLowerCase().replace(/_/g, "-");
  const candidates = [wanted, wanted.split("-")[0]!];
  for (const candidate of candidates) {
    if (catalogue.voices.some((v) => v.id === candidate)) return candidate;
    const claimed = catalogue.voices.find((v) => v.languages.includes(candidate));
    if (claimed) return claimed.id;
  }
  return undefined;
}

function speaks(voiceId: string, language: string, catalogue: EspeakCatalogue): boolean {
  const primary = language.toLowerCase().replace(/_/g, "-").split("-")[0]!;
  const voice = catalogue.voices.find((v) => v.id === voiceId);
  const codes = [voiceId, ...(voice?.languages ?? [])];
  return codes.some((code) => code === primary || code.startsWith(`${primary}-`));
}
