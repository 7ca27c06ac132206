import { createAgent as createAgentOperation } from "@chorus/contract";
import { createAgent } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const createRoute = bindOperation(createAgentOperation, async ({ ctx, body }) => {
  const agent = await createAgent(ctx, {
    name: body.name,
    tags: body.tags,
    conversationConfig: body.conversation_config,
    platformSettings: body.platform_settings,
    workflow: body.workflow,
  });
  return { agent_id: agent.id };
});
