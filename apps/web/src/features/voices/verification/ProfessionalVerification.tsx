import type { Voice } from "@chorus/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { voicesQueryKey } from "../api/voices-api.ts";
import { attemptWindow, isVerified, professionalState } from "../professional/professional-state.ts";
import { AttemptHistory } from "./AttemptHistory.tsx";
import { CaptchaReader } from "./CaptchaReader.tsx";
import { ManualVerificationForm } from "./ManualVerificationForm.tsx";
import "./verification.css";

type Method = "captcha" | "manual";

/**
 * Verifying a professional voice (the wizard's Verify step and the Voice Verification page): read a
 * captcha in your own voice, or request manual verification with documents. The voice's state says
 * where things stand; attempts used, left and the reset time come from the voice too.
 */
export function ProfessionalVerification({ voice, onVerified }: { voice: Voice; onVerified?: () => void }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const name = useId();
  const [method, setMethod] = useState<Method>("captcha");
  const state = professionalState(voice);
  const refresh = () => queryClient.invalidateQueries({ queryKey: voicesQueryKey });
  const manual = voice.fine_tuning?.manual_verification;

  if (state === "blocked") return <Banner tone="danger">{t("voices.safety.blockedText")}</Banner>;
  if (isVerified(voice))
    return (
      <div className="stack">
        <Banner tone="success" title={t("voices.verify.verifiedTitle")}>
          {t("voices.verify.verifiedText")}
        </Banner>
        <AttemptHistory voice={voice} />
      </div>
    );
  if ((voice.samples ?? []).length === 0)
    return <Banner tone="info">{t("voices.verify.needsSamples")}</Banner>;

  return (
    <div className="stack">
      {state === "manual_verification_requested" && manual && (
        <Banner tone="info" title={t("voices.verify.manualRequestedTitle")}>
          {t("voices.verify.manualRequestedText", {
            date: formatDate(manual.request_time_unix, i18n.language),
            files: manual.files.map((file) => file.file_name).join(", "),
          })}
        </Banner>
      )}
      <fieldset className="segmented verify-methods" aria-label={t("voices.verify.methodLabel")}>
        {(["captcha", "manual"] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={method === value}
              onChange={() => setMethod(value)}
            />
            {value === "captcha" ? t("voices.verify.byCaptcha") : t("voices.verify.requestManual")}
          </label>
        ))}
      </fieldset>
      {method === "captcha" ? (
        <>
          <p className="muted">{t("voices.verify.captchaIntro")}</p>
          <CaptchaReader
            purpose="pvc"
            voiceId={voice.voice_id}
            attempts={attemptWindow(voice, Date.now())}
            onAttempted={() => void refresh()}
            onVerified={() => {
              toast.success(t("voices.verify.verifiedToast"));
              onVerified?.();
            }}
            onUnsupportedLanguage={() => setMethod("manual")}
          />
        </>
      ) : (
        <ManualVerificationForm
          voiceId={voice.voice_id}
          onRequested={() => {
            toast.success(t("voices.verify.requestedToast"));
            void refresh();
          }}
        />
      )}
      <AttemptHistory voice={voice} />
    </div>
  );
}
