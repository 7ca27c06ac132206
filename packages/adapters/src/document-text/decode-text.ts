import { DocumentFailure } from "./document-failure.ts";

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what marks binary data
const binaryControls = /[\u0001-\u0008\u000e-\u001f\u007f]/g;

/**
 * A text file's characters: UTF-8 (a byte-order mark dropped), or UTF-16 when a byte-order mark says
 * so. Anything else, or text holding NUL or many other control characters, is binary: unsupported.
 */
export function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    const encoding =
      bytes[0] === 0xff && bytes[1] === 0xfe
        ? "utf-16le"
        : bytes[0] === 0xfe && bytes[1] === 0xff
          ? "utf-16be"
          : "utf-8";
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    throw new DocumentFailure("unsupported_type");
  }
  if (text.includes("\u0000")) throw new DocumentFailure("unsupported_type");
  const controls = text.match(binaryControls)?.length ?? 0;
  if (controls > text.length / 100) throw new DocumentFailure("unsupported_type");
  return text;
}
