import type { Voice } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Badge, type BadgeTone } from "../../../../ui/Badge.tsx";
import { type ProfessionalState, professionalState } from "../professional-state.ts";

const tones: Record<ProfessionalState, BadgeTone> = {
  draft: "neutral",
  needs_verification: "warning",
  manual_verification_requested: "accent",
  verified: "success",
  fine_tuning: "accent",
  fine_tuned: "success",
  blocked: "danger",
};

/** The professional clone's state in words (spec 001 §4), coloured by what it asks of the owner. */
export function ProfessionalStateBadge({ voice }: { voice: Voice }) {
  const { t } = useTranslation();
  const state = professionalState(voice);
  return <Badge tone={tones[state]}>{t(`voices.pro.state.${state}`)}</Badge>;
}
