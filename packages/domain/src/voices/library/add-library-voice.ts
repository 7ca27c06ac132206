import { messages } from "@chorus/contract";
import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import type { Repositories } from "../../ports/repositories.ts";
import type { CustomVoiceRecord } from "../../records.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { newId } from "../../shared/ids.ts";
import { summarizeSubscription } from "../../workspaces/subscription-summary.ts";
import type { LibraryCopyRecord, LibraryEntry } from "./library-records.ts";
import { libraryStateOf } from "./library-state.ts";

export interface AddLibraryVoiceInput {
  publicOwnerId: string;
  voiceId: string;
  newName: string;
  bookmarked?: boolean | null;
}

/** Free workspaces, voice slots, name and "already added", checked before and again under the workspace lock. */
async function assertMayAdd(
  ctx: AuthenticatedContext,
  store: Repositories,
  entry: LibraryEntry,
  name: string,
  locked: boolean,
) {
  const workspace = locked
    ? await store.workspaces.lockById(ctx.workspaceId)
    : await store.workspaces.findById(ctx.workspaceId);
  if (!workspace) throw new DomainError("workspace_not_found", messages.notFound);
  const summary = summarizeSubscription(
    workspace,
    ctx.ports.clock.now(),
    undefined,
    ctx.ports.settings.billing,
  );
  if (!entry.sharing.freeUsersAllowed && summary.tier === "free")
    throw new DomainError("only_for_starter+", messages.libraryVoiceNeedsPaidPlan);
  if (await store.voiceLibrary.findCopyOf(ctx.workspaceId, entry.voice.id))
    throw new DomainError("already_exists", messages.libraryVoiceAlreadyAdded);
  if ((await store.customVoices.countForWorkspace(ctx.workspaceId)) >= summary.voiceLimit)
    throw new DomainError("voice_limit_reached", messages.voiceLimitReached);
  if (await store.customVoices.findByName(ctx.workspaceId, name))
    throw DomainError.invalidField(["body", "new_name"], messages.voiceNameTaken);
}

/**
 * `POST /v1/voices/add/{public_user_id}/{voice_id}` (voices.share, issue 5 §5): copies a live
 * library voice into the workspace. The copy is a voice of the workspace (it takes a slot; its name
 * must be free) with the original's fitted profile, so it speaks exactly like the original, and a
 * copy row saying where it came from (`sharing.status` copied). Samples stay with the owner. A voice
 * that is not live, or not under that public owner, is "not found in library"; adding it twice, or
 * adding the workspace's own voice, is refused. Adding is not a monthly add/edit operation.
 */
export async function addLibraryVoice(
  ctx: AuthenticatedContext,
  input: AddLibraryVoiceInput,
): Promise<string> {
  requirePermission(ctx, "voices_write");
  const now = ctx.ports.clock.now();
  const entry = await ctx.ports.store.voiceLibrary.findEntry(input.voiceId);
  if (!entry || entry.sharing.publicOwnerId !== input.publicOwnerId || libraryStateOf(entry, now) !== "live")
    throw new DomainError("voice_not_found", messages.voiceNotFoundInLibrary);
  if (entry.voice.workspaceId === ctx.workspaceId)
    throw new DomainError("invalid_request", messages.libraryVoiceIsYours);
  const name = input.newName.trim();
  await assertMayAdd(ctx, ctx.ports.store, entry, name, false);

  const { sharing, voice: original } = entry;
  const voice: CustomVoiceRecord = {
    id: newId(),
    workspaceId: ctx.workspaceId,
    createdByUserId: ctx.userId,
    name,
    // What the owner chose to share, not the voice's own description and labels.
    description: sharing.description,
    labels: { ...sharing.labels },
    category: original.category,
    language: original.language,
    profile: original.profile,
    safetyControlSource: null,
    safetyControl: null,
    createdAt: now,
    updatedAt: now,
  };
  const copy: LibraryCopyRecord = {
    voiceId: voice.id,
    workspaceId: ctx.workspaceId,
    originalVoiceId: original.id,
    publicOwnerId: sharing.publicOwnerId,
    liveModerationEnabled: sharing.liveModerationEnabled,
    bookmarked: input.bookmarked ?? false,
    disableAt: null,
    createdAt: now,
  };
  await ctx.ports.store.transaction(async (tx) => {
    await assertMayAdd(ctx, tx, entry, name, true);
    await tx.customVoices.insert(voice);
    await tx.voiceLibrary.insertCopy(copy);
    await tx.voiceLibrary.insertEvent({
      id: newId(),
      voiceId: original.id,
      kind: "added",
      message: null,
      occurredAt: now,
    });
  });
  return voice.id;
}
