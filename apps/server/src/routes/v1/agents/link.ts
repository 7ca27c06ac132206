import { getAgentLink as getAgentLinkOperation } from "@chorus/contract";
import { getAgentLink } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const linkRoute = bindOperation(getAgentLinkOperation, async ({ ctx, params }) => {
  const link = await getAgentLink(ctx, params.agent_id);
  return {
    agent_id: link.agentId,
    token: { agent_id: link.agentId, conversation_token: link.token, purpose: "shareable_link" as const },
  };
});
