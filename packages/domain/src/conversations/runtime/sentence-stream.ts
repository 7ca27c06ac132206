/**
 * Cuts a streamed reply into sentences as the text arrives, so the first sentence can be spoken while
 * the model still writes the rest. A sentence ends at `.`, `!`, `?` or `…` (with closing quotes or
 * brackets) followed by white space, or at a line break; what is left when the stream ends is the last.
 */
export class SentenceStream {
  private pending = "";

  /** Adds streamed text; answers the sentences it completed. */
  push(text: string): string[] {
    this.pending += text;
    const sentences: string[] = [];
    const end = /[.!?…]+["'”’)\]]*\s+|\n+/g;
    let start = 0;
    for (let match = end.exec(this.pending); match; match = end.exec(this.pending)) {
      const sentence = this.pending.slice(start, match.index + match[0].length).trim();
      // A bare number ("3.") or initial is not a sentence of its own: keep it with what follows.
      if (sentence.length >= 4) {
        sentences.push(sentence);
        start = match.index + match[0].length;
      }
    }
    this.pending = this.pending.slice(start);
    return sentences;
  }

  /** The rest of the text once the stream ended. */
  finish(): string | undefined {
    const rest = this.pending.trim();
    this.pending = "";
    return rest || undefined;
  }
}
