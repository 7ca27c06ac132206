import { voiceDesignLimits } from "@chorus/contract";
import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import { findSpeakableVoice } from "../safety/speakable-voice.ts";
import { describeVoice } from "./describe-voice.ts";
import {
  type DesignedVoice,
  guidanceFactor,
  previewVariations,
  registerOfVariant,
  remixedVoiceFor,
  variantPool,
} from "./design-parameters.ts";
import { type PreviewRequest, previewFormat, previewSeed, previewText } from "./preview-request.ts";
import { speakPreviews, type VoicePreview } from "./speak-previews.ts";

/** How far a remix moves the voice when the request does not say. */
const defaultPromptStrength = 0.5;

/**
 * `POST /v1/text-to-voice/{voice_id}/remix` (issue 5 §2): three previews of an existing voice changed
 * as the description says ("make it deeper and slower"). A custom voice starts from its stored
 * profile (fitted or designed), a premade voice from its engine voice at neutral prosody; another
 * workspace's voice is not found. `prompt_strength` is how far the words move it (design-parameters.ts).
 */
export async function remixVoicePreviews(
  ctx: AuthenticatedContext,
  voiceId: string,
  request: PreviewRequest & { promptStrength?: number | null },
): Promise<{ previews: VoicePreview[]; text: string }> {
  requirePermission(ctx, "voice_generation");
  const view = await findSpeakableVoice(ctx, voiceId);
  const format = await previewFormat(ctx, request.outputFormat);
  const profile = view.custom?.record.profile;
  const start: DesignedVoice = {
    engine: { ...(profile?.engine ?? view.voice.engine), language: view.voice.language },
    prosody: profile?.prosody ?? { pitch: 1, rate: 1, pitchRange: 0.5 },
  };
  const traits = describeVoice(request.description);
  const promptStrength = request.promptStrength ?? defaultPromptStrength;
  const language = promptStrength >= 0.5 && traits.accent ? traits.accent.language : view.voice.language;
  const text = previewText(request, traits, language);
  const register =
    traits.gender ?? registerOfVariant(start.engine.engineVoiceId.split("+")[1]) ?? view.voice.gender;
  const poolSize = variantPool(register, traits.texture, traits.age === "old").length;
  const guidance = guidanceFactor(request.guidanceScale);
  const voices = previewVariations(
    previewSeed(request.seed),
    voiceDesignLimits.previewsPerRequest,
    poolSize,
  ).map((variation) =>
    remixedVoiceFor(start, traits, promptStrength, guidance, variation, view.voice.gender),
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
