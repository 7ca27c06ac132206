/**
 * An eleven_v3 audio tag: a short bracketed direction that starts with a letter and holds only
 * letters, spaces, hyphens and apostrophes (`[laughs]`, `[whispers]`, `[strong French accent]`).
 * Bracketed numbers and symbols (`[1]`, `[sic?]`) are ordinary text and stay.
 */
const audioTag = /[ \t]*\[\p{L}[\p{L}\p{M} '’-]{0,48}\]/gu;

/**
 * The text as a viewer should read it when `strip_v3_tags` is on: the tags go together with the
 * space in front of them (so "Wait [sighs], no." reads "Wait, no."), runs of spaces shrink to one,
 * lines are trimmed and lines left empty by the removal disappear.
 */
export function stripAudioTags(text: string): string {
  const lines: string[] = [];
  for (const line of text.split("\n")) {
    const stripped = line
      .replace(audioTag, "")
      .replace(/[ \t]{2,}/g, " ")
      .trim();
    // A line that held only tags goes; a blank line the author wrote stays (one in a row).
    if (stripped === "" && line.trim() !== "") continue;
    if (stripped === "" && lines.at(-1) === "") continue;
    lines.push(stripped);
  }
  return lines.join("\n").trim();
}
