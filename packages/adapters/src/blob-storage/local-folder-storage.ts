import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { BlobStorage } from "@chorus/domain";

/**
 * Blobs as files under a root folder. A write goes to a temporary file in the same folder and is
 * renamed into place only once complete (rename is atomic on one filesystem), so a crash never
 * leaves a half-written file under a key the database points to.
 */
export function localFolderStorage(root: string): BlobStorage {
  const resolve = (key: string) => {
    if (!/^[\w][\w./-]*$/.test(key) || key.includes("..")) throw new Error(`Invalid blob key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const target = resolve(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomBytes(6).toString("hex")}.partial`;
      try {
        const source = data instanceof Uint8Array ? Readable.from([data]) : Readable.from(data);
        await pipeline(source, fs.createWriteStream(temp, { flags: "wx" }));
        const handle = await fs.promises.open(temp, "r");
        await handle.sync();
        await handle.close();
        await fs.promises.rename(temp, target);
      } catch (error) {
        await fs.promises.rm(temp, { force: true });
        throw error;
      }
      return { size: (await fs.promises.stat(target)).size };
    },
    async get(key) {
      const target = resolve(key);
      if (!fs.existsSync(target)) return undefined;
      return fs.createReadStream(target);
    },
    async exists(key) {
      return fs.existsSync(resolve(key));
    },
    async delete(key) {
      await fs.promises.rm(resolve(key), { force: true });
    },
  };
}
