import {
  messages,
  type TriageTicketPriority,
  type TriageTicketSource,
  type TriageTicketStatus,
} from "@chorus/contract";
import { findAgent } from "../agents/agent-access.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { TriageTicketListFilter } from "../ports/triage-ticket-repository.ts";
import { DomainError } from "../shared/domain-error.ts";
import { type TicketSearchMatch, ticketSearchMatch } from "./ticket-search-match.ts";
import { type TriageTicketRecord, triagePriorityRank } from "./triage-ticket-records.ts";

export interface TriageTicketQuery {
  agentId?: string;
  conversationId?: string;
  status?: TriageTicketStatus;
  sources?: readonly TriageTicketSource[];
  priorities?: readonly TriageTicketPriority[];
  sortBy?: "created_at" | "priority";
  ownerUserId?: string;
  assigneeUserId?: string;
  issueType?: string;
  label?: string;
  mergedIntoTicketId?: string;
  search?: string;
  cursor?: string;
  pageSize: number;
}

export interface TriageTicketListing {
  ticket: TriageTicketRecord;
  /** Where `search` matched (only on searched lists). */
  searchMatch: TicketSearchMatch | null;
}

export interface TriageTicketPage {
  tickets: TriageTicketListing[];
  nextCursor: string | null;
  hasMore: boolean;
}

/** The cursor of a page: the sort it was made for and where the next page starts. Opaque to clients. */
const cursorOf = (sortBy: TriageTicketListFilter["sortBy"], ticket: TriageTicketRecord) =>
  Buffer.from(
    `${sortBy}:${triagePriorityRank(ticket.priority)}:${ticket.createdAt.getTime()}:${ticket.id}`,
  ).toString("base64url");

function parseCursor(
  cursor: string | undefined,
  sortBy: TriageTicketListFilter["sortBy"],
): TriageTicketListFilter["after"] {
  if (!cursor) return undefined;
  const [sort, rank, time, ...id] = Buffer.from(cursor, "base64url").toString().split(":");
  const priorityRank = Number(rank);
  const at = Number(time);
  // A cursor of the other sort would skip or repeat tickets: refused like one no list gave out.
  if (sort !== sortBy || !Number.isInteger(priorityRank) || !Number.isFinite(at) || id.length === 0)
    throw new DomainError("invalid_request", messages.invalidCursor);
  return { priorityRank, createdAt: new Date(at), id: id.join(":") };
}

/**
 * The filter as the repository takes it, or null when no ticket can match: Chorus does not
 * cluster tickets (no issue types or labels), and `owner_user_id=agent` means tickets agents raised.
 */
function filterOf(
  query: TriageTicketQuery,
): Omit<TriageTicketListFilter, "sortBy" | "after" | "limit"> | null {
  if (query.issueType !== undefined || query.label !== undefined) return null;
  let sources = query.sources?.length ? query.sources : undefined;
  let ownerUserId = query.ownerUserId;
  if (ownerUserId === "agent") {
    sources = (sources ?? ["agent"]).filter((source) => source === "agent");
    if (sources.length === 0) return null;
    ownerUserId = undefined;
  }
  return {
    agentId: query.agentId,
    conversationId: query.conversationId,
    status: query.status,
    sources,
    priorities: query.priorities?.length ? query.priorities : undefined,
    ownerUserId,
    assigneeUserId: query.assigneeUserId === "unassigned" ? null : query.assigneeUserId,
    mergedIntoTicketId: query.mergedIntoTicketId,
    search: query.search?.replace(/\s+/g, " ").trim() || undefined,
  };
}

async function listTickets(ctx: AuthenticatedContext, query: TriageTicketQuery): Promise<TriageTicketPage> {
  const sortBy = query.sortBy ?? "created_at";
  const after = parseCursor(query.cursor, sortBy);
  const filter = filterOf(query);
  if (!filter) return { tickets: [], nextCursor: null, hasMore: false };
  const found = await ctx.ports.store.triageTickets.list(ctx.workspaceId, {
    ...filter,
    sortBy,
    after,
    limit: query.pageSize + 1,
  });
  const page = found.slice(0, query.pageSize);
  const hasMore = found.length > query.pageSize;
  const last = page.at(-1);
  return {
    tickets: page.map((ticket) => ({
      ticket,
      searchMatch: filter.search ? ticketSearchMatch(ticket, filter.search) : null,
    })),
    nextCursor: hasMore && last ? cursorOf(sortBy, last) : null,
    hasMore,
  };
}

/** `GET /v1/convai/triage-tickets`: the workspace's tickets, filtered, a page at a time. */
export async function listWorkspaceTriageTickets(
  ctx: AuthenticatedContext,
  query: Omit<TriageTicketQuery, "conversationId">,
): Promise<TriageTicketPage> {
  requirePermission(ctx, "convai_read");
  return listTickets(ctx, query);
}

/** `GET /v1/convai/agents/{agent_id}/triage-tickets`: one agent's tickets (an unknown agent is a 404). */
export async function listAgentTriageTickets(
  ctx: AuthenticatedContext,
  agentId: string,
  query: Omit<TriageTicketQuery, "agentId">,
): Promise<TriageTicketPage> {
  requirePermission(ctx, "convai_read");
  await findAgent(ctx, agentId);
  return listTickets(ctx, { ...query, agentId });
}
