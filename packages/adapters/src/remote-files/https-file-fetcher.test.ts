import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { isPublicAddress } from "@chorus/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpsFileFetcher, RemoteFileError } from "./https-file-fetcher.ts";

/** A local https server for `localhost` with a certificate made for the test (trusted through `ca`). */
function startServer() {
  const folder = mkdtempSync(path.join(os.tmpdir(), "chorus-https-"));
  const key = path.join(folder, "key.pem");
  const cert = path.join(folder, "cert.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"],
      ...["-addext", "subjectAltName=DNS:localhost", "-keyout", key, "-out", cert],
    ],
    { stdio: "ignore" },
  );
  const pem = { key: readFileSync(key, "utf8"), cert: readFileSync(cert, "utf8") };
  rmSync(folder, { recursive: true, force: true });
  const server = https.createServer(pem, (request, response) => {
    if (request.url === "/audio.bin") return response.end(Buffer.alloc(5000, 7));
    if (request.url === "/moved") {
      response.writeHead(302, { location: "/audio.bin" });
      return response.end();
    }
    response.writeHead(404);
    response.end("no such file");
  });
  return new Promise<{ server: https.Server; ca: string; base: string }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, ca: pem.cert, base: `https://localhost:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

async function bytesOf(body: AsyncIterable<Uint8Array>) {
  let total = 0;
  for await (const chunk of body) total += chunk.length;
  return total;
}

describe("https file fetcher (cloud_storage_url)", () => {
  let local: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    local = await startServer();
  });
  afterAll(() => local?.server.close());
  const allowAll = { allowAddress: () => true, checkUrl: () => undefined, maxBytes: 1_000_000 };

  it("streams the file when the host's addresses are allowed", async () => {
    const fetcher = httpsFileFetcher({ ca: local.ca });
    expect(await bytesOf(await fetcher.open(new URL(`${local.base}/audio.bin`), allowAll))).toBe(5000);
  });

  it("refuses a name that resolves to a loopback address before connecting", async () => {
    const fetcher = httpsFileFetcher({ ca: local.ca });
    const refused = fetcher.open(new URL(`${local.base}/audio.bin`), {
      ...allowAll,
      allowAddress: isPublicAddress,
    });
    await expect(refused).rejects.toThrow(/localhost resolves to a private or loopback address/);
  });

  it("follows a redirect only after checking its target", async () => {
    const fetcher = httpsFileFetcher({ ca: local.ca });
    const seen: string[] = [];
    const body = await fetcher.open(new URL(`${local.base}/moved`), {
      ...allowAll,
      checkUrl: (url) => void seen.push(url.pathname),
    });
    expect(await bytesOf(body)).toBe(5000);
    expect(seen).toEqual(["/audio.bin"]);
    const refused = fetcher.open(new URL(`${local.base}/moved`), {
      ...allowAll,
      checkUrl: () => {
        throw new Error("redirect refused");
      },
    });
    await expect(refused).rejects.toThrow("redirect refused");
  });

  it("fails on an error status and on a file over the byte limit", async () => {
    const fetcher = httpsFileFetcher({ ca: local.ca });
    await expect(fetcher.open(new URL(`${local.base}/missing`), allowAll)).rejects.toThrow(/answered 404/);
    await expect(fetcher.open(new URL(`${local.base}/missing`), allowAll)).rejects.toMatchObject({
      status: 404,
    });
    const tooBig = fetcher.open(new URL(`${local.base}/audio.bin`), { ...allowAll, maxBytes: 1000 });
    await expect(tooBig).rejects.toBeInstanceOf(RemoteFileError);
  });

  it("does not trust a certificate it was not given", async () => {
    await expect(httpsFileFetcher().open(new URL(`${local.base}/audio.bin`), allowAll)).rejects.toThrow(
      /certificate/,
    );
  });
});
