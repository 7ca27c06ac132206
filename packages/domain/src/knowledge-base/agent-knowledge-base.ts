import type { ConversationConfig } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { descendantsOf } from "./descendants.ts";
import { documentNotFound } from "./document-access.ts";
import type { KnowledgeBaseDocumentRecord } from "./knowledge-base-records.ts";
import { enqueueIndexBuild } from "./rag-indexes.ts";

type Locators = ConversationConfig["agent"]["prompt"]["knowledge_base"];

/**
 * The knowledge-base entries an agent names must be the workspace's (another workspace's is
 * unknown here); each locator's type and name are taken from the entry as it is now, so the agent
 * page shows them right even when the request spelled them otherwise. Repeats are dropped.
 */
export async function checkAgentKnowledgeBase(
  ctx: AuthenticatedContext,
  locators: Locators,
): Promise<Locators> {
  if (locators.length === 0) return locators;
  const ids = [...new Set(locators.map((locator) => locator.id))];
  const found = new Map(
    (await ctx.ports.store.knowledgeBase.findDocuments(ctx.workspaceId, ids)).map((entry) => [
      entry.id,
      entry,
    ]),
  );
  const seen = new Set<string>();
  const checked: Locators = [];
  for (const locator of locators) {
    const entry = found.get(locator.id);
    if (!entry) throw documentNotFound(locator.id);
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    checked.push({ ...locator, type: entry.type, name: entry.name });
  }
  return checked;
}

/**
 * With retrieval on, every document the agent retrieves from needs an index for its embedding
 * model: the missing ones are queued when the agent is saved (as the hosted product indexes on
 * save), so its first conversation finds them built.
 */
export async function prepareAgentIndexes(
  ctx: AuthenticatedContext,
  config: ConversationConfig,
): Promise<void> {
  const { rag, knowledge_base: locators } = config.agent.prompt;
  if (!rag.enabled) return;
  const auto = locators.filter((locator) => locator.usage_mode === "auto").map((locator) => locator.id);
  for (const document of await documentsIn(ctx, auto))
    await enqueueIndexBuild(ctx, document, rag.embedding_model);
}

/** The documents named, a folder standing for every document inside it (folders themselves left out). */
export async function documentsIn(
  ctx: AuthenticatedContext,
  ids: readonly string[],
): Promise<KnowledgeBaseDocumentRecord[]> {
  const entries = await ctx.ports.store.knowledgeBase.findDocuments(ctx.workspaceId, ids);
  const all = [...entries, ...(await descendantsOf(ctx, entries))];
  const unique = new Map(all.filter((entry) => entry.type !== "folder").map((entry) => [entry.id, entry]));
  return [...unique.values()];
}
