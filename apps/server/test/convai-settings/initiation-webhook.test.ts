import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { httpsInitiationWebhookCaller } from "@chorus/adapters/initiation-webhooks";
import {
  fetchConversationInitiationData,
  type InitiationWebhookCaller,
  isPublicAddress,
} from "@chorus/domain";
import {
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

interface Received {
  url: string;
  headers: IncomingMessage["headers"];
  body: unknown;
}

/** A local https server for `localhost` (certificate made for the test), answering by path. */
async function startWebhookServer() {
  const folder = mkdtempSync(path.join(os.tmpdir(), "chorus-initiation-"));
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
  const received: Received[] = [];
  const server = https.createServer(pem, async (request, response) => {
    const parts: Buffer[] = [];
    for await (const part of request) parts.push(part as Buffer);
    received.push({
      url: request.url ?? "",
      headers: request.headers,
      body: JSON.parse(Buffer.concat(parts).toString()),
    });
    if (request.url === "/slow") return setTimeout(() => response.end("{}"), 6_000);
    if (request.url === "/huge")
      return response.end(JSON.stringify({ dynamic_variables: { a: "x".repeat(70_000) } }));
    if (request.url === "/moved") {
      response.writeHead(302, { location: "/start" });
      return response.end();
    }
    response.setHeader("content-type", "application/json");
    response.end(
      JSON.stringify({
        type: "conversation_initiation_client_data",
        dynamic_variables: { customer_name: "Ada Lovelace", open_orders: 2 },
        conversation_config_override: { agent: { first_message: "Hello Ada, how can I help?" } },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    server,
    received,
    ca: pem.cert,
    base: `https://localhost:${(server.address() as AddressInfo).port}`,
  };
}

describe.each(databaseKinds)("the conversation-initiation webhook on %s", (kind) => {
  let server: TestServer;
  let owner: TestAccount;
  let hooks: Awaited<ReturnType<typeof startWebhookServer>>;
  let original: InitiationWebhookCaller;
  const asked: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { own: true });
    owner = await createTestAccount(server);
    hooks = await startWebhookServer();
    original = server.ports.initiationWebhooks;
    // The real adapter, trusting the test's certificate. The stored URL names a public host (the
    // domain refuses others); the call goes to the local server instead, its address allowed here
    // only, after the domain's policy was asked about the address the public name would need.
    const real = httpsInitiationWebhookCaller({ ca: hooks.ca });
    server.ports.initiationWebhooks = {
      post(request) {
        asked.push(request.url.href);
        expect(request.allowAddress("127.0.0.1")).toBe(false);
        expect(request.allowAddress).toBe(isPublicAddress);
        return real.post({
          ...request,
          url: new URL(request.url.pathname, hooks.base),
          allowAddress: () => true,
        });
      },
    };
  });
  afterAll(async () => {
    if (server) server.ports.initiationWebhooks = original;
    hooks?.server.close();
    await server?.close();
  });

  const configure = async (pathName: string, headers: Record<string, unknown> = {}) => {
    const response = await server.request("PATCH", "/v1/convai/settings", {
      token: owner.accessToken,
      body: {
        conversation_initiation_client_data_webhook: {
          url: `https://hooks.example.com${pathName}`,
          request_headers: headers,
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const ctx = () => ({ workspaceId: owner.workspace.id, ports: server.ports });

  it("POSTs the conversation's facts with the stored headers and returns the checked answer", async () => {
    const secret = (
      await server.request("POST", "/v1/convai/secrets", {
        token: owner.accessToken,
        body: { name: "Initiation key", value: "Bearer hook-token-9" },
      })
    ).json();
    await configure("/start", { "X-Team": "support", Authorization: { secret_id: secret.secret_id } });
    const outcome = await fetchConversationInitiationData(ctx(), {
      agentId: "agent_abc",
      conversationId: "conv_abc",
      callerId: "+15550001",
    });
    expect(outcome).toEqual({
      kind: "data",
      data: {
        dynamicVariables: { customer_name: "Ada Lovelace", open_orders: 2 },
        conversationConfigOverride: { agent: { first_message: "Hello Ada, how can I help?" } },
      },
    });
    const last = hooks.received.at(-1)!;
    expect(last.url).toBe("/start");
    expect(last.body).toEqual({ agent_id: "agent_abc", conversation_id: "conv_abc", caller_id: "+15550001" });
    expect(last.headers).toMatchObject({
      "x-team": "support",
      authorization: "Bearer hook-token-9",
      "content-type": "application/json",
    });
    expect(asked.at(-1)).toBe("https://hooks.example.com/start");
  });

  it("fails on a redirect, an answer too large or too slow, and calls nothing without a webhook", async () => {
    for (const [pathName, reason] of [
      ["/moved", "the webhook answered 302"],
      ["/huge", "larger than 65536 bytes"],
      ["/slow", "did not answer within 5 s"],
    ] as const) {
      await configure(pathName);
      const outcome = await fetchConversationInitiationData(ctx(), { agentId: "a", conversationId: "c" });
      expect(outcome.kind === "failed" && outcome.reason).toContain(reason);
    }
    const calls = hooks.received.length;
    await server.request("PATCH", "/v1/convai/settings", {
      token: owner.accessToken,
      body: { conversation_initiation_client_data_webhook: null },
    });
    expect(await fetchConversationInitiationData(ctx(), { agentId: "a", conversationId: "c" })).toEqual({
      kind: "none",
    });
    expect(hooks.received.length).toBe(calls);
  }, 20_000);
});
