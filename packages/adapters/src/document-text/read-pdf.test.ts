import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { extractDocumentText } from "./extract-document-text.ts";
import { pdfOf } from "./testing/document-fixtures.ts";

const known = "The lighthouse keeper lights the lamp at dusk every evening.";
const long =
  "Visitors may climb the tower between April and October, when the weather allows it and a guide " +
  "is on duty; the stairs have one hundred and twenty steps and no lift.";

// pdf.js takes the buffer it reads (it is detached afterwards): each reading gets its own copy.
const read = (bytes: Uint8Array, maxCharacters = 100_000) =>
  extractDocumentText({ bytes: bytes.slice(), fileName: "guide.pdf", maxCharacters });

describe("PDF text", () => {
  it("reads pages in order, a wrapped paragraph as one, and the document's title", async () => {
    const pdf = await pdfOf([["Page one opens the guide.", long], [known]], { title: "Lighthouse guide" });
    expect(await read(pdf)).toEqual({
      document: {
        format: "pdf",
        title: "Lighthouse guide",
        text: `Page one opens the guide.\n\n${long}\n\n${known}`,
      },
    });
  });

  it("joins a word hyphenated at a line's end, and keeps the hyphens that belong", async () => {
    const pdf = await pdfOf([
      ["The well-known keeper, Jean-\nPierre, keeps his log near the en-\ntrance of the tower."],
    ]);
    expect(await read(pdf)).toMatchObject({
      document: { text: "The well-known keeper, Jean-Pierre, keeps his log near the entrance of the tower." },
    });
  });

  it("finds a PDF by its content whatever its name, type or junk before the header", async () => {
    const pdf = await pdfOf([[known]]);
    const prefixed = new Uint8Array([...new TextEncoder().encode("junk\n"), ...pdf]);
    expect(
      await extractDocumentText({
        bytes: prefixed,
        fileName: "notes.txt",
        mimeType: "text/plain",
        maxCharacters: 1000,
      }),
    ).toMatchObject({
      document: { format: "pdf", text: known },
    });
  });

  it("refuses a PDF without text as empty, a damaged one as unreadable, a long one as too long", async () => {
    const blank = await new Promise<Uint8Array>((resolve) => {
      const pdf = new PDFDocument();
      const chunks: Buffer[] = [];
      pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
      pdf.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
      pdf.rect(100, 100, 200, 200).fill("#336699");
      pdf.end();
    });
    expect(await read(blank)).toEqual({ failure: "empty" });

    const pdf = await pdfOf([[known], [known]]);
    expect(await read(pdf.slice(0, 400))).toEqual({ failure: "unreadable" });
    expect(await read(new TextEncoder().encode("%PDF-1.7\nnot really a pdf"))).toEqual({
      failure: "unreadable",
    });
    expect(await read(pdf, known.length * 2)).toEqual({ failure: "too_long" });
    expect(await read(pdf, known.length * 2 + 2)).toMatchObject({
      document: { text: `${known}\n\n${known}` },
    });
  });
});
