import "../subscription.css";
import type { Subscription } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { formatDate, formatNumber } from "../../../lib/format.ts";

/**
 * This period's credits: used and left as numbers, a bar, and the reset date. The bar turns amber
 * past 80% and red at the limit, so a glance says whether to worry. Without a ceiling (billing off,
 * or a plan whose usage may grow without cap) there is nothing to run out of: no "left", no bar.
 */
export function CreditsMeter({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const { character_count: used, character_limit: limit } = subscription;
  const left = Math.max(limit - used, 0);
  const share = limit > 0 ? Math.min(used / limit, 1) : 0;
  const tone = share >= 1 ? "danger" : share >= 0.8 ? "warning" : "ok";
  const reset = subscription.next_character_count_reset_unix;
  const number = (value: number) => formatNumber(value, i18n.language);
  const unlimited = subscription.max_credit_limit_extension === "unlimited";
  return (
    <div className="credits-meter">
      <div className="credits-meter__figures">
        <div>
          <div className="credits-meter__value">{number(used)}</div>
          <div className="muted">{t("subscription.credits.used")}</div>
        </div>
        <div className="credits-meter__right">
          <div className="credits-meter__value">
            {unlimited ? t("subscription.credits.noLimit") : number(left)}
          </div>
          <div className="muted">
            {unlimited ? t("subscription.credits.noLimitText") : t("subscription.credits.left")}
          </div>
        </div>
      </div>
      {!unlimited && (
        <div
          className={`progress credits-meter__bar credits-meter__bar--${tone}`}
          role="progressbar"
          aria-label={t("subscription.credits.ofLimit", { used: number(used), limit: number(limit) })}
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={Math.min(used, limit)}
        >
          <div className="progress__bar" style={{ width: `${share * 100}%` }} />
        </div>
      )}
      <div className="row-between credits-meter__foot">
        <span className="subtle">
          {unlimited ? "" : t("subscription.credits.ofLimit", { used: number(used), limit: number(limit) })}
        </span>
        {reset ? (
          <span className="subtle">
            {t("subscription.credits.resets", { date: formatDate(reset, i18n.language) })}
          </span>
        ) : null}
      </div>
    </div>
  );
}
