import { useTranslation } from "react-i18next";

export function Spinner({ large, label }: { large?: boolean; label?: string }) {
  const spinner = (
    <span className={large ? "spinner spinner--lg" : "spinner"} aria-hidden={label ? true : undefined} />
  );
  if (!label) return spinner;
  return (
    <span role="status" style={{ display: "inline-flex" }}>
      {spinner}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** Full-area spinner while a page's first data loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading">
      <Spinner large label={t("common.loading")} />
    </div>
  );
}
