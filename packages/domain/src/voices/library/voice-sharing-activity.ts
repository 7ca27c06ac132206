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

/** A shared voice's figures, and its characters per day over the last year (days without use absent). */
export interface VoiceSharingMetrics extends LibraryMetrics {
  dailyUsage: { day: string; characters: number }[];
}

const dayMs = 86_400_000;

/**
 * `GET /v1/voices/{id}/sharing/metrics`: how many workspaces added the voice and how many
 * characters their copies spoke in the last 7 days and year (counted per day as generations
 * complete, record-library-usage.ts), and the days of that year, for the owner's chart. Zero for
 * a voice never shared.
 */
export async function getVoiceSharingMetrics(
  ctx: AuthenticatedContext,
  voiceId: string,
): Promise<VoiceSharingMetrics> {
  const voice = await findOwnSharedVoice(ctx, voiceId);
  const now = ctx.ports.clock.now();
  const yearStart = new Date(now.getTime() - 364 * dayMs).toISOString().slice(0, 10);
  const [metrics, dailyUsage] = await Promise.all([
    ctx.ports.store.voiceLibrary.metrics([voice.id], now),
    ctx.ports.store.voiceLibrary.dailyUsage(voice.id, yearStart),
  ]);
  return { ...(metrics.get(voice.id) ?? noMetrics), dailyUsage };
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
