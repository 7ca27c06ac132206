import { ENGLISH_RULES } from "./english-rules.ts";
import { isEnglish, writesDatesDayFirst } from "./language.ts";
import { identityNormalizedText, type NormalizedText, OffsetMapBuilder } from "./offset-map.ts";
import { isWordChar, type Rule, type RuleContext, type RuleMatch } from "./rule.ts";
import { cleanWhitespaceAt, nextVisibleChar } from "./whitespace.ts";

/** ElevenLabs' `apply_text_normalization`. */
export type NormalizationMode = "auto" | "on" | "off";

export interface NormalizeOptions {
  /** `language_code` of the request, or the voice's language; "" when unknown (only the cleanup then applies). */
  language: string;
  mode: NormalizationMode;
  /**
   * Pronunciation dictionary rules, tried before every other rule in every mode ("off" included: a
   * dictionary is the user's explicit wish), so their words are never normalized again.
   */
  pronunciation?: Rule;
}

/**
 * Rewrites text so the engines say what a person would: digits, dates, money and abbreviations become words,
 * while words, punctuation and line structure stay as written (punctuation drives prosody). The result carries a
 * map back to the original characters, because alignment must point at what the user sent.
 *
 * - "off": the text as sent, identity map.
 * - "on": the language's rules (English today) plus the language-neutral whitespace cleanup; languages without
 *   rules get the cleanup only, since a wrong reading is worse than the engine's own.
 * - "auto": the same as "on". ElevenLabs lets the server decide; the embedded engines (eSpeak NG, Flite) read
 *   raw digits, currency and dates poorly, so normalizing is always the better decision for them.
 */
export function normalizeText(text: string, options: NormalizeOptions): NormalizedText {
  const first = options.pronunciation ? [options.pronunciation] : [];
  if (options.mode === "off" && first.length === 0) return identityNormalizedText(text);
  const languageRules = options.mode !== "off" && isEnglish(options.language) ? ENGLISH_RULES : [];
  const rules: readonly Rule[] = [...first, ...languageRules];
  const cleanup = options.mode === "off" ? () => null : cleanWhitespaceAt;
  const context: RuleContext = { dayFirstDates: writesDatesDayFirst(options.language) };

  const builder = new OffsetMapBuilder(text);
  let copyFrom = 0;
  let at = 0;
  while (at < text.length) {
    const match = firstMatch(rules, text, at, context) ?? cleanup(text, at);
    if (!match || match.end <= at) {
      // Step over a whole code point so a surrogate pair is never split between segments.
      at += (text.codePointAt(at) ?? 0) > 0xffff ? 2 : 1;
      continue;
    }
    builder.copy(at - copyFrom);
    builder.replace(match.end - at, separatedFromWords(text, builder.lastNormalizedChar(), match));
    at = match.end;
    copyFrom = at;
  }
  builder.copy(text.length - copyFrom);
  return builder.build();
}

function firstMatch(
  rules: readonly Rule[],
  text: string,
  at: number,
  context: RuleContext,
): RuleMatch | null {
  for (const rule of rules) {
    const match = rule(text, at, context);
    if (match) return match;
  }
  return null;
}

/**
 * Words replacing digits glued to letters need spaces around them ("mp3" → "mp three", "3D" → "three D"),
 * or the engine would read one run-on word. The left side looks at what was already written (a removed
 * zero-width space must not glue two spoken numbers), the right side at the next visible original character.
 */
function separatedFromWords(text: string, written: string | undefined, match: RuleMatch): string {
  let spoken = match.spoken;
  if (spoken === "") return spoken;
  if (isWordChar(written) && isWordChar(spoken[0])) spoken = ` ${spoken}`;
  const following = nextVisibleChar(text, match.end);
  if (isWordChar(following) && isWordChar(spoken.at(-1))) spoken = `${spoken} `;
  return spoken;
}
