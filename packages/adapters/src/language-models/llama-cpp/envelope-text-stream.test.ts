import { describe, expect, it } from "vitest";
import { EnvelopeTextStream } from "./envelope-text-stream.ts";

/** Feeds `json` in pieces of `size` characters and returns what each push yielded. */
function feed(json: string, size: number): { pieces: string[]; stream: EnvelopeTextStream } {
  const stream = new EnvelopeTextStream();
  const pieces: string[] = [];
  for (let i = 0; i < json.length; i += size) pieces.push(stream.push(json.slice(i, i + size)));
  return { pieces, stream };
}

describe("EnvelopeTextStream", () => {
  const text = 'Say "hi"\\ to Zoë \u{1F600}\nthen\tgo/';
  const envelope = `{\n    "type": "message",\n    "text": ${JSON.stringify(text).replace("/", "\\/")}\n}`;

  it("decodes the message text as it arrives, whatever the chunk boundaries", () => {
    for (const size of [1, 2, 3, 7, envelope.length]) {
      const { pieces, stream } = feed(envelope, size);
      expect(pieces.join("")).toBe(text);
      expect(stream.isToolCall).toBe(false);
    }
  });

  it("decodes \\u escapes, and never splits a surrogate pair across pieces", () => {
    const { pieces } = feed('{"type":"message","text":"a\\ud83d\\ude00b"}', 1);
    expect(pieces.join("")).toBe("a\u{1F600}b");
    for (const piece of pieces) expect(piece).not.toMatch(/[\uD800-\uDBFF]$/);
  });

  it("yields nothing for a tool call and says so", () => {
    const { pieces, stream } = feed(
      '{"type": "tool_call", "name": "end_call", "arguments": {"text": "no"}}',
      4,
    );
    expect(pieces.join("")).toBe("");
    expect(stream.isToolCall).toBe(true);
  });

  it("streams what it has when the reply is cut off mid-string", () => {
    const { pieces } = feed('{"type":"message","text":"Hello wor', 5);
    expect(pieces.join("")).toBe("Hello wor");
  });
});
