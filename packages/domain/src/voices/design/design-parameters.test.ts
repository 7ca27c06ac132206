import { describe, expect, it } from "vitest";
import { describeVoice } from "./describe-voice.ts";
import {
  type DesignedVoice,
  designedVoiceFor,
  guidanceFactor,
  previewVariations,
  registerOfVariant,
  remixedVoiceFor,
} from "./design-parameters.ts";

const still = { variantIndex: 0, pitch: 1, rate: 1, pitchRange: 0 };

describe("designed voice parameters", () => {
  it("turns traits into an eSpeak-NG voice: accent language, register and texture variant, prosody", () => {
    const voice = designedVoiceFor(describeVoice("a deep, slow British man"), 1, still, "female");
    expect(voice.engine).toEqual({ engine: "espeak", engineVoiceId: "en-gb-x-rp+m1", language: "en" });
    expect(voice.prosody.pitch).toBeCloseTo(0.8, 5);
    expect(voice.prosody.rate).toBeCloseTo(0.75, 5);
    expect(designedVoiceFor(describeVoice("a whispery woman"), 1, still, "male").engine.engineVoiceId).toBe(
      "en-us+whisperf",
    );
    expect(designedVoiceFor(describeVoice("a breathy woman"), 1, still, "male").engine.engineVoiceId).toBe(
      "en-us+f5",
    );
    expect(designedVoiceFor(describeVoice("a raspy man"), 1, still, "male").engine.engineVoiceId).toBe(
      "en-us+croak",
    );
    expect(designedVoiceFor(describeVoice("an elderly woman"), 1, still, "male").engine.engineVoiceId).toBe(
      "en-us+grandma",
    );
    // Without a gender word the fallback register is used.
    expect(
      designedVoiceFor(describeVoice("a narrator voice, neutral"), 1, still, "male").engine.engineVoiceId,
    ).toBe("en-us+m1");
  });

  it("scales the words' effect with guidance_scale and clamps to what the engine renders", () => {
    expect(guidanceFactor(undefined)).toBe(1);
    expect(guidanceFactor(10)).toBe(2);
    expect(guidanceFactor(0)).toBe(0.25);
    const traits = describeVoice("a very high squeaky child");
    const weak = designedVoiceFor(traits, guidanceFactor(1), still, "female");
    const strong = designedVoiceFor(traits, guidanceFactor(10), still, "female");
    expect(weak.prosody.pitch).toBeLessThan(strong.prosody.pitch);
    expect(strong.prosody.pitch).toBe(1.66);
  });

  it("varies previews by seed, the same seed giving the same variations", () => {
    const a = previewVariations(7, 3, 4);
    expect(previewVariations(7, 3, 4)).toEqual(a);
    expect(previewVariations(8, 3, 4)).not.toEqual(a);
    expect(new Set(a.map((v) => v.variantIndex)).size).toBe(3);
    for (const v of a) {
      expect(Math.abs(v.pitch - 1)).toBeLessThanOrEqual(0.06);
      expect(Math.abs(v.rate - 1)).toBeLessThanOrEqual(0.05);
    }
  });

  it("remixes by prompt strength: nothing at 0, the words' full move at 1, voice switches from 0.5", () => {
    const start: DesignedVoice = {
      engine: { engine: "espeak", engineVoiceId: "en-us+f3", language: "en" },
      prosody: { pitch: 1.1, rate: 1, pitchRange: 0.5 },
    };
    const change = describeVoice("make it deeper and slower");
    const none = remixedVoiceFor(start, change, 0, 1, still, "female");
    expect(none).toEqual(start);
    const full = remixedVoiceFor(start, change, 1, 1, still, "female");
    expect(full.prosody.pitch).toBeCloseTo(1.1 * 0.8, 5);
    expect(full.prosody.rate).toBeCloseTo(0.75, 5);
    expect(full.engine).toEqual(start.engine);
    const half = remixedVoiceFor(start, change, 0.5, 1, still, "female");
    expect(half.prosody.pitch).toBeCloseTo(1.1 * Math.sqrt(0.8), 5);

    const male = describeVoice("make it a man with a Scottish accent");
    expect(remixedVoiceFor(start, male, 0.4, 1, still, "female").engine.engineVoiceId).toBe("en-us+f3");
    expect(remixedVoiceFor(start, male, 0.8, 1, still, "female").engine.engineVoiceId).toBe(
      "en-gb-scotland+m1",
    );

    const flite: DesignedVoice = {
      engine: { engine: "flite", engineVoiceId: "rms", language: "en" },
      prosody: { pitch: 1, rate: 1, pitchRange: 0.5 },
    };
    expect(remixedVoiceFor(flite, change, 1, 1, still, "male").engine.engine).toBe("flite");
    expect(
      remixedVoiceFor(flite, describeVoice("now whispering"), 1, 1, still, "male").engine.engineVoiceId,
    ).toBe("en-us+whisper");
  });

  it("knows each variant's register", () => {
    expect(registerOfVariant("f5")).toBe("female");
    expect(registerOfVariant("croak")).toBe("male");
    expect(registerOfVariant("klatt4")).toBeUndefined();
  });
});
