import type { VoiceCollection, WorkspaceRole } from "@chorus/contract";
import { collectionPermissionFor, type VoiceCollectionRecord } from "@chorus/domain";

/** `UserVoiceCollectionResponseModel`, with the caller's permission on it. */
export function presentVoiceCollection(
  collection: VoiceCollectionRecord,
  role: WorkspaceRole,
): VoiceCollection {
  return {
    collection_id: collection.id,
    title: collection.title,
    icon: collection.icon,
    permission_on_resource: collectionPermissionFor(role),
  };
}
