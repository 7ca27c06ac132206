import { type AgentRole, agentRoleFor } from "../agents/agent-access.ts";
import { type AgentView, viewAgents } from "../agents/agent-view.ts";
import type { AuthenticatedContext } from "../context.ts";
import { agentsUsingDocuments } from "./dependent-agents.ts";
import { folderPathOf } from "./folder-path.ts";
import type { KnowledgeBaseDocumentRecord } from "./knowledge-base-records.ts";

/** A knowledge-base entry with what its answers show beside it. */
export interface DocumentView {
  document: KnowledgeBaseDocumentRecord;
  /** `access_info`: who made it and the caller's role on it. */
  access: { isCreator: boolean; creatorName: string; creatorEmail: string; role: AgentRole };
  /** The folders above it, top first. */
  folderPath: KnowledgeBaseDocumentRecord[];
  /** For folders: entries directly inside, and documents among them. */
  childrenCount: number;
  documentCount: number;
  /** Agents that use it (summaries and lists only). */
  dependentAgents: AgentView[];
}

/** Views of entries: creators, paths, folders' counts and, when asked, the agents using them. */
export async function viewsOf(
  ctx: AuthenticatedContext,
  documents: readonly KnowledgeBaseDocumentRecord[],
  options: { dependents: boolean },
): Promise<DocumentView[]> {
  const { knowledgeBase, users } = ctx.ports.store;
  const folders = documents.filter((document) => document.type === "folder").map((folder) => folder.id);
  const children = await knowledgeBase.listChildren(ctx.workspaceId, folders);
  const uses = options.dependents
    ? await agentsUsingDocuments(
        ctx,
        documents.map((document) => document.id),
      )
    : [];
  const agentViews = new Map(
    (await viewAgents(ctx, [...new Set(uses.map((use) => use.agent))])).map((view) => [view.agent.id, view]),
  );
  const creators = new Map<string, { name: string; email: string }>();
  for (const ownerId of new Set(documents.map((document) => document.ownerUserId))) {
    const user = await users.findById(ownerId);
    creators.set(ownerId, { name: user?.firstName ?? user?.email ?? "", email: user?.email ?? "" });
  }
  const paths = new Map<string | null, KnowledgeBaseDocumentRecord[]>();
  const views: DocumentView[] = [];
  for (const document of documents) {
    let folderPath = paths.get(document.parentFolderId);
    if (!folderPath) {
      folderPath = await folderPathOf(ctx, document);
      paths.set(document.parentFolderId, folderPath);
    }
    const inside = children.filter((child) => child.parentFolderId === document.id);
    const creator = creators.get(document.ownerUserId)!;
    const isCreator = document.ownerUserId === ctx.userId;
    views.push({
      document,
      access: {
        isCreator,
        creatorName: creator.name,
        creatorEmail: creator.email,
        role: agentRoleFor(ctx.role, isCreator),
      },
      folderPath,
      childrenCount: inside.length,
      documentCount: inside.filter((child) => child.type !== "folder").length,
      dependentAgents: uses
        .filter((use) => use.documentIds.includes(document.id))
        .flatMap((use) => agentViews.get(use.agent.id) ?? []),
    });
  }
  return views;
}

/** One entry's view, as `GET /v1/convai/knowledge-base/{id}` answers it (no dependent agents). */
export async function viewOf(
  ctx: AuthenticatedContext,
  document: KnowledgeBaseDocumentRecord,
): Promise<DocumentView> {
  const [view] = await viewsOf(ctx, [document], { dependents: false });
  return view!;
}
