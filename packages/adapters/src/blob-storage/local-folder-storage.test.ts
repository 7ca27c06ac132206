import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localFolderStorage } from "./local-folder-storage.ts";

async function readAll(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe("localFolderStorage", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "chorus-blobs-"));
  const storage = localFolderStorage(root);

  it("writes, reads, checks and deletes a blob", async () => {
    await storage.put("audio/a.bin", new Uint8Array([1, 2, 3]));
    expect(await storage.exists("audio/a.bin")).toBe(true);
    expect([...(await readAll((await storage.get("audio/a.bin"))!))]).toEqual([1, 2, 3]);
    await storage.delete("audio/a.bin");
    expect(await storage.exists("audio/a.bin")).toBe(false);
    expect(await storage.get("audio/a.bin")).toBeUndefined();
  });

  it("leaves neither a partial file nor the old key replaced when the source fails mid-write", async () => {
    await storage.put("audio/b.bin", new Uint8Array([9]));
    async function* failing() {
      yield new Uint8Array([1, 2]);
      throw new Error("source broke");
    }
    await expect(storage.put("audio/b.bin", failing())).rejects.toThrow("source broke");
    expect([...(await readAll((await storage.get("audio/b.bin"))!))]).toEqual([9]);
    expect(fs.readdirSync(path.join(root, "audio")).filter((f) => f.includes("partial"))).toEqual([]);
  });

  it("refuses keys that escape the root", async () => {
    await expect(storage.put("../outside", new Uint8Array([1]))).rejects.toThrow(/Invalid blob key/);
    await expect(storage.put("/etc/passwd", new Uint8Array([1]))).rejects.toThrow(/Invalid blob key/);
  });
});
