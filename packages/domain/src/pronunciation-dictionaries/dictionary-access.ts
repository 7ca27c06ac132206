import { messages, type WorkspaceRole } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import type { PronunciationDictionaryRecord } from "./dictionary-records.ts";

export type DictionaryPermission = "admin" | "editor" | "viewer";

/** `permission_on_resource`: dictionaries belong to the workspace, so the role decides. */
export function dictionaryPermissionFor(role: WorkspaceRole): DictionaryPermission {
  if (role === "owner" || role === "admin") return "admin";
  return role === "viewer" ? "viewer" : "editor";
}

/** Spec 001 §5: "editor role required to save". Viewers read dictionaries and use them in speech. */
export function assertMayEditDictionaries(ctx: AuthenticatedContext): void {
  if (dictionaryPermissionFor(ctx.role) === "viewer")
    throw new DomainError("forbidden", messages.pronunciationEditorRoleRequired);
}

/** The workspace's dictionary, or not found (also for another workspace's). */
export async function findDictionary(
  ctx: AuthenticatedContext,
  dictionaryId: string,
): Promise<PronunciationDictionaryRecord> {
  const dictionary = await ctx.ports.store.pronunciationDictionaries.find(ctx.workspaceId, dictionaryId);
  if (!dictionary)
    throw new DomainError(
      "pronunciation_dictionary_not_found",
      messages.pronunciationDictionaryNotFound(dictionaryId),
    );
  return dictionary;
}
