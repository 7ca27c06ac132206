import { defineOperation } from "../../operation.ts";
import { ConvAiSettingsSchema, PatchConvAiSettingsBodySchema } from "./convai-settings-schemas.ts";

export const updateConvAiSettings = defineOperation({
  operationId: "conversationalAi.settings.update",
  method: "PATCH",
  path: "/v1/convai/settings",
  summary: "Change the workspace's agent settings",
  description:
    "Fields left out stay; `conversation_initiation_client_data_webhook: null` removes the webhook. Its URL must be https; header values may name a workspace secret (`{secret_id}`), which must exist. Only workspace admins may change `can_use_mcp_servers`; retention is in days (-1: kept always). `default_livekit_stack` is kept and answered but changes nothing (Chorus has no LiveKit).",
  tag: "Agent settings",
  auth: { kind: "any", permission: "convai_write" },
  request: { body: PatchConvAiSettingsBodySchema },
  responses: { 200: ConvAiSettingsSchema },
  errors: ["forbidden", "secret_not_found", "invalid_request"],
});
