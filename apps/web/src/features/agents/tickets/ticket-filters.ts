import {
  type TriageTicketPriority,
  type TriageTicketStatus,
  triageTicketPriorities,
  triageTicketStatuses,
} from "@chorus/contract";

/** The Tickets page's filters, kept in the URL (`?agent=`, `?status=`, `?priority=`, `?assignee=`, `?sort=`, `?q=`). */
export interface TicketFilters {
  agentId: string;
  status: TriageTicketStatus | "";
  priority: TriageTicketPriority | "";
  /** A member's id, `unassigned`, or empty for anyone. */
  assignee: string;
  sort: "created_at" | "priority";
  search: string;
}

const params = {
  agentId: "agent",
  status: "status",
  priority: "priority",
  assignee: "assignee",
  sort: "sort",
  search: "q",
} as const satisfies Record<keyof TicketFilters, string>;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | "" =>
  (values as readonly string[]).includes(value ?? "") ? (value as T) : "";

export function ticketFiltersFrom(search: URLSearchParams): TicketFilters {
  return {
    agentId: search.get(params.agentId) ?? "",
    status: oneOf(triageTicketStatuses, search.get(params.status)),
    priority: oneOf(triageTicketPriorities, search.get(params.priority)),
    assignee: search.get(params.assignee) ?? "",
    sort: search.get(params.sort) === "priority" ? "priority" : "created_at",
    search: search.get(params.search) ?? "",
  };
}

/** The URL's parameters with one filter changed (an empty value takes it out). */
export function withTicketFilter<K extends keyof TicketFilters>(
  search: URLSearchParams,
  key: K,
  value: TicketFilters[K],
): URLSearchParams {
  const next = new URLSearchParams(search);
  const empty = value === "" || (key === "sort" && value === "created_at");
  if (empty) next.delete(params[key]);
  else next.set(params[key], String(value));
  return next;
}

export const isTicketFiltered = (filters: TicketFilters) =>
  Boolean(filters.agentId || filters.status || filters.priority || filters.assignee || filters.search.trim());

export interface TicketListQuery {
  agent_id?: string;
  status?: TriageTicketStatus;
  priorities?: string;
  assignee_user_id?: string;
  sort_by?: "created_at" | "priority";
  search?: string;
}

/** What the list asks the server for. */
export function ticketListQueryOf(filters: TicketFilters): TicketListQuery {
  return {
    agent_id: filters.agentId || undefined,
    status: filters.status || undefined,
    priorities: filters.priority || undefined,
    assignee_user_id: filters.assignee || undefined,
    sort_by: filters.sort === "priority" ? "priority" : undefined,
    search: filters.search.trim() || undefined,
  };
}
