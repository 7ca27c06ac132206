import type { TranscriptParagraph } from "@chorus/domain";
import PDFDocument from "pdfkit";
import { pdfFonts as fonts } from "../pdf/unicode-fonts.ts";

/** An A4 PDF: the title, then one paragraph per segment (time in grey, speaker in bold). */
export function pdfTranscript(document: {
  title: string;
  paragraphs: readonly TranscriptParagraph[];
}): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: "A4",
      margin: 56,
      info: { Title: document.title, Creator: "Chorus" },
    });
    const chunks: Buffer[] = [];
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on("error", reject);
    pdf.font(fonts.bold).fontSize(18).text(document.title).moveDown();
    for (const paragraph of document.paragraphs) {
      pdf.fontSize(11);
      if (paragraph.time)
        pdf.font(fonts.regular).fillColor("#777777").text(`${paragraph.time}  `, { continued: true });
      if (paragraph.speaker)
        pdf.font(fonts.bold).fillColor("#000000").text(`${paragraph.speaker}: `, { continued: true });
      pdf.font(fonts.regular).fillColor("#000000").text(paragraph.text).moveDown(0.6);
    }
    pdf.end();
  });
}
