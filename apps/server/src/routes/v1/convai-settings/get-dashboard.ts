import { getDashboardSettings } from "@chorus/contract";
import { getDashboardCharts } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const getDashboardSettingsRoute = bindOperation(getDashboardSettings, async ({ ctx }) => ({
  charts: await getDashboardCharts(ctx),
}));
