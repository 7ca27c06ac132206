import { getConversationSignedUrl } from "@chorus/contract";
import { callOperation } from "../../../lib/api/call-operation.ts";

/**
 * A single-use URL that opens one conversation with the agent as the signed-in member, charged at
 * the development rate (`development=true`, which the server honours for a member's URL only).
 */
export const fetchTestCallUrl = async (agentId: string) =>
  (await callOperation(getConversationSignedUrl, { query: { agent_id: agentId, development: "true" } }))
    .signed_url;
