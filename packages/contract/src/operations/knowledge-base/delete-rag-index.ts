import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { DocumentParamsSchema, RagIndexResponseSchema } from "./knowledge-base-schemas.ts";

export const deleteDocumentRagIndex = defineOperation({
  operationId: "conversationalAi.deleteDocumentRagIndex",
  method: "DELETE",
  path: "/v1/convai/knowledge-base/{documentation_id}/rag-index/{rag_index_id}",
  summary: "Delete a document's retrieval index (answered as it was)",
  tag: "Knowledge base",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    params: DocumentParamsSchema.extend({ rag_index_id: z.string().min(1).max(inputLimits.idCharacters) }),
  },
  responses: { 200: RagIndexResponseSchema },
  errors: ["knowledge_base_document_not_found", "rag_index_not_found"],
});
