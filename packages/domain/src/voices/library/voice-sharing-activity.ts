import { messages } from "@chorus/contract";
import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { findSharingSubject } from "./find-shared-voice.ts";
import type { LibraryEventRecord, LibraryMetrics } from "./library-records.ts";
import { noMetrics } from "./library-voice-view.ts";

/** The workspace's own (not copied) voice whose library activity is asked for. */
async function findOwnSharedVoice(ctx: AuthenticatedContext, voiceId: string) {
  requirePermission(ctx, "voices_read");
  const subject = await findSharingSubject(ctx, voiceId);
  if (subject.kind === "copy") throw new DomainError("invalid_request", messages.voiceCannotBeShared);
  return subject.voice;
}

/**
 * `GET /v1/voices/{id}/sharing/metrics`: how many workspaces added the voice and how many
 * characters their copies spoke in the last 7 days and year (counted per day as generations
 * complete, record-library-usage.ts). Zero for a voice never shared.
 */
export async function getVoiceSharingMetrics(
  ctx: AuthenticatedContext,
  voiceId: string,
): Promise<LibraryMetrics> {
  const voice = await findOwnSharedVoice(ctx, voiceId);
  const metrics = await ctx.ports.store.voiceLibrary.metrics([voice.id], ctx.ports.clock.now());
  return metrics.get(voice.id) ?? noMetrics;
}

/**
 * `GET /v1/voices/{id}/sharing/history`: shared, approved, declined (with the reason), added (no
 * workspace is named), removed, and disabled once the notice period is over, newest first.
 */
export async function getVoiceSharingHistory(
  ctx: AuthenticatedContext,
  voiceId: string,
): Promise<LibraryEventRecord[]> {
  const voice = await findOwnSharedVoice(ctx, voiceId);
  return ctx.ports.store.voiceLibrary.listEvents(voice.id, ctx.ports.clock.now());
}
