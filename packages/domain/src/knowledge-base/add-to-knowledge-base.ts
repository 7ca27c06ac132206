import { messages } from "@chorus/contract";
import { findAgent } from "../agents/agent-access.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { StagedUpload } from "../ports/uploads.ts";
import { DomainError } from "../shared/domain-error.ts";
import { addFileDocument } from "./add-file-document.ts";
import { addUrlDocument } from "./add-url-document.ts";
import type { KnowledgeBaseDocumentRecord } from "./knowledge-base-records.ts";

/**
 * `POST /v1/convai/knowledge-base` (the older single call): a file or a page, not both. The agent
 * named by `agent_id`, when there is one, must be the workspace's; the document is not attached to
 * it (the hosted call does not either: agents name documents in their configuration).
 */
export async function addToKnowledgeBase(
  ctx: AuthenticatedContext,
  input: { file: StagedUpload | undefined; url?: string; name?: string; agentId?: string },
): Promise<KnowledgeBaseDocumentRecord> {
  if (input.agentId) await findAgent(ctx, input.agentId);
  if (Boolean(input.file) === Boolean(input.url))
    throw DomainError.invalidField(["body", "file"], messages.documentSourceRequired);
  if (input.url) return addUrlDocument(ctx, { url: input.url, name: input.name ?? null }, ["body", "url"]);
  return addFileDocument(ctx, { file: input.file, name: input.name ?? null });
}
