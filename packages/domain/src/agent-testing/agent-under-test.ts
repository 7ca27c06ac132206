import type { ChatHistoryEntry } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { modelAnswerTimeoutMs } from "../conversations/analysis/ask-model.ts";
import { fillVariables, systemVariables, type VariableValue } from "../conversations/dynamic-variables.ts";
import {
  type CallableTool,
  callableTools,
  languageModelTools,
} from "../conversations/runtime/agent-tools.ts";
import { systemToolsOf } from "../conversations/runtime/system-tools.ts";
import { pairToolResults } from "../conversations/runtime/tool-history.ts";
import { TurnKnowledge } from "../conversations/runtime/turn-knowledge.ts";
import { loadAgentKnowledge } from "../knowledge-base/agent-retrieval.ts";
import type { LanguageModel, LanguageModelMessage, LanguageModelToolCall } from "../ports/language-model.ts";
import { readSecretValue } from "../secrets/read-secret-value.ts";
import type { TestedAgentConfig, TestTranscriptEntry } from "./agent-test-records.ts";
import { historyMessages } from "./chat-history.ts";

/** The agent as a test talks to it: its configuration, model, tools and knowledge, read once per run. */
export interface AgentUnderTest {
  ctx: AuthenticatedContext;
  agentId: string;
  config: TestedAgentConfig;
  model: LanguageModel;
  tools: CallableTool[];
  knowledge: TurnKnowledge;
}

/**
 * Prepares the agent as `startConversation` does for a call: the model for its `llm` (or its own
 * server, its key read from the secret), its webhook and client tools, its knowledge base.
 */
export async function prepareAgentUnderTest(
  ctx: AuthenticatedContext,
  agentId: string,
  config: TestedAgentConfig,
): Promise<AgentUnderTest> {
  const prompt = config.conversationConfig.agent.prompt;
  const custom = prompt.custom_llm;
  const apiKey = custom?.api_key?.secret_id
    ? await readSecretValue(ctx, custom.api_key.secret_id)
    : undefined;
  const model = ctx.ports.languageModels.forAgent(
    prompt.llm,
    custom
      ? {
          url: custom.url,
          modelId: custom.model_id ?? "",
          ...(apiKey !== undefined ? { apiKey } : {}),
          ...(custom.request_headers ? { requestHeaders: custom.request_headers } : {}),
        }
      : undefined,
  );
  const tools = prompt.tool_ids.length
    ? callableTools(await ctx.ports.store.tools.findMany(ctx.workspaceId, prompt.tool_ids))
    : [];
  const knowledge = new TurnKnowledge(ctx, await loadAgentKnowledge(ctx, config.conversationConfig));
  return { ctx, agentId, config, model, tools, knowledge };
}

export interface AgentTurn {
  text: string;
  toolCalls: LanguageModelToolCall[];
  producingLlm: string;
}

/**
 * The agent's next reply to a conversation, asked of its model with the same parts a live call
 * uses: the prompt with its variables filled, the knowledge for the caller's latest words, the
 * history with tool results paired, the agent's tools and switched-on system tools. Nothing is
 * executed: tool calls are returned for the test to judge.
 */
export async function nextAgentTurn(
  agent: AgentUnderTest,
  history: readonly ChatHistoryEntry[],
  dynamicVariables: Record<string, VariableValue>,
): Promise<AgentTurn> {
  const conversationConfig = agent.config.conversationConfig;
  const variables = {
    ...conversationConfig.agent.dynamic_variables.dynamic_variable_placeholders,
    ...dynamicVariables,
    ...systemVariables({
      agentId: agent.agentId,
      conversationId: "",
      callerId: null,
      timezone: conversationConfig.agent.prompt.timezone,
      now: agent.ctx.ports.clock.now(),
      callDurationSeconds: 0,
    }),
  };
  const lastUser = history.findLast((entry) => entry.role === "user")?.message ?? undefined;
  const knowledge = await agent.knowledge.forTurn(lastUser);
  const messages: LanguageModelMessage[] = [
    { role: "system", content: fillVariables(conversationConfig.agent.prompt.prompt, variables) },
    ...knowledge.messages,
    ...pairToolResults(historyMessages(history)),
  ];
  const stream = agent.model.chat({
    messages,
    tools: languageModelTools(agent.tools, systemToolsOf(conversationConfig)),
    temperature: conversationConfig.agent.prompt.temperature,
    ...(conversationConfig.agent.prompt.max_tokens > 0
      ? { maxTokens: conversationConfig.agent.prompt.max_tokens }
      : {}),
    signal: AbortSignal.timeout(modelAnswerTimeoutMs),
    language: conversationConfig.agent.language,
    hints: {
      dataCollection: Object.entries(agent.config.platformSettings.data_collection).map(
        ([identifier, item]) => ({
          identifier,
          description: item.description,
        }),
      ),
      passages: knowledge.passages,
    },
  });
  let text = "";
  const toolCalls: LanguageModelToolCall[] = [];
  for await (const event of stream) {
    if (event.type === "text") text += event.text;
    else if (event.type === "tool_call") toolCalls.push(event.call);
  }
  return { text: text.trim(), toolCalls, producingLlm: agent.model.id };
}

/** The agent's turn as a transcript line: its text and the tools it called (typed as the agent's tools are). */
export function agentReplyLine(agent: AgentUnderTest, turn: AgentTurn): TestTranscriptEntry {
  return {
    role: "agent",
    message: turn.text,
    toolCalls: turn.toolCalls.map((call) => ({
      requestId: call.id,
      toolName: call.name,
      paramsAsJson: JSON.stringify(call.arguments),
      type: agent.tools.find((tool) => tool.config.name === call.name)?.config.type ?? "system",
    })),
    toolResults: [],
    producingLlm: turn.producingLlm,
  };
}
