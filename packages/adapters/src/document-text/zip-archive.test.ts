import { describe, expect, it } from "vitest";
import { DocumentFailure } from "./document-failure.ts";
import { zipOf } from "./testing/document-fixtures.ts";
import { ZipArchive } from "./zip-archive.ts";

const unreadable = new DocumentFailure("unreadable");
const text = (length: number, char = "a") => new TextEncoder().encode(char.repeat(length));

describe("ZipArchive", () => {
  it("lists entries and inflates them on demand", () => {
    const zip = new ZipArchive(zipOf({ mimetype: text(3, "m"), "a/b.txt": text(10_000, "b") }));
    expect(zip.names).toEqual(["mimetype", "a/b.txt"]);
    expect(zip.text("mimetype")).toBe("mmm");
    expect(zip.text("a/b.txt")).toBe("b".repeat(10_000));
    expect(zip.read("missing")).toBeUndefined();
  });

  it("bounds what all the entries read inflate to together", () => {
    const zip = new ZipArchive(zipOf({ one: text(30_000), two: text(30_000) }), {
      maxEntries: 10,
      maxInflatedBytes: 50_000,
    });
    expect(zip.read("one")?.length).toBe(30_000);
    expect(() => zip.read("two")).toThrow(unreadable);
  });

  it("bounds an entry by what it inflates to, not by the size it declares", () => {
    const bytes = zipOf({ "small.txt": text(200_000) });
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // Declare 10 bytes in the local header and the central directory.
    view.setUint32(22, 10, true);
    const central = bytes.findIndex(
      (_, at) => at + 4 <= bytes.length && view.getUint32(at, true) === 0x02014b50,
    );
    view.setUint32(central + 24, 10, true);
    const zip = new ZipArchive(bytes, { maxEntries: 10, maxInflatedBytes: 100_000 });
    expect(() => zip.read("small.txt")).toThrow(unreadable);
  });

  it("refuses too many entries, a damaged archive and a damaged entry", () => {
    const many = zipOf(Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`${index}`, text(1)])));
    expect(() => new ZipArchive(many, { maxEntries: 10, maxInflatedBytes: 1_000 })).toThrow(unreadable);
    const bytes = zipOf({ "a.txt": text(5_000, "xyz") });
    expect(() => new ZipArchive(bytes.slice(0, bytes.length - 30))).toThrow(unreadable);
    const corrupt = bytes.slice();
    corrupt.fill(0xff, 40, 60);
    expect(() => new ZipArchive(corrupt).read("a.txt")).toThrow(unreadable);
  });
});
