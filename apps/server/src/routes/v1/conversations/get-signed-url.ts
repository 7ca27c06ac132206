import { agentConversationPath, getConversationSignedUrl } from "@chorus/contract";
import { issueConversationSignature } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const getSignedUrlRoute = bindOperation(getConversationSignedUrl, async ({ ctx, query }) => {
  const signature = await issueConversationSignature(ctx, query.agent_id);
  const url = new URL(agentConversationPath, ctx.ports.settings.publicUrl);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  url.searchParams.set("agent_id", query.agent_id);
  url.searchParams.set("conversation_signature", signature);
  if (query.development) url.searchParams.set("development", "true");
  return { signed_url: url.toString() };
});
