import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { assertMayEditDictionaries, findDictionary } from "./dictionary-access.ts";
import type { PronunciationDictionaryRecord } from "./dictionary-records.ts";

/** `PATCH /v1/pronunciation-dictionaries/{id}`: rename, archive, or bring back from the archive. */
export async function updateDictionary(
  ctx: AuthenticatedContext,
  dictionaryId: string,
  patch: { name?: string | null; archived?: boolean | null },
): Promise<PronunciationDictionaryRecord> {
  requirePermission(ctx, "pronunciation_dictionaries_write");
  assertMayEditDictionaries(ctx);
  const current = await findDictionary(ctx, dictionaryId);
  const now = ctx.ports.clock.now();
  const archivedAt =
    patch.archived === true
      ? (current.archivedAt ?? now)
      : patch.archived === false
        ? null
        : current.archivedAt;
  const updated = await ctx.ports.store.pronunciationDictionaries.update(ctx.workspaceId, dictionaryId, {
    name: patch.name?.trim() || current.name,
    archivedAt,
    updatedAt: now,
  });
  return updated ?? current;
}
