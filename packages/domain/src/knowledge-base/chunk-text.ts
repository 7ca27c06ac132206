import { knowledgeBaseLimits } from "@chorus/contract";

const { target, max } = knowledgeBaseLimits.chunkCharacters;

const sentenceSegmenter = new Intl.Segmenter("en", { granularity: "sentence" });

/** A paragraph longer than a passage, in sentences (and a sentence longer than that, in pieces). */
function splitLongParagraph(paragraph: string): string[] {
  const pieces: string[] = [];
  for (const { segment } of sentenceSegmenter.segment(paragraph)) {
    const sentence = segment.trim();
    for (let start = 0; start < sentence.length; start += max)
      pieces.push(sentence.slice(start, start + max));
  }
  return pieces;
}

/**
 * A document's text as retrieval passages, in order: whole paragraphs joined until a passage holds
 * about `target` characters (never more than `max`), so a passage is a few related paragraphs and a
 * short heading travels with the paragraph after it. A paragraph longer than `max` is cut between
 * sentences. Passages do not overlap.
 */
export function chunkText(text: string): string[] {
  const paragraphs = text
    .split(/\n+/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line.length > 0)
    .flatMap((paragraph) => (paragraph.length > max ? splitLongParagraph(paragraph) : [paragraph]));
  const chunks: string[] = [];
  let current = "";
  for (const paragraph of paragraphs) {
    if (current && current.length + 1 + paragraph.length > max) {
      chunks.push(current);
      current = "";
    }
    current = current ? `${current}\n${paragraph}` : paragraph;
    if (current.length >= target) {
      chunks.push(current);
      current = "";
    }
  }
  if (current) chunks.push(current);
  return chunks;
}
