import { DocumentTextError } from "@chorus/domain";
import { describe, expect, it } from "vitest";
import { documentTextExtractor } from "./document-text-extractor.ts";
import { pdfOf } from "./testing/document-fixtures.ts";

describe("documentTextExtractor (worker thread)", () => {
  it("reads a document in its worker, the file's buffer moved there, not copied", async () => {
    const bytes = await pdfOf([["First page."], ["The tide tables are on page two."]]);
    const document = await documentTextExtractor.extract({
      bytes,
      fileName: "tides.pdf",
      maxCharacters: 1_000,
    });
    expect(document).toEqual({ format: "pdf", text: "First page.\n\nThe tide tables are on page two." });
    expect(bytes.byteLength).toBe(0);
  });

  it("throws DocumentTextError with the reason a document gives no text", async () => {
    const attempt = documentTextExtractor.extract({
      bytes: new TextEncoder().encode("A long sentence."),
      fileName: "short.txt",
      maxCharacters: 5,
    });
    await expect(attempt).rejects.toBeInstanceOf(DocumentTextError);
    await expect(attempt).rejects.toMatchObject({ reason: "too_long" });
    await expect(
      documentTextExtractor.extract({
        bytes: new Uint8Array([0, 1, 2, 3, 255]),
        fileName: "x.bin",
        maxCharacters: 5,
      }),
    ).rejects.toMatchObject({ reason: "unsupported_type" });
  });
});
