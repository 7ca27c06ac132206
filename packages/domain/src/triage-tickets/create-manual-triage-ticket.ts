import type { TriageTicketPriority } from "@chorus/contract";
import { assertMayEditAgents, findAgent } from "../agents/agent-access.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { givenTitle, titleFromTexts } from "./ticket-title.ts";
import { commentText, newTriageTicketId } from "./triage-ticket-access.ts";
import type { TriageTicketRecord } from "./triage-ticket-records.ts";

/** `POST /v1/convai/agents/{agent_id}/triage-tickets`: a ticket about the agent, with no conversation. */
export async function createManualTriageTicket(
  ctx: AuthenticatedContext,
  agentId: string,
  input: { title?: string | null; qaComment: string; priority?: TriageTicketPriority | null },
): Promise<TriageTicketRecord> {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  await findAgent(ctx, agentId);
  const qaComment = commentText(input.qaComment, ["body", "qa_comment"]);
  const now = ctx.ports.clock.now();
  const ticket: TriageTicketRecord = {
    id: newTriageTicketId(),
    workspaceId: ctx.workspaceId,
    agentId,
    ownerUserId: ctx.userId,
    source: "manual",
    // The comment is not blank, so a title can always be made from it.
    title: givenTitle(input.title) ?? titleFromTexts([qaComment])!,
    qaComment,
    conversationIds: [],
    firstSeenAt: null,
    lastSeenAt: null,
    comments: [],
    turnComments: [],
    status: "open",
    priority: input.priority ?? null,
    priorityChanges: [],
    statusChanges: [],
    mergedIntoTicketId: null,
    assigneeUserId: null,
    createdAt: now,
    updatedAt: now,
  };
  await ctx.ports.store.triageTickets.insert(ticket);
  return ticket;
}
