import type { LibraryState } from "@chorus/contract";
import type { AuthenticatedContext } from "../../context.ts";
import type { VoiceView } from "../voice-view.ts";
import { assertCopyUsable, type CopyStatus, copyStatusOf } from "./copy-state.ts";
import type { LibraryCopyRecord, VoiceSharingRecord } from "./library-records.ts";
import { libraryStateOf } from "./library-state.ts";

/** What the voice library knows about a voice of the workspace, for `Voice.sharing` and `collection_ids`. */
export interface VoiceLibraryFacts {
  /** The workspace shares this voice (or did): its settings and library state. */
  sharing?: { record: VoiceSharingRecord; state: LibraryState };
  /** The voice was added from the library. */
  copy?: { record: LibraryCopyRecord; status: CopyStatus };
  /** Collections of the workspace the voice is in. */
  collectionIds?: string[];
}

/**
 * The library facts of the workspace's voices, read in three queries whatever their number (sharing
 * rows, copies, collection memberships). For listings and `GET /v1/voices/{id}`; speech reads only the
 * copy (`withUsableCopy`).
 */
export async function attachLibraryFacts(
  ctx: AuthenticatedContext,
  views: VoiceView[],
): Promise<VoiceView[]> {
  const now = ctx.ports.clock.now();
  const { voiceLibrary, voiceCollections } = ctx.ports.store;
  const [entries, copies, memberships] = await Promise.all([
    voiceLibrary.listEntriesForWorkspace(ctx.workspaceId),
    voiceLibrary.listCopiesForWorkspace(ctx.workspaceId),
    voiceCollections.listMemberships(ctx.workspaceId),
  ]);
  const sharingOf = new Map(entries.map((entry) => [entry.voice.id, entry]));
  const copyOf = new Map(copies.map((copy) => [copy.voiceId, copy]));
  const collectionsOf = new Map<string, string[]>();
  for (const { voiceId, collectionId } of memberships)
    collectionsOf.set(voiceId, [...(collectionsOf.get(voiceId) ?? []), collectionId]);
  return views.map((view) => {
    const id = view.voice.voiceId;
    const entry = sharingOf.get(id);
    const copy = copyOf.get(id);
    const library: VoiceLibraryFacts = { collectionIds: collectionsOf.get(id) ?? [] };
    if (entry) library.sharing = { record: entry.sharing, state: libraryStateOf(entry, now) };
    if (copy) library.copy = { record: copy, status: copyStatusOf(copy, now) };
    return { ...view, library };
  });
}

/**
 * A custom voice as speech may use it: a copy from the library whose notice period has ended
 * (`copied_disabled`) is refused; any other copy carries its record (live moderation, usage counting).
 * One primary-key read per custom voice; premade voices never get here.
 */
export async function withUsableCopy(ctx: AuthenticatedContext, view: VoiceView): Promise<VoiceView> {
  const copy = await ctx.ports.store.voiceLibrary.findCopy(ctx.workspaceId, view.voice.voiceId);
  if (!copy) return view;
  const now = ctx.ports.clock.now();
  assertCopyUsable(copy, now);
  return { ...view, library: { ...view.library, copy: { record: copy, status: copyStatusOf(copy, now) } } };
}
