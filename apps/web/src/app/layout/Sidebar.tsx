import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { Icon, type IconName } from "../../ui/Icon.tsx";
import { Brand } from "./Brand.tsx";

interface NavItem {
  to: string;
  icon: IconName;
  label: string;
}

const isUnder = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

function NavSection({ heading, items }: { heading?: string; items: NavItem[] }) {
  const { pathname } = useLocation();
  // A link is not current where a more specific link of the section is (Agents on /app/agents/tools).
  const shadowed = (to: string) =>
    items.some((other) => other.to.startsWith(`${to}/`) && isUnder(pathname, other.to));
  return (
    <div className="nav__section">
      {heading && <div className="nav__heading">{heading}</div>}
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} end={shadowed(item.to)} className="nav__link">
          <Icon name={item.icon} />
          {item.label}
        </NavLink>
      ))}
    </div>
  );
}

export function Sidebar({ id }: { id: string }) {
  const { t } = useTranslation();
  /** The creator toolbox (issue 6): one line per tool page. */
  const audioTools: NavItem[] = [
    { to: "/app/speech-to-text", icon: "message", label: t("speechToText.nav") },
    { to: "/app/sound-effects", icon: "sparkles", label: t("soundEffects.nav") },
    { to: "/app/pronunciation-dictionaries", icon: "book", label: t("nav.pronunciationDictionaries") },
    { to: "/app/voice-changer", icon: "mic", label: t("voiceChanger.nav") },
    { to: "/app/voice-isolator", icon: "wave", label: t("voiceIsolator.nav") },
    { to: "/app/speech-classifier", icon: "shield", label: t("nav.speechClassifier") },
  ];
  return (
    <aside className="sidebar" id={id}>
      <div className="sidebar__brand">
        <Brand to="/app/home" />
      </div>
      <nav className="nav" aria-label={t("nav.main")}>
        <NavSection items={[{ to: "/app/home", icon: "home", label: t("nav.home") }]} />
        <NavSection
          heading={t("nav.create")}
          items={[
            { to: "/app/speech-synthesis", icon: "wave", label: t("nav.speechSynthesis") },
            { to: "/app/voices", icon: "mic", label: t("nav.voices") },
            { to: "/app/agents", icon: "bot", label: t("agents.nav") },
            { to: "/app/agents/tools", icon: "settings", label: t("agentTools.nav") },
            { to: "/app/agents/knowledge-base", icon: "book", label: t("knowledgeBase.nav") },
            { to: "/app/conversations", icon: "message", label: t("conversations.nav") },
            { to: "/app/agents/tickets", icon: "checkCircle", label: t("tickets.nav") },
            { to: "/app/agents/mcp-servers", icon: "settings", label: t("agentMcp.nav") },
            { to: "/app/agents/secrets", icon: "lock", label: t("agentSecrets.nav") },
            { to: "/app/agents/auth-connections", icon: "key", label: t("authConnections.nav") },
            { to: "/app/history", icon: "history", label: t("nav.history") },
          ]}
        />
        {audioTools.length > 0 && <NavSection heading={t("nav.audioTools")} items={audioTools} />}
        <NavSection
          heading={t("nav.account")}
          items={[
            { to: "/app/settings/profile", icon: "user", label: t("nav.profile") },
            { to: "/app/settings/security", icon: "shield", label: t("nav.security") },
            { to: "/app/settings/api-keys", icon: "key", label: t("nav.apiKeys") },
          ]}
        />
        <NavSection
          heading={t("nav.workspace")}
          items={[
            { to: "/app/workspace/members", icon: "users", label: t("nav.members") },
            { to: "/app/workspace/invites", icon: "mail", label: t("nav.invites") },
            { to: "/app/subscription", icon: "crown", label: t("nav.subscription") },
            { to: "/app/usage", icon: "sparkles", label: t("nav.usage") },
            { to: "/app/workspace/settings", icon: "settings", label: t("nav.workspaceSettings") },
          ]}
        />
      </nav>
      <div className="sidebar__footer">
        <a className="nav__link" href="/docs" target="_blank" rel="noreferrer">
          <Icon name="book" />
          {t("nav.apiReference")}
          <Icon name="external" size={12} style={{ marginLeft: "auto" }} />
        </a>
      </div>
    </aside>
  );
}
