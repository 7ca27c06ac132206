import type { AuthenticatedContext } from "../../context.ts";
import { queueConversationAnalysis } from "../analysis/analyse-conversation-job.ts";
import type { ConversationRecord, ConversationTurn } from "../conversation-records.ts";

/** How a call ended: its final status, why, the socket's close code and the error event sent, if any. */
export interface Ending {
  status: "done" | "failed";
  reason: string;
  closeCode: 1000 | 1008 | 1011;
  error?: { code: 1000 | 1008 | 1011; message: string; errorType: string };
}

/**
 * Writes the ended call: its status, the seconds and credits used, the whole transcript and why it
 * ended, and queues its analysis (and through it the post-call webhook) in the same transaction.
 */
export function saveEnding(
  ctx: AuthenticatedContext,
  conversation: ConversationRecord,
  ended: {
    ending: Ending;
    use: { seconds: number; cost: number };
    hasAudio: boolean;
    transcript: ConversationTurn[];
    mainLanguage: string;
    /** The workflow nodes the call entered, when its agent has a workflow. */
    workflowNodesEntered?: readonly string[];
  },
): Promise<unknown> {
  const { ending, use } = ended;
  const now = ctx.ports.clock.now();
  return ctx.ports.store.transaction(async (tx) => {
    const written = await tx.conversations.update(ctx.workspaceId, conversation.id, {
      status: ending.status,
      hasAudio: ended.hasAudio,
      endedAt: now,
      durationSeconds: use.seconds,
      cost: use.cost,
      transcript: ended.transcript,
      heartbeatAt: now,
      metadata: {
        ...conversation.metadata,
        mainLanguage: ended.mainLanguage,
        terminationReason: ending.reason,
        error: ending.error ? { code: ending.error.code, reason: ending.error.message } : null,
        ...(ended.workflowNodesEntered ? { workflowNodesEntered: [...ended.workflowNodesEntered] } : {}),
      },
    });
    if (written) await queueConversationAnalysis(ctx.ports, tx, written);
  });
}
