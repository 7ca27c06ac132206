import type { DataCollectionRow } from "./agent-draft.ts";

export type DataCollectionProblem = "required" | "invalid" | "duplicate";

/** The contract's identifier rule: a letter or _ first, then letters, digits and _. */
const identifierPattern = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * What is wrong with each data-collection row before a save: an identifier is the key of the
 * item on the wire, so it must be there, well formed and used once.
 */
export function dataCollectionProblems(
  rows: readonly DataCollectionRow[],
): Map<number, DataCollectionProblem> {
  const problems = new Map<number, DataCollectionProblem>();
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const identifier = row.identifier.trim();
    if (!identifier) problems.set(index, "required");
    else if (!identifierPattern.test(identifier)) problems.set(index, "invalid");
    else if (seen.has(identifier)) problems.set(index, "duplicate");
    seen.add(identifier);
  });
  return problems;
}
