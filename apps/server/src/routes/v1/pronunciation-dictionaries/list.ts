import { listPronunciationDictionaries } from "@chorus/contract";
import { listDictionaries } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentDictionaryMetadata } from "../../../presenters/pronunciation-dictionary-presenter.ts";

export const listRoute = bindOperation(listPronunciationDictionaries, async ({ ctx, query }) => {
  const page = await listDictionaries(ctx, {
    cursor: query.cursor,
    pageSize: query.page_size,
    sort: query.sort,
    direction: query.sort_direction.toLowerCase() === "ascending" ? "ascending" : "descending",
    includeArchived: query.include_archived,
  });
  return {
    pronunciation_dictionaries: page.dictionaries.map((dictionary) =>
      presentDictionaryMetadata(dictionary, ctx.role),
    ),
    next_cursor: page.nextCursor,
    has_more: page.hasMore,
  };
});
