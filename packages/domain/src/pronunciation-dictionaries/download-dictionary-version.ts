import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { findDictionary } from "./dictionary-access.ts";
import { findDictionaryVersion } from "./find-dictionary-version.ts";
import { writePls } from "./lexicon-files/write-pls.ts";

/** `GET /v1/pronunciation-dictionaries/{id}/{version_id}/download`: that version as a PLS file. */
export async function downloadDictionaryVersion(
  ctx: AuthenticatedContext,
  dictionaryId: string,
  versionId: string,
): Promise<{ fileName: string; pls: string }> {
  requirePermission(ctx, "pronunciation_dictionaries_read");
  const dictionary = await findDictionary(ctx, dictionaryId);
  const version = await findDictionaryVersion(ctx, dictionary.id, versionId);
  const safeName = dictionary.name.replace(/[^\p{L}\p{N} _.-]+/gu, "_").trim() || "dictionary";
  return { fileName: `${safeName}.pls`, pls: writePls(version.rules) };
}
