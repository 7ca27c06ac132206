import { agentTestingLimits, type SimulationSpecification } from "@chorus/contract";
import { assertMayEditAgents, findAgent } from "../agents/agent-access.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { dataCollectionItems } from "../conversations/analysis/conversation-analysis.ts";
import type { TestTranscriptEntry } from "./agent-test-records.ts";
import { prepareAgentUnderTest } from "./agent-under-test.ts";
import { judgeModel } from "./ask-model.ts";
import { simulatedTurns } from "./simulate-turns.ts";
import { analyzeConversation, type SimulationAnalysis } from "./simulation-analysis.ts";

export interface SimulateConversationInput {
  specification: SimulationSpecification;
  extraCriteria: readonly { id: string; conversation_goal_prompt: string }[];
  turns?: number | null;
}

/** What a simulation stream sends: the lines of each turn as it ends, then the analysis once. */
export type SimulationEvent =
  | { kind: "lines"; lines: TestTranscriptEntry[] }
  | { kind: "analysis"; analysis: SimulationAnalysis };

/**
 * `POST /v1/convai/agents/{id}/simulate-conversation/stream`: the same simulation as
 * `simulateConversation`, its access checked before the first event so refusals are plain errors;
 * the events follow as they are made. A consumer that stops iterating (the client left) ends the
 * simulation before its next model call.
 */
export async function streamSimulatedConversation(
  ctx: AuthenticatedContext,
  agentId: string,
  input: SimulateConversationInput,
): Promise<AsyncGenerator<SimulationEvent>> {
  const run = await prepareSimulation(ctx, agentId, input);
  return (async function* () {
    const transcript: TestTranscriptEntry[] = [];
    for await (const lines of run.turns()) {
      transcript.push(...lines);
      yield { kind: "lines", lines };
    }
    yield { kind: "analysis", analysis: await run.analyze(transcript) };
  })();
}

/**
 * `POST /v1/convai/agents/{id}/simulate-conversation`: the agent as saved talks with a simulated
 * user (its prompt from `simulated_user_config`, played by the language model through the same
 * port) for up to `new_turns_limit` turns; the agent's evaluation criteria and the extra ones are
 * then judged, and its data-collection items read, by the model, or reported "unknown" when no
 * model is configured.
 */
export async function simulateConversation(
  ctx: AuthenticatedContext,
  agentId: string,
  input: SimulateConversationInput,
): Promise<{ transcript: TestTranscriptEntry[]; analysis: SimulationAnalysis }> {
  const run = await prepareSimulation(ctx, agentId, input);
  const transcript: TestTranscriptEntry[] = [];
  for await (const lines of run.turns()) transcript.push(...lines);
  return { transcript, analysis: await run.analyze(transcript) };
}

/** Checks access and loads the agent; the turns and the analysis run when asked for. */
async function prepareSimulation(
  ctx: AuthenticatedContext,
  agentId: string,
  input: SimulateConversationInput,
) {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  const stored = await findAgent(ctx, agentId);
  const agent = await prepareAgentUnderTest(ctx, stored.id, {
    conversationConfig: stored.conversationConfig,
    platformSettings: stored.platformSettings,
  });
  const user = input.specification.simulated_user_config;
  const criteria = [...stored.platformSettings.evaluation.criteria, ...input.extraCriteria].map(
    (criterion) => ({
      id: criterion.id,
      prompt: criterion.conversation_goal_prompt,
    }),
  );
  const items = dataCollectionItems(stored.platformSettings.data_collection);
  return {
    turns: () =>
      simulatedTurns(
        agent,
        {
          model: judgeModel(ctx, user.prompt?.llm),
          prompt: user.prompt?.prompt ?? "",
          firstMessage: user.first_message ?? null,
          language: user.language ?? stored.conversationConfig.agent.language,
        },
        {
          history: input.specification.partial_conversation_history ?? [],
          dynamicVariables: input.specification.dynamic_variables ?? {},
          turns: input.turns ?? agentTestingLimits.simulationTurns.default,
          toolMocks: input.specification.tool_mock_config ?? {},
        },
      ),
    analyze: (transcript: TestTranscriptEntry[]) =>
      analyzeConversation(judgeModel(ctx), transcript, criteria, items),
  };
}
