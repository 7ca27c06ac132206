import { useTranslation } from "react-i18next";
import { formatClock, minimumTrainingSeconds, recommendedMaximumSeconds } from "../professional-state.ts";

/**
 * Selected audio against the 30-minute minimum (spec 001 §9: 30 minutes to about 3 hours). The bar
 * spans an hour until there is more, with the minimum marked; the sentence says where things stand.
 */
export function DurationMeter({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const span = Math.min(recommendedMaximumSeconds, Math.max(2 * minimumTrainingSeconds, seconds * 1.1));
  const enough = seconds >= minimumTrainingSeconds;
  const percent = (value: number) => `${Math.min(100, (value / span) * 100)}%`;
  return (
    <div className={enough ? "pro-meter pro-meter--enough" : "pro-meter"}>
      <div className="pro-meter__text">
        <strong>{t("voices.pro.meter.selected", { selected: formatClock(seconds) })}</strong>
        <span className="muted">
          {enough
            ? seconds > recommendedMaximumSeconds
              ? t("voices.pro.meter.plenty")
              : t("voices.pro.meter.enough")
            : t("voices.pro.meter.missing", { missing: formatClock(minimumTrainingSeconds - seconds) })}
        </span>
      </div>
      <meter
        className="visually-hidden"
        min={0}
        max={minimumTrainingSeconds}
        value={Math.min(seconds, minimumTrainingSeconds)}
        aria-label={t("voices.pro.meter.label")}
        aria-valuetext={t("voices.pro.meter.valueText", {
          selected: formatClock(seconds),
          minimum: formatClock(minimumTrainingSeconds),
        })}
      />
      <div className="pro-meter__track" aria-hidden="true">
        <span className="pro-meter__fill" style={{ width: percent(seconds) }} />
        <span className="pro-meter__minimum" style={{ left: percent(minimumTrainingSeconds) }}>
          <span className="pro-meter__minimum-label">{t("voices.pro.meter.minimum")}</span>
        </span>
      </div>
    </div>
  );
}
