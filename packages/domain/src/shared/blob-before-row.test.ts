import { describe, expect, it } from "vitest";
import type { BlobStorage } from "../ports/services.ts";
import { putBlobBeforeRow } from "./blob-before-row.ts";

/** Blob storage in a Map, recording the order of what happened. */
function memoryBlobs(events: string[], options: { failDelete?: boolean } = {}) {
  const files = new Map<string, Uint8Array>();
  const blobs: BlobStorage = {
    put: async (key, data) => {
      events.push(`put ${key}`);
      files.set(key, data as Uint8Array);
      return { size: (data as Uint8Array).length };
    },
    get: async () => undefined,
    exists: async (key) => files.has(key),
    delete: async (key) => {
      events.push(`delete ${key}`);
      if (options.failDelete) throw new Error("storage down");
      files.delete(key);
    },
  };
  return { blobs, files };
}

describe("putBlobBeforeRow", () => {
  it("stores the file, then the row, and keeps both", async () => {
    const events: string[] = [];
    const { blobs, files } = memoryBlobs(events);
    const row = await putBlobBeforeRow(blobs, "a/1.mp3", new Uint8Array([1, 2]), async () => {
      events.push("insert");
      return { id: "1" };
    });
    expect(row).toEqual({ id: "1" });
    expect(events).toEqual(["put a/1.mp3", "insert"]);
    expect(files.has("a/1.mp3")).toBe(true);
  });

  it("removes the file when the row cannot be written, and rethrows the insert's error", async () => {
    const events: string[] = [];
    const { blobs, files } = memoryBlobs(events);
    const failure = new Error("unique violation");
    await expect(
      putBlobBeforeRow(blobs, "a/2.mp3", new Uint8Array([3]), async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(events).toEqual(["put a/2.mp3", "delete a/2.mp3"]);
    expect(files.has("a/2.mp3")).toBe(false);
  });

  it("still reports the insert's error when removing the file fails too", async () => {
    const { blobs } = memoryBlobs([], { failDelete: true });
    const failure = new Error("unique violation");
    await expect(
      putBlobBeforeRow(blobs, "a/3.mp3", new Uint8Array([4]), async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
  });
});
