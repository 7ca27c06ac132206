import { type KeyboardEvent, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type VoiceTab, voiceTabPath, voiceTabs } from "./voice-tabs.ts";

/**
 * The voice page's tabs as links (each tab is a URL, so reload, back and sharing a link work).
 * Tab moves in and out as usual; Left/Right, Home and End move between the tabs too.
 */
export function VoiceTabs({ current }: { current: VoiceTab }) {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  // On a phone the tabs scroll sideways: keep the current one in view (only sideways, never the page).
  useEffect(() => {
    const list = nav.current;
    const link = list?.querySelector<HTMLElement>(`[data-tab="${current}"]`);
    if (!list || !link) return;
    const tab = link.getBoundingClientRect();
    const strip = list.getBoundingClientRect();
    if (tab.left < strip.left || tab.right > strip.right)
      list.scrollLeft += tab.left - strip.left - (strip.width - tab.width) / 2;
  }, [current]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const links = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>("a"));
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (index < 0) return;
    const next = {
      ArrowRight: (index + 1) % links.length,
      ArrowLeft: (index - 1 + links.length) % links.length,
      Home: 0,
      End: links.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    links[next]?.focus();
  };
  return (
    <nav ref={nav} className="tabs" aria-label={t("voices.tabsLabel")} onKeyDown={onKeyDown}>
      {voiceTabs.map((tab) => (
        <Link
          key={tab}
          data-tab={tab}
          to={voiceTabPath(tab)}
          aria-current={tab === current ? "page" : undefined}
        >
          {t(`voiceLibrary.tabs.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}
