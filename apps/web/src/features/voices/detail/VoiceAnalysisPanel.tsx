import { useTranslation } from "react-i18next";
import { Card } from "../../../ui/Card.tsx";
import type { MeasuredFeatures, VoiceAnalysis } from "../voice-analysis.ts";

interface Metric {
  key: keyof MeasuredFeatures;
  label: string;
  unit: string;
  digits: number;
}

function ComparisonBars({ metric, sample, clone }: { metric: Metric; sample: number; clone: number }) {
  const { t } = useTranslation();
  const top = Math.max(sample, clone, 1e-6) * 1.15;
  const row = (who: "sample" | "clone", value: number) => (
    <div className={`analysis-bar analysis-bar--${who}`}>
      <span className="analysis-bar__who">{t(`voices.analysis.${who}`)}</span>
      <span className="analysis-bar__track" aria-hidden="true">
        <span className="analysis-bar__fill" style={{ width: `${(value / top) * 100}%` }} />
      </span>
      <span className="analysis-bar__value">
        {value.toFixed(metric.digits)} {metric.unit}
      </span>
    </div>
  );
  return (
    <figure className="analysis-metric">
      <figcaption className="analysis-metric__label">{metric.label}</figcaption>
      {row("sample", sample)}
      {row("clone", clone)}
    </figure>
  );
}

/**
 * What cloning did, said plainly: the clone is an embedded voice fitted to the samples, with the
 * samples' and the clone's own pitch, range and speaking rate side by side.
 */
export function VoiceAnalysisPanel({
  analysis,
  designed,
  copied = false,
}: {
  analysis: VoiceAnalysis;
  designed: boolean;
  /** Added from the voice library: fitted (or designed) by its owner, from the owner's samples. */
  copied?: boolean;
}) {
  const { t } = useTranslation();
  const metrics: Metric[] = [
    { key: "f0MedianHz", label: t("voices.analysis.pitch"), unit: "Hz", digits: 0 },
    {
      key: "f0RangeSemitones",
      label: t("voices.analysis.range"),
      unit: t("voices.analysis.semitones"),
      digits: 1,
    },
    {
      key: "speakingRate",
      label: t("voices.analysis.rate"),
      unit: t("voices.analysis.perSecond"),
      digits: 2,
    },
  ];
  const { sample, clone } = analysis;
  return (
    <Card
      title={t("voices.analysis.title")}
      description={
        copied
          ? t("voices.analysis.copyIntro")
          : designed
            ? t("voices.analysis.designedIntro")
            : t("voices.analysis.cloneIntro")
      }
    >
      <div className="stack">
        <p className="muted">
          {t("voices.analysis.base", {
            base: analysis.baseVoice,
            engine: analysis.engine,
            pitch: analysis.prosody.pitch.toFixed(2),
            rate: analysis.prosody.rate.toFixed(2),
          })}
        </p>
        {sample && clone && !designed ? (
          <div className="analysis-grid">
            {metrics.map((metric) => (
              <ComparisonBars
                key={metric.key}
                metric={metric}
                sample={sample[metric.key]}
                clone={clone[metric.key]}
              />
            ))}
          </div>
        ) : (
          clone && (
            <dl className="analysis-facts">
              {metrics.map((metric) => (
                <div key={metric.key}>
                  <dt>{metric.label}</dt>
                  <dd>
                    {clone[metric.key].toFixed(metric.digits)} {metric.unit}
                  </dd>
                </div>
              ))}
            </dl>
          )
        )}
      </div>
    </Card>
  );
}
