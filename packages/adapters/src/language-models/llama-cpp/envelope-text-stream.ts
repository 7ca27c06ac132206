/**
 * Pulls the reply text out of a message envelope while the model is still writing it, so speech can
 * start on the first words instead of after the closing brace. The grammar fixes the order (`type`,
 * then `text`) and allows only whitespace between tokens, so a prefix match finds where the string
 * starts; from there JSON escapes are decoded as soon as they are complete. A tool-call envelope
 * yields no text.
 */

const messageStart = /^\s*\{\s*"type"\s*:\s*"message"\s*,\s*"text"\s*:\s*"/;
const toolCallStart = /^\s*\{\s*"type"\s*:\s*"tool_call"/;
const simpleEscapes: Record<string, string> = {
  '"': '"',
  "\\": "\\",
  "/": "/",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
};

export class EnvelopeTextStream {
  private raw = "";
  /** Index in `raw` of the next undecoded character of the text string, once it has started. */
  private cursor: number | undefined;
  private state: "prefix" | "text" | "done" = "prefix";
  /** A high surrogate held back until its pair arrives, so no piece ends in half a character. */
  private heldSurrogate = "";
  private toolCall = false;

  /** Whether the envelope has shown itself to be a tool call. */
  get isToolCall(): boolean {
    return this.toolCall;
  }

  /** Feeds the next chunk of generated JSON; returns the newly decoded text (possibly ""). */
  push(chunk: string): string {
    if (this.state === "done") return "";
    this.raw += chunk;
    if (this.state === "prefix") {
      const match = messageStart.exec(this.raw);
      if (!match) {
        if (toolCallStart.test(this.raw)) {
          this.toolCall = true;
          this.state = "done";
        }
        return "";
      }
      this.state = "text";
      this.cursor = match[0].length;
    }
    return this.decode();
  }

  private decode(): string {
    let text = this.heldSurrogate;
    this.heldSurrogate = "";
    let i = this.cursor!;
    while (i < this.raw.length) {
      const char = this.raw[i]!;
      if (char === '"') {
        this.state = "done";
        break;
      }
      if (char !== "\\") {
        text += char;
        i++;
        continue;
      }
      const escaped = this.raw[i + 1];
      if (escaped === undefined) break;
      if (escaped === "u") {
        const hex = this.raw.slice(i + 2, i + 6);
        if (hex.length < 4) break;
        text += String.fromCharCode(Number.parseInt(hex, 16));
        i += 6;
        continue;
      }
      text += simpleEscapes[escaped] ?? escaped;
      i += 2;
    }
    this.cursor = i;
    const last = text.charCodeAt(text.length - 1);
    if (this.state === "text" && last >= 0xd800 && last <= 0xdbff) {
      this.heldSurrogate = text.slice(-1);
      return text.slice(0, -1);
    }
    return text;
  }
}
