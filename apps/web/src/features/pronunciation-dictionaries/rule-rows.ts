import {
  isSlashDelimited,
  type PronunciationRuleInput,
  type PronunciationRuleResponse,
  phonemeBody,
  pronunciationRuleProblem,
} from "@chorus/contract";

/** The editor's three rule types: an alias, or phonemes in IPA or CMU ARPAbet. */
export type RuleKind = "alias" | "ipa" | "cmu";

export interface RuleRow {
  /** Stable React key. */
  key: string;
  kind: RuleKind;
  input: string;
  output: string;
  caseSensitive: boolean;
  wordBoundaries: boolean;
}

let nextKey = 0;
export const newRow = (kind: RuleKind = "alias"): RuleRow => ({
  key: `row-${nextKey++}`,
  kind,
  input: "",
  output: "",
  caseSensitive: true,
  wordBoundaries: true,
});

/** A stored rule as an editor row; phonemes are shown between slashes, as the editor asks for them. */
export function rowFromRule(rule: PronunciationRuleResponse): RuleRow {
  const base = { ...newRow(), input: rule.string_to_replace, caseSensitive: rule.case_sensitive };
  if (rule.type === "alias") return { ...base, wordBoundaries: rule.word_boundaries, output: rule.alias };
  const phoneme = isSlashDelimited(rule.phoneme) ? rule.phoneme : `/${phonemeBody(rule.phoneme)}/`;
  return {
    ...base,
    wordBoundaries: rule.word_boundaries,
    kind: rule.alphabet === "ipa" ? "ipa" : "cmu",
    output: phoneme,
  };
}

export function ruleFromRow(row: RuleRow): PronunciationRuleInput {
  const base = {
    string_to_replace: row.input.trim(),
    case_sensitive: row.caseSensitive,
    word_boundaries: row.wordBoundaries,
  };
  return row.kind === "alias"
    ? { ...base, type: "alias", alias: row.output.trim() }
    : {
        ...base,
        type: "phoneme",
        phoneme: row.output.trim(),
        alphabet: row.kind === "ipa" ? "ipa" : "cmu-arpabet",
      };
}

export interface RowProblems {
  input?: string;
  output?: string;
}

/** The spec's messages for each row, with the editor's own rule that phonemes sit between slashes. */
export function rowProblems(rows: readonly RuleRow[]): Map<string, RowProblems> {
  const problems = new Map<string, RowProblems>();
  for (const row of rows) {
    const rule = ruleFromRow(row);
    const problem = pronunciationRuleProblem(
      { ...rule, string_to_replace: row.input },
      { requireSlashes: true },
    );
    if (!problem) continue;
    problems.set(
      row.key,
      problem.field === "string_to_replace" ? { input: problem.message } : { output: problem.message },
    );
  }
  return problems;
}
