/** Characters no common file system accepts in a name (Windows' set covers the others), and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
const disallowed = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;

export const maxFileNameLength = 255;

/**
 * A download file name by spec 000 §5: the extension is enforced (added when missing, never
 * doubled), disallowed characters are stripped, spaces become underscores, and the whole name is
 * at most 255 characters (the stem is shortened, never the extension or `suffix`). A name with
 * nothing left becomes "audio"; leading and trailing dots go (no hidden files, no ".." before
 * the extension).
 */
export function downloadFileName(name: string, extension: string, options: { suffix?: string } = {}): string {
  const ext = clean(extension).replace(/^\.+/, "").toLowerCase();
  let stem = name.trim();
  if (ext && stem.toLowerCase().endsWith(`.${ext}`)) stem = stem.slice(0, -(ext.length + 1));
  // No leading dots (a hidden file) and none trailing (they would pile up before the extension).
  stem = clean(stem).replace(/^\.+|\.+$/g, "");
  if (!stem) stem = "audio";
  const suffix = clean(options.suffix ?? "");
  const tail = `${suffix}${ext ? `.${ext}` : ""}`;
  const room = Math.max(1, maxFileNameLength - Array.from(tail).length);
  // Counted in code points, so a name is never cut in the middle of a character.
  return `${Array.from(stem).slice(0, room).join("")}${tail}`;
}

/** Whitespace (tabs and line breaks too) becomes "_" before control characters are stripped. */
function clean(text: string): string {
  return text.replace(/\s/g, "_").replace(disallowed, "");
}

/** Makes every name in a list distinct by numbering repeats before the extension (`a.mp3`, `a_2.mp3`). */
export function distinctFileNames(entries: readonly { name: string; extension: string }[]): string[] {
  const taken = new Set<string>();
  return entries.map(({ name, extension }) => {
    let candidate = downloadFileName(name, extension);
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
      candidate = downloadFileName(name, extension, { suffix: `_${n}` });
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
