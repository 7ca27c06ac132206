import { feedbackTextLimits, messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { HistoryItemRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";
import { findHistoryItem } from "./find-history-item.ts";

export interface HistoryFeedbackInput {
  thumbsUp: boolean;
  feedback?: string | null;
  emotions?: boolean | null;
  inaccurateClone?: boolean | null;
  glitches?: boolean | null;
  audioQuality?: boolean | null;
  other?: boolean | null;
}

/**
 * Rates a generation. Written feedback, when given, is 20 to 200 characters (spec 000 §5, §9);
 * blank text counts as none. Each submission replaces the previous one until a reviewer has
 * marked it reviewed: from then on it cannot change (checked atomically with the write).
 */
export async function submitHistoryFeedback(
  ctx: AuthenticatedContext,
  id: string,
  input: HistoryFeedbackInput,
): Promise<HistoryItemRecord> {
  requirePermission(ctx, "speech_history_write");
  const text = input.feedback?.trim() ?? "";
  if (text && (text.length < feedbackTextLimits.min || text.length > feedbackTextLimits.max)) {
    throw DomainError.invalidField(["body", "feedback"], messages.feedbackLength);
  }
  const item = await findHistoryItem(ctx, id);
  const updated = await ctx.ports.store.history.setFeedbackUnlessReviewed(ctx.workspaceId, item.id, {
    thumbsUp: input.thumbsUp,
    feedback: text,
    emotions: input.emotions ?? false,
    inaccurateClone: input.inaccurateClone ?? false,
    glitches: input.glitches ?? false,
    audioQuality: input.audioQuality ?? false,
    other: input.other ?? false,
    reviewStatus: "not_reviewed",
  });
  if (updated) return updated;
  // The row was there a moment ago: either its feedback is reviewed, or it was deleted meanwhile.
  if (await ctx.ports.store.history.findInWorkspace(ctx.workspaceId, item.id)) {
    throw new DomainError("feedback_already_reviewed", messages.feedbackAlreadyReviewed);
  }
  throw new DomainError("history_item_not_found", messages.historyItemNotFound(id));
}
