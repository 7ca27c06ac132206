import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button } from "../ui/Button.tsx";
import { Icon } from "../ui/Icon.tsx";

/** The router's error boundary: a render error anywhere below shows this instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return <Crash />;
}

function Crash() {
  const { t } = useTranslation();
  return (
    <div className="auth">
      <main className="auth__center">
        <div className="auth__card" role="alert">
          <div className="auth__icon auth__icon--danger">
            <Icon name="alert" size={22} />
          </div>
          <h1 className="auth__title">{t("errors.crashTitle")}</h1>
          <p className="auth__subtitle">{t("errors.crashText")}</p>
          <div className="row" style={{ marginTop: 24 }}>
            <Button variant="primary" onClick={() => window.location.reload()}>
              {t("errors.reload")}
            </Button>
            <a className="btn btn--ghost" href="/app/home">
              {t("errors.goHome")}
            </a>
          </div>
        </div>
      </main>
    </div>
  );
}

export function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="auth">
      <main className="auth__center">
        <div className="auth__card">
          <div className="auth__icon">
            <Icon name="info" size={22} />
          </div>
          <h1 className="auth__title">{t("errors.notFoundTitle")}</h1>
          <p className="auth__subtitle">{t("errors.notFoundText")}</p>
          <div style={{ marginTop: 24 }}>
            <Link className="btn btn--primary" to="/app/home">
              {t("errors.goHome")}
            </Link>
          </div>
        </div>
      </main>
    </div>
  );
}
