import type { Ports } from "../context.ts";
import { queueConversationAnalysis } from "./analysis/analyse-conversation-job.ts";
import { conversationAudioKey } from "./runtime/call-recording.ts";

/**
 * A call's heartbeat comes every 5 s: one silent for three of them, and for its reservation's lease,
 * belongs to a process that died.
 */
const abandonedAfterMs = (leaseSeconds: number) => Math.max(15_000, leaseSeconds * 1000);
const batchSize = 100;

/**
 * Ends conversations whose process died (kill -9, a crash): still open, heartbeat stopped. Each is
 * marked `failed` at its last heartbeat, with the transcript and duration it had written (and its
 * analysis queued); its reservation is settled by the expiry sweep, which refunds only what the call had not used. The
 * worker runs this periodically; two workers racing on one conversation both find it open, and the
 * transition lets one of them end it. Answers how many it ended.
 */
export async function endAbandonedConversations(ports: Ports): Promise<number> {
  const now = ports.clock.now();
  const silentSince = new Date(now.getTime() - abandonedAfterMs(ports.settings.reservationLeaseSeconds));
  const abandoned = await ports.store.conversations.findAbandoned(silentSince, batchSize);
  let ended = 0;
  for (const conversation of abandoned) {
    const moved = await ports.store.transaction(async (tx) => {
      const ended = await tx.conversations.transition(
        conversation.workspaceId,
        conversation.id,
        ["initiated", "in-progress", "processing"],
        {
          status: "failed",
          endedAt: conversation.heartbeatAt,
          metadata: {
            ...conversation.metadata,
            terminationReason: "the server stopped during the call",
            error: { code: 1011, reason: "the server stopped during the call" },
          },
        },
      );
      // What was said before the process died is analysed like any ended call's.
      if (ended) await queueConversationAnalysis(ports, tx, { ...conversation, status: "failed" });
      return ended;
    });
    if (moved) ended++;
  }
  if (ended > 0) ports.logger.warn("ended conversations whose process died", { ended });
  return ended;
}

/**
 * Deletes conversations older than their agent's retention (`privacy.retention_days`; -1 keeps them),
 * agent by agent. Answers how many it deleted.
 */
export async function deleteExpiredConversations(ports: Ports): Promise<number> {
  const now = ports.clock.now().getTime();
  let deleted = 0;
  for (const agent of await ports.store.agents.listWithRetention()) {
    const days = agent.platformSettings.privacy.retention_days;
    const gone = await ports.store.conversations.deleteEndedBefore(
      agent.workspaceId,
      agent.id,
      new Date(now - days * 86_400_000),
    );
    for (const conversation of gone)
      if (conversation.hasAudio) await ports.blobs.delete(conversationAudioKey(conversation));
    deleted += gone.length;
  }
  return deleted;
}
