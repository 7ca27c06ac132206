/** The conversation history of every agent: `?agent=`, `?outcome=`, `?from=`, `?to=`, `?min=`, `?tag=` filter it. */
export const conversationsPath = "/app/conversations";

/** One conversation: its transcript, recording, details and feedback. */
export const conversationPath = (conversationId: string) =>
  `${conversationsPath}/${encodeURIComponent(conversationId)}`;

/** The history filtered to one agent's conversations (the link on each agent's page). */
export const agentConversationsPath = (agentId: string) =>
  `${conversationsPath}?${new URLSearchParams({ agent: agentId })}`;
