import { isWordChar } from "../../speech/normalization/rule.ts";
import type { PronunciationRule } from "../dictionary-records.ts";

export interface RuleMatchAt {
  start: number;
  end: number;
  rule: PronunciationRule;
}

/**
 * Where the rules apply in a text, left to right, never overlapping: at each position the first rule in
 * order (dictionaries in locator order, rules in dictionary order) that matches wins. `word_boundaries`
 * asks for no letter or digit on either side; `case_sensitive: false` compares in lower case.
 */
export function matchRules(text: string, rules: readonly PronunciationRule[]): RuleMatchAt[] {
  if (rules.length === 0) return [];
  // Rules indexed by their first character in lower case, so each position tries only a few.
  const byFirst = new Map<string, PronunciationRule[]>();
  for (const rule of rules) {
    const first = rule.stringToReplace[0]?.toLowerCase();
    if (!first) continue;
    const list = byFirst.get(first) ?? [];
    list.push(rule);
    byFirst.set(first, list);
  }
  const lowerText = text.toLowerCase();
  const matches: RuleMatchAt[] = [];
  let at = 0;
  while (at < text.length) {
    const match = byFirst.get(lowerText[at]!)?.find((rule) => matchesAt(text, lowerText, at, rule));
    if (match) {
      const end = at + match.stringToReplace.length;
      matches.push({ start: at, end, rule: match });
      at = end;
    } else at++;
  }
  return matches;
}

function matchesAt(text: string, lowerText: string, at: number, rule: PronunciationRule): boolean {
  const target = rule.stringToReplace;
  const end = at + target.length;
  const found = rule.caseSensitive
    ? text.startsWith(target, at)
    : lowerText.slice(at, end) === target.toLowerCase();
  if (!found) return false;
  if (!rule.wordBoundaries) return true;
  return !isWordChar(text[at - 1]) && !isWordChar(text[end]);
}
