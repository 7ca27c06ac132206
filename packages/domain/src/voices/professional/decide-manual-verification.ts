import { messages } from "@chorus/contract";
import type { OperatorContext } from "../../billing/operator-context.ts";
import type { ManualVerificationRecord } from "../../records.ts";
import { DomainError } from "../../shared/domain-error.ts";

/** The operator's queue of manual verification requests (`npm run chorus -- voices verifications`). */
export function listPendingManualVerifications(ctx: OperatorContext): Promise<ManualVerificationRecord[]> {
  return ctx.ports.store.professionalVoices.listPendingManualVerifications();
}

/**
 * The operator approves (the voice becomes verified and may be trained) or rejects a pending
 * request, with an optional note; both in one transaction.
 */
export async function decideManualVerification(
  ctx: OperatorContext,
  input: { requestId: string; decision: "approved" | "rejected"; note?: string },
): Promise<ManualVerificationRecord> {
  const request = await ctx.ports.store.professionalVoices.findManualVerification(input.requestId);
  if (!request)
    throw new DomainError(
      "manual_verification_not_found",
      messages.manualVerificationNotFound(input.requestId),
    );
  if (request.status !== "pending")
    throw new DomainError("invalid_request", messages.manualVerificationAlreadyDecided(request.status));
  const now = ctx.ports.clock.now();
  await ctx.ports.store.transaction(async (tx) => {
    await tx.professionalVoices.decideManualVerification(request.id, {
      status: input.decision,
      decidedAt: now,
      decisionNote: input.note ?? null,
    });
    if (input.decision === "approved")
      await tx.professionalVoices.updateFineTuning(request.workspaceId, request.voiceId, {
        verifiedAt: now,
        verifiedBy: "manual",
        updatedAt: now,
      });
  });
  return { ...request, status: input.decision, decidedAt: now, decisionNote: input.note ?? null };
}
