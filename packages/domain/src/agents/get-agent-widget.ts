import { messages, type PlatformSettings } from "@chorus/contract";
import type { PublicContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { sha256 } from "../shared/hash.ts";

/** What the embed and the public talk-to page may show of an agent: its widget, never its prompt. */
export interface AgentWidgetView {
  agentId: string;
  name: string;
  widget: PlatformSettings["widget"];
  language: string;
  /** The other languages it speaks (its language presets). */
  otherLanguages: string[];
  /** A client may start it in another language (`overrides…agent.language`). */
  languageOverride: boolean;
  firstMessage: string;
  textOnly: boolean;
}

/** Compared as digests, so the time taken says nothing about how much of a guess was right. */
const sameToken = (given: string, kept: string) => sha256(given) === sha256(kept);

/**
 * `GET /v1/convai/agents/{id}/widget` and the talk-to page (`/talk/{id}`): anyone may read a public
 * agent's widget; an agent with authentication on only with its shareable-link token. A token that
 * is given must be the agent's (the talk-to page's link is then broken, and its conversation would
 * be refused). Every refusal is "Agent not found.", as for an agent that does not exist, so the
 * answer never tells whether a private agent is there.
 */
export async function getAgentWidget(
  ctx: PublicContext,
  agentId: string,
  access: { shareableToken?: string },
): Promise<AgentWidgetView> {
  const agent = await ctx.ports.store.agents.findById(agentId);
  const { auth } = agent?.platformSettings ?? {};
  const token = access.shareableToken;
  const allowed =
    agent && auth
      ? token
        ? !!auth.shareable_token && sameToken(token, auth.shareable_token)
        : !auth.enable_auth
      : false;
  if (!agent || !allowed) throw new DomainError("agent_not_found", messages.agentNotFound);
  const { agent: section, conversation } = agent.conversationConfig;
  return {
    agentId: agent.id,
    name: agent.name,
    widget: agent.platformSettings.widget,
    language: section.language,
    otherLanguages: Object.keys(agent.conversationConfig.language_presets),
    languageOverride: agent.platformSettings.overrides.conversation_config_override.agent.language,
    firstMessage: section.first_message,
    textOnly: conversation.text_only,
  };
}
