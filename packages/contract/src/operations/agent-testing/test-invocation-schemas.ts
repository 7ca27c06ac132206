import { z } from "zod";
import { idValue, inputLimits } from "../../bounds/input-limits.ts";
import { agentTestingLimits as limits } from "../../catalogues/agent-testing-limits.ts";
import { ConversationConfigPatchSchema } from "../agents/conversation-config-schema.ts";
import { PlatformSettingsPatchSchema } from "../agents/platform-settings-schema.ts";
import { TranscriptEntrySchema } from "../conversations/conversation-schemas.ts";
import { TestResponseSchema } from "./agent-test-schemas.ts";

export const TestInvocationParamsSchema = z.object({ test_invocation_id: idValue });

/**
 * `AdhocAgentConfigOverrideForTestRequestModel`: the configuration to test instead of the saved one,
 * merged over the agent like an update and checked whole (never saved).
 */
export const AgentConfigOverrideSchema = z.object({
  conversation_config: ConversationConfigPatchSchema,
  platform_settings: PlatformSettingsPatchSchema.nullish(),
});

/** `TestRunStatus`. A run being judged is still `pending` on the wire (the SDK has no `running`). */
export const testRunStatuses = ["pending", "passed", "failed", "cancelled"] as const;

const evaluationResult = z.enum(["success", "failure", "unknown"]);

/** `UnitTestRunResponseModel`: one run of one test, with the agent's reply and the verdict. */
export const TestRunSchema = z
  .object({
    test_run_id: z.string(),
    test_info: TestResponseSchema.nullish(),
    test_invocation_id: z.string(),
    agent_id: z.string(),
    branch_id: z.string().nullish(),
    version_id: z.string().nullish(),
    ran_against_draft: z.boolean(),
    status: z.enum(testRunStatuses),
    agent_responses: z.array(TranscriptEntrySchema).nullish(),
    test_id: z.string(),
    test_name: z.string(),
    condition_result: z
      .object({
        result: evaluationResult,
        rationale: z.object({ messages: z.array(z.string()), summary: z.string() }),
      })
      .nullish(),
    last_updated_at_unix: z.number().int(),
    metadata: z
      .object({
        workspace_id: z.string(),
        test_name: z.string(),
        ran_by_user_email: z.string(),
        test_type: z.enum(["llm", "tool_call", "simulation"]),
      })
      .nullish(),
    root_folder_id: z.string().nullish(),
    root_folder_name: z.string().nullish(),
  })
  .meta({ id: "UnitTestRunResponseModel" });

/** `GetTestSuiteInvocationResponseModel`. */
export const TestInvocationSchema = z
  .object({
    id: z.string(),
    agent_id: z.string(),
    branch_id: z.string().nullish(),
    version_id: z.string().nullish(),
    ran_against_draft: z.boolean(),
    created_at: z.number().int(),
    folder_id: z.string().nullish(),
    repeat_count: z.number().int(),
    cancelled: z.boolean(),
    test_runs: z.array(TestRunSchema),
  })
  .meta({ id: "GetTestSuiteInvocationResponseModel" });

export type TestInvocationResponse = z.output<typeof TestInvocationSchema>;
export type TestRunResponse = z.output<typeof TestRunSchema>;

/** `TestInvocationSummaryResponseModel`. */
export const TestInvocationSummarySchema = z
  .object({
    id: z.string(),
    agent_id: z.string(),
    branch_id: z.string().nullish(),
    version_id: z.string().nullish(),
    ran_against_draft: z.boolean(),
    created_at_unix_secs: z.number().int(),
    test_run_count: z.number().int(),
    passed_count: z.number().int(),
    failed_count: z.number().int(),
    pending_count: z.number().int(),
    cancelled_count: z.number().int(),
    title: z.string(),
    repeat_count: z.number().int(),
    cancelled: z.boolean(),
  })
  .meta({ id: "TestInvocationSummaryResponseModel" });

/** Tests of one run, each `repeat_count` times. */
export const SingleTestRunsSchema = z
  .array(
    z.object({
      test_id: idValue,
      workflow_node_id: z.string().max(inputLimits.idCharacters).nullish(),
      root_folder_id: z.string().max(inputLimits.idCharacters).nullish(),
      root_folder_name: z.string().max(inputLimits.nameCharacters).nullish(),
    }),
  )
  .min(1)
  .max(limits.testsPerRun);

export const repeatCountSchema = z
  .number()
  .int()
  .min(limits.repeatCount.min)
  .max(limits.repeatCount.max)
  .nullish();
