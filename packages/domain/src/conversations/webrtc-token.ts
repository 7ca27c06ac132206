import { messages } from "@chorus/contract";
import type { PublicContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";

/**
 * `GET /v1/convai/conversation/token`: a WebRTC conversation needs a LiveKit server to hold the room,
 * and Chorus has none, so every request is refused the same way, whatever the agent (the answer says
 * nothing about which agents exist), with the way that works: the WebSocket conversation.
 */
export function requestWebrtcToken(_ctx: PublicContext): never {
  throw new DomainError("unsupported_feature", messages.webrtcUnavailable);
}
