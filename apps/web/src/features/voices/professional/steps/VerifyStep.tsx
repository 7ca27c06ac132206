import type { Voice } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../ui/Button.tsx";
import { ProfessionalVerification } from "../../verification/ProfessionalVerification.tsx";
import { isVerified } from "../professional-state.ts";

/** Step 4: prove the voice is yours (captcha or manual request); verified voices move on to training. */
export function VerifyStep({
  voice,
  onBack,
  onNext,
}: {
  voice: Voice;
  onBack: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <ProfessionalVerification voice={voice} onVerified={onNext} />
      <div className="pro-step-actions">
        <Button onClick={onBack}>{t("common.back")}</Button>
        <Button variant={isVerified(voice) ? "primary" : "secondary"} onClick={onNext}>
          {t("voices.pro.next")}
        </Button>
      </div>
    </div>
  );
}
