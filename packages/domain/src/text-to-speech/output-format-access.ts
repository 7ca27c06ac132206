import { messages, type OutputFormatSpec, type SubscriptionTier, subscriptionTiers } from "@chorus/contract";
import { DomainError } from "../shared/domain-error.ts";

const rank = (tier: SubscriptionTier) => subscriptionTiers.indexOf(tier);
/** Trial and enterprise have every feature; otherwise the tier order decides. */
const atLeast = (tier: SubscriptionTier, floor: SubscriptionTier) =>
  tier === "trial" || tier === "enterprise" || rank(tier) >= rank(floor);

/**
 * Spec 001 §9 and the plans: 192 kbps mp3 is for Creator and above, 44.1 kHz PCM (and WAV,
 * which is PCM in a container) for Pro and above. Below that the request is refused before any work.
 */
export function assertOutputFormatAllowed(format: OutputFormatSpec, tier: SubscriptionTier): void {
  if (format.codec === "mp3" && (format.bitrate ?? 0) >= 192 && !atLeast(tier, "creator")) {
    throw new DomainError("only_for_creator+", messages.outputFormatNeedsCreator(format.format));
  }
  if (
    (format.codec === "pcm" || format.codec === "wav") &&
    format.sampleRate === 44_100 &&
    !atLeast(tier, "pro")
  ) {
    throw new DomainError("only_for_pro+", messages.outputFormatNeedsPro(format.format));
  }
}
