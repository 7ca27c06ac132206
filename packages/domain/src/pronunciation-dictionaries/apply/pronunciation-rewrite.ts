import { phonemeBody } from "@chorus/contract";
import type { NormalizedText, OffsetSegment } from "../../speech/normalization/offset-map.ts";
import type { Rule } from "../../speech/normalization/rule.ts";
import type { PronunciationRule } from "../dictionary-records.ts";
import { phonemesToArpabet, respellArpabet } from "./arpabet.ts";
import { matchRules } from "./match-rules.ts";

/** How phoneme rules reach the engine. */
export type PhonemeHandling =
  /** The engine reads phonemes (eSpeak-NG): the word stays in the text and its phonemes ride along. */
  | "engine"
  /** The engine reads text only (Flite, remote): the word is respelled from its phonemes. */
  | "respell"
  /** The model is not English-only: phoneme rules are skipped, as ElevenLabs skips them. */
  | "skip";

/** A word of the normalized text to be spoken with these phonemes (ARPAbet, stress on vowels). */
export interface PhonemeSpan {
  start: number;
  end: number;
  arpabet: string[];
}

export interface PronunciationRewrite {
  /** A normalization rule that claims each matched original word: aliases say the alias. */
  rule: Rule;
  /** After normalization, where the words spoken by phonemes sit in the normalized text. */
  phonemeSpans(normalized: NormalizedText): PhonemeSpan[];
}

/**
 * Applies dictionary rules to the text the user sent, as the first normalization rule: an alias replaces
 * the matched characters (so alignment still points at them, like any normalized token), a phoneme rule
 * keeps the word and hands the engine its phonemes, or respells it for engines without phoneme input.
 */
export function pronunciationRewrite(
  text: string,
  rules: readonly PronunciationRule[],
  handling: PhonemeHandling,
): PronunciationRewrite | undefined {
  const matches = matchRules(text, rules).filter(
    (match) => match.rule.type === "alias" || handling !== "skip",
  );
  if (matches.length === 0) return undefined;
  const spoken = new Map<number, { end: number; spoken: string }>();
  const phonemeWords: { start: number; end: number; arpabet: string[] }[] = [];
  // A rule matching many times is converted once.
  const arpabetOf = new Map<PronunciationRule, string[] | undefined>();
  for (const match of matches) {
    const { rule } = match;
    const original = text.slice(match.start, match.end);
    if (rule.type === "alias") {
      spoken.set(match.start, { end: match.end, spoken: rule.alias });
      continue;
    }
    if (!arpabetOf.has(rule))
      arpabetOf.set(rule, phonemesToArpabet(phonemeBody(rule.phoneme), rule.alphabet));
    const arpabet = arpabetOf.get(rule);
    if (!arpabet) continue;
    if (handling === "respell") spoken.set(match.start, { end: match.end, spoken: respellArpabet(arpabet) });
    else {
      spoken.set(match.start, { end: match.end, spoken: original });
      phonemeWords.push({ start: match.start, end: match.end, arpabet });
    }
  }
  return {
    rule: (_text, at) => spoken.get(at) ?? null,
    phonemeSpans(normalized) {
      // Indexed once, so each word is found in one lookup (a search per word was quadratic).
      const spokenAt = new Map<number, OffsetSegment>();
      for (const segment of normalized.sourceSpans)
        if (segment.kind === "spoken" && !spokenAt.has(segment.origStart))
          spokenAt.set(segment.origStart, segment);
      return phonemeWords.flatMap((word) => {
        const found = spokenAt.get(word.start);
        const segment = found?.origEnd === word.end ? found : undefined;
        if (!segment) return [];
        // Normalization may have put a space on either side of the word.
        let start = segment.normStart;
        let end = segment.normEnd;
        while (start < end && /\s/.test(normalized.text[start]!)) start++;
        while (end > start && /\s/.test(normalized.text[end - 1]!)) end--;
        return end > start ? [{ start, end, arpabet: word.arpabet }] : [];
      });
    },
  };
}
