import { messages } from "@chorus/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { hasCode } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { Skeleton } from "../../../ui/Skeleton.tsx";
import { ErrorState } from "../../../ui/States.tsx";
import { type CaptchaPurpose, captchaQueryKey, fetchCaptcha, submitCaptchaRecording } from "./captcha-api.ts";
import { RecordingInput } from "./RecordingInput.tsx";
import "./verification.css";
import { formatResetTime } from "./reset-time.ts";

export interface AttemptsInfo {
  used: number;
  left: number;
  max: number;
  resetsAtMs: number | null;
}

/**
 * The captcha: a sentence to read aloud, recorded in the browser or uploaded, then sent. The server
 * must hear the sentence and the reader must sound like the voice's samples; a refusal says which
 * failed, and the sentence stays until "New text". Used by professional verification and by the
 * voice-safety captcha (same check, other endpoints).
 */
export function CaptchaReader({
  purpose,
  voiceId,
  attempts,
  onAttempted,
  onVerified,
  onUnsupportedLanguage,
}: {
  purpose: CaptchaPurpose;
  voiceId: string;
  /** Attempts as the voice reports them; without it, counted from the captcha's own figures. */
  attempts?: AttemptsInfo;
  /** After every attempt, accepted or not (the owner refreshes what reports attempts). */
  onAttempted?: () => void;
  onVerified: () => void;
  /** The server's recognizer lacks the voice's language: the owner offers manual verification. */
  onUnsupportedLanguage?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [recording, setRecording] = useState<File | null>(null);
  const [refusals, setRefusals] = useState(0);
  const captcha = useQuery({
    queryKey: captchaQueryKey(purpose, voiceId),
    queryFn: () => fetchCaptcha(purpose, voiceId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const submit = useMutation({
    mutationFn: (file: File) => submitCaptchaRecording(purpose, voiceId, file),
    onSuccess: () => {
      onAttempted?.();
      onVerified();
    },
    onError: (error) => {
      if (hasCode(error, "voice_verification_failed")) setRefusals((count) => count + 1);
      onAttempted?.();
    },
  });

  const fallbackAttempts: AttemptsInfo | null = captcha.data
    ? {
        max: captcha.data.max_verification_attempts,
        left: Math.max(0, captcha.data.verification_attempts_left - refusals),
        used:
          captcha.data.max_verification_attempts -
          Math.max(0, captcha.data.verification_attempts_left - refusals),
        resetsAtMs: null,
      }
    : null;
  const shown = attempts ?? fallbackAttempts;
  const capped =
    hasCode(captcha.error, "max_verification_attempts_reached") ||
    hasCode(submit.error, "max_verification_attempts_reached") ||
    (shown !== null && shown.left === 0);

  if (captcha.isPending) return <CaptchaSkeleton />;
  if (hasCode(captcha.error, "unsupported_language"))
    return (
      <Banner
        tone="warning"
        title={t("voices.captcha.unsupportedTitle")}
        actions={
          onUnsupportedLanguage && (
            <Button onClick={onUnsupportedLanguage}>{t("voices.verify.requestManual")}</Button>
          )
        }
      >
        {errorMessage(captcha.error)}
      </Banner>
    );
  if (capped)
    return (
      <Banner tone="danger" title={messages.maxVerificationAttemptsReached}>
        {shown?.resetsAtMs
          ? t("voices.captcha.cappedUntil", { time: formatResetTime(shown.resetsAtMs, i18n.language) })
          : t("voices.captcha.capped")}
      </Banner>
    );
  if (captcha.isError) return <ErrorState error={captcha.error} onRetry={() => void captcha.refetch()} />;

  const text = captcha.data.text;
  const refusal = hasCode(submit.error, "voice_verification_failed") ? errorMessage(submit.error) : null;
  const otherError = submit.error && !refusal ? errorMessage(submit.error) : null;
  return (
    <div className="stack captcha">
      <div className="captcha__text-block">
        <span className="captcha__prompt">{t("voices.captcha.readAloud")}</span>
        <blockquote className="captcha__text" lang={captcha.data.language} aria-live="polite">
          {text}
        </blockquote>
        <Button
          variant="ghost"
          size="sm"
          loading={captcha.isFetching}
          disabled={submit.isPending}
          onClick={() => {
            submit.reset();
            setRecording(null);
            // The new captcha reports the attempts left afresh.
            setRefusals(0);
            void captcha.refetch();
          }}
        >
          <Icon name="refresh" />
          {t("voices.captcha.newText")}
        </Button>
      </div>
      <RecordingInput recording={recording} onChange={setRecording} disabled={submit.isPending} />
      {shown && (
        <p className="muted captcha__attempts">
          {t("voices.captcha.attempts", {
            used: shown.used,
            max: shown.max,
            left: shown.left,
            count: shown.left,
          })}
        </p>
      )}
      {refusal && (
        <Banner tone="danger" title={t("voices.captcha.refused")}>
          {refusal}
        </Banner>
      )}
      {otherError && <Banner tone="danger">{otherError}</Banner>}
      {submit.isPending && (
        <p className="muted" role="status">
          {t("voices.captcha.checking")}
        </p>
      )}
      <div className="pro-step-actions">
        <Button
          variant="primary"
          disabled={!recording}
          loading={submit.isPending}
          onClick={() => recording && submit.mutate(recording)}
        >
          {t("voices.captcha.submit")}
        </Button>
      </div>
    </div>
  );
}

function CaptchaSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="stack" role="status" aria-label={t("common.loading")}>
      <Skeleton width="30%" />
      <Skeleton width="90%" height={28} />
      <Skeleton width={140} height={38} />
    </div>
  );
}
