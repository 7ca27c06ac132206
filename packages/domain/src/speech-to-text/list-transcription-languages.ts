import { detectLanguageKey, findTranscriptionLanguage, transcriptionSourceLanguages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";

export interface TranscriptionLanguageChoice {
  key: string;
  name: string;
  iso3: string | null;
  available: boolean;
}

/**
 * The source-language list (spec 001 §3) with what this server's engines can do: a language is
 * available when some configured engine handles it, Detect when some engine can detect.
 */
export function listTranscriptionLanguages(ctx: AuthenticatedContext): TranscriptionLanguageChoice[] {
  requirePermission(ctx, "speech_to_text");
  return transcriptionSourceLanguages.map(({ key, name }) => {
    const code = key === detectLanguageKey ? undefined : key;
    return {
      key,
      name,
      iso3: code ? (findTranscriptionLanguage(code)?.iso3 ?? null) : null,
      available: ctx.ports.transcription.some((engine) => engine.handles(code)),
    };
  });
}
