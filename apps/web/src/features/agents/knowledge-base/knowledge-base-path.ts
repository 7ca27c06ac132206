import { agentsPath } from "../agent-path.ts";

/** The workspace's knowledge base (issue 19 §1), at the top or in a folder (`?folder=`). */
export const knowledgeBasePath = (folderId: string | null = null) =>
  `${agentsPath}/knowledge-base${folderId ? `?folder=${encodeURIComponent(folderId)}` : ""}`;

/** A document's page. */
export const knowledgeDocumentPath = (documentId: string) =>
  `${agentsPath}/knowledge-base/${encodeURIComponent(documentId)}`;
