import { DocumentFailure } from "./document-failure.ts";
import { readHtml } from "./read-html.ts";
import { xmlElements } from "./xml-elements.ts";
import type { ZipArchive } from "./zip-archive.ts";

export interface EpubText {
  text: string;
  title?: string;
}

const chapterTypes = new Set(["application/xhtml+xml", "text/html"]);

/**
 * The text of an EPUB book: `META-INF/container.xml` names the package document (OPF), whose spine
 * gives the reading order of its XHTML chapters; each is read like an HTML page, chapters as
 * paragraphs in spine order. The title is the package's `dc:title`. A book whose chapters are
 * encrypted (DRM) is unreadable. Reading stops once the text is longer than `maxCharacters` (the
 * caller refuses it then).
 */
export function readEpub(zip: ZipArchive, maxCharacters: number): EpubText {
  const container = zip.text("META-INF/container.xml");
  const packagePath = container
    ? xmlElements(container).find((element) => element.name === "rootfile")?.attributes["full-path"]
    : undefined;
  const opf = packagePath ? zip.text(packagePath) : undefined;
  if (!packagePath || !opf) throw new DocumentFailure("unreadable");
  const elements = xmlElements(opf);
  const manifest = new Map<string, { href: string; type: string }>();
  for (const element of elements)
    if (element.name === "item" && element.attributes.id && element.attributes.href)
      manifest.set(element.attributes.id, {
        href: element.attributes.href,
        type: element.attributes["media-type"] ?? "",
      });
  const encrypted = encryptedEntries(zip);
  const chapters: string[] = [];
  let length = 0;
  for (const element of elements) {
    if (element.name !== "itemref") continue;
    const item = manifest.get(element.attributes.idref ?? "");
    if (!item || !chapterTypes.has(item.type)) continue;
    const path = entryPath(packagePath, item.href);
    // A chapter under DRM is ciphertext: nothing of the book can be read.
    if (encrypted.has(path)) throw new DocumentFailure("unreadable");
    const xhtml = zip.text(path);
    if (xhtml === undefined) continue;
    const { text } = readHtml(xhtml);
    if (!text) continue;
    chapters.push(text);
    length += text.length + 2;
    if (length > maxCharacters) break;
  }
  const title = elements
    .find((element) => element.name === "title")
    ?.text.replace(/\s+/g, " ")
    .trim();
  return { text: chapters.join("\n\n"), ...(title ? { title } : {}) };
}

/** Entries `META-INF/encryption.xml` lists as encrypted (fonts are often obfuscated; chapters under DRM). */
function encryptedEntries(zip: ZipArchive): Set<string> {
  const encryption = zip.text("META-INF/encryption.xml");
  if (!encryption) return new Set();
  return new Set(
    xmlElements(encryption)
      .filter((element) => element.name === "CipherReference" && element.attributes.URI)
      .map((element) => entryPath("", element.attributes.URI ?? "")),
  );
}

/** A manifest `href` (relative to the package document, percent-encoded) as a zip entry name. */
function entryPath(packagePath: string, href: string): string {
  try {
    const url = new URL(href, new URL(packagePath, "epub:/"));
    return decodeURIComponent(url.pathname).replace(/^\/+/, "");
  } catch {
    return href;
  }
}
