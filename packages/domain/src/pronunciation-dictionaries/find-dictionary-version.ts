import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import type { PronunciationDictionaryVersionRecord } from "./dictionary-records.ts";

/** One version of one of the workspace's dictionaries, or not found (another workspace's too). */
export async function findDictionaryVersion(
  ctx: AuthenticatedContext,
  dictionaryId: string,
  versionId: string,
): Promise<PronunciationDictionaryVersionRecord> {
  const version = await ctx.ports.store.pronunciationDictionaries.findVersion(
    ctx.workspaceId,
    dictionaryId,
    versionId,
  );
  if (!version)
    throw new DomainError(
      "pronunciation_dictionary_not_found",
      messages.pronunciationDictionaryVersionNotFound(dictionaryId, versionId),
    );
  return version;
}
