import type { ConversationConfig } from "@chorus/contract";
import type { LanguageModelTool } from "../../ports/language-model.ts";

/**
 * The built-in system tools an agent has switched on, as the model sees them. `end_call` ends the
 * conversation after the reply is spoken; `language_detection` switches to one of the agent's
 * languages; `skip_turn` lets the agent stay silent when the caller asks for a moment.
 */
export function systemToolsOf(config: ConversationConfig): LanguageModelTool[] {
  const tools = config.agent.prompt.built_in_tools;
  const languages = [config.agent.language, ...Object.keys(config.language_presets)];
  const offered: LanguageModelTool[] = [];
  if (tools.end_call)
    offered.push({
      name: "end_call",
      description:
        tools.end_call.description ||
        "End the call when the caller says goodbye, when the task is done, or when the caller asks to end it.",
      parameters: { type: "object", properties: {}, additionalProperties: false },
    });
  if (tools.language_detection && languages.length > 1)
    offered.push({
      name: "language_detection",
      description:
        tools.language_detection.description ||
        "Switch the conversation's language when the caller speaks or asks for another language.",
      parameters: {
        type: "object",
        properties: { language: { type: "string", enum: languages } },
        required: ["language"],
        additionalProperties: false,
      },
    });
  if (tools.skip_turn)
    offered.push({
      name: "skip_turn",
      description:
        tools.skip_turn.description ||
        "Stay silent for this turn when the caller asks for a moment or is thinking aloud.",
      parameters: { type: "object", properties: {}, additionalProperties: false },
    });
  return offered;
}
