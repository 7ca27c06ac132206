import { strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { extractDocumentText } from "./extract-document-text.ts";
import { epubOf } from "./testing/document-fixtures.ts";

const read = (bytes: Uint8Array) =>
  extractDocumentText({ bytes, fileName: "book.epub", maxCharacters: 100_000 });

describe("EPUB text", () => {
  it("reads the chapters in spine order, not zip order, with the book's title", async () => {
    const book = epubOf({
      title: "Tides &amp; Lights",
      // In the zip the second chapter comes first; the spine says otherwise.
      chapters: {
        "chapter two.xhtml": "<h1>Chapter 2</h1><p>The storm came at night.</p>",
        "chapter-one.xhtml": "<nav>Contents</nav><h1>Chapter 1</h1><p>The keeper&#8217;s first day.</p>",
      },
      spine: ["chapter-one.xhtml", "chapter two.xhtml"],
    });
    expect(await read(book)).toEqual({
      document: {
        format: "epub",
        title: "Tides & Lights",
        text: "Chapter 1\n\nThe keeper’s first day.\n\nChapter 2\n\nThe storm came at night.",
      },
    });
  });

  it("refuses a book that inflates past 50 MB as unreadable (a zip bomb), before reading it all", async () => {
    const filler = new Uint8Array(51 * 1024 * 1024).fill(0x20);
    filler.set(strToU8("<p>Never read.</p>"), filler.length - 32);
    const bomb = epubOf({
      title: "Bomb",
      chapters: { "one.xhtml": "<p>Small.</p>", "two.xhtml": "<p>Also small.</p>" },
      spine: ["one.xhtml", "two.xhtml"],
      extra: { "OEBPS/text/two.xhtml": filler },
    });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await read(bomb)).toEqual({ failure: "unreadable" });
  });

  it("refuses a book of over 2,000 entries as unreadable", async () => {
    const extra = Object.fromEntries(
      Array.from({ length: 2_000 }, (_, index) => [`OEBPS/images/${index}.txt`, strToU8("x")]),
    );
    const book = epubOf({
      title: "Many",
      chapters: { "one.xhtml": "<p>One.</p>" },
      spine: ["one.xhtml"],
      extra,
    });
    expect(await read(book)).toEqual({ failure: "unreadable" });
  });

  it("refuses a book whose chapters are encrypted (DRM) as unreadable", async () => {
    const encryption = `<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container"
      xmlns:enc="http://www.w3.org/2001/04/xmlenc#"><enc:EncryptedData>
      <enc:CipherData><enc:CipherReference URI="OEBPS/text/one.xhtml"/></enc:CipherData>
    </enc:EncryptedData></encryption>`;
    const book = epubOf({
      title: "Locked",
      chapters: { "one.xhtml": "<p>One.</p>" },
      spine: ["one.xhtml"],
      extra: { "META-INF/encryption.xml": strToU8(encryption) },
    });
    expect(await read(book)).toEqual({ failure: "unreadable" });
  });

  it("refuses a book without its package document as unreadable", async () => {
    const book = epubOf({
      title: "Lost",
      chapters: { "one.xhtml": "<p>One.</p>" },
      spine: ["one.xhtml"],
      extra: { "META-INF/container.xml": strToU8("<container><rootfiles/></container>") },
    });
    expect(await read(book)).toEqual({ failure: "unreadable" });
  });
});
