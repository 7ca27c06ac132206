import type { LanguageModelTool } from "@chorus/domain";
import type { GbnfJsonSchema } from "node-llama-cpp";
import { toGbnfJsonSchema } from "./json-schema-to-gbnf.ts";

/**
 * When an agent has tools, the model answers in a JSON envelope that a grammar enforces token by
 * token: `{"type": "message", "text": …}` to speak, or `{"type": "tool_call", "name": …, "arguments": …}`
 * with one variant per tool, so a name always comes with that tool's own arguments. A grammar rather
 * than node-llama-cpp's function calling: that relies on the model choosing to write its chat wrapper's
 * call syntax, which a model never trained on it (and the random test model) rarely does, while the
 * envelope works the same with every GGUF and every call it admits parses.
 */

export type ReplyEnvelope =
  | { type: "message"; text: string }
  | { type: "tool_call"; name: string; arguments: Record<string, unknown> };

export type ReplyEnvelopeSchema = { oneOf: GbnfJsonSchema[] };

export function replyEnvelopeSchema(tools: readonly LanguageModelTool[]): ReplyEnvelopeSchema {
  return {
    oneOf: [
      { type: "object", properties: { type: { const: "message" }, text: { type: "string" } } },
      ...tools.map(
        (tool): GbnfJsonSchema => ({
          type: "object",
          properties: {
            type: { const: "tool_call" },
            name: { const: tool.name },
            arguments: toGbnfJsonSchema(tool.parameters),
          },
        }),
      ),
    ],
  };
}

/** Appended to the system prompt: the grammar enforces the shape, the model still has to know it. */
export function replyEnvelopeInstructions(tools: readonly LanguageModelTool[]): string {
  const listing = tools
    .map(
      (tool) => `- ${tool.name}: ${tool.description}\n  arguments schema: ${JSON.stringify(tool.parameters)}`,
    )
    .join("\n");
  return [
    "Reply with exactly one JSON object and nothing else.",
    'To speak to the user: {"type": "message", "text": "<what you say>"}',
    'To call a tool: {"type": "tool_call", "name": "<tool name>", "arguments": {<its arguments>}}',
    "The tools:",
    listing,
  ].join("\n");
}

/** How an earlier turn of this assistant looks in the envelope, so the history matches what it writes. */
export function envelopeJson(envelope: ReplyEnvelope): string {
  return JSON.stringify(envelope);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The finished reply read back, or undefined when it is not a whole envelope (maxTokens cut it off).
 * Plain JSON.parse plus a shape check rather than node-llama-cpp's `grammar.parse`: its validator
 * counts string lengths in UTF-16 units where the grammar (and JSON schema) count characters, so it
 * rejects arguments the grammar correctly let through.
 */
export function readReplyEnvelope(
  json: string,
  tools: readonly LanguageModelTool[],
): ReplyEnvelope | undefined {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!isPlainObject(value)) return undefined;
  if (value.type === "message" && typeof value.text === "string")
    return { type: "message", text: value.text };
  const known = tools.some((tool) => tool.name === value.name);
  if (value.type === "tool_call" && known && isPlainObject(value.arguments)) {
    return { type: "tool_call", name: value.name as string, arguments: value.arguments };
  }
  return undefined;
}
