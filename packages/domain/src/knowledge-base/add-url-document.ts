import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { ExtractedDocument } from "../ports/document-text.ts";
import { putBlobBeforeRow } from "../shared/blob-before-row.ts";
import { documentSourceKey } from "./add-file-document.ts";
import { fetchPage } from "./fetch-page.ts";
import type { KnowledgeBaseDocumentRecord } from "./knowledge-base-records.ts";
import { readDocumentText } from "./read-document-text.ts";
import { documentNameOf, storeDocument } from "./store-document.ts";

/** A page's file name for the extractor: its path's last part (which may say .pdf or .md). */
export const fileNameOf = (url: URL) => url.pathname.split("/").filter(Boolean).at(-1) ?? "index.html";

/**
 * `POST /v1/convai/knowledge-base/url` (and the url of `POST /v1/convai/knowledge-base`): the page
 * is fetched now, reduced to its readable text, and kept as fetched for refreshes to compare.
 */
export async function addUrlDocument(
  ctx: AuthenticatedContext,
  input: { url: string; name?: string | null; parentFolderId?: string | null },
  field: (string | number)[] = ["body", "url"],
): Promise<KnowledgeBaseDocumentRecord> {
  requirePermission(ctx, "convai_write");
  const page = await fetchPage(ctx, input.url, field);
  const kept = page.bytes.slice();
  const extracted = await readDocumentText(ctx, { bytes: page.bytes, fileName: fileNameOf(page.url) }, field);
  return keepUrlDocument(ctx, {
    url: page.url,
    kept,
    extracted,
    name: input.name ?? null,
    parentFolderId: input.parentFolderId ?? null,
  });
}

/**
 * Stores a fetched page as a URL document: its bytes as fetched (for refreshes to compare), its
 * readable text in the row. Shared by single URL documents and site crawls.
 */
export function keepUrlDocument(
  ctx: AuthenticatedContext,
  input: {
    url: URL;
    kept: Uint8Array;
    extracted: ExtractedDocument;
    name?: string | null;
    parentFolderId?: string | null;
  },
): Promise<KnowledgeBaseDocumentRecord> {
  const { url, kept, extracted } = input;
  const page = { url };
  const key = documentSourceKey(ctx.workspaceId);
  return putBlobBeforeRow(ctx.ports.blobs, key, kept, () =>
    storeDocument(ctx, {
      type: "url",
      name: input.name?.trim()
        ? documentNameOf(input.name)
        : documentNameOf(extracted.title || page.url.href),
      parentFolderId: input.parentFolderId ?? null,
      url: page.url.href,
      fileName: null,
      mimeType: null,
      sourceBlobKey: key,
      contentFormat: extracted.format,
      content: extracted.text,
    }),
  );
}
