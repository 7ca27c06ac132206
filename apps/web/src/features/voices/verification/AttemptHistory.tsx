import type { Voice } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../ui/Badge.tsx";

/**
 * The captcha readings so far, newest first: when, accepted or refused and why, and what the
 * recognizer heard — so a refused reading can be understood, not just retried.
 */
export function AttemptHistory({ voice }: { voice: Voice }) {
  const { t, i18n } = useTranslation();
  const attempts = voice.fine_tuning?.verification_attempts ?? [];
  if (attempts.length === 0) return null;
  // `verification_failures` names each refused attempt's reason, in the attempts' order.
  const reasons = [...(voice.fine_tuning?.verification_failures ?? [])];
  const rows = attempts.map((attempt) => ({
    attempt,
    reason: attempt.accepted ? null : (reasons.shift() ?? null),
  }));
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <details className="attempt-history">
      <summary>{t("voices.verify.history", { count: attempts.length })}</summary>
      <ol className="attempt-history__list" reversed>
        {rows.reverse().map(({ attempt, reason }) => (
          <li
            key={`${attempt.date_unix}-${attempt.recording?.recording_id ?? ""}`}
            className="attempt-history__item"
          >
            <div className="row">
              <Badge tone={attempt.accepted ? "success" : "danger"}>
                {attempt.accepted ? t("voices.verify.accepted") : t("voices.verify.refused")}
              </Badge>
              <span className="muted">{time.format(new Date(attempt.date_unix * 1000))}</span>
            </div>
            {reason && <p className="attempt-history__reason">{reason}</p>}
            {attempt.recording?.transcription && (
              <p className="muted attempt-history__heard">
                {t("voices.verify.heard", { text: attempt.recording.transcription })}
              </p>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}
