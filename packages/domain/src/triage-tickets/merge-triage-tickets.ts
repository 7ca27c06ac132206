import { messages } from "@chorus/contract";
import { assertMayEditAgents } from "../agents/agent-access.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { assertTicketRoom, triageTicketNotFound } from "./triage-ticket-access.ts";
import { type TriageTicketRecord, triagePriorityRank } from "./triage-ticket-records.ts";

const field = ["body", "source_ticket_ids"];
const byTime = <T extends { createdAtMs: number }>(items: T[]) =>
  items.sort((a, b) => a.createdAtMs - b.createdAtMs);
const earliest = (dates: (Date | null)[]) =>
  dates.reduce<Date | null>((min, date) => (date && (!min || date < min) ? date : min), null);
const latest = (dates: (Date | null)[]) =>
  dates.reduce<Date | null>((max, date) => (date && (!max || date > max) ? date : max), null);

/** What the target holds once the sources are folded in. */
function folded(target: TriageTicketRecord, sources: TriageTicketRecord[]) {
  const all = [target, ...sources];
  const urgent = all.reduce((most, ticket) =>
    triagePriorityRank(ticket.priority) > triagePriorityRank(most.priority) ? ticket : most,
  );
  return {
    conversationIds: [...new Set(all.flatMap((ticket) => ticket.conversationIds))],
    // A source's description becomes a comment of the target, so nothing it said is lost.
    comments: byTime([
      ...target.comments,
      ...sources.flatMap((source) => [
        ...(source.qaComment
          ? [
              {
                comment: source.qaComment,
                createdAtMs: source.createdAt.getTime(),
                ownerUserId: source.ownerUserId,
              },
            ]
          : []),
        ...source.comments,
      ]),
    ]),
    turnComments: byTime(all.flatMap((ticket) => ticket.turnComments)),
    priority: urgent.priority,
    firstSeenAt: earliest(all.map((ticket) => ticket.firstSeenAt)),
    lastSeenAt: latest(all.map((ticket) => ticket.lastSeenAt)),
  };
}

/**
 * `POST /v1/convai/triage-tickets/{agentqa_ticket_id}/merge`: the sources' conversations, comments
 * and turn comments move into the target, which takes the most urgent priority among them. The
 * sources stay with status `merged`, pointing at the target (as do tickets merged into them before),
 * as ElevenLabs keeps them. Every ticket's row is locked in id order, so merges that share tickets
 * take turns.
 */
export async function mergeTriageTickets(
  ctx: AuthenticatedContext,
  targetId: string,
  sourceIds: readonly string[],
): Promise<TriageTicketRecord> {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  const wanted = [...new Set(sourceIds)];
  if (wanted.includes(targetId)) throw DomainError.invalidField(field, messages.triageMergeIntoItself);
  return ctx.ports.store.transaction(async (tx) => {
    const locked = new Map(
      (await tx.triageTickets.lockMany(ctx.workspaceId, [targetId, ...wanted])).map((ticket) => [
        ticket.id,
        ticket,
      ]),
    );
    const target = locked.get(targetId);
    if (!target) throw triageTicketNotFound(targetId);
    if (target.status === "merged") throw DomainError.invalidField(field, messages.triageMergeTargetMerged);
    const sources = wanted.map((id) => {
      const source = locked.get(id);
      if (!source) throw triageTicketNotFound(id);
      if (source.agentId !== target.agentId)
        throw DomainError.invalidField(field, messages.triageMergeOtherAgent(id));
      if (source.status === "merged")
        throw DomainError.invalidField(field, messages.triageMergeAlreadyMerged(id));
      return source;
    });
    const merged = folded(target, sources);
    assertTicketRoom(merged, field);
    const now = ctx.ports.clock.now();
    const nowMs = now.getTime();
    const priorityChanged = merged.priority !== target.priority;
    const updated = await tx.triageTickets.update(ctx.workspaceId, targetId, {
      ...merged,
      ...(priorityChanged && {
        priorityChanges: [
          ...target.priorityChanges,
          { priority: merged.priority, changedByUserId: ctx.userId, changedAtMs: nowMs },
        ],
      }),
      updatedAt: now,
    });
    for (const source of sources)
      await tx.triageTickets.update(ctx.workspaceId, source.id, {
        status: "merged",
        mergedIntoTicketId: targetId,
        statusChanges: [
          ...source.statusChanges,
          { status: "merged", changedByUserId: ctx.userId, changedAtMs: nowMs },
        ],
        updatedAt: now,
      });
    await tx.triageTickets.repointMerged(ctx.workspaceId, wanted, targetId);
    return updated!;
  });
}
