/** The tabs of an agent's page, in the order they are shown; `?tab=` names one (Agent when absent). */
export const agentTabs = [
  "agent",
  "voice",
  "analysis",
  "tools",
  "knowledge-base",
  "tests",
  "security",
  "advanced",
  "widget",
] as const;
export type AgentTab = (typeof agentTabs)[number];

export function agentTabOf(value: string | null): AgentTab {
  return (agentTabs as readonly string[]).includes(value ?? "") ? (value as AgentTab) : "agent";
}

export const agentsPath = "/app/agents";

/** The workspace's agent tools (issue 19 §2). */
export const agentToolsPath = `${agentsPath}/tools`;

/** An agent's page, on one of its tabs. */
export const agentPath = (agentId: string, tab: AgentTab = "agent") =>
  `${agentsPath}/${encodeURIComponent(agentId)}${tab === "agent" ? "" : `?tab=${tab}`}`;
