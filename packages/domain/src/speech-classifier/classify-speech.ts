import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { watermarkDetectionRate } from "../ports/audio-watermark.ts";
import type { StagedUpload } from "../ports/uploads.ts";
import { DomainError } from "../shared/domain-error.ts";

/** The mark repeats every second: two minutes decide as well as an hour, at a fraction of the work. */
const analysedSeconds = 120;

/** How many of the workspace's newest generations a weak mark is matched against. */
const candidateItems = 5_000;

export interface SpeechClassification {
  generatedByChorus: boolean;
  confidence: number;
  /** The history item the watermark names, when the caller's workspace owns it. */
  historyItemId?: string;
}

/**
 * The AI speech classifier: decodes the upload to the watermark's detection rate and looks for the
 * mark every generated audio carries (ports/audio-watermark.ts). A detected mark whose id names an item
 * of the caller's own workspace history gives that item; other workspaces' items stay unnamed, so the
 * answer reveals nothing about them beyond "Chorus made it". History read permission is required for
 * that reason.
 */
export async function classifySpeech(
  ctx: AuthenticatedContext,
  input: { file: StagedUpload | undefined },
): Promise<SpeechClassification> {
  requirePermission(ctx, "speech_history_read");
  if (!input.file) throw DomainError.invalidField(["body", "file"], messages.classifierAudioRequired);
  if (input.file.sizeBytes === 0) throw DomainError.invalidField(["body", "file"], messages.audioFileEmpty);
  const audio = await ctx.ports.audio.decodeStream(input.file.read(), { sampleRate: watermarkDetectionRate });
  if (!audio || audio.samples.length === 0)
    throw DomainError.invalidField(["body", "file"], messages.audioFileUndecodable);
  const candidates = await ctx.ports.store.history.recentWatermarkIds(ctx.workspaceId, candidateItems);
  const detection = await ctx.ports.watermark.detectOffThread(
    audio.samples.subarray(0, analysedSeconds * watermarkDetectionRate),
    candidates,
  );
  const classification = { generatedByChorus: detection.detected, confidence: detection.confidence };
  // Payload 0 is generated audio that belongs to no history item (previews, isolation).
  if (!detection.detected || !detection.payload) return classification;
  const item = await ctx.ports.store.history.findByWatermarkId(ctx.workspaceId, detection.payload);
  return item ? { ...classification, historyItemId: item.id } : classification;
}
