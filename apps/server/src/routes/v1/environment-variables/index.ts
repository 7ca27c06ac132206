import type { RouteBinding } from "../../../http/bind-operation.ts";
import { createEnvironmentVariableRoute } from "./create.ts";
import { getEnvironmentVariableRoute } from "./get.ts";
import { listEnvironmentVariablesRoute } from "./list.ts";
import { updateEnvironmentVariableRoute } from "./update.ts";

/** The workspace's environment variables of agents (`/v1/convai/environment-variables`, issue 19 §6). */
export const environmentVariableRoutes: RouteBinding[] = [
  listEnvironmentVariablesRoute,
  createEnvironmentVariableRoute,
  getEnvironmentVariableRoute,
  updateEnvironmentVariableRoute,
];
