import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import type { KnowledgeBaseDocumentRecord } from "./knowledge-base-records.ts";
import { checkDocumentText, documentNameOf, storeDocument } from "./store-document.ts";

/** The first words of a text, as its name when none is given. */
const nameFromText = (text: string) => text.trim().split(/\s+/).slice(0, 8).join(" ").slice(0, 80);

/** `POST /v1/convai/knowledge-base/text`. */
export async function addTextDocument(
  ctx: AuthenticatedContext,
  input: { text: string; name?: string | null; parentFolderId?: string | null },
): Promise<KnowledgeBaseDocumentRecord> {
  const text = input.text.trim();
  if (!text) throw DomainError.invalidField(["body", "text"], messages.documentTextRequired);
  checkDocumentText(text, ["body", "text"]);
  return storeDocument(ctx, {
    type: "text",
    name: input.name?.trim() ? documentNameOf(input.name) : nameFromText(text),
    parentFolderId: input.parentFolderId ?? null,
    url: null,
    fileName: null,
    mimeType: null,
    sourceBlobKey: null,
    contentFormat: "txt",
    content: text,
  });
}
