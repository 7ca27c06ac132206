// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
const invisible = /[\u0000-\u0008\u000e-\u001f\u007f\u00ad\u200b\ufeff]/g;

/**
 * The text every reader returns: line breaks as `\n`, spaces within a line collapsed to one, lines
 * trimmed, at most one blank line in a row (a paragraph break), control and invisible characters
 * (soft hyphens, zero-width spaces, byte-order marks) removed.
 */
export function tidyText(text: string): string {
  return text
    .replace(/\r\n?|[\u2028\u2029\f\v]/g, "\n")
    .replace(invisible, "")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
