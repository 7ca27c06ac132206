import { messages, type VideoThemeId, videoThemes } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import type { VideoScene } from "../ports/video.ts";
import { VideoRenderError } from "../ports/video.ts";
import type { HistoryItemRecord } from "../records.ts";
import { DomainError, isDomainError } from "../shared/domain-error.ts";
import { summarizeSubscription } from "../workspaces/subscription-summary.ts";
import { readHistoryAudio, storedFormatOf } from "./history-audio.ts";
import { stripAudioTags } from "./strip-audio-tags.ts";
import { videoWatermarkRequired } from "./video-watermark.ts";

export interface HistoryVideoOptions {
  theme: VideoThemeId;
  /** Leave eleven_v3 audio tags out of the displayed text. */
  stripV3Tags: boolean;
}

/** The watermark text for this workspace's tier, or null from Creator on (spec 001 plans). */
export async function videoWatermarkFor(ctx: AuthenticatedContext): Promise<string | null> {
  const workspace = await ctx.ports.store.workspaces.findById(ctx.workspaceId);
  const tier = workspace
    ? summarizeSubscription(workspace, ctx.ports.clock.now(), undefined, ctx.ports.settings.billing).tier
    : "free";
  return videoWatermarkRequired(tier) ? messages.videoWatermark : null;
}

/** A dialogue shows every line and every speaker; a single generation its text and voice. */
function displayedTextOf(item: HistoryItemRecord): { text: string; voiceName: string } {
  if (item.dialogue?.length) {
    return {
      text: item.dialogue.map((line) => line.text).join("\n"),
      voiceName: [...new Set(item.dialogue.map((line) => line.voiceName))].join(" & "),
    };
  }
  return { text: item.text, voiceName: item.voiceName };
}

/** What the renderer draws for an item: its text and voice in the theme, over its decoded audio. */
export async function historyVideoScene(
  ctx: AuthenticatedContext,
  item: HistoryItemRecord,
  options: HistoryVideoOptions,
  watermark: string | null,
): Promise<VideoScene> {
  const format = storedFormatOf(item);
  const samples = await ctx.ports.audio.decode(await readHistoryAudio(ctx, item), format);
  const { text, voiceName } = displayedTextOf(item);
  return {
    colors: videoThemes[options.theme],
    text: options.stripV3Tags ? stripAudioTags(text) : text,
    voiceName,
    watermark,
    audio: { samples, sampleRate: format.sampleRate },
  };
}

const failureMessages = {
  busy: messages.videoRendererBusy,
  timeout: messages.videoRenderTimedOut,
  failed: messages.videoRenderFailed,
} as const;

/**
 * Runs a rendering step and turns any failure into the spec's message (spec 000 §8: "Error
 * generating video: {message}", the preview likewise): a busy renderer is a 429 the client may
 * retry, anything else a 500. What went wrong inside (ffmpeg's own words) goes to the log only.
 */
export async function renderingStep<T>(
  ctx: AuthenticatedContext,
  what: "video" | "preview image",
  item: HistoryItemRecord,
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const wrap = what === "video" ? messages.videoGenerationError : messages.previewImageGenerationError;
    if (error instanceof VideoRenderError && error.reason === "busy") {
      throw new DomainError("too_many_concurrent_requests", wrap(failureMessages.busy));
    }
    ctx.ports.logger.error(`could not render a history ${what}`, {
      historyItemId: item.id,
      err: error,
    });
    const reason = isDomainError(error)
      ? error.message
      : failureMessages[error instanceof VideoRenderError ? error.reason : "failed"];
    throw new DomainError("internal_error", wrap(reason));
  }
}
