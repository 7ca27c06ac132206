import { createKnowledgeBaseFolder } from "@chorus/contract";
import { createFolder, getDocument } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentAddedDocument } from "../../../presenters/knowledge-base-presenter.ts";

export const createFolderRoute = bindOperation(createKnowledgeBaseFolder, async ({ ctx, body }) => {
  const folder = await createFolder(ctx, { name: body.name, parentFolderId: body.parent_folder_id ?? null });
  return presentAddedDocument(folder, (await getDocument(ctx, folder.id)).folderPath);
});
