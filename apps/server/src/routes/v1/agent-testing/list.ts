import {
  bulkMoveTests as bulkMoveTestsOperation,
  getTestSummaries as getTestSummariesOperation,
  listTests as listTestsOperation,
} from "@chorus/contract";
import { getTestSummaries, listTests, moveTests } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentTestSummary } from "../../../presenters/agent-test-presenter.ts";

export const listTestsRoute = bindOperation(listTestsOperation, async ({ ctx, query }) => {
  const page = await listTests(ctx, {
    pageSize: query.page_size,
    search: query.search,
    parentFolderId: query.parent_folder_id,
    types: query.types ?? [],
    includeFolders: query.include_folders ?? false,
    foldersFirst: query.sort_mode === "folders_first",
    createdByUserId: query.created_by_user_id,
    cursor: query.cursor,
  });
  return { tests: page.tests.map(presentTestSummary), next_cursor: page.nextCursor, has_more: page.hasMore };
});

export const testSummariesRoute = bindOperation(getTestSummariesOperation, async ({ ctx, body }) => ({
  tests: Object.fromEntries(
    (await getTestSummaries(ctx, body.test_ids)).map((view) => [view.entry.id, presentTestSummary(view)]),
  ),
}));

export const bulkMoveTestsRoute = bindOperation(bulkMoveTestsOperation, async ({ ctx, body }) => {
  await moveTests(ctx, { entityIds: body.entity_ids, moveTo: body.move_to });
  return {};
});
