import { agentTestingLimits } from "@chorus/contract";
import type { TestRunRecord, TestTranscriptEntry, TestVerdict } from "./agent-test-records.ts";
import { type AgentUnderTest, agentReplyLine, nextAgentTurn } from "./agent-under-test.ts";
import { askModel, judgeModel, readsInstructions } from "./ask-model.ts";
import { transcriptOfHistory } from "./chat-history.ts";
import { judgeByExamples } from "./judge-by-examples.ts";
import { judgeReplyWithModel } from "./judge-reply.ts";
import { judgeToolCall, type LlmParameterJudge } from "./judge-tool-call.ts";
import { parseVerdict, verdictFormat } from "./judge-verdict.ts";
import { simulateTurns } from "./simulate-turns.ts";
import { analyzeConversation } from "./simulation-analysis.ts";

/** What judging a run gave: its state, what the agent said, the verdict and why. */
export interface JudgedRun {
  state: "passed" | "failed";
  transcript: TestTranscriptEntry[];
  verdict: TestVerdict;
}

const judged = (transcript: TestTranscriptEntry[], verdict: TestVerdict): JudgedRun => ({
  state: verdict.result === "success" ? "passed" : "failed",
  transcript,
  verdict,
});

/** `llm` parameter rules: the judge model decides; without one the rule fails saying nothing judged it. */
function parameterJudge(agent: AgentUnderTest): LlmParameterJudge {
  const model = judgeModel(agent.ctx);
  return async (value, description) => {
    if (!readsInstructions(model))
      return { ok: false, why: `was not judged: no language model is configured to check "${description}"` };
    const verdict = parseVerdict(
      await askModel(model, [
        {
          role: "system",
          content: `You check one argument of a tool call against a description. ${verdictFormat}`,
        },
        { role: "user", content: `Description: ${description}\nArgument value: ${JSON.stringify(value)}` },
      ]),
    );
    if (!verdict) return { ok: false, why: `was not judged: the judge model (${model.id}) gave no verdict` };
    return {
      ok: verdict.result === "success",
      why: `${verdict.result === "success" ? "meets" : "does not meet"} "${description}" (${verdict.rationale})`,
    };
  };
}

/** The name the model calls the expected tool by: a system tool's own name, else the workspace tool's. */
async function expectedToolName(
  agent: AgentUnderTest,
  reference: { id: string; type: string } | null | undefined,
) {
  if (!reference) return undefined;
  if (reference.type === "system") return reference.id;
  const own = agent.tools.find((tool) => tool.id === reference.id);
  if (own) return own.config.name;
  const [stored] = await agent.ctx.ports.store.tools.findMany(agent.ctx.workspaceId, [reference.id]);
  return stored?.toolConfig.name ?? reference.id;
}

/**
 * Judges one run: the agent's next reply to the test's conversation (LLM and tool tests), or a
 * simulated conversation (simulation tests), then the verdict. Language-model failures throw
 * (`LanguageModelError`): the job records them on the run.
 */
export async function judgeRun(agent: AgentUnderTest, run: TestRunRecord): Promise<JudgedRun> {
  const test = run.test;
  const history = test.chat_history ?? [];
  const variables = test.dynamic_variables ?? {};
  if (test.type === "simulation") {
    const language = agent.config.conversationConfig.agent.language;
    const transcript = await simulateTurns(
      agent,
      {
        model: judgeModel(agent.ctx, test.simulated_user_model),
        prompt: test.simulation_scenario ?? "",
        language,
      },
      {
        history,
        dynamicVariables: variables,
        turns: test.simulation_max_turns ?? agentTestingLimits.simulationTurns.default,
        toolMocks: {},
      },
    );
    const conditions = [test.success_condition, ...(test.success_conditions ?? [])]
      .filter((condition): condition is string => !!condition?.trim())
      .map((prompt, index) => ({ id: `condition_${index + 1}`, prompt }));
    const analysis = await analyzeConversation(
      judgeModel(agent.ctx, test.evaluation_model),
      transcript,
      conditions,
    );
    return judged(transcript, {
      result: analysis.callSuccessful,
      summary: analysis.summary,
      messages: Object.entries(analysis.criteria).map(
        ([id, criterion]) => `${id}: ${criterion.result}. ${criterion.rationale}`,
      ),
    });
  }
  const turn = await nextAgentTurn(agent, history, variables);
  const reply = agentReplyLine(agent, turn);
  if (test.type === "tool") {
    const verdict = await judgeToolCall(
      turn.toolCalls,
      {
        evaluation: test.tool_call_parameters,
        checkAnyToolMatches: test.check_any_tool_matches ?? false,
        expectedName: await expectedToolName(agent, test.tool_call_parameters?.referenced_tool),
      },
      parameterJudge(agent),
    );
    return judged([reply], verdict);
  }
  const expectations = {
    condition: test.success_condition ?? "",
    successExamples: (test.success_examples ?? []).map((example) => example.response),
    failureExamples: (test.failure_examples ?? []).map((example) => example.response),
  };
  const model = judgeModel(agent.ctx);
  const verdict = readsInstructions(model)
    ? await judgeReplyWithModel(model, expectations, transcriptOfHistory(history), reply)
    : judgeByExamples(reply.message, expectations);
  return judged([reply], verdict);
}
