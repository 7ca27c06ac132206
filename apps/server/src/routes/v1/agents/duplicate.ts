import { duplicateAgent as duplicateAgentOperation } from "@chorus/contract";
import { duplicateAgent } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const duplicateRoute = bindOperation(duplicateAgentOperation, async ({ ctx, params, body }) => {
  const copy = await duplicateAgent(ctx, params.agent_id, body.name);
  return { agent_id: copy.id };
});
