import { describe, expect, it } from "vitest";
import { describeVoice } from "./describe-voice.ts";

describe("describeVoice (the description rule table)", () => {
  it("reads gender words, the first one mentioned winning", () => {
    expect(describeVoice("A warm woman with a soft voice").gender).toBe("female");
    expect(describeVoice("an old guy telling stories").gender).toBe("male");
    expect(describeVoice("a girl who sounds like her father").gender).toBe("female");
    expect(describeVoice("A narrator for audiobooks, neutral").gender).toBeUndefined();
    // "woman" is one word, not "man".
    expect(describeVoice("A confident businesswoman? no: a woman").gender).toBe("female");
  });

  it("moves pitch and rate with age: children and the young higher and faster, the old lower, slower, livelier", () => {
    const child = describeVoice("a small child reading a poem");
    const young = describeVoice("a young man reading the news");
    const old = describeVoice("an elderly man reading the news");
    expect(child.age).toBe("child");
    expect(child.pitch).toBeGreaterThan(young.pitch);
    expect(young.pitch).toBeGreaterThan(1);
    expect(young.rate).toBeGreaterThan(1);
    expect(old.age).toBe("old");
    expect(old.pitch).toBeLessThan(1);
    expect(old.rate).toBeLessThan(1);
    expect(old.pitchRange).toBeGreaterThan(0);
  });

  it("reads pitch words, pace words and intonation words", () => {
    expect(describeVoice("a deep bass voice").pitch).toBeLessThan(0.85);
    expect(describeVoice("a high, squeaky cartoon mouse").pitch).toBeGreaterThan(1.2);
    expect(describeVoice("speaks fast and energetic").rate).toBeGreaterThan(1.4);
    expect(describeVoice("a slow and calm meditation guide").rate).toBeLessThan(0.7);
    expect(describeVoice("a flat monotone robot voice").pitchRange).toBeLessThan(-0.3);
    expect(describeVoice("an expressive, dramatic actor").pitchRange).toBeGreaterThan(0.25);
    // Comparatives, for remixes.
    const change = describeVoice("make it deeper and slower");
    expect(change.pitch).toBeLessThan(1);
    expect(change.rate).toBeLessThan(1);
  });

  it("reads textures", () => {
    expect(describeVoice("a breathy, intimate voice").texture).toBe("breathy");
    expect(describeVoice("someone whispering a secret").texture).toBe("whisper");
    expect(describeVoice("a gravelly old pirate").texture).toBe("raspy");
    expect(describeVoice("a croaky voice").texture).toBe("raspy");
    expect(describeVoice("a clear voice").texture).toBeUndefined();
  });

  it("maps accents and languages to a premade voice's eSpeak-NG language", () => {
    expect(describeVoice("a British gentleman with a refined voice").accent).toEqual({
      name: "british",
      language: "en",
      espeakLanguage: "en-gb-x-rp",
    });
    expect(describeVoice("a Scottish lass telling a joke").accent?.espeakLanguage).toBe("en-gb-scotland");
    expect(describeVoice("an American news anchor").accent?.espeakLanguage).toBe("en-us");
    expect(describeVoice("a man with a New York accent").accent?.espeakLanguage).toBe("en-us-nyc");
    expect(describeVoice("an Indian teacher, patient").accent).toMatchObject({
      language: "hi",
      espeakLanguage: "hi",
    });
    expect(describeVoice("a French woman in a café").accent).toMatchObject({
      language: "fr",
      espeakLanguage: "fr",
    });
    expect(describeVoice("a German engineer explaining").accent).toMatchObject({
      language: "de",
      espeakLanguage: "de",
    });
    expect(describeVoice("a Spanish guitarist, warm").accent).toMatchObject({
      language: "es",
      espeakLanguage: "es",
    });
    expect(describeVoice("a Brazilian singer").accent).toMatchObject({
      language: "pt",
      espeakLanguage: "pt-br",
    });
    expect(describeVoice("a plain narrator voice").accent).toBeUndefined();
  });

  it("lists what it matched and counts one rule once", () => {
    const traits = describeVoice("A slow, measured, deep voice of an old British man");
    expect(traits.matched).toEqual(
      expect.arrayContaining(["slow", "measured", "deep", "old", "british", "man"]),
    );
    // slow and measured are one rule: ×0.75, then old ×0.85.
    expect(traits.rate).toBeCloseTo(0.75 * 0.85, 5);
  });
});
