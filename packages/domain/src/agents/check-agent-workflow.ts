import {
  type AgentWorkflow,
  type ConversationConfig,
  ConversationConfigSchema,
  messages,
  type WorkflowNode,
  workflowProblemLocation,
  workflowProblems,
} from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { checkAgentKnowledgeBase } from "../knowledge-base/agent-knowledge-base.ts";
import { DomainError } from "../shared/domain-error.ts";
import { findUsableVoice } from "../voices/get-voice.ts";
import { assertVoiceAllowedIn } from "../voices/library/live-moderation.ts";
import { mergeConfig } from "./merge-agent-config.ts";

type Loc = (string | number)[];
const nodeLoc = (nodeId: string, ...rest: Loc): Loc => ["body", "workflow", "nodes", nodeId, ...rest];

/** A node that changes the agent while the conversation is in it. */
type OverridingNode = Extract<WorkflowNode, { type: "override_agent" | "say" }>;
const overrides = (node: WorkflowNode): node is OverridingNode =>
  node.type === "override_agent" || node.type === "say";

/**
 * Checks a workflow before the agent is saved with it (issue 19 §3): the graph must have no
 * `workflowProblems` (a 422 at the first one's field); each node's configuration changes must make
 * a valid agent configuration over the agent's own, with usable voices; the agents it hands over to
 * and the tools and knowledge-base entries it names must be the workspace's (a 422 at the field).
 * Answers the workflow with its knowledge-base locators as the entries are now.
 */
export async function checkAgentWorkflow(
  ctx: AuthenticatedContext,
  agentId: string | undefined,
  workflow: AgentWorkflow,
  agentConfig: ConversationConfig,
): Promise<AgentWorkflow> {
  const [problem] = workflowProblems(workflow, agentId === undefined ? {} : { agentId });
  if (problem) throw DomainError.invalidField(workflowProblemLocation(problem), problem.message);

  const toolRefs: { toolId: string; loc: Loc }[] = [];
  const nodes: AgentWorkflow["nodes"] = {};
  for (const [nodeId, node] of Object.entries(workflow.nodes)) {
    if (node.type === "standalone_agent" && node.agent_id) {
      if (!(await ctx.ports.store.agents.find(ctx.workspaceId, node.agent_id)))
        throw DomainError.invalidField(
          nodeLoc(nodeId, "agent_id"),
          messages.workflowAgentNotFound(node.agent_id),
        );
    }
    if (node.type === "tool")
      for (const [index, locator] of node.tools.entries())
        toolRefs.push({ toolId: locator.tool_id, loc: nodeLoc(nodeId, "tools", index, "tool_id") });
    if (!overrides(node)) {
      nodes[nodeId] = node;
      continue;
    }
    for (const [index, toolId] of node.additional_tool_ids.entries())
      toolRefs.push({ toolId, loc: nodeLoc(nodeId, "additional_tool_ids", index) });
    const merged = ConversationConfigSchema.safeParse(mergeConfig(agentConfig, node.conversation_config));
    if (!merged.success) {
      const issue = merged.error.issues[0]!;
      throw DomainError.invalidField(
        nodeLoc(nodeId, "conversation_config", ...issue.path.map((part) => String(part))),
        issue.message,
      );
    }
    const voiceId = node.conversation_config.tts?.voice_id;
    if (voiceId) assertVoiceAllowedIn(await findUsableVoice(ctx, voiceId), "agents");
    for (const [index, toolId] of (node.conversation_config.agent?.prompt?.tool_ids ?? []).entries())
      toolRefs.push({
        toolId,
        loc: nodeLoc(nodeId, "conversation_config", "agent", "prompt", "tool_ids", index),
      });
    nodes[nodeId] = {
      ...node,
      additional_knowledge_base: await checkAgentKnowledgeBase(ctx, node.additional_knowledge_base),
    };
  }
  await assertToolsInWorkspace(ctx, toolRefs);
  return { ...workflow, nodes };
}

/** Tools a workflow names must be the workspace's: another workspace's is unknown here. */
async function assertToolsInWorkspace(
  ctx: AuthenticatedContext,
  refs: readonly { toolId: string; loc: Loc }[],
): Promise<void> {
  if (refs.length === 0) return;
  const ids = [...new Set(refs.map((ref) => ref.toolId))];
  const known = new Set((await ctx.ports.store.tools.findMany(ctx.workspaceId, ids)).map((tool) => tool.id));
  const unknown = refs.find((ref) => !known.has(ref.toolId));
  if (unknown) throw DomainError.invalidField(unknown.loc, messages.toolNotFound(unknown.toolId));
}
