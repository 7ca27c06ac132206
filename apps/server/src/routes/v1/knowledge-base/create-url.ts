import { createUrlDocument } from "@chorus/contract";
import { addUrlDocument, getDocument } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentAddedDocument } from "../../../presenters/knowledge-base-presenter.ts";

export const createUrlRoute = bindOperation(createUrlDocument, async ({ ctx, body }) => {
  const document = await addUrlDocument(ctx, {
    url: body.url,
    name: body.name ?? null,
    parentFolderId: body.parent_folder_id ?? null,
  });
  return presentAddedDocument(document, (await getDocument(ctx, document.id)).folderPath);
});
