import { describe, expect, it } from "vitest";
import type { EspeakCatalogue } from "./espeak-protocol.ts";
import { resolveEspeakVoiceName } from "./espeak-voice-selection.ts";

const catalogue: EspeakCatalogue = {
  voices: [
    { id: "en-us", name: "English (America)", identifier: "gmw/en-US", languages: ["en-us", "en"] },
    { id: "en", name: "English (Great Britain)", identifier: "gmw/en", languages: ["en-gb", "en"] },
    { id: "de", name: "German", identifier: "gmw/de", languages: ["de"] },
    { id: "cmn", name: "Chinese (Mandarin)", identifier: "sit/cmn", languages: ["cmn", "zh-cmn", "zh"] },
  ],
  variants: ["f3", "m2", "klatt4", "Alex"],
};
const resolve = (engineVoiceId: string, language?: string) =>
  resolveEspeakVoiceName({ engine: "espeak", engineVoiceId, language }, catalogue);

describe("resolveEspeakVoiceName", () => {
  it("accepts language[+variant] with the variant's own spelling", () => {
    expect(resolve("en-us+f3")).toBe("en-us+f3");
    expect(resolve("de")).toBe("de");
    expect(resolve("EN-US+alex")).toBe("en-us+Alex");
  });

  it("refuses voices and variants this build does not have", () => {
    expect(() => resolve("xx")).toThrow(/Unknown eSpeak-NG voice "xx"/);
    expect(() => resolve("en-us+nope")).toThrow(/Unknown eSpeak-NG variant "nope"/);
    expect(() => resolve("en-us+f3 <x>")).toThrow(/Unknown eSpeak-NG voice/);
  });

  it("switches to the text's language and keeps the variant, unless the voice already speaks it", () => {
    expect(resolve("en-us+f3", "de")).toBe("de+f3");
    expect(resolve("en-us+f3", "en-GB")).toBe("en-us+f3");
    expect(resolve("en-us", "zh")).toBe("cmn");
    expect(resolve("cmn", "zh")).toBe("cmn");
    expect(resolve("en-us+m2", "tlh")).toBe("en-us+m2");
  });
});
