import { knowledgeBaseLimits, messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { agentsUsingDocuments } from "./dependent-agents.ts";
import { descendantsOf } from "./descendants.ts";
import { assertMayManageDocument, documentNotFound } from "./document-access.ts";

/**
 * Deletes entries, a folder with everything inside it. Entries agents use are refused (409, how many
 * agents) unless `force`, which also takes them off those agents in the same transaction, so no
 * agent names a document that is gone. Original files are removed after the rows (an orphan file is
 * harmless, a row without its file is not). Answers the ids deleted.
 */
async function deleteEntries(
  ctx: AuthenticatedContext,
  documentIds: readonly string[],
  force: boolean,
): Promise<string[]> {
  const { knowledgeBase } = ctx.ports.store;
  const entries = await knowledgeBase.findDocuments(ctx.workspaceId, documentIds);
  const missing = documentIds.find((id) => !entries.some((entry) => entry.id === id));
  if (missing) throw documentNotFound(missing);
  for (const entry of entries) assertMayManageDocument(ctx, entry);
  const everything = [...entries, ...(await descendantsOf(ctx, entries))];
  const ids = everything.map((entry) => entry.id);
  const users = await agentsUsingDocuments(ctx, ids);
  if (users.length > 0 && !force)
    throw new DomainError("knowledge_base_document_in_use", messages.documentInUse(users.length));
  const gone = new Set(ids);
  const deleted = await ctx.ports.store.transaction(async (tx) => {
    for (const { agent } of users) {
      const config = structuredClone(agent.conversationConfig);
      config.agent.prompt.knowledge_base = config.agent.prompt.knowledge_base.filter(
        (locator) => !gone.has(locator.id),
      );
      // The agent's version is kept: taking a deleted document off is not an edit to conflict with.
      await tx.agents.update(ctx.workspaceId, agent.id, agent.versionId, {
        name: agent.name,
        tags: agent.tags,
        conversationConfig: config,
        platformSettings: agent.platformSettings,
        versionId: agent.versionId,
        archived: agent.archived,
        updatedAt: ctx.ports.clock.now(),
      });
    }
    return tx.knowledgeBase.deleteDocuments(ctx.workspaceId, ids);
  });
  for (const entry of everything)
    if (entry.sourceBlobKey) await ctx.ports.blobs.delete(entry.sourceBlobKey).catch(() => {});
  return deleted.filter((id) => documentIds.includes(id));
}

/** `DELETE /v1/convai/knowledge-base/{id}?force=`. */
export async function deleteDocument(
  ctx: AuthenticatedContext,
  documentId: string,
  force: boolean,
): Promise<void> {
  requirePermission(ctx, "convai_write");
  await deleteEntries(ctx, [documentId], force);
}

/**
 * `POST /v1/convai/knowledge-base/bulk-delete`: each entry on its own (one in use does not keep the
 * others), answered per id as deleted or with its error.
 */
export async function bulkDeleteDocuments(
  ctx: AuthenticatedContext,
  documentIds: readonly string[],
  force: boolean,
): Promise<Map<string, DomainError | null>> {
  requirePermission(ctx, "convai_write");
  const results = new Map<string, DomainError | null>();
  for (const id of [...new Set(documentIds)].slice(0, knowledgeBaseLimits.idsPerRequest)) {
    try {
      await deleteEntries(ctx, [id], force);
      results.set(id, null);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      results.set(id, error);
    }
  }
  return results;
}
