import type { ReactNode } from "react";
import { Link } from "react-router";
import { type AgentTab, agentPath } from "../agent-path.ts";
import { agentTabId } from "../detail/AgentTabs.tsx";

/**
 * A link to another tab of the agent's page, for a hint that names a setting found there. It opens
 * the tab as the tab strip does (the draft stays, the URL is replaced) and puts the keyboard focus on
 * that tab, so the next Tab goes into its settings instead of back to the top of the page.
 */
export function AgentTabLink({
  agentId,
  tab,
  children,
}: {
  agentId: string;
  tab: AgentTab;
  children: ReactNode;
}) {
  return (
    <Link
      className="btn btn--secondary btn--sm"
      to={agentPath(agentId, tab)}
      replace
      onClick={() => document.getElementById(agentTabId(tab))?.focus()}
    >
      {children}
    </Link>
  );
}
