import { isWordChar } from "../../speech/normalization/rule.ts";
import type { PronunciationRule } from "../dictionary-records.ts";

export interface RuleMatchAt {
  start: number;
  end: number;
  rule: PronunciationRule;
}

/** Counts the matcher's elementary steps (key comparisons), so tests can see how its work grows. */
export interface MatchWork {
  steps: number;
}

/**
 * Where the rules apply in a text, left to right, never overlapping: at each position the first rule in
 * order (dictionaries in locator order, rules in dictionary order) that matches wins. `word_boundaries`
 * asks for no letter or digit on either side; `case_sensitive: false` compares in lower case.
 *
 * Trying every rule at every position cost (rules × text): three dictionaries of 5,000 rules sharing a
 * first letter took minutes on a 5,000-character text. The rules' texts are sorted instead, and at each
 * position the range of keys that still agree with the text narrows one character at a time (a trie laid
 * out in a sorted array), so the work is (text × longest rule × log rules) whatever the rules are.
 */
export function matchRules(
  text: string,
  rules: readonly PronunciationRule[],
  work: MatchWork = { steps: 0 },
): RuleMatchAt[] {
  if (rules.length === 0) return [];
  const exact = new SortedKeys();
  const anyCase = new SortedKeys();
  rules.forEach((rule, order) => {
    const target = rule.stringToReplace;
    if (!target) return;
    if (rule.caseSensitive) exact.add(target, order, rule);
    else anyCase.add(foldCase(target), order, rule);
  });
  exact.seal();
  anyCase.seal();
  const lowerText = foldCase(text);
  const matches: RuleMatchAt[] = [];
  let at = 0;
  while (at < text.length) {
    let best: Candidate | undefined;
    const consider = (candidate: Candidate, end: number) => {
      if (best && best.order <= candidate.order) return;
      if (candidate.rule.wordBoundaries && (isWordChar(text[at - 1]) || isWordChar(text[end]))) return;
      best = candidate;
    };
    exact.prefixesAt(text, at, consider, work);
    anyCase.prefixesAt(lowerText, at, consider, work);
    if (best) {
      const end = at + best.rule.stringToReplace.length;
      matches.push({ start: at, end, rule: best.rule });
      at = end;
    } else at++;
  }
  return matches;
}

/**
 * Lower case, one UTF-16 unit for one: a character whose lower case is longer (the dotted capital İ)
 * stays as it is, so positions in the folded text are positions in the text.
 */
function foldCase(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  let folded = "";
  for (const unit of text.split("")) {
    const low = unit.toLowerCase();
    folded += low.length === 1 ? low : unit;
  }
  return folded;
}

interface Candidate {
  order: number;
  rule: PronunciationRule;
}

/**
 * The rules' texts, sorted, each with the first rule (in order) that has it with word boundaries and
 * the first without: a later rule with the same text and switch matches exactly when the earlier does,
 * so it can never win.
 */
class SortedKeys {
  private readonly byKey = new Map<string, { bounded?: Candidate; anywhere?: Candidate }>();
  private keys: string[] = [];
  private entries: { bounded?: Candidate; anywhere?: Candidate }[] = [];

  add(key: string, order: number, rule: PronunciationRule): void {
    const entry = this.byKey.get(key) ?? {};
    const slot = rule.wordBoundaries ? "bounded" : "anywhere";
    entry[slot] ??= { order, rule };
    this.byKey.set(key, entry);
  }

  seal(): void {
    // Code-unit order (the default sort), the order `charCodeAt` narrows by.
    this.keys = [...this.byKey.keys()].sort();
    this.entries = this.keys.map((key) => this.byKey.get(key)!);
  }

  /** Calls `found` for each key that `source` holds at `at`, shortest first, with the end of the match. */
  prefixesAt(
    source: string,
    at: number,
    found: (candidate: Candidate, end: number) => void,
    work: MatchWork,
  ): void {
    const keys = this.keys;
    let low = 0;
    let high = keys.length;
    for (let depth = 0; low < high; depth++) {
      // Every key in [low, high) starts with source[at, at + depth); a key of exactly that length sorts first.
      if (keys[low]!.length === depth) {
        const entry = this.entries[low]!;
        if (entry.bounded) found(entry.bounded, at + depth);
        if (entry.anywhere) found(entry.anywhere, at + depth);
        low++;
      }
      if (low >= high || at + depth >= source.length) return;
      const code = source.charCodeAt(at + depth);
      work.steps++;
      // Keys sharing a long prefix with the text (the costly case) all agree here: nothing to narrow.
      if (keys[low]!.charCodeAt(depth) === code && keys[high - 1]!.charCodeAt(depth) === code) continue;
      low = this.firstAtLeast(low, high, depth, code, work);
      high = this.firstAtLeast(low, high, depth, code + 1, work);
    }
  }

  /** The first index in [low, high) whose key's code unit at `depth` is at least `code` (all are longer than `depth`). */
  private firstAtLeast(low: number, high: number, depth: number, code: number, work: MatchWork): number {
    while (low < high) {
      work.steps++;
      const middle = (low + high) >>> 1;
      if (this.keys[middle]!.charCodeAt(depth) < code) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
