import { type Callbacks, Conversation, type Language } from "@elevenlabs/client";
import type { ServerAddress } from "./widget-config.ts";

export type Session = Awaited<ReturnType<typeof Conversation.startSession>>;

export interface StartOptions {
  server: ServerAddress;
  agentId: string;
  /** The agent's shareable-link token (the talk-to page): the socket then carries it. */
  shareableToken: string | null;
  textOnly: boolean;
  /**
   * The language the person chose (the language selector): sent as `overrides.agent.language`, which
   * the server honours when the agent allows that override, starting with the language's preset.
   */
  language?: string | undefined;
  callbacks: Partial<Callbacks>;
}

/**
 * Starts a conversation with the official client, always over WebSocket (Chorus has no LiveKit):
 * a public agent by `agentId` and `origin` (the page's origin is checked against the agent's
 * allowlist), a shareable link as a URL naming its token. The audio worklets come from Chorus,
 * so a page's CSP needs no blob: or data: scripts for them.
 */
export function startConversation(options: StartOptions): Promise<Session> {
  const { server, agentId, shareableToken } = options;
  const address = shareableToken
    ? {
        signedUrl: `${server.webSocket}/v1/convai/conversation?agent_id=${encodeURIComponent(agentId)}&shareable_token=${encodeURIComponent(shareableToken)}`,
      }
    : { agentId, origin: server.webSocket, connectionType: "websocket" as const };
  return Conversation.startSession({
    ...address,
    textOnly: options.textOnly,
    // The client's type lists the hosted product's languages; an agent's may be any code it accepts.
    ...(options.language ? { overrides: { agent: { language: options.language as Language } } } : {}),
    workletPaths: {
      rawAudioProcessor: `${server.http}/convai-widget/worklets/rawAudioProcessor.js`,
      audioConcatProcessor: `${server.http}/convai-widget/worklets/audioConcatProcessor.js`,
    },
    ...options.callbacks,
  });
}

/**
 * Why a call could not have the microphone: refused (the person said no, the page may not ask, or
 * the page is not secure (http), where browsers offer no microphone at all), or there is none.
 */
export function microphoneProblem(error: unknown): "refused" | "missing" | undefined {
  if (!navigator.mediaDevices) return "refused";
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError")
    return "refused";
  if (name === "NotFoundError" || name === "DevicesNotFoundError" || name === "OverconstrainedError")
    return "missing";
  return undefined;
}
