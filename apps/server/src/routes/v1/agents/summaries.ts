import { getAgentSummaries as getAgentSummariesOperation, messages } from "@chorus/contract";
import { getAgentSummaries } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentAgentSummary } from "../../../presenters/agent-presenter.ts";

export const summariesRoute = bindOperation(getAgentSummariesOperation, async ({ ctx, query }) => {
  const found = await getAgentSummaries(ctx, query.agent_ids);
  return Object.fromEntries(
    [...found].map(([agentId, view]) => [
      agentId,
      view
        ? { status: "success" as const, data: presentAgentSummary(view) }
        : {
            status: "failure" as const,
            error_code: 404,
            error_status: "agent_not_found",
            error_message: messages.agentNotFound,
          },
    ]),
  );
});
