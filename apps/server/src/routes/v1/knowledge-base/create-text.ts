import { createTextDocument } from "@chorus/contract";
import { addTextDocument, getDocument } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentAddedDocument } from "../../../presenters/knowledge-base-presenter.ts";

export const createTextRoute = bindOperation(createTextDocument, async ({ ctx, body }) => {
  const document = await addTextDocument(ctx, {
    text: body.text,
    name: body.name ?? null,
    parentFolderId: body.parent_folder_id ?? null,
  });
  return presentAddedDocument(document, (await getDocument(ctx, document.id)).folderPath);
});
