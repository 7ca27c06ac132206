import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { officeTranscriptDocuments } from "./index.ts";

const paragraphs = [
  { time: "00:00:00.000 - 00:00:02.500", speaker: "speaker_0", text: "Hello and welcome to the show." },
  { time: "00:00:03.000 - 00:00:05.000", speaker: "speaker_1", text: "Καλημέρα, thanks for having me & co." },
];

describe("transcript documents", () => {
  it("writes a Word document whose body holds every paragraph's time, speaker and text", async () => {
    const bytes = await officeTranscriptDocuments.write("docx", { title: "Transcript", paragraphs });
    const files = unzipSync(bytes);
    const body = new TextDecoder().decode(files["word/document.xml"]);
    for (const paragraph of paragraphs) {
      expect(body).toContain(paragraph.time);
      expect(body).toContain(`${paragraph.speaker}: `);
    }
    expect(body).toContain("Hello and welcome to the show.");
    expect(body).toContain("Καλημέρα, thanks for having me &amp; co.");
    expect(body).toContain(">Transcript<");
  });

  it("writes a PDF with its title, one page for a short transcript and more pages for a long one", async () => {
    const pages = (pdf: Uint8Array) =>
      Buffer.from(pdf)
        .toString("latin1")
        .match(/\/Type \/Page\b/g)?.length ?? 0;
    const short = await officeTranscriptDocuments.write("pdf", { title: "Transcript", paragraphs });
    const text = Buffer.from(short).toString("latin1");
    expect(text.startsWith("%PDF-")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(pages(short)).toBe(1);
    const long = await officeTranscriptDocuments.write("pdf", {
      title: "Transcript",
      paragraphs: Array.from({ length: 120 }, (_, index) => ({ text: `Paragraph ${index} of a long talk.` })),
    });
    expect(pages(long)).toBeGreaterThan(2);
  });
});
