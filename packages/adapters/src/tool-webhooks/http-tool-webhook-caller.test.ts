import http from "node:http";
import type { AddressInfo } from "node:net";
import { ToolWebhookError, type ToolWebhookRequest } from "@chorus/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpToolWebhookCaller } from "./http-tool-webhook-caller.ts";

describe("webhook tool calls over http", () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer(async (request, response) => {
      let body = "";
      for await (const chunk of request) body += chunk;
      if (request.url === "/echo") {
        response.writeHead(201, { "content-type": "application/json" });
        return response.end(JSON.stringify({ method: request.method, body, key: request.headers["x-key"] }));
      }
      if (request.url === "/big") return response.end(Buffer.alloc(5000, 97));
      if (request.url === "/moved") {
        response.writeHead(302, { location: "/echo" });
        return response.end();
      }
      setTimeout(() => response.end("late"), 3_000).unref();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  const request = (path: string, more: Partial<ToolWebhookRequest> = {}): ToolWebhookRequest => ({
    url: new URL(path, base),
    method: "GET",
    headers: {},
    timeoutMs: 2_000,
    maxResponseBytes: 1_000,
    allowAddress: () => true,
    signal: new AbortController().signal,
    ...more,
  });
  const caller = httpToolWebhookCaller();

  it("sends the method, headers and body, and answers the status and text without following redirects", async () => {
    const answer = await caller.call(
      request("/echo", { method: "POST", headers: { "x-key": "k" }, body: '{"a":1}' }),
    );
    expect(answer).toMatchObject({ status: 201, contentType: "application/json" });
    expect(JSON.parse(answer.body)).toEqual({ method: "POST", body: '{"a":1}', key: "k" });
    expect((await caller.call(request("/moved"))).status).toBe(302);
  });

  it("refuses addresses the policy refuses, by name and by IP, before connecting", async () => {
    const refuse = { allowAddress: () => false };
    await expect(caller.call(request("/echo", refuse))).rejects.toThrow(/localhost resolves to an address/);
    const byIp = request("/echo", refuse);
    byIp.url.hostname = "127.0.0.1";
    await expect(caller.call(byIp)).rejects.toThrow(/127.0.0.1 is an address tools may not call/);
  });

  it("fails on an answer over the byte bound, after the timeout, and stops when aborted", async () => {
    await expect(caller.call(request("/big"))).rejects.toThrow(/larger than 1000 bytes/);
    await expect(caller.call(request("/slow", { timeoutMs: 200 }))).rejects.toThrow(
      new ToolWebhookError("the webhook did not answer within 0.2 s"),
    );
    const abort = new AbortController();
    const pending = caller.call(request("/slow", { signal: abort.signal }));
    abort.abort(new Error("interrupted"));
    await expect(pending).rejects.toThrow("interrupted");
  });
});
