import type { TriageTicketPriority, TriageTicketSource, TriageTicketStatus } from "@chorus/contract";
import type { TriageTicketRecord } from "../triage-tickets/triage-ticket-records.ts";

export interface TriageTicketListFilter {
  agentId?: string;
  /** Tickets holding this conversation. */
  conversationId?: string;
  status?: TriageTicketStatus;
  sources?: readonly TriageTicketSource[];
  priorities?: readonly TriageTicketPriority[];
  ownerUserId?: string;
  /** A member's id, or null for tickets nobody is assigned. */
  assigneeUserId?: string | null;
  mergedIntoTicketId?: string;
  /** Text in the title, the description, a comment or a turn comment (any case). */
  search?: string;
  /**
   * `created_at`: newest first (then id, descending); `priority`: most urgent first (no priority
   * last), then newest. `after` is the last ticket of the previous page in that order.
   */
  sortBy: "created_at" | "priority";
  after?: { priorityRank: number; createdAt: Date; id: string };
  limit: number;
}

/** Triage tickets, scoped to a workspace. */
export interface TriageTicketRepository {
  insert(ticket: TriageTicketRecord): Promise<void>;
  find(workspaceId: string, ticketId: string): Promise<TriageTicketRecord | undefined>;
  /** Reads the ticket and locks its row until the surrounding transaction ends (SELECT … FOR UPDATE). */
  lock(workspaceId: string, ticketId: string): Promise<TriageTicketRecord | undefined>;
  /** The workspace's tickets among `ticketIds`, their rows locked in id order (so two merges never deadlock). */
  lockMany(workspaceId: string, ticketIds: readonly string[]): Promise<TriageTicketRecord[]>;
  /** The conversation's most recently changed open or in-progress ticket, its row locked. */
  lockOpenForConversation(
    workspaceId: string,
    conversationId: string,
  ): Promise<TriageTicketRecord | undefined>;
  list(workspaceId: string, filter: TriageTicketListFilter): Promise<TriageTicketRecord[]>;
  update(
    workspaceId: string,
    ticketId: string,
    patch: Partial<Omit<TriageTicketRecord, "id" | "workspaceId" | "agentId" | "createdAt">>,
  ): Promise<TriageTicketRecord | undefined>;
  /** Points the tickets merged into any of `fromIds` at `toId` instead. */
  repointMerged(workspaceId: string, fromIds: readonly string[], toId: string): Promise<void>;
  /** Deletes the ticket and the tickets merged into it; false when it did not exist. */
  delete(workspaceId: string, ticketId: string): Promise<boolean>;
}
