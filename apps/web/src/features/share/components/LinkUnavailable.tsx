import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon } from "../../../ui/Icon.tsx";

/** A share link whose token is unknown or whose item was deleted: said kindly, with a way on. */
export function LinkUnavailable() {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <div className="auth__icon">
        <Icon name="info" size={22} />
      </div>
      <h1 className="auth__title">{t("share.unavailableTitle")}</h1>
      <p className="auth__subtitle">{t("share.unavailableText")}</p>
      <div style={{ marginTop: 24 }}>
        <Link className="btn btn--primary" to="/">
          {t("share.goToChorus")}
        </Link>
      </div>
    </div>
  );
}
