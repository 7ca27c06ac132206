import { type LibraryState, messages } from "@chorus/contract";
import type { OperatorContext } from "../../billing/operator-context.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { newId } from "../../shared/ids.ts";
import type { LibraryEntry } from "./library-records.ts";
import { libraryStateOf } from "./library-state.ts";

/** One voice waiting for the operator's review (`chorus library pending`). */
export interface PendingLibraryVoice {
  voiceId: string;
  name: string;
  workspaceId: string;
  publicOwnerId: string;
  ownerEmail: string | null;
  submittedAt: Date | null;
  /** `pending_review`, or `requires_verification` when the unverified rule holds (it cannot be approved yet). */
  state: LibraryState;
}

/** Shared and waiting for the operator (whether or not the unverified rule holds). */
const inReview = (entry: LibraryEntry) =>
  entry.sharing.status === "enabled" && entry.sharing.reviewStatus === "pending";

async function findSharedEntry(ctx: OperatorContext, voiceId: string): Promise<LibraryEntry> {
  const entry = await ctx.ports.store.voiceLibrary.findEntry(voiceId);
  if (!entry) throw new DomainError("voice_not_found", messages.librarySharedVoiceNotFound(voiceId));
  return entry;
}

/** The review queue, oldest submission first. Moderation is the server operator's (issue 5 §5). */
export async function listPendingLibraryVoices(ctx: OperatorContext): Promise<PendingLibraryVoice[]> {
  const { store, clock } = ctx.ports;
  const now = clock.now();
  const entries = await store.voiceLibrary.listEntries({ status: "enabled", reviewStatus: "pending" });
  const lines: PendingLibraryVoice[] = [];
  for (const entry of entries) {
    const owner = entry.sharing.ownerUserId
      ? await store.users.findById(entry.sharing.ownerUserId)
      : undefined;
    lines.push({
      voiceId: entry.voice.id,
      name: entry.voice.name,
      workspaceId: entry.voice.workspaceId,
      publicOwnerId: entry.sharing.publicOwnerId,
      ownerEmail: owner?.email ?? null,
      submittedAt: entry.sharing.submittedAt,
      state: libraryStateOf(entry, now),
    });
  }
  return lines.sort((a, b) => (a.submittedAt?.getTime() ?? 0) - (b.submittedAt?.getTime() ?? 0));
}

/**
 * `chorus library approve <voice_id>`: a voice in review goes live. Refused while the unverified
 * rule holds (spec 001 §4). Copies still inside the notice period of an earlier removal keep working.
 */
export async function approveLibraryVoice(ctx: OperatorContext, voiceId: string): Promise<LibraryEntry> {
  const now = ctx.ports.clock.now();
  const entry = await findSharedEntry(ctx, voiceId);
  const state = libraryStateOf(entry, now);
  if (!inReview(entry))
    throw new DomainError("invalid_request", messages.libraryReviewNotPending(voiceId, state));
  if (state === "requires_verification")
    throw new DomainError("invalid_request", messages.libraryVoiceRequiresVerification(voiceId));
  const sharing = {
    ...entry.sharing,
    reviewStatus: "allowed" as const,
    reviewMessage: null,
    liveSince: entry.sharing.liveSince ?? now,
    updatedAt: now,
  };
  await ctx.ports.store.transaction(async (tx) => {
    await tx.voiceLibrary.saveSharing(sharing);
    await tx.voiceLibrary.cancelCopiesDisable(voiceId, now);
    await tx.voiceLibrary.insertEvent({
      id: newId(),
      voiceId,
      kind: "approved",
      message: null,
      occurredAt: now,
    });
  });
  return { ...entry, sharing };
}

/** `chorus library decline <voice_id> --reason "…"`: a voice in review is declined; its owner sees the reason. */
export async function declineLibraryVoice(
  ctx: OperatorContext,
  voiceId: string,
  reason: string,
): Promise<LibraryEntry> {
  const message = reason.trim();
  if (!message) throw new DomainError("invalid_request", messages.libraryDeclineReasonRequired);
  const now = ctx.ports.clock.now();
  const entry = await findSharedEntry(ctx, voiceId);
  if (!inReview(entry))
    throw new DomainError(
      "invalid_request",
      messages.libraryReviewNotPending(voiceId, libraryStateOf(entry, now)),
    );
  const sharing = {
    ...entry.sharing,
    reviewStatus: "declined" as const,
    reviewMessage: message,
    updatedAt: now,
  };
  await ctx.ports.store.transaction(async (tx) => {
    await tx.voiceLibrary.saveSharing(sharing);
    await tx.voiceLibrary.insertEvent({ id: newId(), voiceId, kind: "declined", message, occurredAt: now });
  });
  return { ...entry, sharing };
}

/**
 * `chorus library probation <email> on|off`: a person on probation makes their shared voices
 * unverified unless verified (spec 001 §4), so they leave the library listing and cannot be approved.
 */
export async function setLibraryProbation(
  ctx: OperatorContext,
  email: string,
  inProbation: boolean,
): Promise<{ userId: string }> {
  const user = await ctx.ports.store.users.findByEmail(email);
  if (!user) throw new DomainError("user_not_found", messages.userNotFound);
  await ctx.ports.store.voiceLibrary.setProbation(user.id, inProbation, ctx.ports.clock.now());
  return { userId: user.id };
}
