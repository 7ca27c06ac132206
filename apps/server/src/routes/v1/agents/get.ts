import { getAgent as getAgentOperation } from "@chorus/contract";
import { getAgent } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentAgent } from "../../../presenters/agent-presenter.ts";

export const getRoute = bindOperation(getAgentOperation, async ({ ctx, params }) =>
  presentAgent(await getAgent(ctx, params.agent_id)),
);
