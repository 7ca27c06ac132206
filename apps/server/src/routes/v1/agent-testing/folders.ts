import {
  createTestFolder as createTestFolderOperation,
  deleteTestFolder as deleteTestFolderOperation,
  getTestFolder as getTestFolderOperation,
  updateTestFolder as updateTestFolderOperation,
} from "@chorus/contract";
import { createTestFolder, deleteTestFolder, getTestFolder, renameTestFolder } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentTestFolder } from "../../../presenters/agent-test-presenter.ts";

export const createTestFolderRoute = bindOperation(createTestFolderOperation, async ({ ctx, body }) => {
  const folder = await createTestFolder(ctx, { name: body.name, parentFolderId: body.parent_folder_id });
  return { id: folder.id, name: folder.name };
});

export const getTestFolderRoute = bindOperation(getTestFolderOperation, async ({ ctx, params }) =>
  presentTestFolder(await getTestFolder(ctx, params.folder_id)),
);

export const updateTestFolderRoute = bindOperation(updateTestFolderOperation, async ({ ctx, params, body }) =>
  presentTestFolder(await renameTestFolder(ctx, params.folder_id, body.name)),
);

export const deleteTestFolderRoute = bindOperation(
  deleteTestFolderOperation,
  async ({ ctx, params, query }) => {
    await deleteTestFolder(ctx, params.folder_id, query.force ?? false);
    return {};
  },
);
