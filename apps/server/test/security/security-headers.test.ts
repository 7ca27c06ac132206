import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** A built web app in miniature: the page and one hashed asset, as `vite build` lays them out. */
function writeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "chorus-web-dist-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, "assets", "index-abc.js"), "console.log('chorus');\n");
  return dir;
}

/** A CSP header as directive name → sources. */
function cspOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers["content-security-policy"] ?? "");
  return new Map(
    header
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** What every page and answer carries: no framing, no sniffing, no referrer, no HSTS over http. */
function expectBaseHeaders(response: LightMyRequestResponse) {
  expect(response.headers["x-frame-options"]).toBe("DENY");
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(response.headers["referrer-policy"]).toBe("no-referrer");
  expect(cspOf(response).get("frame-ancestors")).toEqual(["'none'"]);
  expect(response.headers["strict-transport-security"]).toBeUndefined();
}

/** The web app's policy: scripts and styles from this origin only, audio from blob:/data:, the WebSockets. */
function expectWebAppPolicy(response: LightMyRequestResponse) {
  expectBaseHeaders(response);
  const csp = cspOf(response);
  expect(csp.get("default-src")).toEqual(["'self'"]);
  expect(csp.get("script-src")).toEqual(["'self'"]);
  expect(csp.get("script-src-attr")).toEqual(["'none'"]);
  expect(csp.get("style-src")).toEqual(["'self'"]);
  expect(csp.get("media-src")).toEqual(expect.arrayContaining(["'self'", "blob:", "data:"]));
  expect(csp.get("img-src")).toEqual(expect.arrayContaining(["'self'", "blob:", "data:"]));
  expect(csp.get("connect-src")).toEqual(expect.arrayContaining(["'self'", "ws://chorus.test"]));
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'self'"]);
  // Over plain http, https upgrades would break a local install.
  expect(csp.has("upgrade-insecure-requests")).toBe(false);
}

describe.each(databaseKinds)("security headers on %s", (kind) => {
  let server: TestServer;
  let webDist: string;
  beforeAll(async () => {
    webDist = writeWebDist();
    server = await startTestServer(kind, { SERVE_WEB: "true", WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it("protects the web app's page, its client-side routes and its assets", async () => {
    const page = await server.request("GET", "/app/speech-synthesis");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expectWebAppPolicy(page);

    const asset = await server.request("GET", "/assets/index-abc.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["content-type"]).toMatch(/javascript/);
    expectWebAppPolicy(asset);

    // The public share page is the same app, under the same policy.
    expectWebAppPolicy(await server.request("GET", "/share/some-token"));
  });

  it("sends the same headers with API answers, errors included", async () => {
    const models = await server.request("GET", "/v1/models");
    expect(models.statusCode).toBe(401);
    expectWebAppPolicy(models);
    const notFound = await server.request("GET", "/v1/no-such-route");
    expect(notFound.statusCode).toBe(404);
    expectBaseHeaders(notFound);
  });

  it("gives the Swagger UI a policy it works under: its own scripts, inline styles", async () => {
    const docs = await server.request("GET", "/docs/");
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain("swagger-initializer.js");
    // No inline script in the page: every <script> has a src.
    expect(docs.body.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toBeNull();
    expectBaseHeaders(docs);
    const csp = cspOf(docs);
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    const script = await server.request("GET", "/docs/static/swagger-initializer.js");
    expect(script.statusCode).toBe(200);
    expectBaseHeaders(script);
  });

  it("leaves the test payment pages their own stricter policy", async () => {
    const checkout = await server.request("GET", "/test-payments/checkout/unknown-checkout");
    expect(checkout.headers["content-type"]).toMatch(/text\/html/);
    expectBaseHeaders(checkout);
    expect(cspOf(checkout).get("default-src")).toEqual(["'none'"]);
    expect(cspOf(checkout).get("script-src")).toBeUndefined();
  });
});

describe("HSTS", () => {
  it("is sent, with https upgrades in the policy, only when Chorus is reached over https", async () => {
    const server = await startTestServer("pglite", { PUBLIC_URL: "https://chorus.example" });
    try {
      const response = await server.request("GET", "/v1/models");
      expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(cspOf(response).has("upgrade-insecure-requests")).toBe(true);
      expect(cspOf(response).get("connect-src")).toEqual(
        expect.arrayContaining(["'self'", "https://chorus.example", "wss://chorus.example"]),
      );
    } finally {
      await server.close();
    }
  });
});
