import type { User } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../ui/Badge.tsx";
import { Card } from "../../../ui/Card.tsx";
import { tierNames } from "../tier-names.ts";

/** The workspace plan and this period's credit use. */
export function PlanCard({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const { tier, character_count: used, character_limit: limit } = user.subscription;
  const format = new Intl.NumberFormat(i18n.language);
  const share = limit > 0 ? Math.min(used / limit, 1) : 0;
  return (
    <Card title={t("home.plan")} actions={<Badge tone="accent">{tierNames[tier]}</Badge>}>
      <div className="stack-sm">
        <div className="row-between">
          <span className="muted">{t("home.credits")}</span>
          <span className="cell-primary">
            {t("home.creditsOf", { used: format.format(used), limit: format.format(limit) })}
          </span>
        </div>
        <div
          className="progress"
          role="progressbar"
          aria-label={t("home.credits")}
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={used}
        >
          <div className="progress__bar" style={{ width: `${share * 100}%` }} />
        </div>
      </div>
    </Card>
  );
}
