import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { LanguageSwitcher } from "../../features/locale/components/LanguageSwitcher.tsx";
import { CouponFromUrl } from "../../features/subscription/components/CouponFromUrl.tsx";
import { Brand } from "./Brand.tsx";

/** Signed-out pages and one-off flows (action links, onboarding): a centred card. */
export function AuthLayout() {
  const { t } = useTranslation();
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
      <footer className="auth__legal">{t("auth.legal")}</footer>
    </div>
  );
}
