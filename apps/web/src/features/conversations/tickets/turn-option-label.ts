/** Characters of a turn's message shown in the turn picker. */
const shown = 60;

/** A turn as the picker lists it: its number from 1, who spoke, and the start of what was said. */
export function turnOptionLabel(index: number, speaker: string, message: string | null | undefined): string {
  const text = (message ?? "").replace(/\s+/g, " ").trim();
  const cut = text.length > shown ? `${text.slice(0, shown).trimEnd()}…` : text;
  return cut ? `${index + 1}. ${speaker}: ${cut}` : `${index + 1}. ${speaker}`;
}
