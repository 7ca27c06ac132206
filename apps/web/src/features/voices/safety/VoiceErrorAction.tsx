import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { hasCode } from "../../../lib/api/api-error.ts";
import { wizardPath } from "../professional/professional-state.ts";

/**
 * Next to a generation error that the voice's owner can resolve, the way to do it: a voice held by a
 * captcha opens its verification page, an untrained professional voice opens the wizard. The
 * server's message stays the error text; this is only the button.
 */
export function VoiceErrorAction({ error, voiceId }: { error: unknown; voiceId: string }) {
  const { t } = useTranslation();
  if (hasCode(error, "voice_captcha_required"))
    return (
      <Link
        className="btn btn--secondary btn--sm"
        to={`/app/voices/${encodeURIComponent(voiceId)}/verification`}
      >
        {t("voices.safety.solveCaptcha")}
      </Link>
    );
  if (hasCode(error, "voice_not_fine_tuned"))
    return (
      <Link className="btn btn--secondary btn--sm" to={wizardPath(voiceId)}>
        {t("voices.pro.openWizard")}
      </Link>
    );
  return null;
}
