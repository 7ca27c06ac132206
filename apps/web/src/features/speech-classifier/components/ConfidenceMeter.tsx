import { useTranslation } from "react-i18next";

/**
 * How sure the classifier is that Chorus made the audio, as a meter: the bar fills with the confidence
 * and takes the verdict's colour; the 50 % mark is the decision threshold.
 */
export function ConfidenceMeter({ confidence, generated }: { confidence: number; generated: boolean }) {
  const { t } = useTranslation();
  const percent = Math.round(confidence * 100);
  return (
    <div className="confidence">
      <div className="confidence__label">
        <span>{t("speechClassifier.confidence")}</span>
        <span className="confidence__value">{t("speechClassifier.percent", { percent })}</span>
      </div>
      <meter
        className="visually-hidden"
        aria-label={t("speechClassifier.confidence")}
        min={0}
        max={100}
        low={50}
        optimum={0}
        value={percent}
      >
        {t("speechClassifier.percent", { percent })}
      </meter>
      <div className="confidence__track" aria-hidden="true">
        <div
          className={generated ? "confidence__bar confidence__bar--generated" : "confidence__bar"}
          style={{ width: `${Math.max(percent, 1)}%` }}
        />
        <div className="confidence__threshold" title={t("speechClassifier.threshold")} />
      </div>
    </div>
  );
}
