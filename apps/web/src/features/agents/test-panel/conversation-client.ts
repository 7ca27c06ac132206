import type { Conversation, PartialOptions } from "@elevenlabs/client";
import audioConcatProcessor from "@elevenlabs/client/worklets/audioConcatProcessor.js?url&no-inline";
import rawAudioProcessor from "@elevenlabs/client/worklets/rawAudioProcessor.js?url&no-inline";

export type { Conversation };

/**
 * Opens a conversation with the official agents client (`@elevenlabs/client`), loaded on the first
 * call so the agent page stays light. The client's audio worklets are served from this origin: by
 * default it loads them from blob: URLs, which the app's Content-Security-Policy refuses.
 */
export async function startConversation(options: PartialOptions): Promise<Conversation> {
  const { Conversation } = await import("@elevenlabs/client");
  return Conversation.startSession({ ...options, workletPaths: { rawAudioProcessor, audioConcatProcessor } });
}
