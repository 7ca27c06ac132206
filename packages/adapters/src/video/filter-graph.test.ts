import { describe, expect, it } from "vitest";
import { ffmpegColor, filterValue } from "./filter-graph.ts";

describe("filterValue", () => {
  it("leaves plain values alone", () => {
    expect(filterValue("line-0.txt")).toBe("line-0.txt");
    expect(filterValue("/usr/share/fonts/DejaVuSans.ttf")).toBe("/usr/share/fonts/DejaVuSans.ttf");
  });

  it("escapes for the option parser, then for the graph parser", () => {
    // ":" becomes "\:" for the option parser, then "\\:" for the graph parser (which escapes the backslash).
    expect(filterValue("C:/fonts")).toBe("C\\\\:/fonts");
    expect(filterValue("a,b;c[d]")).toBe("a\\,b\\;c\\[d\\]");
    expect(filterValue("it's")).toBe("it\\\\\\'s");
  });
});

describe("ffmpegColor", () => {
  it("turns #rrggbb into ffmpeg's form, with an optional opacity", () => {
    expect(ffmpegColor("#0f172a")).toBe("0x0f172a");
    expect(ffmpegColor("#38BDF8", 0.3)).toBe("0x38BDF8@0.3");
  });

  it("refuses anything else", () => {
    expect(() => ffmpegColor("red")).toThrow();
    expect(() => ffmpegColor("#fff")).toThrow();
  });
});
