import { z } from "zod";
import { boundedRecord } from "../../bounds/bounded-values.ts";
import { inputLimits } from "../../bounds/input-limits.ts";
import { agentLimits } from "../../catalogues/agent-limits.ts";
import { agentTestingLimits as limits } from "../../catalogues/agent-testing-limits.ts";
import { DynamicVariablesSchema } from "../agents/conversation-config-schema.ts";
import { EvaluationCriterionSchema } from "../agents/platform-settings-schema.ts";
import { ConversationAnalysisSchema, TranscriptEntrySchema } from "../conversations/conversation-schemas.ts";
import { ChatHistoryEntrySchema } from "./agent-test-schemas.ts";

const shortText = z.string().max(inputLimits.shortTextCharacters);

/**
 * `ConversationSimulationSpecification`: who the simulated user is (their prompt drives the same
 * language model the agent uses), what was said before, and the variables of the agent's prompt.
 */
export const SimulationSpecificationSchema = z.object({
  simulated_user_config: z.object({
    first_message: z.string().max(agentLimits.firstMessageCharacters).nullish(),
    language: shortText.nullish(),
    prompt: z
      .object({
        prompt: z.string().max(agentLimits.promptCharacters).nullish(),
        llm: shortText.nullish(),
        temperature: z.number().min(0).max(2).nullish(),
      })
      .nullish(),
  }),
  tool_mock_config: boundedRecord(
    z.string().max(inputLimits.shortTextCharacters),
    z.object({
      default_return_value: z.string().max(limits.messageCharacters).nullish(),
      default_is_error: z.boolean().nullish(),
    }),
    inputLimits.idsPerRequest,
  ).nullish(),
  partial_conversation_history: z.array(ChatHistoryEntrySchema).max(limits.chatHistoryTurns).nullish(),
  dynamic_variables: DynamicVariablesSchema.nullish(),
});

export type SimulationSpecification = z.output<typeof SimulationSpecificationSchema>;

export const SimulateConversationRequestSchema = z.object({
  simulation_specification: SimulationSpecificationSchema,
  extra_evaluation_criteria: z.array(EvaluationCriterionSchema).max(agentLimits.evaluationCriteria).nullish(),
  new_turns_limit: z.number().int().min(1).max(limits.simulationTurns.max).nullish(),
});

/** How the simulated conversation went, and who judged it: a conversation's analysis. */
export const SimulationAnalysisSchema = ConversationAnalysisSchema;

/** `AgentSimulatedChatTestResponseModel`. */
export const SimulatedConversationSchema = z
  .object({
    simulated_conversation: z.array(TranscriptEntrySchema),
    analysis: SimulationAnalysisSchema,
  })
  .meta({ id: "AgentSimulatedChatTestResponseModel" });

export type SimulatedConversationResponse = z.output<typeof SimulatedConversationSchema>;
