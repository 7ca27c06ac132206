import { messages, type WorkspaceRole } from "@chorus/contract";
import { findAgent } from "../agents/agent-access.ts";
import type { AgentRecord } from "../agents/agent-records.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext, Ports, RequestMeta } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { authenticateSingleUseToken } from "../tokens/authenticate-single-use-token.ts";
import type { ConversationAuthorization } from "./conversation-records.ts";
import { signatureSecret } from "./conversation-signature.ts";

/** Who is opening a conversation, as the handshake told it. */
export interface ConversationCaller {
  agentId: string;
  /** A signed URL's `conversation_signature`. */
  signature?: string;
  /** The agent's shareable-link token (the public talk-to page). */
  shareableToken?: string;
  /** The handshake's API key or access token, already authenticated by the transport. */
  authenticated?: AuthenticatedContext;
  /** The browser's `Origin` header, when there is one. */
  origin?: string;
  meta: RequestMeta;
}

export interface OpenedConversation {
  ctx: AuthenticatedContext;
  agent: AgentRecord;
  authorization: ConversationAuthorization;
}

/**
 * Decides whether a caller may talk to an agent, and as whom the conversation acts (whose credits it
 * uses): a signed URL acts as whoever asked for it; an API key or token as its holder; a shareable
 * link or a public agent as the agent's creator. An agent with authentication on takes only the
 * first two. A browser's origin must be on the agent's allowlist when it has one.
 */
export async function openConversation(
  ports: Ports,
  caller: ConversationCaller,
): Promise<OpenedConversation> {
  const opened = await authorize(ports, caller);
  // Chorus's own pages (the test panel, the shareable talk page) are on no agent's allowlist.
  const own = caller.origin !== undefined && caller.origin === new URL(ports.settings.publicUrl).origin;
  if (!own) assertOriginAllowed(opened.agent, caller.origin);
  return opened;
}

async function authorize(ports: Ports, caller: ConversationCaller): Promise<OpenedConversation> {
  if (caller.signature) {
    const ctx = await authenticateSingleUseToken(
      ports,
      signatureSecret(caller.agentId, caller.signature),
      "convai_signed_url",
      caller.meta,
    ).catch(() => {
      throw new DomainError("invalid_single_use_token", messages.invalidConversationSignature);
    });
    return { ctx, agent: await findAgent(ctx, caller.agentId), authorization: "signed_url" };
  }
  if (caller.authenticated) {
    requirePermission(caller.authenticated, "convai_read");
    return {
      ctx: caller.authenticated,
      agent: await findAgent(caller.authenticated, caller.agentId),
      authorization: "authorization_header",
    };
  }
  const agent = await ports.store.agents.findById(caller.agentId);
  if (!agent) throw new DomainError("agent_not_found", messages.agentNotFound);
  const sharedToken = agent.platformSettings.auth.shareable_token;
  if (caller.shareableToken) {
    if (!sharedToken || caller.shareableToken !== sharedToken)
      throw new DomainError("invalid_single_use_token", messages.invalidConversationSignature);
    return { ctx: await creatorContext(ports, agent, caller.meta), agent, authorization: "shareable_link" };
  }
  if (agent.platformSettings.auth.enable_auth)
    throw new DomainError("needs_authorization", messages.agentRequiresAuthentication);
  return { ctx: await creatorContext(ports, agent, caller.meta), agent, authorization: "public" };
}

/** A public conversation acts as the agent's creator, or the workspace's owner once they left. */
async function creatorContext(
  ports: Ports,
  agent: AgentRecord,
  meta: RequestMeta,
): Promise<AuthenticatedContext> {
  const member = await ports.store.members.find(agent.workspaceId, agent.createdByUserId);
  const workspace = member ? undefined : await ports.store.workspaces.findById(agent.workspaceId);
  const userId = member ? agent.createdByUserId : (workspace?.ownerUserId ?? agent.createdByUserId);
  return {
    ports,
    meta,
    actor: { kind: "user", userId, sessionId: `agent:${agent.id}` },
    userId,
    workspaceId: agent.workspaceId,
    role: (member?.role ?? "owner") as WorkspaceRole,
  };
}

/** `platform_settings.auth.allowlist`: hosts (a `*.` prefix for subdomains) a browser may call from. */
function assertOriginAllowed(agent: AgentRecord, origin: string | undefined): void {
  const { allowlist, require_origin_header: requireOrigin } = agent.platformSettings.auth;
  if (!origin) {
    if (requireOrigin)
      throw new DomainError("forbidden", messages.agentOriginNotAllowed("a page without an origin"));
    return;
  }
  if (allowlist.length === 0) return;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    throw new DomainError("forbidden", messages.agentOriginNotAllowed(origin));
  }
  const allowed = allowlist.some(({ hostname }) =>
    hostname.startsWith("*.")
      ? host.endsWith(hostname.slice(1)) || host === hostname.slice(2)
      : host === hostname || host.split(":")[0] === hostname,
  );
  if (!allowed) throw new DomainError("forbidden", messages.agentOriginNotAllowed(origin));
}
