import { contentTypeForCodec, messages, parseOutputFormat } from "@chorus/contract";
import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { encodeSamples } from "../../speech/encode-samples.ts";
import { findVoicePreview, renderPreview } from "./speak-previews.ts";

/** Previews are streamed again as the premade voices' previews are served: mp3, 44.1 kHz, 128 kbps. */
const streamFormat = parseOutputFormat("mp3_44100_128");

/**
 * `GET /v1/text-to-voice/{generated_voice_id}/stream` (issue 5 §2): the preview spoken again from its
 * stored parameters and text, at its loudness. Another workspace's or an expired preview is not found.
 */
export async function streamVoicePreview(
  ctx: AuthenticatedContext,
  generatedVoiceId: string,
): Promise<{ contentType: string; audio: Uint8Array }> {
  requirePermission(ctx, "voice_generation");
  const preview = await findVoicePreview(ctx, generatedVoiceId);
  try {
    const spoken = await renderPreview(ctx.ports, preview.profile, preview.text, preview.loudness);
    return {
      contentType: contentTypeForCodec(streamFormat.codec),
      audio: await encodeSamples(ctx.ports, streamFormat, spoken),
    };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError("voice_generation_failed", messages.failedToGenerateVoicePreviews);
  }
}
