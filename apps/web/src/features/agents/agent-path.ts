/** The tabs of an agent's page, in the order they are shown; `?tab=` names one (Agent when absent). */
export const agentTabs = [
  "agent",
  "voice",
  "analysis",
  "tools",
  "knowledge-base",
  "workflow",
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

/** The workspace's triage tickets (issue 19 §6): filters in the URL (tickets/ticket-filters.ts). */
export const ticketsPath = `${agentsPath}/tickets`;

/** One ticket: status, assignee, priority, comments and turn comments. */
export const ticketPath = (ticketId: string) => `${ticketsPath}/${encodeURIComponent(ticketId)}`;
