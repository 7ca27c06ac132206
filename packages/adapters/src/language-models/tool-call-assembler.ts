import { randomUUID } from "node:crypto";
import { LanguageModelError, type LanguageModelToolCall } from "@chorus/domain";

/** One streamed tool-call delta, as OpenAI's chunks carry it. */
export interface ToolCallDelta {
  index: number;
  id?: string | undefined;
  function?: { name?: string | undefined; arguments?: string | undefined } | undefined;
}

/** More calls in one reply than any agent offers tools for: a server gone wrong, not a reply. */
const maxToolCalls = 32;
/** Arguments of one call; larger ones would only be held in memory for a model that runs away. */
const maxArgumentCharacters = 256 * 1024;

/**
 * Gathers the pieces of streamed tool calls. OpenAI sends a call's id and name in its first delta
 * and the JSON arguments as text spread over many chunks, all tagged with the call's `index`; the
 * calls are complete only when the stream ends.
 */
export class ToolCallAssembler {
  private readonly calls = new Map<number, { id: string | undefined; name: string; arguments: string }>();

  add(delta: ToolCallDelta): void {
    let call = this.calls.get(delta.index);
    if (!call) {
      if (this.calls.size >= maxToolCalls) {
        throw new LanguageModelError(
          `The language model made more than ${maxToolCalls} tool calls in one reply`,
        );
      }
      call = { id: undefined, name: "", arguments: "" };
      this.calls.set(delta.index, call);
    }
    if (delta.id && !call.id) call.id = delta.id;
    // The name comes whole in one delta; a server that repeats it must not double it.
    if (delta.function?.name && !call.name) call.name = delta.function.name;
    const piece = delta.function?.arguments ?? "";
    if (call.arguments.length + piece.length > maxArgumentCharacters) {
      throw new LanguageModelError(
        `The language model's arguments for tool "${call.name}" exceed ${maxArgumentCharacters} characters`,
      );
    }
    call.arguments += piece;
  }

  /** The complete calls in index order, arguments parsed; invalid ones throw `LanguageModelError`. */
  complete(): LanguageModelToolCall[] {
    return [...this.calls.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, call]) => {
        if (!call.name) throw new LanguageModelError("The language model sent a tool call without a name");
        return {
          // A server that sends no id still needs one the tool's result can refer to.
          id: call.id ?? `call_${randomUUID()}`,
          name: call.name,
          arguments: parseArguments(call.name, call.arguments),
        };
      });
  }
}

function parseArguments(name: string, text: string): Record<string, unknown> {
  // A call of a tool without parameters may come with no argument text at all.
  if (text.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new LanguageModelError(
      `The language model sent arguments for tool "${name}" that are not valid JSON`,
    );
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new LanguageModelError(
      `The language model sent arguments for tool "${name}" that are not a JSON object`,
    );
  }
  return { ...value };
}
