import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { PronunciationDictionaryRecord } from "./dictionary-records.ts";

export interface DictionaryListQuery {
  cursor?: string;
  pageSize: number;
  sort: "creation_time_unix" | "name";
  direction: "ascending" | "descending";
  includeArchived: boolean;
}

/**
 * `GET /v1/pronunciation-dictionaries`: one page in the requested order. The cursor is the id of the
 * last dictionary of the previous page, so a page never repeats or skips one that already existed.
 * (A workspace has at most a few hundred dictionaries: sorting them in memory is cheap.)
 */
export async function listDictionaries(
  ctx: AuthenticatedContext,
  query: DictionaryListQuery,
): Promise<{ dictionaries: PronunciationDictionaryRecord[]; nextCursor: string | null; hasMore: boolean }> {
  requirePermission(ctx, "pronunciation_dictionaries_read");
  const sign = query.direction === "ascending" ? 1 : -1;
  const all = (await ctx.ports.store.pronunciationDictionaries.list(ctx.workspaceId))
    .filter((dictionary) => query.includeArchived || !dictionary.archivedAt)
    .sort(
      (a, b) =>
        sign *
          (query.sort === "name"
            ? a.name.localeCompare(b.name, "en", { sensitivity: "base" })
            : a.createdAt.getTime() - b.createdAt.getTime()) || a.id.localeCompare(b.id),
    );
  const after = query.cursor ? all.findIndex((dictionary) => dictionary.id === query.cursor) + 1 : 0;
  const page = all.slice(after, after + query.pageSize);
  const hasMore = after + page.length < all.length;
  return { dictionaries: page, nextCursor: hasMore ? page.at(-1)!.id : null, hasMore };
}
