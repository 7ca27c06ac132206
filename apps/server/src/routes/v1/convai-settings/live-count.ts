import { getLiveCount } from "@chorus/contract";
import { countLiveConversations } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const liveCountRoute = bindOperation(getLiveCount, async ({ ctx, query }) => {
  const named = [...(query.agent_id ? [query.agent_id] : []), ...(query.agent_ids ?? [])];
  return {
    count: await countLiveConversations(ctx, named.length > 0 ? { agentIds: [...new Set(named)] } : {}),
  };
});
