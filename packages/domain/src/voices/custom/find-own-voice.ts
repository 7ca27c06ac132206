import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../../context.ts";
import type { CustomVoiceRecord } from "../../records.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { voiceNotFoundMessage } from "../get-voice.ts";
import { findPremadeVoice } from "../premade-voices.ts";

/**
 * One of the workspace's own voices, for verbs that change it. Premade voices are shared by every
 * workspace and cannot be changed; another workspace's voice is not found.
 */
export async function findOwnVoice(ctx: AuthenticatedContext, voiceId: string): Promise<CustomVoiceRecord> {
  if (findPremadeVoice(voiceId))
    throw new DomainError("invalid_request", messages.premadeVoiceCannotBeChanged);
  const voice = await ctx.ports.store.customVoices.findInWorkspace(ctx.workspaceId, voiceId);
  if (!voice) throw new DomainError("voice_not_found", voiceNotFoundMessage(voiceId));
  return voice;
}
