import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { UpdatedTermsDialog } from "../../features/legal/components/UpdatedTermsDialog.tsx";
import { LanguageSwitcher } from "../../features/locale/components/LanguageSwitcher.tsx";
import { BottomPlayer } from "../../features/player/components/BottomPlayer.tsx";
import { ReauthProvider } from "../../features/security/components/ReauthProvider.tsx";
import { CouponFromUrl } from "../../features/subscription/components/CouponFromUrl.tsx";
import { PaymentProblemBanner } from "../../features/subscription/components/PaymentProblemBanner.tsx";
import { WorkspaceSwitcher } from "../../features/workspace/components/WorkspaceSwitcher.tsx";
import { Button } from "../../ui/Button.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { Sidebar } from "./Sidebar.tsx";
import { UserMenu } from "./UserMenu.tsx";

/**
 * The signed-in frame: sidebar navigation (a drawer on small screens), a top bar with the
 * workspace, language and account menus, and the page. After each navigation focus moves to
 * the page so keyboard and screen-reader users start at its content.
 */
export function AppShell() {
  const { t } = useTranslation();
  const location = useLocation();
  const sidebarId = useId();
  const [navOpen, setNavOpen] = useState(false);
  const content = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design
  useEffect(() => {
    setNavOpen(false);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    content.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [location.pathname]);

  useEffect(() => {
    if (!navOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setNavOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.querySelector<HTMLElement>(`[id="${CSS.escape(sidebarId)}"] a`)?.focus();
    return () => document.removeEventListener("keydown", onKey);
  }, [navOpen, sidebarId]);

  return (
    <ReauthProvider>
      <div className={navOpen ? "shell shell--nav-open" : "shell"}>
        <a className="skip-link" href="#content">
          {t("common.skipToContent")}
        </a>
        <CouponFromUrl mode="check" />
        <UpdatedTermsDialog />
        <Sidebar id={sidebarId} />
        <div className="scrim" aria-hidden="true" onClick={() => setNavOpen(false)} />
        <div className="main">
          <header className="topbar">
            <Button
              variant="ghost"
              iconOnly
              className="topbar__menu-button"
              aria-label={navOpen ? t("nav.closeMenu") : t("nav.openMenu")}
              aria-expanded={navOpen}
              aria-controls={sidebarId}
              onClick={() => setNavOpen((open) => !open)}
            >
              <Icon name="menu" size={18} />
            </Button>
            <WorkspaceSwitcher />
            <div className="topbar__spacer" />
            <LanguageSwitcher />
            <UserMenu />
          </header>
          <main className="content" id="content" ref={content} tabIndex={-1}>
            <PaymentProblemBanner />
            <Outlet />
          </main>
          <BottomPlayer />
        </div>
      </div>
    </ReauthProvider>
  );
}
