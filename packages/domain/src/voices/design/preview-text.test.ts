import { describe, expect, it } from "vitest";
import { previewTexts } from "../premade-voices.ts";
import { describeVoice } from "./describe-voice.ts";
import { englishPreviewTexts, previewTextFor } from "./preview-text.ts";

describe("auto-generated preview text", () => {
  it("is 70 to 150 characters in every language and mood", () => {
    for (const text of englishPreviewTexts) {
      expect(text.length).toBeGreaterThanOrEqual(70);
      expect(text.length).toBeLessThanOrEqual(150);
    }
    for (const language of Object.keys(previewTexts)) {
      const text = previewTextFor(describeVoice("a voice"), language);
      expect(text.length, language).toBeGreaterThanOrEqual(70);
      expect(text.length, language).toBeLessThanOrEqual(150);
    }
  });

  it("fits the description, deterministically", () => {
    const calm = previewTextFor(describeVoice("a calm, slow meditation guide"), "en");
    expect(calm).toBe(previewTextFor(describeVoice("a calm, slow meditation guide"), "en"));
    expect(calm).toMatch(/no hurry/);
    expect(previewTextFor(describeVoice("an energetic sports host"), "en")).toMatch(/Let's go/);
    expect(previewTextFor(describeVoice("someone whispering"), "en")).toMatch(/secret/);
    expect(previewTextFor(describeVoice("an old storyteller"), "en")).toMatch(/Long ago/);
    expect(previewTextFor(describeVoice("a French woman"), "fr")).toContain("Bienvenue");
  });
});
