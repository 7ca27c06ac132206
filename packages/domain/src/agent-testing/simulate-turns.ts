import type { ChatHistoryEntry } from "@chorus/contract";
import { fillVariables, type VariableValue } from "../conversations/dynamic-variables.ts";
import type { LanguageModel, LanguageModelMessage } from "../ports/language-model.ts";
import type { TestTranscriptEntry } from "./agent-test-records.ts";
import { type AgentTurn, type AgentUnderTest, agentReplyLine, nextAgentTurn } from "./agent-under-test.ts";
import { askModel } from "./ask-model.ts";
import { historyEntryOf, transcriptOfHistory } from "./chat-history.ts";

export interface SimulatedUser {
  model: LanguageModel;
  /** Who the user is and what they want (the simulated user's prompt or the test's scenario). */
  prompt: string;
  /** What the user says first, when the conversation has no user line yet. */
  firstMessage?: string | null;
  language: string;
}

export interface SimulationPlan {
  history: readonly ChatHistoryEntry[];
  dynamicVariables: Record<string, VariableValue>;
  turns: number;
  /** Results given for tool calls by tool name (nothing is executed in a simulation). */
  toolMocks: Record<string, { default_return_value?: string | null; default_is_error?: boolean | null }>;
}

const notRun = "Tools are not run in simulations, and no mock result is configured for this tool.";

/** The agent's turn as a transcript line, its tool calls answered from the mocks. */
function agentLine(
  agent: AgentUnderTest,
  turn: AgentTurn,
  mocks: SimulationPlan["toolMocks"],
): TestTranscriptEntry {
  const line = agentReplyLine(agent, turn);
  return {
    ...line,
    toolResults: line.toolCalls.map((call) => ({
      requestId: call.requestId,
      toolName: call.toolName,
      resultValue: mocks[call.toolName]?.default_return_value ?? notRun,
      isError: mocks[call.toolName]?.default_is_error ?? !mocks[call.toolName],
      type: call.type,
    })),
  };
}

/** The conversation as the simulated user sees it: the agent's lines are what they hear. */
const userView = (
  user: SimulatedUser,
  transcript: readonly TestTranscriptEntry[],
): LanguageModelMessage[] => [
  {
    role: "system",
    content: `You play the user in a conversation with an AI agent, to test the agent. Stay in your role and reply with your next message only, in ${user.language}.\n\n${user.prompt}`,
  },
  ...transcript
    .filter((entry) => entry.message)
    .map(
      (entry): LanguageModelMessage =>
        entry.role === "agent"
          ? { role: "user", content: entry.message }
          : { role: "assistant", content: entry.message },
    ),
];

/**
 * A simulated conversation: the simulated user and the agent take turns through the language-model
 * port for up to `turns` user messages. The agent's tool calls get mocked results (a second answer
 * of the agent reads them); `end_call` or a user with nothing to say ends it early. Yields the lines
 * as they are made (first the history and the agent's first message), so a stream can send each turn
 * at once; a caller that stops asking ends the simulation before its next model call.
 */
export async function* simulatedTurns(
  agent: AgentUnderTest,
  user: SimulatedUser,
  plan: SimulationPlan,
): AsyncGenerator<TestTranscriptEntry[]> {
  const transcript = transcriptOfHistory(plan.history);
  const firstMessage = agent.config.conversationConfig.agent.first_message;
  if (transcript.length === 0 && firstMessage.trim())
    transcript.push({
      role: "agent",
      message: fillVariables(firstMessage, {
        ...agent.config.conversationConfig.agent.dynamic_variables.dynamic_variable_placeholders,
        ...plan.dynamicVariables,
      }),
      toolCalls: [],
      toolResults: [],
      producingLlm: null,
    });
  if (transcript.length > 0) yield [...transcript];
  const history = () => transcript.map(historyEntryOf);
  for (let turn = 0; turn < plan.turns; turn++) {
    const start = transcript.length;
    const opening =
      turn === 0 && !transcript.some((entry) => entry.role === "user") ? user.firstMessage?.trim() : "";
    const said =
      opening ||
      (await askModel(user.model, userView(user, transcript), { temperature: 0.7, language: user.language }));
    if (!said) break;
    transcript.push({ role: "user", message: said, toolCalls: [], toolResults: [], producingLlm: null });
    let reply = await nextAgentTurn(agent, history(), plan.dynamicVariables);
    transcript.push(agentLine(agent, reply, plan.toolMocks));
    if (reply.toolCalls.length > 0 && !reply.toolCalls.some((call) => call.name === "end_call")) {
      reply = await nextAgentTurn(agent, history(), plan.dynamicVariables);
      transcript.push(agentLine(agent, reply, plan.toolMocks));
    }
    yield transcript.slice(start);
    if (reply.toolCalls.some((call) => call.name === "end_call")) break;
  }
}

/** The whole simulated conversation at once (see `simulatedTurns`). */
export async function simulateTurns(
  agent: AgentUnderTest,
  user: SimulatedUser,
  plan: SimulationPlan,
): Promise<TestTranscriptEntry[]> {
  const transcript: TestTranscriptEntry[] = [];
  for await (const lines of simulatedTurns(agent, user, plan)) transcript.push(...lines);
  return transcript;
}
