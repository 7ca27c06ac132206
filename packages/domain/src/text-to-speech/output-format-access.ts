import { messages, type OutputFormatSpec, planFor, type SubscriptionTier } from "@chorus/contract";
import { DomainError } from "../shared/domain-error.ts";

/**
 * Spec 001 §9 and the plans: 192 kbps mp3 is for Creator and above, 44.1 kHz PCM (and WAV,
 * which is PCM in a container) for Pro and above, as the plan catalogue's features say. Below that
 * the request is refused before any work.
 */
export function assertOutputFormatAllowed(format: OutputFormatSpec, tier: SubscriptionTier): void {
  const features = planFor(tier).features;
  if (format.codec === "mp3" && (format.bitrate ?? 0) >= 192 && !features.mp3HighBitrate) {
    throw new DomainError("only_for_creator+", messages.outputFormatNeedsCreator(format.format));
  }
  if (
    (format.codec === "pcm" || format.codec === "wav") &&
    format.sampleRate === 44_100 &&
    !features.pcm44100
  ) {
    throw new DomainError("only_for_pro+", messages.outputFormatNeedsPro(format.format));
  }
}
