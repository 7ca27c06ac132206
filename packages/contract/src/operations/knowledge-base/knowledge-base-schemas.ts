import { z } from "zod";
import { idValue, inputLimits } from "../../bounds/input-limits.ts";
import { embeddingModels, knowledgeBaseLimits } from "../../catalogues/knowledge-base-limits.ts";
import { ResourceAccessInfoSchema } from "../agents/agent-schemas.ts";

export const DocumentParamsSchema = z.object({ documentation_id: idValue });

export const documentName = z.string().max(knowledgeBaseLimits.nameCharacters);
export const documentIds = z.array(idValue).min(1).max(knowledgeBaseLimits.idsPerRequest);
export const EmbeddingModelSchema = z.enum(embeddingModels);
export const documentTypes = ["file", "url", "text", "folder"] as const;
export const documentPageSize = z.coerce
  .number()
  .int()
  .min(1)
  .max(knowledgeBaseLimits.pageSize.max)
  .default(knowledgeBaseLimits.pageSize.default);
export const listCursor = z.string().max(inputLimits.tokenCharacters).optional();

/** `KnowledgeBaseDocumentMetadataResponseModel`. */
const MetadataSchema = z.object({
  created_at_unix_secs: z.number().int(),
  last_updated_at_unix_secs: z.number().int(),
  size_bytes: z.number().int(),
});

/** `KnowledgeBaseFolderPathSegmentResponseModel`. */
const FolderPathSegmentSchema = z.object({ id: z.string(), name: z.string().nullish() });

/** `DependentAvailableAgentIdentifier` with `type: "available"`: an agent that uses a document. */
export const KnowledgeBaseDependentAgentSchema = z.object({
  type: z.literal("available"),
  referenced_resource_ids: z.array(z.string()).optional(),
  id: z.string(),
  name: z.string(),
  created_at_unix_secs: z.number().int(),
  access_level: z.enum(["admin", "editor", "commenter", "viewer"]),
});

const commonFields = {
  id: z.string(),
  name: z.string(),
  metadata: MetadataSchema,
  supported_usages: z.array(z.enum(["prompt", "auto"])),
  access_info: ResourceAccessInfoSchema,
  folder_parent_id: z.string().nullish(),
  folder_path: z.array(FolderPathSegmentSchema),
};

const folderFields = { children_count: z.number().int(), document_count: z.number().int() };

/** `DocumentsGetResponse`: a document (file, URL, text) with its text as HTML, or a folder. */
export const DocumentResponseSchema = z
  .discriminatedUnion("type", [
    z.object({
      type: z.literal("file"),
      ...commonFields,
      extracted_inner_html: z.string(),
      content_format: z.enum(["html", "markdown"]).optional(),
      filename: z.string(),
    }),
    z.object({
      type: z.literal("url"),
      ...commonFields,
      extracted_inner_html: z.string(),
      content_format: z.enum(["html", "markdown"]).optional(),
      url: z.string(),
    }),
    z.object({
      type: z.literal("text"),
      ...commonFields,
      extracted_inner_html: z.string(),
      content_format: z.enum(["html", "markdown"]).optional(),
    }),
    z.object({ type: z.literal("folder"), ...commonFields, ...folderFields }),
  ])
  .meta({ id: "DocumentsGetResponse" });

export type DocumentResponse = z.output<typeof DocumentResponseSchema>;

/** A listing's summary of an entry (`GetKnowledgeBaseSummary…ResponseModel`), with the agents using it. */
export const DocumentSummarySchema = z
  .discriminatedUnion("type", [
    z.object({
      type: z.literal("file"),
      ...commonFields,
      dependent_agents: z.array(KnowledgeBaseDependentAgentSchema),
    }),
    z.object({
      type: z.literal("url"),
      ...commonFields,
      dependent_agents: z.array(KnowledgeBaseDependentAgentSchema),
      url: z.string(),
    }),
    z.object({
      type: z.literal("text"),
      ...commonFields,
      dependent_agents: z.array(KnowledgeBaseDependentAgentSchema),
    }),
    z.object({
      type: z.literal("folder"),
      ...commonFields,
      dependent_agents: z.array(KnowledgeBaseDependentAgentSchema),
      ...folderFields,
    }),
  ])
  .meta({ id: "KnowledgeBaseDocumentSummary" });

export type DocumentSummary = z.output<typeof DocumentSummarySchema>;

/** `AddKnowledgeBaseResponseModel`. */
export const AddDocumentResponseSchema = z
  .object({ id: z.string(), name: z.string(), folder_path: z.array(z.object({ id: z.string() })) })
  .meta({ id: "AddKnowledgeBaseResponseModel" });

/** `RagDocumentIndexResponseModel`. */
export const RagIndexResponseSchema = z
  .object({
    id: z.string(),
    model: EmbeddingModelSchema,
    status: z.enum([
      "created",
      "processing",
      "failed",
      "succeeded",
      "rag_limit_exceeded",
      "document_too_small",
    ]),
    progress_percentage: z.number(),
    document_model_index_usage: z.object({ used_bytes: z.number().int() }),
  })
  .meta({ id: "RagDocumentIndexResponseModel" });

/** `BatchFailureResponseModel` with `status: "failure"`: one item of a batch that could not be done. */
export const BatchFailureSchema = z.object({
  status: z.literal("failure"),
  error_code: z.number().int(),
  error_status: z.string(),
  error_message: z.string(),
});

/** `KnowledgeBaseDocumentChunkResponseModel`. */
export const ChunkResponseSchema = z
  .object({ id: z.string(), name: z.string(), content: z.string() })
  .meta({ id: "KnowledgeBaseDocumentChunkResponseModel" });

/** `GetKnowledgeBaseDependentAgentsResponseModel`. */
export const DependentAgentsResponseSchema = z
  .object({
    agents: z.array(KnowledgeBaseDependentAgentSchema),
    next_cursor: z.string().nullish(),
    has_more: z.boolean(),
  })
  .meta({ id: "GetKnowledgeBaseDependentAgentsResponseModel" });
