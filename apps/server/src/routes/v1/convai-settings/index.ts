import type { RouteBinding } from "../../../http/bind-operation.ts";
import { getDashboardSettingsRoute } from "./get-dashboard.ts";
import { getConvAiSettingsRoute } from "./get-settings.ts";
import { listConversationUsersRoute } from "./list-users.ts";
import { liveCountRoute } from "./live-count.ts";
import { calculateLlmUsageRoute } from "./llm-usage.ts";
import { updateDashboardSettingsRoute } from "./update-dashboard.ts";
import { updateConvAiSettingsRoute } from "./update-settings.ts";

/** The workspace's agent settings (`/v1/convai/settings`, issue 19 §6), its dashboard's charts, live conversations and model-cost estimates. */
export const convAiSettingsRoutes: RouteBinding[] = [
  getConvAiSettingsRoute,
  updateConvAiSettingsRoute,
  getDashboardSettingsRoute,
  updateDashboardSettingsRoute,
  liveCountRoute,
  calculateLlmUsageRoute,
  listConversationUsersRoute,
];
