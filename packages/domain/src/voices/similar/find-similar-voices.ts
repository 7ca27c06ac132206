import { messages } from "@chorus/contract";
import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import type { StagedUpload } from "../../ports/uploads.ts";
import { DomainError, isDomainError } from "../../shared/domain-error.ts";
import type { LibraryVoiceView } from "../library/library-voice-view.ts";
import { liveLibraryVoices } from "../library/live-library-voices.ts";
import { premadeVoices } from "../premade-voices.ts";
import { premadeVoiceFeatures } from "./premade-voice-features.ts";
import { hasVoice, nearestVoices, type VoiceFigures } from "./voice-distance.ts";

export interface SimilarVoicesInput {
  audio: StagedUpload | undefined;
  /** 0 to 2 on voiceDistance's scale. */
  similarityThreshold?: number;
  /** 1 to 100; 10 when absent. */
  topK?: number;
}

const defaultTopK = 10;
const analysisRate = 16_000;
/** Enough speech for every figure; a longer upload is measured on its first minute, so answers stay quick. */
const maxAnalysedSeconds = 60;

const failed = () => new DomainError("similar_voices_failed", messages.failedToRetrieveSimilarVoices);

async function measureUpload(ctx: AuthenticatedContext, audio: StagedUpload): Promise<VoiceFigures> {
  const decoded = await ctx.ports.audio
    .decodeStream(audio.read(), { sampleRate: analysisRate })
    .catch(() => null);
  if (!decoded) throw failed();
  const samples = decoded.samples.subarray(0, maxAnalysedSeconds * analysisRate);
  const figures = ctx.ports.voiceAnalyzer.analyze(samples, analysisRate);
  if (!hasVoice(figures)) throw failed();
  return figures;
}

/**
 * `POST /v1/similar-voices` (issue 5 §1): measures the upload as cloning does (voice-analysis) and
 * answers the nearest voices by the same figures (voice-distance.ts): live library voices by the
 * figures stored in their profile (what they were fitted to), and the premade voices (measured ahead
 * of time, premade-voice-features.ts). Anything that goes wrong on the way is "Failed to
 * retrieve similar voices"; a missing file is a 422.
 */
export async function findSimilarVoices(
  ctx: AuthenticatedContext,
  input: SimilarVoicesInput,
): Promise<LibraryVoiceView[]> {
  requirePermission(ctx, "voices_read");
  if (!input.audio)
    throw DomainError.invalidField(["body", "audio_file"], messages.similarVoicesAudioRequired);
  try {
    const sample = await measureUpload(ctx, input.audio);
    const library = await liveLibraryVoices(ctx);
    const candidates: { item: LibraryVoiceView; figures: VoiceFigures }[] = [
      ...library.flatMap((view) =>
        view.kind === "shared" && view.entry.voice.profile
          ? [{ item: view, figures: view.entry.voice.profile.sample }]
          : [],
      ),
      ...premadeVoices.flatMap((voice) => {
        const figures = premadeVoiceFeatures(voice.voiceId);
        return figures ? [{ item: { kind: "premade" as const, voice }, figures }] : [];
      }),
    ];
    return nearestVoices(sample, candidates, {
      topK: input.topK ?? defaultTopK,
      threshold: input.similarityThreshold,
    }).map(({ item, distance }) => ({ ...item, distance }));
  } catch (error) {
    if (isDomainError(error) && error.status === "similar_voices_failed") throw error;
    ctx.ports.logger.error("similar voices failed", {
      err: error,
    });
    throw failed();
  }
}
