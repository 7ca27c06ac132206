import { messages } from "../errors/messages.ts";

/**
 * Pronunciation rules (spec 001 §3, §5): shared by the server, which refuses a bad rule, and the
 * dictionary editor, which shows the same message next to the field before anything is sent.
 */
export const pronunciationRuleLimits = {
  /** Longest `string_to_replace`. */
  inputCharacters: 100,
  /** Longest alias or phoneme ("output too long"). */
  outputCharacters: 200,
  /** Rules in one dictionary version. */
  rulesPerDictionary: 5_000,
  /** Longest dictionary name. */
  nameCharacters: 200,
  /** Largest PLS, XML or TXT upload. */
  fileBytes: 1_048_576,
} as const;

/** The phoneme alphabets Chorus speaks: IPA and the CMU dictionary's ARPAbet (`cmu` is accepted for it). */
export const phonemeAlphabets = ["ipa", "cmu-arpabet"] as const;
export type PhonemeAlphabet = (typeof phonemeAlphabets)[number];

/** `ipa`, `cmu-arpabet`, or a common spelling of one of them (`cmu`, `x-cmu`, `arpabet`); else undefined. */
export function canonicalPhonemeAlphabet(value: string): PhonemeAlphabet | undefined {
  const lower = value.trim().toLowerCase();
  if (lower === "ipa" || lower === "x-ipa") return "ipa";
  if (["cmu-arpabet", "cmu", "x-cmu", "arpabet", "x-arpabet"].includes(lower)) return "cmu-arpabet";
  return undefined;
}

/** The file types a dictionary may be created from. */
export const pronunciationFileExtensions = [".pls", ".xml", ".txt"] as const;

/** A rule as the editor and the API see it, before it is stored. */
export interface PronunciationRuleDraft {
  type: "alias" | "phoneme";
  string_to_replace: string;
  alias?: string | null;
  phoneme?: string | null;
  alphabet?: string | null;
}

export interface PronunciationRuleProblem {
  field: "string_to_replace" | "alias" | "phoneme" | "alphabet";
  message: string;
}

/** A phoneme written between slashes, as the editor asks (`/təˈmeɪtoʊ/`). */
export const isSlashDelimited = (phoneme: string) =>
  phoneme.length >= 2 && phoneme.startsWith("/") && phoneme.endsWith("/");

/** The phoneme without its enclosing slashes (the API accepts it with or without them). */
export const phonemeBody = (phoneme: string) =>
  isSlashDelimited(phoneme.trim()) ? phoneme.trim().slice(1, -1).trim() : phoneme.trim();

/**
 * The first problem of a rule, or undefined when it may be saved. `requireSlashes` is the editor's rule
 * (spec 001 §5: "phoneme output must start and end with /"); the API also accepts the bare phonemes the
 * ElevenLabs SDK examples send.
 */
export function pronunciationRuleProblem(
  rule: PronunciationRuleDraft,
  options: { requireSlashes?: boolean } = {},
): PronunciationRuleProblem | undefined {
  const input = rule.string_to_replace.trim();
  if (!input) return { field: "string_to_replace", message: messages.pronunciationRuleInputRequired };
  if (input.length > pronunciationRuleLimits.inputCharacters)
    return {
      field: "string_to_replace",
      message: messages.pronunciationRuleInputTooLong(pronunciationRuleLimits.inputCharacters),
    };
  const field = rule.type === "alias" ? "alias" : "phoneme";
  const output = (rule.type === "alias" ? rule.alias : rule.phoneme)?.trim() ?? "";
  if (!output || (rule.type === "phoneme" && !phonemeBody(output)))
    return { field, message: messages.pronunciationRuleOutputRequired };
  if (output.length > pronunciationRuleLimits.outputCharacters)
    return {
      field,
      message: messages.pronunciationRuleOutputTooLong(pronunciationRuleLimits.outputCharacters),
    };
  if (rule.type === "phoneme") {
    if (options.requireSlashes && !isSlashDelimited(output))
      return { field, message: messages.pronunciationPhonemeNeedsSlashes };
    if (!canonicalPhonemeAlphabet(rule.alphabet ?? ""))
      return { field: "alphabet", message: messages.pronunciationAlphabetUnknown(rule.alphabet ?? "") };
  }
  return undefined;
}
