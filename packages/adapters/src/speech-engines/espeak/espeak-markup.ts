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
  /** Code-point ranges `[from, to)` of the markup written as `[[phonemes]]`, and the word each stands for. */
  phonemeRegions: { from: number; to: number; charStart: number; charEnd: number }[];
}

const entities: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;" };

/** A word of the text spoken from phonemes (eSpeak-NG mnemonics) instead of its letters. */
export interface EspeakPhonemeWord {
  charStart: number;
  charEnd: number;
  phonemes: string;
}

/**
 * `phonemeWords` (sorted, not overlapping) replace their characters by `[[phonemes]]`, eSpeak-NG's raw
 * phoneme input; `phonemeRegions` says where, so a word event anywhere in the brackets is the whole word.
 */
export function toEspeakMarkup(text: string, phonemeWords: readonly EspeakPhonemeWord[] = []): EspeakMarkup {
  let markup = "";
  const offsets: number[] = [];
  const emit = (piece: string, sourceOffset: number) => {
    markup += piece;
    for (const _ of piece) offsets.push(sourceOffset);
  };
  let offset = 0;
  let previous = "";
  const words = [...phonemeWords];
  const phonemeRegions: EspeakMarkup["phonemeRegions"] = [];
  for (const char of text) {
    while (words[0] && offset >= words[0].charEnd) words.shift();
    const word = words[0];
    if (word && offset >= word.charStart && offset < word.charEnd) {
      if (offset === word.charStart) {
        const from = offsets.length;
        emit(`[[${word.phonemes.replace(/[[\]<>&]/g, "")}]]`, word.charStart);
        phonemeRegions.push({ from, to: offsets.length, charStart: word.charStart, charEnd: word.charEnd });
        previous = "]";
      }
      offset += char.length;
      continue;
    }
    if (char === "[" && previous === "[") emit(" ", offset);
    const code = char.codePointAt(0)!;
    // Control characters (NUL would end the C string) become spaces, which keeps every offset in place.
    const isControl = (code < 0x20 && char !== "\n" && char !== "\r" && char !== "\t") || code === 0x7f;
    emit(entities[char] ?? (isControl ? " " : char), offset);
    previous = char;
    offset += char.length;
  }
  offsets.push(text.length);
  return { markup, sourceOffsets: Int32Array.from(offsets), phonemeRegions };
}
