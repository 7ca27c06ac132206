import { describe, expect, it } from "vitest";
import { extractDocumentText } from "./extract-document-text.ts";
import { docxOf } from "./testing/document-fixtures.ts";

describe("Word text", () => {
  it("reads a docx paragraph by paragraph, with its title property", async () => {
    const bytes = await docxOf({
      title: "Staff handbook",
      heading: "Holidays",
      paragraphs: [
        "Everyone has 25 days a year.",
        "Ask your manager two weeks ahead & note it in the calendar.",
      ],
    });
    expect(await extractDocumentText({ bytes, fileName: "handbook.bin", maxCharacters: 10_000 })).toEqual({
      document: {
        format: "docx",
        title: "Staff handbook",
        text: "Holidays\n\nEveryone has 25 days a year.\n\nAsk your manager two weeks ahead & note it in the calendar.",
      },
    });
  });

  it("refuses a docx with nothing written in it as empty", async () => {
    const bytes = await docxOf({ heading: " ", paragraphs: ["", "  "] });
    expect(await extractDocumentText({ bytes, fileName: "blank.docx", maxCharacters: 10_000 })).toEqual({
      failure: "empty",
    });
  });
});
