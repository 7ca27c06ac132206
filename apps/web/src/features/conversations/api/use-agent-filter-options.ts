import { useQuery } from "@tanstack/react-query";
import { agentChoicesQueryKey, fetchAgentChoices } from "./conversations-api.ts";

/**
 * The workspace's agents as a filter's options. An agent the list does not hold (archived, or named
 * in a link) still shows as the one chosen, by its id.
 */
export function useAgentFilterOptions(chosenId: string): { value: string; label: string }[] {
  const agents = useQuery({ queryKey: agentChoicesQueryKey, queryFn: fetchAgentChoices, staleTime: 60_000 });
  const options = (agents.data?.agents ?? []).map((agent) => ({ value: agent.agent_id, label: agent.name }));
  if (chosenId && !options.some((option) => option.value === chosenId))
    options.push({ value: chosenId, label: chosenId });
  return options;
}
