import type { ConversationConfig, WorkflowNode } from "@chorus/contract";
import { mergeConfig } from "../../../agents/merge-agent-config.ts";

/** A node that changes the agent while the conversation is in it. */
export type OverridingNode = Extract<WorkflowNode, { type: "override_agent" | "say" }>;

export const overridesAgent = (node: WorkflowNode): node is OverridingNode =>
  node.type === "override_agent" || node.type === "say";

/**
 * The agent's configuration while the conversation is in a node (issue 19 §3): the node's
 * `conversation_config` merged over the conversation's own (the client's overrides kept), its
 * additional prompt after the system prompt, its tools and knowledge-base entries added to the
 * agent's.
 */
export function nodeAgentConfig(base: ConversationConfig, node: OverridingNode): ConversationConfig {
  const merged = mergeConfig(base, node.conversation_config);
  const prompt = merged.agent.prompt;
  const additional = node.additional_prompt.trim();
  const knowledgeIds = new Set(prompt.knowledge_base.map((locator) => locator.id));
  return {
    ...merged,
    agent: {
      ...merged.agent,
      prompt: {
        ...prompt,
        prompt: additional ? `${prompt.prompt}\n\n${additional}` : prompt.prompt,
        tool_ids: [...new Set([...prompt.tool_ids, ...node.additional_tool_ids])],
        knowledge_base: [
          ...prompt.knowledge_base,
          ...node.additional_knowledge_base.filter((locator) => !knowledgeIds.has(locator.id)),
        ],
      },
    },
  };
}
