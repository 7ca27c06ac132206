import type { ConversationConfig, SystemToolParams } from "@chorus/contract";
import type { AgentRecord } from "../../agents/agent-records.ts";
import type { AuthenticatedContext } from "../../context.ts";
import { type AgentKnowledge, loadAgentKnowledge } from "../../knowledge-base/agent-retrieval.ts";
import type { AgentMcpServerFailure, AgentMcpTool } from "../../mcp-servers/mcp-tools-for-agent.ts";
import { mcpToolsForAgent } from "../../mcp-servers/mcp-tools-for-agent.ts";
import type { LanguageModel } from "../../ports/language-model.ts";
import { readSecretValue } from "../../secrets/read-secret-value.ts";
import { type CallableTool, callableTools } from "./agent-tools.ts";

/** A system tool as a conversation offers it: the name the model calls, and what it does. */
export interface SystemToolEntry {
  name: string;
  description: string;
  params: SystemToolParams;
}

/**
 * What a conversation needs of the agent it speaks as: its configuration, its language model, its
 * knowledge base and its tools. Prepared when the call starts, and again for the agent a
 * `transfer_to_agent` hands the call to.
 */
export interface SessionAgent {
  agent: AgentRecord;
  config: ConversationConfig;
  model: LanguageModel;
  knowledge: AgentKnowledge;
  /** Its webhook and client tools (ids of tools deleted since are skipped). */
  tools: readonly CallableTool[];
  /** Its workspace system tools (`tool_ids` naming system tools), besides `built_in_tools`. */
  systemTools: readonly SystemToolEntry[];
  /** The tools of its MCP servers, listed live when it was prepared (a name its own tools have is skipped). */
  mcpTools: readonly AgentMcpTool[];
  /** Its MCP servers that could not be listed, and why. */
  mcpFailures: readonly AgentMcpServerFailure[];
}

/**
 * Reads what an agent needs to speak: the key of its own model server first (a secret that cannot
 * be read refuses before anything else happens), then its model, knowledge and tools.
 */
export async function prepareSessionAgent(
  ctx: AuthenticatedContext,
  agent: AgentRecord,
  config: ConversationConfig,
): Promise<SessionAgent> {
  const customLlm = config.agent.prompt.custom_llm;
  const keyId = customLlm?.api_key?.secret_id;
  const apiKey = keyId ? await readSecretValue(ctx, keyId) : undefined;
  const model = ctx.ports.languageModels.forAgent(
    config.agent.prompt.llm,
    customLlm
      ? {
          url: customLlm.url,
          modelId: customLlm.model_id ?? "",
          ...(apiKey !== undefined ? { apiKey } : {}),
          ...(customLlm.request_headers ? { requestHeaders: customLlm.request_headers } : {}),
        }
      : undefined,
  );
  const toolIds = config.agent.prompt.tool_ids;
  const records = toolIds.length ? await ctx.ports.store.tools.findMany(ctx.workspaceId, toolIds) : [];
  const systemTools: SystemToolEntry[] = [];
  for (const record of records) {
    const tool = record.toolConfig;
    if (tool.type === "system")
      systemTools.push({ name: tool.name, description: tool.description, params: tool.params });
  }
  const tools = callableTools(records);
  const [knowledge, mcp] = await Promise.all([
    loadAgentKnowledge(ctx, config),
    mcpToolsForAgent(ctx, config),
  ]);
  const taken = new Set([...tools.map((tool) => tool.config.name), ...systemTools.map((tool) => tool.name)]);
  for (const failure of mcp.failures)
    ctx.ports.logger.warn("an agent's MCP server could not be listed", { agentId: agent.id, ...failure });
  return {
    agent,
    config,
    model,
    knowledge,
    tools,
    systemTools,
    mcpTools: mcp.tools.filter(
      (tool) => !taken.has(tool.name) && !(tool.name in config.agent.prompt.built_in_tools),
    ),
    mcpFailures: mcp.failures,
  };
}
