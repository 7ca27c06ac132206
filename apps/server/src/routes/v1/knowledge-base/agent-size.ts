import { getAgentKnowledgeBaseSize } from "@chorus/contract";
import { agentKnowledgeBaseSize } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const agentSizeRoute = bindOperation(getAgentKnowledgeBaseSize, async ({ ctx, params }) => ({
  number_of_pages: await agentKnowledgeBaseSize(ctx, params.agent_id),
}));
