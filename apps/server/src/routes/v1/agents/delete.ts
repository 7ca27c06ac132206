import { deleteAgent as deleteAgentOperation } from "@chorus/contract";
import { deleteAgent } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const deleteRoute = bindOperation(deleteAgentOperation, async ({ ctx, params }) => {
  await deleteAgent(ctx, params.agent_id);
  return {};
});
