import { extractValue, type LanguageModelMessage, type LanguageModelRequest } from "@chorus/domain";
import { contentTerms } from "../words.ts";
import { describeToolResult } from "./tool-result-sentence.ts";
import { parameterPhrase, type ToolSpec, toolSpecsOf } from "./tool-specs.ts";

/** What the engine does with the agent's tools this turn. */
export type ToolPlan =
  | { kind: "call"; name: string; arguments: Record<string, unknown> }
  | { kind: "ask"; sentence: string }
  | { kind: "report"; sentences: string[] };

/** User messages read back for a tool's values (the one that asked for it and the answers since). */
const userMessagesRead = 4;

/** The question for a missing value; the engine later finds it in its own turn to know what is pending. */
export const askFor = (spec: ToolSpec, parameter: string) =>
  `To ${spec.phrase}, I need your ${parameter}. Could you tell me?`;

/**
 * The tool a caller's words point at: its name's words count most, its description's too, and a
 * tool is only chosen when the match is clear (a name word, or two description words), so a question
 * the prompt answers is not sent to a tool by one shared word.
 */
function chooseTool(specs: readonly ToolSpec[], message: string): ToolSpec | undefined {
  const terms = new Set(contentTerms(message));
  let best: { spec: ToolSpec; score: number } | undefined;
  for (const spec of specs) {
    let nameHits = 0;
    let descriptionHits = 0;
    for (const term of terms) {
      if (spec.nameTerms.has(term)) nameHits++;
      else if (spec.descriptionTerms.has(term)) descriptionHits++;
    }
    if (nameHits === 0 && descriptionHits < 2) continue;
    const score = nameHits * 2 + descriptionHits;
    if (!best || score > best.score) best = { spec, score };
  }
  return best?.spec;
}

/** The tool the engine's last turn asked a value for, if it did. */
function pendingTool(
  specs: readonly ToolSpec[],
  messages: readonly LanguageModelMessage[],
): ToolSpec | undefined {
  const lastAssistant = messages.findLast((message) => message.role === "assistant");
  if (!lastAssistant) return undefined;
  return specs.find((spec) =>
    spec.parameters.some((p) => lastAssistant.content.includes(askFor(spec, parameterPhrase(p)))),
  );
}

/** The arguments the caller's recent words give, the latest mention of each winning. */
function argumentsFrom(spec: ToolSpec, texts: readonly string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const parameter of spec.parameters) {
    for (const text of [...texts].reverse()) {
      const value = extractValue(parameter, text);
      if (value !== undefined) {
        values[parameter.name] = value;
        break;
      }
    }
  }
  return values;
}

/**
 * The engine's use of the agent's tools: the result of the tool it just called, said as the tool
 * gave it; else a tool the caller's words point at (or the one it is asking values for), called
 * once its required values are known, or the first missing one asked for. Undefined: no tool.
 */
export function planToolUse(request: Pick<LanguageModelRequest, "messages" | "tools">): ToolPlan | undefined {
  const specs = toolSpecsOf(request.tools);
  if (specs.length === 0) return undefined;
  const last = request.messages.at(-1);
  if (last?.role === "tool") {
    const call = request.messages.findLast(
      (message) => message.role === "assistant" && message.toolCalls?.some((c) => c.id === last.toolCallId),
    );
    const name =
      call?.role === "assistant" ? call.toolCalls?.find((c) => c.id === last.toolCallId)?.name : undefined;
    const spec = specs.find((candidate) => candidate.tool.name === name);
    if (spec) return { kind: "report", sentences: describeToolResult(spec.phrase, last.content) };
    return undefined;
  }
  const users = request.messages
    .filter((message) => message.role === "user")
    .map((message) => message.content);
  const latest = users.at(-1);
  if (latest === undefined) return undefined;
  const spec = pendingTool(specs, request.messages) ?? chooseTool(specs, latest);
  if (!spec) return undefined;
  const values = argumentsFrom(spec, users.slice(-userMessagesRead));
  const missing = spec.parameters.find(
    (parameter) => spec.required.has(parameter.name) && values[parameter.name] === undefined,
  );
  if (missing) return { kind: "ask", sentence: askFor(spec, parameterPhrase(missing)) };
  return { kind: "call", name: spec.tool.name, arguments: values };
}
