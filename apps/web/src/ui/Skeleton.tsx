import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";

export function Skeleton({
  width,
  height,
  style,
}: {
  width?: number | string;
  height?: number;
  style?: CSSProperties;
}) {
  return <span className="skeleton" style={{ width, height, ...style }} />;
}

/** Placeholder rows for a list or table while it loads; announced once to screen readers. */
export function SkeletonRows({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="stack" role="status" aria-label={t("common.loading")}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={index} className="row" style={{ gap: 16 }}>
          <Skeleton width={32} height={32} style={{ borderRadius: "50%" }} />
          <div className="stack-sm" style={{ flex: 1 }}>
            <Skeleton width="40%" />
            <Skeleton width="24%" height={10} />
          </div>
          <Skeleton width={72} height={24} />
        </div>
      ))}
    </div>
  );
}
