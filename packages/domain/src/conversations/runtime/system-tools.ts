import type { ConversationConfig } from "@chorus/contract";
import type { LanguageModelTool } from "../../ports/language-model.ts";
import type { SystemToolEntry } from "./session-agent.ts";

const noParameters = { type: "object", properties: {}, additionalProperties: false };

/** What the model is told a system tool does when its configuration gives no description. */
const defaultDescriptions: Record<SystemToolEntry["params"]["system_tool_type"], string> = {
  end_call:
    "End the call when the caller says goodbye, when the task is done, or when the caller asks to end it.",
  language_detection:
    "Switch the conversation's language when the caller speaks or asks for another language.",
  skip_turn: "Stay silent for this turn when the caller asks for a moment or is thinking aloud.",
  transfer_to_agent:
    "Hand the conversation to another agent when one of the conditions holds; it continues with what was said.",
  transfer_to_number: "Transfer the call to a person at a phone number when one of the conditions holds.",
  voicemail_detection:
    "Call this when the call was answered by a voicemail system or an answering machine rather than a person.",
  play_keypad_touch_tone: "Press keys on the phone keypad (DTMF tones), to get through a phone menu.",
};

/**
 * The system tools a conversation offers: the agent's `built_in_tools` that are on (named as the
 * hosted product names them), then its workspace system tools (`tool_ids`; a name a built-in
 * already has is skipped).
 */
export function systemToolEntries(
  config: ConversationConfig,
  workspaceTools: readonly SystemToolEntry[] = [],
): SystemToolEntry[] {
  const entries: SystemToolEntry[] = [];
  for (const [name, tool] of Object.entries(config.agent.prompt.built_in_tools))
    if (tool) entries.push({ name, description: tool.description, params: tool.params });
  const taken = new Set(entries.map((entry) => entry.name));
  for (const tool of workspaceTools) if (!taken.has(tool.name)) entries.push(tool);
  return entries;
}

/** One choice per configured transfer, by its number, described by its condition. */
const numbered = (conditions: readonly string[], what: string) => ({
  type: "integer",
  description: `Which ${what}, by number: the one whose condition holds.`,
  oneOf: conditions.map((condition, index) => ({ const: index, description: condition })),
});

/** The parameters the model gives a system tool, as a JSON schema. */
function parametersOf(
  entry: SystemToolEntry,
  config: ConversationConfig,
): Record<string, unknown> | undefined {
  const params = entry.params;
  switch (params.system_tool_type) {
    case "language_detection": {
      const languages = [config.agent.language, ...Object.keys(config.language_presets)];
      if (languages.length < 2) return undefined;
      return {
        type: "object",
        properties: { language: { type: "string", enum: languages } },
        required: ["language"],
        additionalProperties: false,
      };
    }
    case "transfer_to_agent":
      return {
        type: "object",
        properties: {
          agent_number: numbered(
            params.transfers.map((transfer) => transfer.condition),
            "agent",
          ),
          reason: { type: "string", description: "Why the conversation is handed over, in a few words." },
        },
        required: ["agent_number"],
        additionalProperties: false,
      };
    case "transfer_to_number":
      return {
        type: "object",
        properties: {
          transfer_number: numbered(
            params.transfers.map((transfer) => transfer.condition),
            "number",
          ),
          client_message: { type: "string", description: "What to tell the caller while they wait." },
        },
        required: ["transfer_number"],
        additionalProperties: false,
      };
    case "play_keypad_touch_tone":
      return {
        type: "object",
        properties: {
          dtmf_tones: {
            type: "string",
            description: "The keys to press: digits, * and #; w waits half a second.",
            pattern: "^[0-9*#wW]{1,40}$",
          },
        },
        required: ["dtmf_tones"],
        additionalProperties: false,
      };
    default:
      return noParameters;
  }
}

/**
 * The system tools as the model sees them. `end_call` ends the conversation after the reply is
 * spoken; `language_detection` switches to one of the agent's languages (offered only when it has
 * more than one); `skip_turn` lets the agent stay silent; the transfers hand the call on;
 * `voicemail_detection` leaves the agent's message on an answering machine and hangs up;
 * `play_keypad_touch_tone` presses phone keys.
 */
export function systemToolsOf(
  config: ConversationConfig,
  workspaceTools: readonly SystemToolEntry[] = [],
): LanguageModelTool[] {
  const offered: LanguageModelTool[] = [];
  for (const entry of systemToolEntries(config, workspaceTools)) {
    const parameters = parametersOf(entry, config);
    if (!parameters) continue;
    offered.push({
      name: entry.name,
      description: entry.description || defaultDescriptions[entry.params.system_tool_type],
      parameters,
    });
  }
  return offered;
}
