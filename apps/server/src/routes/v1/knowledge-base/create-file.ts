import { createFileDocument } from "@chorus/contract";
import { addFileDocument, getDocument } from "@chorus/domain";
import { bindOperation, onlyAuthentication } from "../../../http/bind-operation.ts";
import { presentAddedDocument } from "../../../presenters/knowledge-base-presenter.ts";

export const createFileRoute = bindOperation(
  createFileDocument,
  async ({ ctx, form }) => {
    const document = await addFileDocument(ctx, {
      file: form.files.file?.[0],
      name: form.fields.name ?? null,
      parentFolderId: form.fields.parent_folder_id ?? null,
    });
    return presentAddedDocument(document, (await getDocument(ctx, document.id)).folderPath);
  },
  { beforeBody: onlyAuthentication },
);
