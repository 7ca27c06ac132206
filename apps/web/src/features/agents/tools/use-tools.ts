import { useQuery } from "@tanstack/react-query";
import { fetchAllTools, toolsQueryKey } from "./tools-api.ts";

/** The workspace's tools (one query shared by the Tools page and the agents' Tools tab). */
export function useTools() {
  return useQuery({ queryKey: toolsQueryKey, queryFn: fetchAllTools, staleTime: 30_000 });
}
