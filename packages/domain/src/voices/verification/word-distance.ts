/**
 * Word-level Levenshtein distance: the fewest word insertions, deletions and substitutions that turn
 * `heard` into `expected` (`levenshtein_distance` of a verification attempt).
 */
export function wordDistance(expected: readonly string[], heard: readonly string[]): number {
  let previous = Array.from({ length: heard.length + 1 }, (_, j) => j);
  for (let i = 1; i <= expected.length; i++) {
    const current = [i];
    for (let j = 1; j <= heard.length; j++) {
      const substitution = previous[j - 1]! + (expected[i - 1] === heard[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1));
    }
    previous = current;
  }
  return previous[heard.length]!;
}

/** Lower-case words without punctuation: how captcha texts and recognised speech are compared. */
export function comparableWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/’/g, "'")
    .split(/[^a-z0-9']+/)
    .map((word) => word.replace(/^'+|'+$/g, ""))
    .filter((word) => word.length > 0);
}
