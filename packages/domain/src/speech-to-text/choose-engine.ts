import {
  detectLanguageKey,
  findTranscriptionLanguage,
  messages,
  type TranscriptionLanguage,
} from "@chorus/contract";
import type { Ports } from "../context.ts";
import type { TranscriptionEngine } from "../ports/transcription.ts";
import { DomainError } from "../shared/domain-error.ts";

export interface EngineChoice {
  engine: TranscriptionEngine;
  /** The language asked, or undefined to detect it. */
  language: TranscriptionLanguage | undefined;
}

/**
 * The first configured engine for the language asked (or, without one, the first that can detect
 * a language). A language no engine handles is refused naming it, so a caller never gets an empty
 * or wrong-language transcript.
 */
export function chooseTranscriptionEngine(
  ports: Pick<Ports, "transcription">,
  asked: string | undefined,
): EngineChoice {
  // `auto` is the source-language list's Detect entry (spec 001 §3), the same as no code.
  const code = asked?.toLowerCase() === detectLanguageKey ? undefined : asked;
  const language = code ? findTranscriptionLanguage(code) : undefined;
  if (code && !language)
    throw DomainError.invalidField(["body", "language_code"], messages.transcriptionLanguageUnknown(code));
  const engine = ports.transcription.find((candidate) => candidate.handles(language?.iso1));
  if (!engine)
    throw new DomainError(
      "unsupported_language",
      messages.transcriptionLanguageUnsupported(language?.name ?? "Automatic language detection"),
    );
  return { engine, language };
}
