import { messages } from "@chorus/contract";
import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import { DomainError, isDomainError } from "../../shared/domain-error.ts";
import { findUsableVoice } from "../get-voice.ts";
import { assertMayEditCollections, findCollection } from "./collection-access.ts";

/**
 * `POST /v1/voices/collections/{id}/voice/{voice_id}`: a voice the workspace can use goes in the
 * collection (a premade voice, or one of its own, copies included). An unknown voice, another
 * workspace's, or a copy that is `copied_disabled` "cannot be added to a collection". Adding it
 * twice changes nothing.
 */
export async function addVoiceToCollection(
  ctx: AuthenticatedContext,
  collectionId: string,
  voiceId: string,
): Promise<void> {
  requirePermission(ctx, "voices_write");
  assertMayEditCollections(ctx);
  await findCollection(ctx, collectionId);
  try {
    await findUsableVoice(ctx, voiceId);
  } catch (error) {
    if (isDomainError(error) && (error.status === "voice_not_found" || error.status === "voice_unavailable"))
      throw new DomainError("voice_not_collectable", messages.voiceCannotBeAddedToCollection);
    throw error;
  }
  await ctx.ports.store.voiceCollections.addVoice(
    ctx.workspaceId,
    collectionId,
    voiceId,
    ctx.ports.clock.now(),
  );
}

/** `DELETE /v1/voices/collections/{id}/voice/{voice_id}`: takes the voice out; one that is not in it changes nothing. */
export async function removeVoiceFromCollection(
  ctx: AuthenticatedContext,
  collectionId: string,
  voiceId: string,
): Promise<void> {
  requirePermission(ctx, "voices_write");
  assertMayEditCollections(ctx);
  await findCollection(ctx, collectionId);
  await ctx.ports.store.voiceCollections.removeVoice(ctx.workspaceId, collectionId, voiceId);
}
