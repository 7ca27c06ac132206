import { createVoicePreviews, designVoice, type VoiceDesignBody } from "@chorus/contract";
import { designVoicePreviews, type PreviewRequest } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentVoicePreviews } from "../../../presenters/voice-design-presenter.ts";

/** The request fields design, create-previews and remix share, in the domain's words. */
export function previewRequestFrom(
  body: Omit<VoiceDesignBody, "model_id" | "should_enhance" | "quality" | "reference_audio_base64">,
  outputFormat: string,
): PreviewRequest {
  return {
    description: body.voice_description,
    outputFormat,
    text: body.text,
    autoGenerateText: body.auto_generate_text,
    loudness: body.loudness,
    seed: body.seed,
    guidanceScale: body.guidance_scale,
  };
}

export const designVoiceRoute = bindOperation(designVoice, async ({ ctx, query, body }) =>
  presentVoicePreviews(await designVoicePreviews(ctx, previewRequestFrom(body, query.output_format))),
);

export const createVoicePreviewsRoute = bindOperation(createVoicePreviews, async ({ ctx, query, body }) =>
  presentVoicePreviews(await designVoicePreviews(ctx, previewRequestFrom(body, query.output_format))),
);
