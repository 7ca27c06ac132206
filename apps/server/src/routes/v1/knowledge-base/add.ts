import { addToKnowledgeBase as addToKnowledgeBaseOperation } from "@chorus/contract";
import { addToKnowledgeBase, getDocument } from "@chorus/domain";
import { bindOperation, onlyAuthentication } from "../../../http/bind-operation.ts";
import { presentAddedDocument } from "../../../presenters/knowledge-base-presenter.ts";

export const addRoute = bindOperation(
  addToKnowledgeBaseOperation,
  async ({ ctx, query, form }) => {
    const document = await addToKnowledgeBase(ctx, {
      file: form.files.file?.[0],
      ...(form.fields.url ? { url: form.fields.url } : {}),
      ...(form.fields.name ? { name: form.fields.name } : {}),
      ...(query.agent_id ? { agentId: query.agent_id } : {}),
    });
    return presentAddedDocument(document, (await getDocument(ctx, document.id)).folderPath);
  },
  { beforeBody: onlyAuthentication },
);
