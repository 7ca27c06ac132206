import { getKnowledgeBaseSourceFileUrl } from "@chorus/contract";
import { sourceFileUrl } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const sourceFileUrlRoute = bindOperation(getKnowledgeBaseSourceFileUrl, async ({ ctx, params }) => ({
  signed_url: await sourceFileUrl(ctx, params.documentation_id),
}));
