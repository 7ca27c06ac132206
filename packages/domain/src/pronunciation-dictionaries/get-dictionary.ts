import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { findDictionary } from "./dictionary-access.ts";
import { findDictionaryVersion } from "./find-dictionary-version.ts";

/** `GET /v1/pronunciation-dictionaries/{id}`: the dictionary, its latest rules and every version. */
export async function getDictionary(ctx: AuthenticatedContext, dictionaryId: string) {
  requirePermission(ctx, "pronunciation_dictionaries_read");
  const dictionary = await findDictionary(ctx, dictionaryId);
  const latest = await findDictionaryVersion(ctx, dictionary.id, dictionary.latestVersionId);
  const versions = await ctx.ports.store.pronunciationDictionaries.listVersions(
    ctx.workspaceId,
    dictionary.id,
  );
  return { dictionary, rules: latest.rules, versions };
}
