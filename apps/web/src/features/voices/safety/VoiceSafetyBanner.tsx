import type { Voice } from "@chorus/contract";
import { messages } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Banner } from "../../../ui/Banner.tsx";
import { heldControl } from "./safety-controls.ts";

/** On a voice's page: why it cannot speak (BAN, with the spec's message) or what releases it (CAPTCHA). */
export function VoiceSafetyBanner({ voice }: { voice: Voice }) {
  const { t } = useTranslation();
  const control = heldControl(voice);
  if (control === "BAN")
    return (
      <Banner tone="danger" title={messages.voiceBlocked}>
        {t("voices.safety.blockedText")}
      </Banner>
    );
  if (control === "CAPTCHA")
    return (
      <Banner
        tone="warning"
        title={t("voices.safety.captchaBannerTitle")}
        actions={
          <Link
            className="btn btn--primary btn--sm"
            to={`/app/voices/${encodeURIComponent(voice.voice_id)}/verification`}
          >
            {t("voices.safety.solveCaptcha")}
          </Link>
        }
      >
        {t("voices.safety.captchaText")}
      </Banner>
    );
  return null;
}
