import { Trans } from "react-i18next";
import { Link, Outlet } from "react-router";
import { LanguageSwitcher } from "../../features/locale/components/LanguageSwitcher.tsx";
import { CouponFromUrl } from "../../features/subscription/components/CouponFromUrl.tsx";
import { Brand } from "./Brand.tsx";

/** Signed-out pages and one-off flows (action links, onboarding): a centred card. */
export function AuthLayout() {
  return (
    <div className="auth">
      <CouponFromUrl mode="remember" />
      <header className="auth__top">
        <Brand />
        <LanguageSwitcher />
      </header>
      <main className="auth__center" id="content">
        <Outlet />
      </main>
      <footer className="auth__legal">
        <Trans
          i18nKey="auth.legal"
          components={{ terms: <Link to="/terms" />, privacy: <Link to="/privacy" /> }}
        />
      </footer>
    </div>
  );
}
