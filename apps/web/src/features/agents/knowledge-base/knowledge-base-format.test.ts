import { describe, expect, it } from "vitest";
import {
  contentPreview,
  fileProblem,
  formatDocumentSize,
  indexFor,
  isIndexing,
  maxFileMegabytes,
  snippetRuns,
} from "./knowledge-base-format.ts";

describe("snippetRuns", () => {
  it("joins neighbouring pieces of the same kind, so a hit cut in two reads as one phrase", () => {
    expect(
      snippetRuns([
        { value: "Our ", is_hit: false },
        { value: "sourdough", is_hit: true },
        { value: " ", is_hit: true },
        { value: "is", is_hit: true },
        { value: " fermented for ", is_hit: false },
        { value: "thirty-six", is_hit: false },
      ]),
    ).toEqual([
      { value: "Our ", is_hit: false },
      { value: "sourdough is", is_hit: true },
      { value: " fermented for thirty-six", is_hit: false },
    ]);
  });

  it("drops empty pieces, folds whitespace and line breaks, and trims the snippet's ends", () => {
    expect(
      snippetRuns([
        { value: "\n  Gift cards ", is_hit: false },
        { value: "", is_hit: true },
        { value: "never\n\nexpire", is_hit: true },
        { value: ".  \n", is_hit: false },
      ]),
    ).toEqual([
      { value: "Gift cards ", is_hit: false },
      { value: "never expire", is_hit: true },
      { value: ".", is_hit: false },
    ]);
  });

  it("keeps a snippet that is only hits, and answers nothing for nothing", () => {
    expect(snippetRuns([{ value: " cardamom ", is_hit: true }])).toEqual([
      { value: " cardamom ", is_hit: true },
    ]);
    expect(snippetRuns([])).toEqual([]);
    expect(snippetRuns([{ value: "   ", is_hit: false }])).toEqual([]);
  });
});

describe("formatDocumentSize", () => {
  it("uses bytes (by their full name), kilobytes and megabytes, with one decimal under ten", () => {
    expect(formatDocumentSize(820, "en-US")).toBe("820 bytes");
    expect(formatDocumentSize(1536, "en-US")).toBe("1.5 kB");
    expect(formatDocumentSize(12 * 1024 + 300, "en-US")).toBe("12 kB");
    expect(formatDocumentSize(3.4 * 1024 * 1024, "en-US")).toBe("3.4 MB");
    expect(formatDocumentSize(0, "en-US")).toBe("0 bytes");
    expect(formatDocumentSize(1, "en-US")).toBe("1 byte");
  });

  it("writes the number in the interface language", () => {
    expect(formatDocumentSize(1536, "de-DE")).toBe("1,5 kB");
  });
});

describe("fileProblem", () => {
  it("refuses files over 21 MB and empty ones, and leaves the type to the server", () => {
    expect(maxFileMegabytes).toBe(21);
    expect(fileProblem({ size: 21 * 1024 * 1024 })).toBeNull();
    expect(fileProblem({ size: 21 * 1024 * 1024 + 1 })).toBe("tooLarge");
    expect(fileProblem({ size: 0 })).toBe("empty");
    expect(fileProblem({ size: 10 })).toBeNull();
  });
});

describe("retrieval index helpers", () => {
  it("polls while an index is created or processing, and stops at every end state", () => {
    expect(isIndexing("created")).toBe(true);
    expect(isIndexing("processing")).toBe(true);
    for (const done of ["succeeded", "failed", "rag_limit_exceeded", "document_too_small"] as const)
      expect(isIndexing(done)).toBe(false);
  });

  it("picks the index of the asked model, else the first one", () => {
    const indexes = [{ model: "e5_mistral_7b_instruct" }, { model: "multilingual_e5_large_instruct" }];
    expect(indexFor(indexes, "multilingual_e5_large_instruct")).toBe(indexes[1]);
    expect(indexFor(indexes)).toBe(indexes[0]);
    expect(indexFor([], "e5_mistral_7b_instruct")).toBeUndefined();
  });
});

describe("contentPreview", () => {
  it("shows short texts whole and cuts long ones, saying so", () => {
    expect(contentPreview("short", 10)).toEqual({ text: "short", truncated: false });
    expect(contentPreview("0123456789abc", 10)).toEqual({ text: "0123456789", truncated: true });
  });
});
