import type { VoiceDesignPreviewResponse } from "@chorus/contract";
import type { VoicePreview } from "@chorus/domain";

/** `VoiceDesignPreviewResponse` as the SDK reads it (every preview field it requires). */
export function presentVoicePreviews(result: {
  previews: VoicePreview[];
  text: string;
}): VoiceDesignPreviewResponse {
  return {
    previews: result.previews.map((preview) => ({
      audio_base_64: preview.audioBase64,
      generated_voice_id: preview.generatedVoiceId,
      media_type: preview.mediaType,
      duration_secs: Number(preview.durationSeconds.toFixed(3)),
      language: preview.language,
    })),
    text: result.text,
  };
}
