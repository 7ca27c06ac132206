import type { Voice } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Banner } from "../../../ui/Banner.tsx";
import { professionalState, trainingOf, wizardPath } from "../professional/professional-state.ts";

/** What a professional voice needs next, with the link that does it (nothing once it is trained). */
export function ProfessionalNextStep({ voice }: { voice: Voice }) {
  const { t } = useTranslation();
  const state = professionalState(voice);
  const verification = `/app/voices/${encodeURIComponent(voice.voice_id)}/verification`;
  const link = (to: string, label: string) => (
    <Link className="btn btn--primary btn--sm" to={to}>
      {label}
    </Link>
  );
  switch (state) {
    case "draft":
      return (
        <Banner
          tone="info"
          actions={link(wizardPath(voice.voice_id, "samples"), t("voices.pro.detail.addSamples"))}
        >
          {t("voices.pro.detail.draft")}
        </Banner>
      );
    case "needs_verification":
      return (
        <Banner
          tone="warning"
          title={t("voices.pro.detail.needsVerificationTitle")}
          actions={link(verification, t("voices.pro.detail.verify"))}
        >
          {t("voices.pro.detail.needsVerification")}
        </Banner>
      );
    case "manual_verification_requested":
      return (
        <Banner tone="info" actions={link(verification, t("voices.pro.detail.viewVerification"))}>
          {t("voices.pro.detail.manualRequested")}
        </Banner>
      );
    case "verified":
      return (
        <Banner
          tone="success"
          actions={link(wizardPath(voice.voice_id, "train"), t("voices.pro.detail.train"))}
        >
          {t("voices.pro.detail.verified")}
        </Banner>
      );
    case "fine_tuning": {
      const percent = Math.round(trainingOf(voice).progress * 100);
      return (
        <Banner
          tone="info"
          actions={link(wizardPath(voice.voice_id, "train"), t("voices.pro.detail.follow"))}
        >
          {t("voices.pro.detail.training", { percent })}
        </Banner>
      );
    }
    default:
      return null;
  }
}
