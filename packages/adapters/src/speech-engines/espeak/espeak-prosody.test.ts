import { describe, expect, it } from "vitest";
import { espeakProsody } from "./espeak-prosody.ts";

describe("espeakProsody", () => {
  it("is eSpeak's defaults for the neutral controls", () => {
    expect(espeakProsody({ rate: 1, pitch: 1, pitchRange: 0.5 })).toEqual({
      rate: 175,
      pitch: 50,
      range: 50,
    });
  });

  it("scales the rate, inverts the measured pitch curve and spreads the range over 0–100", () => {
    expect(espeakProsody({ rate: 1.2, pitch: 1.3, pitchRange: 1 })).toEqual({
      rate: 210,
      pitch: 76,
      range: 100,
    });
    expect(espeakProsody({ rate: 0.8, pitch: 0.841, pitchRange: 0 })).toEqual({
      rate: 140,
      pitch: 30,
      range: 0,
    });
  });

  it("clamps to what eSpeak accepts", () => {
    expect(espeakProsody({ rate: 10, pitch: 5, pitchRange: 3 })).toEqual({
      rate: 450,
      pitch: 100,
      range: 100,
    });
    expect(espeakProsody({ rate: 0.1, pitch: 0.1, pitchRange: -1 })).toEqual({
      rate: 80,
      pitch: 0,
      range: 0,
    });
  });
});
