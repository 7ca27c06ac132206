import { ToolConfigSchema, type WebhookToolConfig } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { webhookAddressPolicy } from "./agent-tool-calls.ts";
import { WebhookPlanError, webhookCallPlan } from "./webhook-request.ts";

const config = (apiSchema: Record<string, unknown>) =>
  ToolConfigSchema.parse({
    type: "webhook",
    name: "lookup",
    description: "Looks up.",
    api_schema: apiSchema,
  }) as WebhookToolConfig;

const orders = config({
  url: "https://api.example.com/v1/orders/{order_id}/lines",
  method: "POST",
  path_params_schema: { order_id: { type: "string" } },
  query_params_schema: {
    properties: {
      verbose: { type: "boolean" },
      locale: { type: "string", constant_value: "fr" },
      who: { type: "string", dynamic_variable: "customer" },
    },
  },
  request_body_schema: {
    type: "object",
    properties: {
      customer: {
        type: "object",
        properties: {
          email: { type: "string" },
          account: { type: "string", dynamic_variable: "account_id" },
        },
      },
      quantity: { type: "integer" },
      source: { type: "string", constant_value: "voice" },
    },
  },
  request_headers: {
    "X-Key": { secret_id: "secret_1" },
    "X-Customer": { variable_name: "customer" },
    "X-Missing": { variable_name: "nobody" },
    "X-Region-Key": { env_var_label: "crm_region_key" },
    "X-Trace": "call {{system__conversation_id}}",
  },
});

describe("a webhook call's request", () => {
  it("substitutes and encodes path parameters, builds the query, the JSON body and the headers", () => {
    const plan = webhookCallPlan(
      orders,
      {
        order_id: "A/1 ?",
        verbose: true,
        customer: { email: "a@b.c", account: "ignored" },
        quantity: 2,
        extra: 1,
      },
      { customer: "Zoé & co", account_id: "acc_9", system__conversation_id: "conv_1" },
    );
    expect(plan.method).toBe("POST");
    expect(plan.url.pathname).toBe("/v1/orders/A%2F1%20%3F/lines");
    expect([...plan.url.searchParams]).toEqual([
      ["verbose", "true"],
      ["locale", "fr"],
      ["who", "Zoé & co"],
    ]);
    expect(JSON.parse(plan.body!)).toEqual({
      customer: { email: "a@b.c", account: "acc_9" },
      quantity: 2,
      source: "voice",
    });
    expect(plan.contentType).toBe("application/json");
    expect(plan.headers).toEqual({ "X-Customer": "Zoé & co", "X-Trace": "call conv_1" });
    expect(plan.secretHeaders).toEqual({ "X-Key": "secret_1" });
    expect(plan.environmentHeaders).toEqual({ "X-Region-Key": "crm_region_key" });
  });

  it("refuses a path parameter without a value, sends forms, and no body with GET", () => {
    expect(() => webhookCallPlan(orders, {}, {})).toThrow(WebhookPlanError);
    const form = config({
      url: "https://api.example.com/submit",
      method: "PUT",
      content_type: "application/x-www-form-urlencoded",
      request_body_schema: {
        type: "object",
        properties: { name: { type: "string" }, tags: { type: "array", items: { type: "string" } } },
      },
    });
    const plan = webhookCallPlan(form, { name: "Ada L", tags: ["x"] }, {});
    expect(plan.body).toBe("name=Ada+L&tags=%5B%22x%22%5D");
    expect(plan.contentType).toBe("application/x-www-form-urlencoded");
    const get = webhookCallPlan(config({ url: "https://api.example.com/ping?fixed=1" }), { q: 1 }, {});
    expect(get.body).toBeUndefined();
    expect(get.url.toString()).toBe("https://api.example.com/ping?fixed=1");
  });
});

describe("the address policy of a webhook call", () => {
  const settings = { toolWebhookHttpHosts: ["127.0.0.1", "intranet"] } as never;
  it("lets listed hosts be reached anywhere, others over https at public addresses only", () => {
    expect(webhookAddressPolicy(new URL("http://127.0.0.1:8080/x"), settings)("127.0.0.1")).toBe(true);
    expect(webhookAddressPolicy(new URL("https://intranet/x"), settings)("10.0.0.2")).toBe(true);
    const publicOnly = webhookAddressPolicy(new URL("https://api.example.com/x"), settings);
    expect(publicOnly("93.184.216.34")).toBe(true);
    expect(publicOnly("10.0.0.2")).toBe(false);
    expect(publicOnly("::1")).toBe(false);
    expect(() => webhookAddressPolicy(new URL("http://api.example.com/x"), settings)).toThrow(
      /plain http to api.example.com is not allowed/,
    );
  });
});
