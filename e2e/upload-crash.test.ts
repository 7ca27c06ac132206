import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { type StartedChorus, startChorusProcess } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const apiKey = "sk_chorus_e2e_upload_crash_key_0123456789";

/** Staged uploads under DATA_DIR/tmp (`<process>/uploads/<request>/upload-<n>`) with some bytes in them. */
function stagedUploads(dataDir: string): string[] {
  const root = path.join(dataDir, "tmp");
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /^upload-\d+$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => fs.statSync(file).size > 0);
}

/**
 * Finding 10 of issue 15: `kill -9` during a voice-clone upload left the user's recording in the
 * system temp folder forever. Now it is staged under DATA_DIR/tmp, and the next start sweeps it.
 */
describe("a server killed in the middle of an upload", () => {
  let chorus: StartedChorus;
  beforeAll(async () => {
    chorus = await startChorusProcess({
      CHORUS_ADMIN_EMAIL: "upload-crash-owner@example.com",
      CHORUS_ADMIN_PASSWORD: "owner-password-1",
      CHORUS_ADMIN_API_KEY: apiKey,
      CHORUS_BILLING: "off",
    });
  });
  afterAll(async () => chorus?.stop());

  it("leaves the partial recording under DATA_DIR/tmp only until the next start", async () => {
    const boundary = "----chorus-crash-test";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nCrash\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="me.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
    );
    const request = http.request(`${chorus.url}/v1/voices/add`, {
      method: "POST",
      headers: {
        "xi-api-key": apiKey,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        // Announced, never all sent: the server is killed while it waits for the rest.
        "content-length": String(head.length + 8 * 1024 * 1024),
      },
    });
    request.on("error", () => {});
    request.write(head);
    request.write(Buffer.alloc(1024 * 1024, 1));
    await expect.poll(() => stagedUploads(chorus.dataDir).length).toBeGreaterThan(0);
    const [staged] = stagedUploads(chorus.dataDir);

    await chorus.crash();
    request.destroy();
    expect(fs.existsSync(staged!)).toBe(true);

    await chorus.restart();
    expect(fs.existsSync(staged!)).toBe(false);
    expect(stagedUploads(chorus.dataDir)).toEqual([]);
  });
});
