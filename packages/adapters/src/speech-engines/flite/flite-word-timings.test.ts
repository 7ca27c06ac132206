import { dictionary } from "cmu-pronouncing-dictionary";
import { describe, expect, it } from "vitest";
import { expectedPhones, fliteWordTimings, parsePhoneDurations } from "./flite-word-timings.ts";

const pronounce = (word: string) => dictionary[word]?.split(" ");

// `-psdur` output recorded from Flite slt for these texts.
const recorded = {
  "Hello world, it is 42 degrees.":
    "pau:0.164 hh:0.255 ax:0.304 l:0.412 ow:0.548 w:0.663 er:0.789 l:0.971 d:1.025 pau:1.145 ih:1.202 t:1.243 ih:1.297 z:1.380 f:1.480 ao:1.592 r:1.674 t:1.718 iy:1.843 t:1.938 uw:2.103 d:2.171 ih:2.217 g:2.331 r:2.411 iy:2.604 z:2.742 pau:2.876",
  "Dr. Smith paid $5.50 for the zorblax.":
    "pau:0.193 d:0.218 aa:0.401 k:0.464 t:0.514 er:0.599 s:0.729 m:0.797 ih:0.890 th:1.000 p:1.089 ey:1.189 d:1.237 f:1.325 ay:1.456 v:1.509 d:1.573 aa:1.668 l:1.839 er:1.868 z:1.917 f:2.040 ih:2.104 f:2.179 t:2.227 iy:2.343 s:2.463 eh:2.533 n:2.606 t:2.650 s:2.725 f:2.810 ao:2.828 r:2.871 dh:2.916 ax:2.963 z:3.055 ao:3.155 r:3.239 b:3.302 l:3.416 ae:3.527 k:3.591 s:3.701 pau:3.785",
  "Well-known facts, e.g. 3rd place.":
    "pau:0.224 w:0.269 eh:0.329 l:0.471 n:0.550 ow:0.728 n:0.770 f:0.893 ae:0.977 k:1.055 t:1.099 s:1.192 pau:1.289 iy:1.462 jh:1.591 iy:1.743 pau:1.900 th:1.988 er:2.090 d:2.113 p:2.199 l:2.284 ey:2.528 s:2.763 pau:2.863",
};

function words(text: keyof typeof recorded, audioMs = 5000) {
  return fliteWordTimings(text, parsePhoneDurations(recorded[text]), audioMs, pronounce).map((w) => [
    text.slice(w.charStart, w.charEnd),
    Math.round(w.startMs),
    Math.round(w.endMs),
  ]);
}

describe("fliteWordTimings", () => {
  it("gives each word its phones, numbers read as English and pauses left out", () => {
    expect(words("Hello world, it is 42 degrees.")).toEqual([
      ["Hello", 164, 548],
      ["world", 548, 1025],
      ["it", 1145, 1243],
      ["is", 1243, 1380],
      ["42", 1380, 2103],
      ["degrees", 2103, 2742],
    ]);
  });

  it("keeps words Flite reads differently from the dictionary (Dr., $5.50, unknown words) in place", () => {
    expect(words("Dr. Smith paid $5.50 for the zorblax.")).toEqual([
      ["Dr", 193, 599],
      ["Smith", 599, 1000],
      ["paid", 1000, 1237],
      ["5.50", 1237, 2725],
      ["for", 2725, 2871],
      ["the", 2871, 2963],
      ["zorblax", 2963, 3701],
    ]);
  });

  it("handles hyphenated words, abbreviations and ordinals", () => {
    expect(words("Well-known facts, e.g. 3rd place.")).toEqual([
      ["Well-known", 224, 770],
      ["facts", 770, 1192],
      ["e.g", 1289, 1743],
      ["3rd", 1900, 2113],
      ["place", 2113, 2763],
    ]);
  });

  it("clamps to the audio, since diphone voices report a last pause beyond it", () => {
    const timings = fliteWordTimings(
      "Hello.",
      parsePhoneDurations("pau:0.22 hh:0.295 ax:0.342 l:0.437 ow:0.696 pau:0.916"),
      650,
      pronounce,
    );
    expect(timings).toEqual([{ charStart: 0, charEnd: 5, startMs: 220, endMs: 650 }]);
  });

  it("estimates unknown words from their letters", () => {
    expect(expectedPhones("zorblax", pronounce)).toEqual(["*", "*", "*", "*", "*", "*"]);
    expect(expectedPhones("42", pronounce)).toEqual(["f", "ao", "r", "t", "iy", "t", "uw"]);
    expect(expectedPhones("Naïve", pronounce)).toEqual(
      pronounce("naive")!.map((p) => p.replace(/\d/, "").toLowerCase()),
    );
  });
});
