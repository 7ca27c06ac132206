import type { TranscriptParagraph } from "@chorus/domain";
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";

/** A Word document: the title as a heading, then one paragraph per segment (time in grey, speaker in bold). */
export async function docxTranscript(document: {
  title: string;
  paragraphs: readonly TranscriptParagraph[];
}): Promise<Uint8Array> {
  const doc = new Document({
    title: document.title,
    creator: "Chorus",
    sections: [
      {
        children: [
          new Paragraph({ text: document.title, heading: HeadingLevel.HEADING_1 }),
          ...document.paragraphs.map(
            (paragraph) =>
              new Paragraph({
                spacing: { after: 160 },
                children: [
                  ...(paragraph.time ? [new TextRun({ text: `${paragraph.time}  `, color: "777777" })] : []),
                  ...(paragraph.speaker ? [new TextRun({ text: `${paragraph.speaker}: `, bold: true })] : []),
                  new TextRun(paragraph.text),
                ],
              }),
          ),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
