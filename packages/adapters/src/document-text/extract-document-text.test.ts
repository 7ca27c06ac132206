import { describe, expect, it } from "vitest";
import { extractDocumentText } from "./extract-document-text.ts";
import { zipOf } from "./testing/document-fixtures.ts";

const utf8 = (text: string) => new TextEncoder().encode(text);
const extract = (bytes: Uint8Array, fileName: string, mimeType?: string, maxCharacters = 10_000) =>
  extractDocumentText({ bytes, fileName, maxCharacters, ...(mimeType ? { mimeType } : {}) });

describe("extractDocumentText", () => {
  it("reads UTF-8 text with its lines, spaces collapsed, whatever the file is called", async () => {
    const text = "\ufeffOpening hours\r\n\r\n\r\nMonday–Friday:\t9 to 5  \r\nZürich office 東京\n";
    expect(await extract(utf8(text), "notes")).toEqual({
      document: { format: "txt", text: "Opening hours\n\nMonday–Friday: 9 to 5\nZürich office 東京" },
    });
    const utf16 = Buffer.from(`\ufeff${"Grüße aus Köln"}`, "utf16le");
    expect(await extract(new Uint8Array(utf16), "greeting.txt")).toEqual({
      document: { format: "txt", text: "Grüße aus Köln" },
    });
  });

  it("reads HTML found by its content, and Markdown named or typed so", async () => {
    const page = "<!-- saved page -->\n<!DOCTYPE html><title>FAQ</title><p>Yes, we &amp; they do.</p>";
    expect(await extract(utf8(page), "faq.txt", "text/plain")).toEqual({
      document: { format: "html", title: "FAQ", text: "Yes, we & they do." },
    });
    expect(await extract(utf8("<p>Short <b>answer</b></p>"), "answer")).toMatchObject({
      document: { format: "html", text: "Short answer" },
    });
    const markdown = '<p align="center">Logo</p>\n\n# Setup\n\nRun `npm start`.';
    expect(await extract(utf8(markdown), "README.md")).toEqual({
      document: { format: "markdown", text: "Logo\n\nSetup\n\nRun npm start." },
    });
    expect(await extract(utf8("## Fees\n\n* none"), "fees", "text/markdown; charset=utf-8")).toEqual({
      document: { format: "markdown", text: "Fees\n\nnone" },
    });
    expect(await extract(utf8("## Not markdown here"), "fees.txt")).toMatchObject({
      document: { format: "txt", text: "## Not markdown here" },
    });
  });

  it("refuses binary junk, other zips and RTF as unsupported", async () => {
    const junk = new Uint8Array(4096).map((_, index) => (index * 7919 + 13) % 256);
    expect(await extract(junk, "photo.png", "image/png")).toEqual({ failure: "unsupported_type" });
    expect(await extract(junk, "notes.txt")).toEqual({ failure: "unsupported_type" });
    expect(await extract(utf8("text\u0000with NUL"), "notes.txt")).toEqual({ failure: "unsupported_type" });
    const spreadsheet = zipOf({
      "[Content_Types].xml": utf8("<Types/>"),
      "xl/workbook.xml": utf8("<workbook/>"),
    });
    expect(await extract(spreadsheet, "sheet.xlsx")).toEqual({ failure: "unsupported_type" });
    expect(await extract(utf8("{\\rtf1\\ansi Hello}"), "letter.rtf")).toEqual({
      failure: "unsupported_type",
    });
  });

  it("refuses a file named or typed as a PDF, Word document or book without that content as unreadable", async () => {
    expect(await extract(utf8("just text"), "report.pdf")).toEqual({ failure: "unreadable" });
    expect(await extract(utf8("just text"), "upload", "application/epub+zip")).toEqual({
      failure: "unreadable",
    });
    expect(await extract(utf8("PK\u0003\u0004 broken"), "letter.docx")).toEqual({ failure: "unreadable" });
  });

  it("refuses a document with no readable text as empty, and more text than allowed as too long", async () => {
    expect(await extract(utf8(" \n\t\r\n "), "blank.txt")).toEqual({ failure: "empty" });
    expect(await extract(utf8("<html><script>only()</script><nav>menu</nav></html>"), "x.html")).toEqual({
      failure: "empty",
    });
    expect(await extract(new Uint8Array(0), "nothing.txt")).toEqual({ failure: "empty" });
    expect(await extract(utf8("12345 67890"), "n.txt", undefined, 10)).toEqual({ failure: "too_long" });
    expect(await extract(utf8("12345   67890"), "n.txt", undefined, 11)).toMatchObject({
      document: { text: "12345 67890" },
    });
  });
});
