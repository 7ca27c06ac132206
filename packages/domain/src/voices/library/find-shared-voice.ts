import { isAdminRole, messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../../context.ts";
import type { CustomVoiceRecord } from "../../records.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { voiceNotFoundMessage } from "../get-voice.ts";
import { findPremadeVoice } from "../premade-voices.ts";
import type { LibraryCopyRecord, LibraryEntry } from "./library-records.ts";

/** One of the workspace's voices as the sharing verbs see it: one it made, or one it added from the library. */
export type SharingSubject =
  | { kind: "original"; voice: CustomVoiceRecord; entry: LibraryEntry | undefined }
  | { kind: "copy"; voice: CustomVoiceRecord; copy: LibraryCopyRecord };

/**
 * The workspace's voice for the sharing verbs: premade voices are nobody's to share (`invalid_request`),
 * another workspace's voice is not found.
 */
export async function findSharingSubject(
  ctx: AuthenticatedContext,
  voiceId: string,
): Promise<SharingSubject> {
  if (findPremadeVoice(voiceId)) throw new DomainError("invalid_request", messages.voiceCannotBeShared);
  const voice = await ctx.ports.store.customVoices.findInWorkspace(ctx.workspaceId, voiceId);
  if (!voice) throw new DomainError("voice_not_found", voiceNotFoundMessage(voiceId));
  const copy = await ctx.ports.store.voiceLibrary.findCopy(ctx.workspaceId, voiceId);
  if (copy) return { kind: "copy", voice, copy };
  return { kind: "original", voice, entry: await ctx.ports.store.voiceLibrary.findEntry(voiceId) };
}

/**
 * Who may change how a voice is shared (decided for issue 5 §5, spec 001 §6): the workspace's owner
 * and admins for any of its voices, editors for the voices they created; members and viewers not.
 */
export function assertMayShare(ctx: AuthenticatedContext, voice: CustomVoiceRecord): void {
  if (isAdminRole(ctx.role)) return;
  if (ctx.role === "editor" && voice.createdByUserId === ctx.userId) return;
  throw new DomainError("forbidden", messages.sharingNeedsOwnerOrAdmin);
}
