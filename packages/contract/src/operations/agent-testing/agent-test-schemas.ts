import { z } from "zod";
import { idValue, inputLimits } from "../../bounds/input-limits.ts";
import { agentTestingLimits as limits } from "../../catalogues/agent-testing-limits.ts";
import { DynamicVariablesSchema } from "../agents/conversation-config-schema.ts";

const shortText = z.string().max(inputLimits.shortTextCharacters);
const longText = z.string().max(limits.messageCharacters);
const toolPayload = z.string().max(limits.toolPayloadCharacters);

export const TestParamsSchema = z.object({ test_id: idValue });
export const TestFolderParamsSchema = z.object({ folder_id: idValue });

const toolType = z.enum([
  "system",
  "webhook",
  "client",
  "workflow",
  "api_integration_webhook",
  "mcp",
  "code",
]);

/** `ConversationHistoryTranscriptCommonModelInput`, the parts a test's conversation uses. */
export const ChatHistoryEntrySchema = z.object({
  role: z.enum(["user", "agent"]),
  message: longText.nullish(),
  time_in_call_secs: z.number().int().min(0).max(86_400).default(0),
  tool_calls: z
    .array(
      z.object({
        type: toolType.nullish(),
        request_id: z.string().max(inputLimits.idCharacters),
        tool_name: shortText,
        params_as_json: toolPayload,
        tool_has_been_called: z.boolean(),
      }),
    )
    .max(limits.toolCallsPerTurn)
    .nullish(),
  tool_results: z
    .array(
      z.object({
        type: toolType.nullish(),
        request_id: z.string().max(inputLimits.idCharacters),
        tool_name: shortText,
        result_value: toolPayload,
        is_error: z.boolean(),
        tool_has_been_called: z.boolean(),
      }),
    )
    .max(limits.toolCallsPerTurn)
    .nullish(),
});

export type ChatHistoryEntry = z.output<typeof ChatHistoryEntrySchema>;

const example = <T extends "success" | "failure">(type: T) =>
  z.object({ response: longText, type: z.literal(type) });

/** `UnitTestToolCallParameterEval`: how one argument of the expected call is judged. */
export const ToolParameterEvalSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("anything") }),
  z.object({ type: z.literal("exact"), expected_value: longText }),
  z.object({ type: z.literal("regex"), pattern: z.string().max(limits.parameterTextCharacters) }),
  z.object({ type: z.literal("llm"), description: longText }),
]);

export type ToolParameterEval = z.output<typeof ToolParameterEvalSchema>;

/** `UnitTestToolCallEvaluationModel`: the call a tool test expects. */
export const ToolCallEvaluationSchema = z.object({
  parameters: z
    .array(z.object({ eval: ToolParameterEvalSchema, path: z.string().max(limits.parameterTextCharacters) }))
    .max(limits.toolParameters)
    .nullish(),
  referenced_tool: z.object({ id: z.string().max(inputLimits.idCharacters), type: toolType }).nullish(),
  verify_absence: z.boolean().nullish(),
});

export type ToolCallEvaluation = z.output<typeof ToolCallEvaluationSchema>;

const common = {
  name: z.string().trim().min(1).max(limits.nameCharacters),
  chat_history: z.array(ChatHistoryEntrySchema).max(limits.chatHistoryTurns).nullish(),
  dynamic_variables: DynamicVariablesSchema.nullish(),
  from_conversation_metadata: z
    .object({
      conversation_id: z.string().max(inputLimits.idCharacters),
      agent_id: z.string().max(inputLimits.idCharacters),
      branch_id: z.string().max(inputLimits.idCharacters).nullish(),
      workflow_node_id: z.string().max(inputLimits.idCharacters).nullish(),
    })
    .nullish(),
  conversation_initiation_source: shortText.nullish(),
  environment: shortText.nullish(),
  parent_folder_id: z.string().max(inputLimits.idCharacters).nullish(),
};

const llmFields = {
  success_condition: longText.nullish(),
  success_examples: z.array(example("success")).max(limits.examples).nullish(),
  failure_examples: z.array(example("failure")).max(limits.examples).nullish(),
};

const toolFields = {
  tool_call_parameters: ToolCallEvaluationSchema.nullish(),
  check_any_tool_matches: z.boolean().nullish(),
};

const simulationFields = {
  success_condition: longText.nullish(),
  success_conditions: z.array(longText).max(limits.successConditions).nullish(),
  simulation_scenario: longText.nullish(),
  simulation_max_turns: z.number().int().min(1).max(limits.simulationTurns.max).nullish(),
  simulation_environment: shortText.nullish(),
  tool_mock_config: z
    .object({
      mocking_strategy: shortText.nullish(),
      fallback_strategy: shortText.nullish(),
      mocked_tool_ids: z
        .array(z.string().max(inputLimits.idCharacters))
        .max(inputLimits.idsPerRequest)
        .nullish(),
    })
    .nullish(),
  evaluation_model: shortText.nullish(),
  simulated_user_model: shortText.nullish(),
};

/** `TestsCreateRequestBody` / `TestsUpdateRequestBody`: an LLM, tool or simulation test, whole. */
export const TestRequestSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("llm"), ...common, ...llmFields }),
  z.object({ type: z.literal("tool"), ...common, ...toolFields }),
  z.object({ type: z.literal("simulation"), ...common, ...simulationFields }),
]);

export type TestRequest = z.output<typeof TestRequestSchema>;

const { parent_folder_id: _parent, ...commonOut } = common;
const responseCommon = { ...commonOut, id: z.string() };

/** `TestsGetResponse`: the test as stored, by type. */
export const TestResponseSchema = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("llm"), ...responseCommon, ...llmFields }),
    z.object({ type: z.literal("tool"), ...responseCommon, ...toolFields }),
    z.object({ type: z.literal("simulation"), ...responseCommon, ...simulationFields }),
  ])
  .meta({ id: "TestsGetResponse" });

export type TestResponse = z.output<typeof TestResponseSchema>;

/** `AgentTestFolderPathSegmentResponseModel`. */
export const TestFolderPathSchema = z.array(z.object({ id: z.string(), name: z.string() }));

/** `UnitTestSummaryResponseModel`: a test or a folder in a listing. */
export const TestSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    created_at_unix_secs: z.number().int(),
    last_updated_at_unix_secs: z.number().int(),
    type: z.enum(["llm", "tool", "simulation", "folder"]),
    entity_type: z.enum(["test", "folder"]),
    folder_parent_id: z.string().nullish(),
    folder_path: TestFolderPathSchema,
    children_count: z.number().int().nullish(),
  })
  .meta({ id: "UnitTestSummaryResponseModel" });

export type TestSummary = z.output<typeof TestSummarySchema>;

/** `GetAgentTestFolderResponseModel`. */
export const TestFolderResponseSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    folder_path: TestFolderPathSchema,
    children_count: z.number().int(),
  })
  .meta({ id: "GetAgentTestFolderResponseModel" });

export const testPageSize = z.coerce
  .number()
  .int()
  .min(1)
  .max(limits.pageSize.max)
  .default(limits.pageSize.default);
