import type { TriageTicket } from "@chorus/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ticketQueryKey, ticketsQueryKey } from "./tickets-api.ts";

/**
 * A change to one ticket: its answer (the whole ticket) replaces the cached one, and the lists
 * load afresh when next shown.
 */
export function useTicketChange<Input>(ticketId: string, change: (input: Input) => Promise<TriageTicket>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (ticket) => {
      queryClient.setQueryData(ticketQueryKey(ticketId), ticket);
      await queryClient.invalidateQueries({ queryKey: [...ticketsQueryKey, "list"] });
    },
  });
}
