// Real documents built in tests: PDF (pdfkit), Word (docx) and EPUB (zipped by hand, as a book is).
import zlib from "node:zlib";
import { Document, HeadingLevel, Packer, Paragraph } from "docx";
import { strToU8, Zip, type ZipInputFile } from "fflate";
import PDFDocument from "pdfkit";

/** A Letter-size PDF: each page's paragraphs in Helvetica 12 with a blank line between them. */
export function pdfOf(
  pages: readonly (readonly string[])[],
  options: { title?: string } = {},
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      autoFirstPage: false,
      info: options.title ? { Title: options.title } : {},
    });
    const chunks: Buffer[] = [];
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on("error", reject);
    for (const paragraphs of pages) {
      pdf.addPage();
      for (const paragraph of paragraphs) pdf.font("Helvetica").fontSize(12).text(paragraph).moveDown();
    }
    pdf.end();
  });
}

/** A Word document: a heading, then one paragraph each. */
export async function docxOf(document: { title?: string; heading: string; paragraphs: readonly string[] }) {
  const doc = new Document({
    ...(document.title ? { title: document.title } : {}),
    sections: [
      {
        children: [
          new Paragraph({ text: document.heading, heading: HeadingLevel.HEADING_1 }),
          ...document.paragraphs.map((text) => new Paragraph({ text })),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/**
 * An EPUB 3 book whose chapters sit in the zip in the order given but are read in `spine` order (by
 * file name). `extra` adds entries, or replaces them (a chapter's own bytes).
 */
export function epubOf(book: {
  title: string;
  chapters: Record<string, string>;
  spine: readonly string[];
  extra?: Record<string, Uint8Array>;
}): Uint8Array {
  const manifest = Object.keys(book.chapters)
    .map(
      (name, index) =>
        `<item id="c${index}" href="text/${encodeURI(name)}" media-type="application/xhtml+xml"/>`,
    )
    .join("\n    ");
  const ids = Object.keys(book.chapters);
  const spine = book.spine.map((name) => `<itemref idref="c${ids.indexOf(name)}"/>`).join("\n    ");
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="id">urn:uuid:0b8c5e0e-1d1e-4d5e-9e3a-000000000000</dc:identifier>
    <dc:title>${book.title}</dc:title>
    <dc:language>en</dc:language>
  </metadata>
  <manifest>
    ${manifest}
  </manifest>
  <spine>
    ${spine}
  </spine>
</package>`;
  const container = `<?xml version="1.0"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>`;
  const files: Record<string, Uint8Array> = {
    mimetype: strToU8("application/epub+zip"),
    "META-INF/container.xml": strToU8(container),
    "OEBPS/content.opf": strToU8(opf),
  };
  for (const [name, body] of Object.entries(book.chapters))
    files[`OEBPS/text/${name}`] = strToU8(xhtml(name, body));
  return zipOf({ ...files, ...book.extra });
}

/**
 * A zip of these entries, the `mimetype` stored and the others deflated by zlib (fast enough to pack
 * a bomb of tens of megabytes in a test).
 */
export function zipOf(files: Record<string, Uint8Array>): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const [filename, data] of Object.entries(files)) {
    const stored = filename === "mimetype";
    const file: ZipInputFile = {
      filename,
      size: data.length,
      crc: zlib.crc32(data),
      compression: stored ? 0 : 8,
    };
    zip.add(file);
    file.ondata?.(null, stored ? new Uint8Array(data) : zlib.deflateRawSync(data, { level: 9 }), true);
  }
  zip.end();
  return Buffer.concat(chunks);
}

function xhtml(title: string, body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml"><head><title>${title}</title></head><body>${body}</body></html>`;
}
