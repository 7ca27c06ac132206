import { Readable } from "node:stream";
import { downloadKnowledgeBaseSourceFile } from "@chorus/contract";
import { openSourceFile } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const sourceFileRoute = bindOperation(
  downloadKnowledgeBaseSourceFile,
  async ({ ctx, params, query, reply }) => {
    const file = await openSourceFile(ctx.ports, params.documentation_id, query.token);
    return reply
      .header("content-type", file.mimeType)
      .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .send(Readable.from(file.body));
  },
);
