/** The conversation history of every agent: `?agent=`, `?outcome=`, `?from=`, `?to=`, `?min=`, `?tag=` filter it. */
export const conversationsPath = "/app/conversations";

/** One conversation: its transcript, recording, details and feedback. */
export const conversationPath = (conversationId: string) =>
  `${conversationsPath}/${encodeURIComponent(conversationId)}`;

/** The history filtered to one agent's conversations (the link on each agent's page). */
export const agentConversationsPath = (agentId: string) =>
  `${conversationsPath}?${new URLSearchParams({ agent: agentId })}`;

/** One turn of a conversation (numbered from 0, as the API numbers them): the page scrolls to it and marks it. */
export const turnPath = (conversationId: string, turnIndex: number) =>
  `${conversationPath(conversationId)}#turn-${turnIndex}`;
