import { type ToolConfig, ToolConfigSchema } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import type { AgentToolRecord } from "../../tools/tool-records.ts";
import { callableTools, languageModelTools, toolParametersSchema } from "./agent-tools.ts";

const record = (id: string, config: unknown): AgentToolRecord => ({
  id,
  workspaceId: "ws",
  createdByUserId: "u",
  toolConfig: ToolConfigSchema.parse(config) as ToolConfig,
  responseMocks: [],
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

const webhook = record("tool_1", {
  type: "webhook",
  name: "lookup_order",
  description: "Looks up an order.",
  api_schema: {
    url: "https://api.example.com/orders/{order_id}",
    method: "POST",
    path_params_schema: { order_id: { type: "string", description: "The order number" } },
    query_params_schema: {
      properties: {
        verbose: { type: "boolean", description: "More detail" },
        locale: { type: "string", constant_value: "fr" },
      },
      required: ["verbose"],
    },
    request_body_schema: {
      type: "object",
      properties: {
        customer: {
          type: "object",
          properties: {
            email: { type: "string", description: "Their email" },
            account: { type: "string", dynamic_variable: "account_id" },
          },
          required: ["email", "account"],
        },
        items: { type: "array", items: { type: "string", enum: ["a", "b"] } },
        caller: { type: "string", dynamic_variable: "system__caller_id" },
      },
      required: ["customer", "caller"],
    },
  },
});

const client = record("tool_2", {
  type: "client",
  name: "show_product",
  description: "Shows a product.",
  parameters: {
    type: "object",
    properties: { product_id: { type: "string", description: "The product" } },
    required: ["product_id"],
  },
});

describe("the agent's tools as the model sees them", () => {
  it("asks the model for a webhook's path, query and body values, not those the tool fills itself", () => {
    const [tool] = callableTools([webhook]);
    expect(toolParametersSchema(tool!.config)).toEqual({
      type: "object",
      properties: {
        order_id: { type: "string", description: "The order number" },
        verbose: { type: "boolean", description: "More detail" },
        customer: {
          type: "object",
          properties: { email: { type: "string", description: "Their email" } },
          required: ["email"],
        },
        items: { type: "array", items: { type: "string", enum: ["a", "b"] } },
      },
      required: ["order_id", "verbose", "customer"],
    });
  });

  it("gives a client tool's parameters, and lists tools after the system tools without a name twice", () => {
    const system = [{ name: "show_product", description: "taken", parameters: { type: "object" } }];
    const system2 = record("tool_3", {
      type: "system",
      name: "end_call",
      params: { system_tool_type: "end_call" },
    });
    const tools = callableTools([client, webhook, record("tool_4", { ...client.toolConfig }), system2]);
    expect(tools.map((tool) => tool.id)).toEqual(["tool_2", "tool_1"]);
    expect(languageModelTools(tools, []).map((tool) => tool.name)).toEqual(["show_product", "lookup_order"]);
    expect(languageModelTools(tools, system).map((tool) => tool.description)).toEqual([
      "taken",
      "Looks up an order.",
    ]);
    expect(toolParametersSchema(tools[0]!.config)).toEqual({
      type: "object",
      properties: { product_id: { type: "string", description: "The product" } },
      required: ["product_id"],
    });
  });
});
