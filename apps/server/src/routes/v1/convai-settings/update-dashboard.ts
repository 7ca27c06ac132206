import { updateDashboardSettings } from "@chorus/contract";
import { updateDashboardCharts } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const updateDashboardSettingsRoute = bindOperation(updateDashboardSettings, async ({ ctx, body }) => ({
  charts: await updateDashboardCharts(ctx, body.charts ?? undefined),
}));
