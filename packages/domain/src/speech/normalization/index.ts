export { type NormalizationMode, type NormalizeOptions, normalizeText } from "./normalize-text.ts";
export type { NormalizedText, OffsetSegment, Span } from "./offset-map.ts";
export { type SentenceSpan, splitSentences } from "./split-sentences.ts";
