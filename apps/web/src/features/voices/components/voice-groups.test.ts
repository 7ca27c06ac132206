import type { Voice } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { groupVoices } from "./voice-groups.ts";

const voice = (name: string, language: string) => ({ voice_id: name, name, language }) as Voice;
const names: Record<string, string> = {
  en: "English",
  de: "German",
  ja: "Japanese",
  fr: "French",
  ar: "Arabic",
};
const nameOf = (code: string) => names[code] ?? code;
const voices = [
  voice("Anna", "de"),
  voice("Sarah", "en"),
  voice("Yuki", "ja"),
  voice("Marie", "fr"),
  voice("Omar", "ar"),
  voice("Roger", "en-GB"),
];

describe("default voice groups", () => {
  it("put the interface's language first, then English, then the rest by language name", () => {
    const groups = groupVoices(voices, "de-DE", nameOf);
    expect(groups.map((group) => [group.key, group.voices.map((item) => item.name)])).toEqual([
      ["mine", ["Anna"]],
      ["english", ["Sarah", "Roger"]],
      ["others", ["Omar", "Marie", "Yuki"]],
    ]);
  });

  it("have no group of their own for an English interface, and leave empty groups out", () => {
    const groups = groupVoices([voice("Sarah", "en"), voice("Yuki", "ja")], "en-US", nameOf);
    expect(groups.map((group) => group.key)).toEqual(["english", "others"]);
    expect(groupVoices([voice("Yuki", "ja")], "sv-SE", nameOf).map((group) => group.key)).toEqual(["others"]);
  });
});
