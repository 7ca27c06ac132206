import { z } from "zod";
import { convaiSettingsLimits } from "../../catalogues/convai-settings-limits.ts";
import { defineOperation } from "../../operation.ts";
import { DashboardChartSchema, DashboardSettingsSchema } from "./convai-settings-schemas.ts";

export const updateDashboardSettings = defineOperation({
  operationId: "conversationalAi.dashboard.settings.update",
  method: "PATCH",
  path: "/v1/convai/settings/dashboard",
  summary: "Set the charts of the workspace's agents dashboard",
  description: `The charts given replace the saved ones (at most ${convaiSettingsLimits.dashboardCharts}); without \`charts\`, nothing changes.`,
  tag: "Agent settings",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    body: z.object({
      charts: z.array(DashboardChartSchema).max(convaiSettingsLimits.dashboardCharts).nullish(),
    }),
  },
  responses: { 200: DashboardSettingsSchema },
  errors: ["forbidden"],
});
