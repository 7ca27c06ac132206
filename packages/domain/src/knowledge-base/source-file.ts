import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext, Ports } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { documentNotFound, findDocument } from "./document-access.ts";

/** How long a source file's signed address works. */
const signedUrlSeconds = 15 * 60;

/**
 * `GET /v1/convai/knowledge-base/{id}/source-file-url`: an address that downloads the document's
 * original file (or the page as fetched) without a key, for a quarter of an hour.
 */
export async function sourceFileUrl(ctx: AuthenticatedContext, documentId: string): Promise<string> {
  requirePermission(ctx, "convai_read");
  const document = await findDocument(ctx, documentId);
  if (!document.sourceBlobKey)
    throw DomainError.invalidField(["path", "documentation_id"], messages.documentHasNoFile);
  const token = await ctx.ports.tokens.signChallenge(
    { purpose: "knowledge_base_source", workspaceId: ctx.workspaceId, documentId },
    signedUrlSeconds,
  );
  const base = ctx.ports.settings.publicUrl.replace(/\/$/, "");
  return `${base}/v1/convai/knowledge-base/${encodeURIComponent(documentId)}/source-file?token=${encodeURIComponent(token)}`;
}

/** The file a signed address names, with its name and type; a wrong or expired token is a 404. */
export async function openSourceFile(
  ports: Ports,
  documentId: string,
  token: string,
): Promise<{ body: AsyncIterable<Uint8Array>; fileName: string; mimeType: string }> {
  const claims = await ports.tokens.verifyChallenge(token);
  if (claims?.purpose !== "knowledge_base_source" || claims.documentId !== documentId || !claims.workspaceId)
    throw documentNotFound(documentId);
  const document = await ports.store.knowledgeBase.findDocument(claims.workspaceId, documentId);
  const body = document?.sourceBlobKey ? await ports.blobs.get(document.sourceBlobKey) : undefined;
  if (!document || !body) throw documentNotFound(documentId);
  const fileName =
    document.fileName ?? `${document.name}.${document.contentFormat === "pdf" ? "pdf" : "html"}`;
  const mimeType = document.mimeType ?? (document.contentFormat === "pdf" ? "application/pdf" : "text/html");
  return { body, fileName, mimeType };
}
