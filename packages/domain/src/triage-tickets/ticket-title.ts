import { triageTicketLimits } from "@chorus/contract";

const max = triageTicketLimits.derivedTitleCharacters;

/**
 * A one-line headline made from the first of `texts` that says something: its whitespace
 * collapsed, cut at a word before `derivedTitleCharacters` with an ellipsis when longer.
 */
export function titleFromTexts(texts: readonly (string | null | undefined)[]): string | null {
  for (const text of texts) {
    const line = text?.replace(/\s+/g, " ").trim();
    if (!line) continue;
    if (line.length <= max) return line;
    const cut = line.slice(0, max);
    const space = cut.lastIndexOf(" ");
    return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
  }
  return null;
}

/** A given title, trimmed, when it is not blank. */
export const givenTitle = (title: string | null | undefined) => title?.trim() || null;
