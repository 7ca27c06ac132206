/** How a conversation went, as the analysis judged it (`call_successful`). */
export const conversationOutcomes = ["success", "failure", "unknown"] as const;
export type ConversationOutcome = (typeof conversationOutcomes)[number];

/** The minimum durations offered, in seconds (0: any length). */
export const minimumDurations = [0, 10, 30, 60, 300] as const;

/**
 * The history's filters as the URL keeps them, so a filtered list survives a reload and can be
 * linked to (each agent's page links to `?agent=<id>`). Dates are the person's local calendar days.
 */
export interface ConversationFilters {
  agentId: string;
  outcome: ConversationOutcome | "";
  /** `YYYY-MM-DD`, from the start of that day; "" for no lower bound. */
  from: string;
  /** `YYYY-MM-DD`, up to the end of that day; "" for no upper bound. */
  to: string;
  minSeconds: number;
  /** A conversation tag's id: conversations that carry it. */
  tagId: string;
}

/** The list operation's filter parameters. */
export interface ConversationListQuery {
  agent_id?: string;
  call_successful?: ConversationOutcome;
  call_start_after_unix?: number;
  call_start_before_unix?: number;
  call_duration_min_secs?: number;
  tag_ids?: string;
}

const filterParams = {
  agentId: "agent",
  outcome: "outcome",
  from: "from",
  to: "to",
  minSeconds: "min",
  tagId: "tag",
} as const;
const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight at the start of a local calendar day (`YYYY-MM-DD`), plus `days`, as unix seconds; null when malformed. */
function localDayStart(day: string, days = 0): number | null {
  const match = isoDay.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return Number.isNaN(date.getTime()) ? null : Math.floor(date.getTime() / 1000);
}

export function filtersFromParams(params: URLSearchParams): ConversationFilters {
  const outcome = params.get(filterParams.outcome) ?? "";
  const from = params.get(filterParams.from) ?? "";
  const to = params.get(filterParams.to) ?? "";
  const minSeconds = Number(params.get(filterParams.minSeconds) ?? 0);
  return {
    agentId: params.get(filterParams.agentId) ?? "",
    outcome: (conversationOutcomes as readonly string[]).includes(outcome)
      ? (outcome as ConversationOutcome)
      : "",
    from: localDayStart(from) === null ? "" : from,
    to: localDayStart(to) === null ? "" : to,
    minSeconds: Number.isInteger(minSeconds) && minSeconds > 0 ? minSeconds : 0,
    tagId: params.get(filterParams.tagId) ?? "",
  };
}

/** The URL's parameters with one filter changed; an empty value removes it. */
export function withFilter<K extends keyof ConversationFilters>(
  params: URLSearchParams,
  key: K,
  value: ConversationFilters[K],
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === "" || value === 0) next.delete(filterParams[key]);
  else next.set(filterParams[key], String(value));
  return next;
}

/** Whether any filter is set (an empty list then says "no match" rather than "no conversations yet"). */
export const isFiltered = (filters: ConversationFilters) =>
  filters.agentId !== "" ||
  filters.outcome !== "" ||
  filters.from !== "" ||
  filters.to !== "" ||
  filters.minSeconds > 0 ||
  filters.tagId !== "";

/** The filters as the list operation's query: `to` includes its whole day (the bound is exclusive). */
export function listQueryOf(filters: ConversationFilters): ConversationListQuery {
  const after = filters.from ? localDayStart(filters.from) : null;
  const before = filters.to ? localDayStart(filters.to, 1) : null;
  return {
    ...(filters.agentId ? { agent_id: filters.agentId } : {}),
    ...(filters.outcome ? { call_successful: filters.outcome } : {}),
    ...(after !== null ? { call_start_after_unix: after } : {}),
    ...(before !== null ? { call_start_before_unix: before } : {}),
    ...(filters.minSeconds > 0 ? { call_duration_min_secs: filters.minSeconds } : {}),
    ...(filters.tagId ? { tag_ids: filters.tagId } : {}),
  };
}
