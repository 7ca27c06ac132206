import { useTranslation } from "react-i18next";
import { Skeleton } from "../../../ui/Skeleton.tsx";

/** The page's shape while the shared item loads: heading, words, player, buttons. */
export function SharedItemSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="stack-lg" role="status" aria-label={t("common.loading")}>
      <div className="stack-sm">
        <Skeleton width="70%" height={24} />
        <Skeleton width="40%" height={12} />
      </div>
      <div className="stack-sm">
        <Skeleton width="100%" />
        <Skeleton width="85%" />
        <Skeleton width="60%" />
      </div>
      <div className="row" style={{ flexWrap: "nowrap" }}>
        <Skeleton width={40} height={40} style={{ borderRadius: "50%", flexShrink: 0 }} />
        <Skeleton width="100%" height={40} />
      </div>
      <Skeleton width={160} height={36} />
    </div>
  );
}
