import { defineOperation } from "../../operation.ts";
import { ConvAiSettingsSchema } from "./convai-settings-schemas.ts";

export const getConvAiSettings = defineOperation({
  operationId: "conversationalAi.settings.get",
  method: "GET",
  path: "/v1/convai/settings",
  summary: "The workspace's agent settings",
  description:
    "The conversation-initiation webhook (called before each conversation to fill its dynamic variables), post-call webhooks, whether MCP servers may be used, and retention. Header values that name a secret are answered as `{secret_id}`, never the secret.",
  tag: "Agent settings",
  auth: { kind: "any", permission: "convai_read" },
  responses: { 200: ConvAiSettingsSchema },
});
