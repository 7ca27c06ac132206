/**
 * The map from a normalized text back to the text the user sent.
 *
 * Alignment (character timestamps) must point at the ORIGINAL characters, while the engines speak the
 * normalized text. Storing one span per normalized character would cost a few words per character; instead the
 * text is cut into segments that tile both texts in order:
 * - a `same` segment is a run copied unchanged, so normalized character `normStart + k` is original character
 *   `origStart + k` (both lengths are equal);
 * - a `spoken` segment replaced an original token by a phrase ("$5" → "five dollars"): every character of the
 *   phrase maps to the whole token, because nothing finer is true ("dollars" comes from the "$", "five" from
 *   the "5", in the other order). A `spoken` segment may be empty on the normalized side (a removed
 *   zero-width character) so that the original side still tiles the whole input.
 */
export interface OffsetSegment {
  kind: "same" | "spoken";
  normStart: number;
  normEnd: number;
  origStart: number;
  origEnd: number;
}

export interface Span {
  start: number;
  end: number;
}

export interface NormalizedText {
  /** The text to hand to the engine. */
  text: string;
  /**
   * For each character of the normalized text, where it came from, stored compactly: the segment that contains
   * normalized index `i` gives `[origStart + (i - normStart), +1)` when `kind` is `same` and
   * `[origStart, origEnd)` when it is `spoken`. Segments are ordered and tile both texts.
   */
  sourceSpans: readonly OffsetSegment[];
  /**
   * The `[start, end)` span of original characters that normalized characters `[normStart, normEnd)` came from,
   * in O(log segments). Out-of-range input is clamped; an empty (or reversed) range maps to an empty span where
   * its start maps (the start of the token when that falls inside a spoken phrase).
   */
  toOriginalSpan(normStart: number, normEnd: number): Span;
}

/** Accumulates segments while the normalizer walks the original text left to right. */
export class OffsetMapBuilder {
  private readonly parts: string[] = [];
  private readonly segments: OffsetSegment[] = [];
  private normLength = 0;
  private origLength = 0;
  /** Kept as parts are written, so asking for it never walks back over empty replacements. */
  private lastChar: string | undefined;

  constructor(private readonly original: string) {}

  /** The next `length` original characters pass through unchanged (adjacent copies merge into one segment). */
  copy(length: number): void {
    if (length <= 0) return;
    const piece = this.original.slice(this.origLength, this.origLength + length);
    const last = this.segments.at(-1);
    if (last?.kind === "same") {
      last.normEnd += length;
      last.origEnd += length;
    } else {
      this.segments.push({
        kind: "same",
        normStart: this.normLength,
        normEnd: this.normLength + length,
        origStart: this.origLength,
        origEnd: this.origLength + length,
      });
    }
    this.parts.push(piece);
    this.lastChar = piece[piece.length - 1];
    this.normLength += length;
    this.origLength += length;
  }

  /** The next `length` original characters are replaced by `spoken` (which may be empty). */
  replace(length: number, spoken: string): void {
    this.segments.push({
      kind: "spoken",
      normStart: this.normLength,
      normEnd: this.normLength + spoken.length,
      origStart: this.origLength,
      origEnd: this.origLength + length,
    });
    this.parts.push(spoken);
    if (spoken.length > 0) this.lastChar = spoken[spoken.length - 1];
    this.normLength += spoken.length;
    this.origLength += length;
  }

  /** The last character written to the normalized text so far (to keep spoken words from gluing onto it). */
  lastNormalizedChar(): string | undefined {
    return this.lastChar;
  }

  build(): NormalizedText {
    return createNormalizedText(this.parts.join(""), this.segments, this.origLength);
  }
}

/** The identity map: used for mode "off" and whenever nothing changed. */
export function identityNormalizedText(text: string): NormalizedText {
  const segments: OffsetSegment[] =
    text.length === 0
      ? []
      : [{ kind: "same", normStart: 0, normEnd: text.length, origStart: 0, origEnd: text.length }];
  return createNormalizedText(text, segments, text.length);
}

function createNormalizedText(
  text: string,
  segments: OffsetSegment[],
  originalLength: number,
): NormalizedText {
  // Only segments with normalized characters can contain a position; empty ones are skipped by the search.
  const searchable = segments.filter((segment) => segment.normEnd > segment.normStart);
  const frozen = Object.freeze(segments.map((segment) => Object.freeze({ ...segment })));

  /** The first searchable segment whose normEnd is above `position` (binary search). */
  const segmentAt = (position: number): OffsetSegment | undefined => {
    let low = 0;
    let high = searchable.length - 1;
    let found: OffsetSegment | undefined;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const segment = searchable[middle]!;
      if (segment.normEnd > position) {
        found = segment;
        high = middle - 1;
      } else {
        low = middle + 1;
      }
    }
    return found;
  };

  const startOf = (position: number): number => {
    const segment = segmentAt(position);
    if (!segment) return originalLength;
    return segment.kind === "same" ? segment.origStart + (position - segment.normStart) : segment.origStart;
  };

  const endOf = (lastPosition: number): number => {
    const segment = segmentAt(lastPosition);
    if (!segment) return originalLength;
    return segment.kind === "same"
      ? segment.origStart + (lastPosition - segment.normStart) + 1
      : segment.origEnd;
  };

  return {
    text,
    sourceSpans: frozen,
    toOriginalSpan(normStart: number, normEnd: number): Span {
      const start = clamp(Math.trunc(normStart), 0, text.length);
      const end = clamp(Math.trunc(normEnd), start, text.length);
      const origStart = startOf(start);
      if (end === start) return { start: origStart, end: origStart };
      return { start: origStart, end: endOf(end - 1) };
    },
  };
}

function clamp(value: number, low: number, high: number): number {
  if (Number.isNaN(value)) return low;
  return Math.min(Math.max(value, low), high);
}
