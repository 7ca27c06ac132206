import { convaiSettingsLimits } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import type { AuthenticatedContext } from "../context.ts";
import {
  InitiationWebhookError,
  type InitiationWebhookRequest,
  type InitiationWebhookResponse,
} from "../ports/conversation-initiation-webhook.ts";
import type { SecretCipher } from "../ports/secret-cipher.ts";
import { defaultConvAiSettings } from "./convai-settings.ts";
import type { ConvAiSettingsRecord, ConversationInitiationWebhook } from "./convai-settings-records.ts";
import { fetchConversationInitiationData } from "./fetch-conversation-initiation-data.ts";

const facts = { agentId: "agent_1", conversationId: "conv_1" };

/** A context of workspace `ws_1` whose webhook is `webhook` and whose fake port answers with `answer`. */
function setUp(
  webhook: ConversationInitiationWebhook | null,
  answer: (request: InitiationWebhookRequest) => Promise<InitiationWebhookResponse>,
) {
  const requests: InitiationWebhookRequest[] = [];
  const warnings: Record<string, unknown>[] = [];
  const settings: ConvAiSettingsRecord = {
    workspaceId: "ws_1",
    ...defaultConvAiSettings,
    initiationWebhook: webhook,
    updatedAt: new Date(0),
  };
  const secrets = new Map([["sec_1", { id: "sec_1", workspaceId: "ws_1", value: "sealed:token-123" }]]);
  const cipher = { open: (sealed: string) => sealed.replace(/^sealed:/, "") } as unknown as SecretCipher;
  const ctx = {
    workspaceId: "ws_1",
    ports: {
      store: {
        convaiSettings: { find: async (id: string) => (id === "ws_1" ? settings : undefined) },
        secrets: { find: async (ws: string, id: string) => (ws === "ws_1" ? secrets.get(id) : undefined) },
      },
      secretCipher: cipher,
      logger: {
        info() {},
        warn: (_: string, fields?: Record<string, unknown>) => warnings.push(fields ?? {}),
        error() {},
      },
      initiationWebhooks: {
        post: (request: InitiationWebhookRequest) => {
          requests.push(request);
          return answer(request);
        },
      },
    },
  } as unknown as Pick<AuthenticatedContext, "workspaceId" | "ports">;
  return { ctx, requests, warnings };
}

const hook = (requestHeaders: ConversationInitiationWebhook["requestHeaders"] = {}) => ({
  url: "https://hooks.example.com/start",
  requestHeaders,
});
const json =
  (value: unknown, status = 200) =>
  async () => ({ status, body: JSON.stringify(value) });

describe("fetchConversationInitiationData", () => {
  it("calls nothing when the workspace has no webhook", async () => {
    const { ctx, requests } = setUp(null, json({}));
    expect(await fetchConversationInitiationData(ctx, facts)).toEqual({ kind: "none" });
    expect(requests).toEqual([]);
  });

  it("POSTs the conversation's facts with the headers (secrets read), bounded and public only", async () => {
    const { ctx, requests } = setUp(
      hook({ "X-Team": "support", Authorization: { secretId: "sec_1" } }),
      json({
        type: "conversation_initiation_client_data",
        dynamic_variables: { customer_name: "Ada", tier: 2, vip: true },
        conversation_config_override: { agent: { first_message: "Hello Ada!" } },
        user_id: "customer-7",
      }),
    );
    const outcome = await fetchConversationInitiationData(ctx, {
      ...facts,
      callerId: "+15550001",
      calledNumber: "+15550002",
    });
    expect(outcome).toEqual({
      kind: "data",
      data: {
        dynamicVariables: { customer_name: "Ada", tier: 2, vip: true },
        conversationConfigOverride: { agent: { first_message: "Hello Ada!" } },
        userId: "customer-7",
      },
    });
    const [request] = requests;
    expect(request?.url.href).toBe("https://hooks.example.com/start");
    expect(request?.headers).toEqual({
      "X-Team": "support",
      Authorization: "token-123",
      "content-type": "application/json",
    });
    expect(JSON.parse(request!.body)).toEqual({
      agent_id: "agent_1",
      conversation_id: "conv_1",
      caller_id: "+15550001",
      called_number: "+15550002",
    });
    expect(request?.timeoutMs).toBe(convaiSettingsLimits.initiationWebhookTimeoutMs);
    expect(request?.maxResponseBytes).toBe(convaiSettingsLimits.initiationWebhookMaxResponseBytes);
    for (const inside of ["127.0.0.1", "10.1.2.3", "192.168.0.4", "::1", "169.254.169.254"])
      expect(request?.allowAddress(inside)).toBe(false);
    expect(request?.allowAddress("93.184.216.34")).toBe(true);
  });

  it("fails, saying why, on answers it cannot use", async () => {
    const cases: [() => Promise<InitiationWebhookResponse>, string][] = [
      [json({}, 500), "the webhook answered 500"],
      [async () => ({ status: 200, body: "<html>" }), "the webhook's answer is not JSON"],
      [json({ dynamic_variables: { "bad name": "x" } }), "dynamic_variables"],
      [json({ dynamic_variables: { n: { nested: true } } }), "dynamic_variables.n"],
      [
        json({ dynamic_variables: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`v${i}`, i])) }),
        "dynamic_variables",
      ],
      [
        json({ conversation_config_override: { tts: { speed: 9 } } }),
        "conversation_config_override.tts.speed",
      ],
      [
        async () => {
          throw new InitiationWebhookError("the webhook did not answer within 5 s");
        },
        "the webhook did not answer within 5 s",
      ],
    ];
    for (const [answer, reason] of cases) {
      const { ctx, warnings } = setUp(hook(), answer);
      const outcome = await fetchConversationInitiationData(ctx, facts);
      expect(outcome.kind).toBe("failed");
      expect(outcome.kind === "failed" && outcome.reason).toContain(reason);
      expect(warnings).toEqual([expect.objectContaining({ workspaceId: "ws_1", conversationId: "conv_1" })]);
    }
  });

  it("refuses a stored address inside and a header whose secret is gone, without calling", async () => {
    const inside = setUp({ url: "https://127.0.0.1/start", requestHeaders: {} }, json({}));
    expect(await fetchConversationInitiationData(inside.ctx, facts)).toEqual({
      kind: "failed",
      reason: "127.0.0.1 is a private or loopback address",
    });
    const gone = setUp(hook({ Authorization: { secretId: "sec_gone" } }), json({}));
    const outcome = await fetchConversationInitiationData(gone.ctx, facts);
    expect(outcome.kind === "failed" && outcome.reason).toContain("Authorization");
    expect([...inside.requests, ...gone.requests]).toEqual([]);
  });
});
