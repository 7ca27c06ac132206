import { getAgentWidget as getAgentWidgetOperation } from "@chorus/contract";
import { getAgentWidget } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentAgentWidget } from "../../../presenters/agent-widget-presenter.ts";

export const widgetRoute = bindOperation(getAgentWidgetOperation, async ({ ctx, params, query, reply }) => {
  const view = await getAgentWidget(ctx, params.agent_id, { shareableToken: query.shareable_token });
  // A shareable token is a credential: the answer it opened stays out of shared caches.
  if (query.shareable_token) reply.header("cache-control", "private, no-store");
  return presentAgentWidget(view);
});
