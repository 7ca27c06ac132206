import { defineOperation } from "../../operation.ts";
import { DashboardSettingsSchema } from "./convai-settings-schemas.ts";

export const getDashboardSettings = defineOperation({
  operationId: "conversationalAi.dashboard.settings.get",
  method: "GET",
  path: "/v1/convai/settings/dashboard",
  summary: "The charts of the workspace's agents dashboard",
  description: "In the order they were saved; none until some are saved.",
  tag: "Agent settings",
  auth: { kind: "any", permission: "convai_read" },
  responses: { 200: DashboardSettingsSchema },
});
