import { voiceDesignLimits } from "@chorus/contract";
import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import { seededRandom } from "../../text-to-speech/seeded-random.ts";
import { describeVoice, type VoiceGender } from "./describe-voice.ts";
import { designedVoiceFor, guidanceFactor, previewVariations, variantPool } from "./design-parameters.ts";
import { type PreviewRequest, previewFormat, previewSeed, previewText } from "./preview-request.ts";
import { speakPreviews, type VoicePreview } from "./speak-previews.ts";

/**
 * `POST /v1/text-to-voice/design` (and `create-previews`): three previews of a voice described in
 * words (issue 5 §2). The description is read with the rule table (describe-voice.ts) into gender,
 * age, accent, pitch, pace, texture and intonation; each preview is that voice with a seeded variant
 * and small offsets, so the same seed gives the same previews. A description without a gender word
 * gets previews of both registers.
 */
export async function designVoicePreviews(
  ctx: AuthenticatedContext,
  request: PreviewRequest,
): Promise<{ previews: VoicePreview[]; text: string }> {
  requirePermission(ctx, "voice_generation");
  const format = await previewFormat(ctx, request.outputFormat);
  const traits = describeVoice(request.description);
  const language = traits.accent?.language ?? "en";
  const text = previewText(request, traits, language);
  const seed = previewSeed(request.seed);
  const count = voiceDesignLimits.previewsPerRequest;
  // Without a gender word: alternate registers, starting with the seed's choice.
  const first: VoiceGender = seededRandom(seed ^ 0x5bd1e995)() < 0.5 ? "female" : "male";
  const other: VoiceGender = first === "female" ? "male" : "female";
  const poolSize = variantPool(traits.gender ?? "female", traits.texture, traits.age === "old").length;
  const strength = guidanceFactor(request.guidanceScale);
  const voices = previewVariations(seed, count, poolSize).map((variation, i) =>
    designedVoiceFor(traits, strength, variation, i % 2 === 0 ? first : other),
  );
  const previews = await speakPreviews(ctx, {
    voices,
    text,
    loudness: request.loudness ?? 0,
    format,
    description: request.description,
  });
  return { previews, text };
}
