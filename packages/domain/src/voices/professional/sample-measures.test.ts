import { describe, expect, it } from "vitest";
import { judgeLoudness, visualWaveform } from "./sample-measures.ts";

describe("sample measures", () => {
  it("draws the waveform as peak levels of equal slices", () => {
    const samples = Int16Array.from({ length: 1000 }, (_, i) => (i < 500 ? 16384 : -8192));
    const bars = visualWaveform(samples, 4);
    expect(bars).toEqual([0.5, 0.5, 0.25, 0.25]);
    expect(visualWaveform(new Int16Array(0))).toEqual([]);
  });

  it("judges levels against -23 to -18 dB RMS and a -3 dB true peak", () => {
    expect(judgeLoudness({ rmsDbfs: -20, truePeakDbfs: -6 }).verdicts).toEqual(["ok"]);
    expect(judgeLoudness({ rmsDbfs: -30, truePeakDbfs: -10 }).verdicts).toEqual(["too_quiet"]);
    expect(judgeLoudness({ rmsDbfs: -15, truePeakDbfs: -1 }).verdicts).toEqual([
      "too_loud",
      "peaks_too_high",
    ]);
  });
});
