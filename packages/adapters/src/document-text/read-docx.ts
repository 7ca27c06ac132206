import { zipSync } from "fflate";
import { tidyText } from "./tidy-text.ts";
import { xmlElements } from "./xml-elements.ts";
import type { ZipArchive } from "./zip-archive.ts";

/** Parts mammoth never reads for text: pictures, embedded objects, fonts. */
const binaryPart = /^word\/(?:media|embeddings|fonts)\//;

export interface DocxText {
  text: string;
  title?: string;
}

/**
 * The text of a Word document, paragraph by paragraph (mammoth's raw text), and its title property.
 * mammoth reads a zip itself; it gets the parts this archive inflated within its bounds, stored again
 * uncompressed, so what it reads is exactly what was bounded.
 */
export async function readDocx(zip: ZipArchive): Promise<DocxText> {
  const parts: Record<string, Uint8Array> = {};
  for (const name of zip.names) {
    if (name.endsWith("/") || binaryPart.test(name)) continue;
    parts[name] = zip.read(name)!;
  }
  const stored = zipSync(parts, { level: 0 });
  const { default: mammoth } = await import("mammoth");
  const { value } = await mammoth.extractRawText({
    buffer: Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength),
  });
  const core = zip.text("docProps/core.xml");
  const title =
    core &&
    xmlElements(core)
      .find((element) => element.name === "title")
      ?.text.trim();
  return { text: tidyText(value), ...(title ? { title } : {}) };
}
