import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import "../sound-effects.css";

const tabs = [
  { key: "generate", to: "/app/sound-effects" },
  { key: "explore", to: "/app/sound-effects/explore" },
  { key: "soundboard", to: "/app/sound-effects/soundboard" },
] as const;

/** The Sound effects pages' header and their tabs (each tab is a URL: reload, back and links work). */
export function SoundEffectsLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t("soundEffects.title"));
  return (
    <>
      <PageHeader title={t("soundEffects.title")} description={t("soundEffects.description")} />
      <nav className="tabs" aria-label={t("soundEffects.tabsLabel")}>
        {tabs.map((tab) => (
          <NavLink key={tab.key} to={tab.to} end>
            {t(`soundEffects.tabs.${tab.key}`)}
          </NavLink>
        ))}
      </nav>
      {children}
    </>
  );
}
