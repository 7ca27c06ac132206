/**
 * Values inside an ffmpeg filter graph pass two parsers: the filter's option parser (where `:`
 * separates options and `\` and `'` quote) and the graph parser (where `[ ] , ;` separate filters).
 * A value escaped for both is read back exactly, whatever a path or colour contains.
 */
export function filterValue(value: string): string {
  const forOption = value.replace(/[\\':]/g, (c) => `\\${c}`);
  return forOption.replace(/[\\'[\],;]/g, (c) => `\\${c}`);
}

/** `#0f172a` (the catalogue's form) → `0x0f172a`, with an optional opacity (`0x0f172a@0.5`). */
export function ffmpegColor(hex: string, opacity?: number): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`not a #rrggbb colour: ${hex}`);
  return `0x${hex.slice(1)}${opacity === undefined ? "" : `@${opacity}`}`;
}
