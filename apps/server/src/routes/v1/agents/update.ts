import { updateAgent as updateAgentOperation } from "@chorus/contract";
import { getAgent, updateAgent } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentAgent } from "../../../presenters/agent-presenter.ts";

export const updateRoute = bindOperation(updateAgentOperation, async ({ ctx, params, query, body }) => {
  await updateAgent(
    ctx,
    params.agent_id,
    {
      name: body.name,
      tags: body.tags,
      conversationConfig: body.conversation_config,
      platformSettings: body.platform_settings,
      workflow: body.workflow,
    },
    query.expected_version_id,
  );
  return presentAgent(await getAgent(ctx, params.agent_id));
});
