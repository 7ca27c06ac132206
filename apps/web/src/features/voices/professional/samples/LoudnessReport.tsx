import { useTranslation } from "react-i18next";
import { Badge } from "../../../../ui/Badge.tsx";
import type { VoiceSample } from "../api/professional-voices-api.ts";

type Loudness = NonNullable<VoiceSample["loudness"]>;

/** The drawn scale, in dBFS: quiet speech sits near -40, full scale is 0. */
const floorDb = -48;
const position = (db: number) => `${Math.min(100, Math.max(0, ((db - floorDb) / -floorDb) * 100))}%`;
const formatDb = (db: number) => `${db > 0 ? "+" : ""}${db.toFixed(1)} dB`;

const verdictTone = (verdict: string) => (verdict === "ok" ? "success" : "warning");

/**
 * A sample's levels against the recommendation (spec 001 §9: -23 to -18 dB RMS, true peak at most
 * -3 dB): a scale with the recommended band shaded, the RMS and the true peak marked, and the
 * verdicts in words (the drawing is decoration; the words carry it).
 */
export function LoudnessReport({ loudness }: { loudness: Loudness | null | undefined }) {
  const { t } = useTranslation();
  if (!loudness) return <p className="muted pro-loudness__none">{t("voices.pro.loudness.unmeasured")}</p>;
  const [low, high] = loudness.recommended_rms_db;
  const { rms_db: rms, true_peak_db: peak } = loudness;
  return (
    <div className="pro-loudness">
      <div className="pro-loudness__scale" aria-hidden="true">
        <span
          className="pro-loudness__band"
          style={{ left: position(low), right: `calc(100% - ${position(high)})` }}
        />
        <span className="pro-loudness__limit" style={{ left: position(loudness.max_true_peak_db) }} />
        {rms !== null && <span className="pro-loudness__rms" style={{ left: position(rms) }} />}
        {peak !== null && <span className="pro-loudness__peak" style={{ left: position(peak) }} />}
      </div>
      <div className="pro-loudness__facts">
        <span className="pro-loudness__fact">
          <span className="pro-loudness__key pro-loudness__key--rms" aria-hidden="true" />
          {t("voices.pro.loudness.rms")}{" "}
          <strong>{rms === null ? t("voices.pro.loudness.silent") : formatDb(rms)}</strong>
        </span>
        <span className="pro-loudness__fact">
          <span className="pro-loudness__key pro-loudness__key--peak" aria-hidden="true" />
          {t("voices.pro.loudness.peak")}{" "}
          <strong>{peak === null ? t("voices.pro.loudness.silent") : formatDb(peak)}</strong>
        </span>
        {loudness.verdicts.map((verdict) => (
          <Badge key={verdict} tone={verdictTone(verdict)}>
            {t(`voices.pro.loudness.verdicts.${verdict}`, { defaultValue: verdict })}
          </Badge>
        ))}
      </div>
      {loudness.verdicts.some((verdict) => verdict !== "ok") && (
        <p className="field__hint">
          {t("voices.pro.loudness.advice", { low, high, peak: loudness.max_true_peak_db })}
        </p>
      )}
    </div>
  );
}
