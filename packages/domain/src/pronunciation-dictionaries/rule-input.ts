import {
  canonicalPhonemeAlphabet,
  messages,
  type PronunciationRuleInput,
  pronunciationRuleLimits,
  pronunciationRuleProblem,
} from "@chorus/contract";
import { DomainError } from "../shared/domain-error.ts";
import type { PronunciationRule } from "./dictionary-records.ts";

/**
 * Checks rules from a request or a file with the spec's messages (a 422 naming the rule's field) and
 * turns them into stored rules: switches default to true as ElevenLabs' do, the alphabet is canonical.
 */
export function toStoredRules(
  rules: readonly PronunciationRuleInput[],
  loc: (string | number)[],
): PronunciationRule[] {
  return rules.map((rule, index) => {
    const problem = pronunciationRuleProblem(rule);
    if (problem) throw DomainError.invalidField([...loc, index, problem.field], problem.message);
    const matching = {
      stringToReplace: rule.string_to_replace.trim(),
      caseSensitive: rule.case_sensitive ?? true,
      wordBoundaries: rule.word_boundaries ?? true,
    };
    return rule.type === "alias"
      ? { ...matching, type: "alias", alias: rule.alias.trim() }
      : {
          ...matching,
          type: "phoneme",
          phoneme: rule.phoneme.trim(),
          alphabet: canonicalPhonemeAlphabet(rule.alphabet)!,
        };
  });
}

/** Rules after a change: a later rule for the same string replaces an earlier one. */
export function mergeRules(current: readonly PronunciationRule[], added: readonly PronunciationRule[]) {
  const byString = new Map(current.map((rule) => [rule.stringToReplace, rule]));
  for (const rule of added) {
    byString.delete(rule.stringToReplace);
    byString.set(rule.stringToReplace, rule);
  }
  return [...byString.values()];
}

export function assertRuleCount(rules: readonly PronunciationRule[], loc: (string | number)[]): void {
  if (rules.length > pronunciationRuleLimits.rulesPerDictionary)
    throw DomainError.invalidField(
      loc,
      messages.pronunciationTooManyRules(pronunciationRuleLimits.rulesPerDictionary),
    );
}
