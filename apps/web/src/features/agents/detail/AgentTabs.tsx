import { type KeyboardEvent, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { type AgentTab, agentTabs } from "../agent-path.ts";

export const agentTabId = (tab: AgentTab) => `agent-tab-${tab}`;
export const agentPanelId = "agent-tab-panel";

/**
 * The agent page's tabs (ARIA tabs: one tab stop, Left/Right, Home and End move and open, the
 * panel is labelled by its tab). Each tab is a URL (`?tab=`), so a reload or a shared link opens it.
 */
export function AgentTabs({
  current,
  onSelect,
  flagged,
}: {
  current: AgentTab;
  onSelect: (tab: AgentTab) => void;
  /** A tab holding a problem of a refused save. */
  flagged?: AgentTab | null;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  // On a phone the tabs scroll sideways: keep the current one in view (only sideways, never the page).
  useEffect(() => {
    const strip = list.current;
    const tab = strip?.querySelector<HTMLElement>(`#${agentTabId(current)}`);
    if (!strip || !tab) return;
    const box = tab.getBoundingClientRect();
    const bounds = strip.getBoundingClientRect();
    if (box.left < bounds.left || box.right > bounds.right)
      strip.scrollLeft += box.left - bounds.left - (bounds.width - box.width) / 2;
  }, [current]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = agentTabs.indexOf(current);
    const next = {
      ArrowRight: (index + 1) % agentTabs.length,
      ArrowLeft: (index - 1 + agentTabs.length) % agentTabs.length,
      Home: 0,
      End: agentTabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = agentTabs[next]!;
    onSelect(tab);
    list.current?.querySelector<HTMLElement>(`#${agentTabId(tab)}`)?.focus();
  };
  return (
    <div
      ref={list}
      className="tabs agent-tabs"
      role="tablist"
      aria-label={t("agents.detail.tabsLabel")}
      onKeyDown={onKeyDown}
    >
      {agentTabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={agentTabId(tab)}
          aria-selected={tab === current}
          aria-controls={agentPanelId}
          tabIndex={tab === current ? 0 : -1}
          onClick={() => onSelect(tab)}
        >
          {t(`agents.tabs.${tab}`)}
          {flagged === tab && (
            <>
              <span className="agent-tabs__flag" aria-hidden="true" />
              <span className="visually-hidden">{t("agents.detail.tabHasProblem")}</span>
            </>
          )}
        </button>
      ))}
    </div>
  );
}
