import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { toolLimits } from "../../catalogues/tool-limits.ts";

/**
 * What a system tool does, with its own settings (`SystemToolConfigInputParams`), told apart by
 * `system_tool_type`. Shared by workspace system tools (`tool_config`) and an agent's
 * `built_in_tools`, so it imports neither.
 */

const idText = z.string().min(1).max(inputLimits.idCharacters);
const transferCondition = z.string().min(1).max(toolLimits.descriptionCharacters);

/** `AgentTransferInput`: hand the conversation to another agent of the workspace. */
const AgentTransferSchema = z.object({
  agent_id: idText,
  condition: transferCondition,
  delay_ms: z.number().int().min(0).max(60_000).optional(),
  transfer_message: z.string().max(inputLimits.descriptionCharacters).nullish(),
  enable_transferred_agent_first_message: z.boolean().optional(),
});

const phoneNumber = z.string().min(1).max(inputLimits.shortTextCharacters);
const sipUri = z.string().min(1).max(inputLimits.urlCharacters);

/** Where a phone transfer goes: a number or a SIP address, given or read from a dynamic variable. */
export const TransferDestinationSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("phone"), phone_number: phoneNumber }),
  z.object({ type: z.literal("phone_dynamic_variable"), phone_number: phoneNumber }),
  z.object({ type: z.literal("sip_uri"), sip_uri: sipUri }),
  z.object({ type: z.literal("sip_uri_dynamic_variable"), sip_uri: sipUri }),
]);

/** `PhoneNumberTransfer`: hand the call to a number or a SIP address (telephony, when it exists). */
const PhoneNumberTransferSchema = z.object({
  transfer_destination: TransferDestinationSchema,
  transfer_type: z.enum(["blind", "conference", "sip_refer"]).optional(),
  condition: transferCondition,
});

/** Each system tool's own settings, by `system_tool_type`. */
export const systemToolParams = {
  end_call: z.object({ system_tool_type: z.literal("end_call") }),
  language_detection: z.object({
    system_tool_type: z.literal("language_detection"),
    only_at_conversation_start: z.boolean().optional(),
  }),
  skip_turn: z.object({
    system_tool_type: z.literal("skip_turn"),
    wait_timeout_secs: z.number().int().min(1).max(600).optional(),
  }),
  transfer_to_agent: z.object({
    system_tool_type: z.literal("transfer_to_agent"),
    transfers: z.array(AgentTransferSchema).min(1).max(toolLimits.transfers),
  }),
  transfer_to_number: z.object({
    system_tool_type: z.literal("transfer_to_number"),
    transfers: z.array(PhoneNumberTransferSchema).min(1).max(toolLimits.transfers),
    enable_client_message: z.boolean().optional(),
  }),
  voicemail_detection: z.object({
    system_tool_type: z.literal("voicemail_detection"),
    voicemail_message: z.string().max(inputLimits.descriptionCharacters).optional(),
  }),
  play_keypad_touch_tone: z.object({
    system_tool_type: z.literal("play_keypad_touch_tone"),
    use_out_of_band_dtmf: z.boolean().optional(),
    suppress_turn_after_dtmf: z.boolean().optional(),
  }),
};

/** `SystemToolConfigInputParams`: which system tool, with its own settings. */
export const SystemToolParamsSchema = z.discriminatedUnion("system_tool_type", [
  systemToolParams.end_call,
  systemToolParams.language_detection,
  systemToolParams.skip_turn,
  systemToolParams.transfer_to_agent,
  systemToolParams.transfer_to_number,
  systemToolParams.voicemail_detection,
  systemToolParams.play_keypad_touch_tone,
]);

export type SystemToolParams = z.output<typeof SystemToolParamsSchema>;
export type AgentTransfer = z.output<typeof AgentTransferSchema>;
