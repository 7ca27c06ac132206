import { describe, expect, it } from "vitest";
import { stripAudioTags } from "./strip-audio-tags.ts";

describe("stripAudioTags", () => {
  it("removes eleven_v3 audio tags and the space before them", () => {
    expect(stripAudioTags("[laughs] Hello there.")).toBe("Hello there.");
    expect(stripAudioTags("Wait [sighs], no.")).toBe("Wait, no.");
    expect(stripAudioTags("Hello [pause] world [whispers]")).toBe("Hello world");
    expect(stripAudioTags("[strong French accent] Bonjour [excited]!")).toBe("Bonjour!");
    expect(stripAudioTags("It's [half-laughing] fine, [clears throat] really")).toBe("It's fine, really");
  });

  it("keeps bracketed numbers and symbols, which are not tags", () => {
    expect(stripAudioTags("See note [1] and [sic?].")).toBe("See note [1] and [sic?].");
    expect(stripAudioTags("An empty [] pair")).toBe("An empty [] pair");
  });

  it("keeps line breaks but drops lines that held only tags", () => {
    expect(stripAudioTags("First line.\n[laughs]\nSecond line.")).toBe("First line.\nSecond line.");
    expect(stripAudioTags("One.\n\nTwo.")).toBe("One.\n\nTwo.");
    expect(stripAudioTags("[laughs] [sighs]")).toBe("");
  });

  it("works for letters of any script", () => {
    expect(stripAudioTags("[flüstert] Grüß dich")).toBe("Grüß dich");
    expect(stripAudioTags("[смеётся] Привет")).toBe("Привет");
  });
});
