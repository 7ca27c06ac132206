/**
 * Plain text made safe for eSpeak-NG, which this build reads as SSML with phoneme input on: `<b>` would be
 * taken as a tag, `&amp;` as an entity and `[[h@l'oU]]` as raw phonemes. Measured: an escaped `&lt;` is
 * silent like a raw `<`, and entities are decoded *before* the `[[` check, so `[[` is split with a space.
 */
export interface EspeakMarkup {
  markup: string;
  /**
   * For each code point of `markup` (eSpeak reports positions in code points), the UTF-16 offset in the
   * original text it stands for; one extra last entry holds the text's length.
   */
  sourceOffsets: Int32Array;
}

const entities: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;" };

export function toEspeakMarkup(text: string): EspeakMarkup {
  let markup = "";
  const offsets: number[] = [];
  const emit = (piece: string, sourceOffset: number) => {
    markup += piece;
    for (const _ of piece) offsets.push(sourceOffset);
  };
  let offset = 0;
  let previous = "";
  for (const char of text) {
    if (char === "[" && previous === "[") emit(" ", offset);
    const code = char.codePointAt(0)!;
    // Control characters (NUL would end the C string) become spaces, which keeps every offset in place.
    const isControl = (code < 0x20 && char !== "\n" && char !== "\r" && char !== "\t") || code === 0x7f;
    emit(entities[char] ?? (isControl ? " " : char), offset);
    previous = char;
    offset += char.length;
  }
  offsets.push(text.length);
  return { markup, sourceOffsets: Int32Array.from(offsets) };
}
