import { describe, expect, it } from "vitest";
import { findTranscriptionLanguage, transcriptionSourceLanguages } from "./transcription-languages.ts";

describe("transcription source languages (spec 001 §3)", () => {
  it("starts with auto meaning Detect, then about 55 languages including Maori and Tagalog", () => {
    expect(transcriptionSourceLanguages[0]).toEqual({ key: "auto", name: "Detect" });
    const languages = transcriptionSourceLanguages.slice(1);
    expect(languages.length).toBeGreaterThanOrEqual(50);
    expect(languages.length).toBeLessThanOrEqual(60);
    expect(languages.map((l) => l.name)).toEqual(expect.arrayContaining(["Maori", "Tagalog"]));
    expect(new Set(transcriptionSourceLanguages.map((l) => l.key)).size).toBe(
      transcriptionSourceLanguages.length,
    );
  });

  it("finds a language by ISO 639-1, ISO 639-3, region variant or English name", () => {
    for (const code of ["mi", "mri", "mi-NZ", "maori"])
      expect(findTranscriptionLanguage(code)?.name).toBe("Maori");
    expect(findTranscriptionLanguage("xx")).toBeUndefined();
  });
});
