import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDuration, formatNumber } from "../../../lib/format.ts";
import { billedSeconds, testCallCredits } from "./test-call-cost.ts";

/**
 * The call's length and its cost so far at the development rate, counted as the server counts:
 * every second begun, credits rounded up. Ticks while the call runs, then stays at the end.
 */
export function CallMeter({ connectedAt, endedAt }: { connectedAt: number; endedAt: number | null }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endedAt !== null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [endedAt]);
  const seconds = billedSeconds((endedAt ?? now) - connectedAt);
  return (
    <dl className="test-meter">
      <div>
        <dt>{t("agentTest.duration")}</dt>
        <dd data-testid="test-call-duration">{formatDuration(seconds)}</dd>
      </div>
      <div>
        <dt>{t("agentTest.credits")}</dt>
        <dd data-testid="test-call-credits">{formatNumber(testCallCredits(seconds), i18n.language)}</dd>
      </div>
    </dl>
  );
}
