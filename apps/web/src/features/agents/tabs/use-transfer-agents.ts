import { agentLimits, listAgents } from "@chorus/contract";
import { useQuery } from "@tanstack/react-query";
import { callOperation } from "../../../lib/api/call-operation.ts";
import { agentsQueryKey } from "../api/agents-api.ts";

/**
 * The workspace's agents a transfer may go to (the most one page holds, not archived). Kept under
 * the agents' list key, so creating, renaming or deleting an agent refreshes the choices.
 */
export function useTransferAgents() {
  return useQuery({
    queryKey: [...agentsQueryKey, "list", "transfer-choices"],
    queryFn: () => callOperation(listAgents, { query: { page_size: agentLimits.pageSize.max } }),
    staleTime: 60_000,
  });
}
