import {
  type ConvertOutputFormat,
  parseOutputFormat,
  type SubscriptionTier,
  subscriptionTiers,
} from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { DomainError } from "../shared/domain-error.ts";
import { assertOutputFormatAllowed } from "./output-format-access.ts";

const refusal = (format: ConvertOutputFormat, tier: SubscriptionTier) => {
  try {
    assertOutputFormatAllowed(parseOutputFormat(format), tier);
    return null;
  } catch (error) {
    return error instanceof DomainError ? error.status : "unexpected";
  }
};

const fromCreator = ["creator", "pro", "growing_business", "scale_2024_08_10", "trial", "enterprise"];
const fromPro = ["pro", "growing_business", "scale_2024_08_10", "trial", "enterprise"];

describe("assertOutputFormatAllowed", () => {
  it.each(subscriptionTiers)(
    "gates 192 kbps mp3 from Creator and 44.1 kHz pcm/wav from Pro on %s",
    (tier) => {
      expect(refusal("mp3_44100_192", tier)).toBe(fromCreator.includes(tier) ? null : "only_for_creator+");
      expect(refusal("pcm_44100", tier)).toBe(fromPro.includes(tier) ? null : "only_for_pro+");
      expect(refusal("wav_44100", tier)).toBe(fromPro.includes(tier) ? null : "only_for_pro+");
      // Everything else is open to every tier.
      for (const open of [
        "mp3_44100_128",
        "pcm_24000",
        "wav_48000",
        "opus_48000_192",
        "ulaw_8000",
      ] as const) {
        expect(refusal(open, tier)).toBeNull();
      }
    },
  );
});
