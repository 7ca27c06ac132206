import type { RouteBinding } from "../../../http/bind-operation.ts";
import { createToolRoute } from "./create.ts";
import { deleteToolRoute } from "./delete.ts";
import { toolDependentAgentsRoute } from "./dependent-agents.ts";
import { toolExecutionsRoute } from "./executions.ts";
import { getToolRoute } from "./get.ts";
import { listToolsRoute } from "./list.ts";
import { updateToolRoute } from "./update.ts";

/** The workspace's agent tools (issue 19 §2): CRUD, the agents using one, its executions log. */
export const toolRoutes: RouteBinding[] = [
  listToolsRoute,
  createToolRoute,
  getToolRoute,
  updateToolRoute,
  deleteToolRoute,
  toolDependentAgentsRoute,
  toolExecutionsRoute,
];
