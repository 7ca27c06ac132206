import type { ConversationConfig } from "@chorus/contract";
import { agentRoleFor } from "../agents/agent-access.ts";
import type { SecretReferenceSource } from "./secret-references.ts";

/**
 * The secrets an agent's configuration names: today its own model server's API key
 * (`agent.prompt.custom_llm.api_key.secret_id`). Saving an agent checks these exist, a
 * conversation reads them, and the secrets' `used_by` lists the agent.
 */
export function secretIdsOfAgentConfig(config: ConversationConfig): string[] {
  const secretId = config.agent.prompt.custom_llm?.api_key?.secret_id;
  return secretId ? [secretId] : [];
}

/** Agents as users of secrets. Every member sees every agent of the workspace, so none is `unknown`. */
export const agentSecretReferences: SecretReferenceSource = {
  kind: "agents",
  async references(ctx, store) {
    const agents = await store.agents.list(ctx.workspaceId);
    return agents.flatMap((agent) => {
      const secretIds = secretIdsOfAgentConfig(agent.conversationConfig);
      if (secretIds.length === 0) return [];
      return [
        {
          dependent: {
            kind: "agents" as const,
            id: agent.id,
            name: agent.name,
            createdAt: agent.createdAt,
            accessLevel: agentRoleFor(ctx.role, agent.createdByUserId === ctx.userId),
          },
          secretIds,
        },
      ];
    });
  },
};
