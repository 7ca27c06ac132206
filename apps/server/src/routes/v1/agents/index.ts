import type { RouteBinding } from "../../../http/bind-operation.ts";
import { createRoute } from "./create.ts";
import { deleteRoute } from "./delete.ts";
import { duplicateRoute } from "./duplicate.ts";
import { getRoute } from "./get.ts";
import { linkRoute } from "./link.ts";
import { listRoute } from "./list.ts";
import { listLlmsRoute } from "./list-llms.ts";
import { summariesRoute } from "./summaries.ts";
import { updateRoute } from "./update.ts";
import { widgetRoute } from "./widget.ts";

export const agentRoutes: RouteBinding[] = [
  createRoute,
  listRoute,
  summariesRoute,
  getRoute,
  updateRoute,
  deleteRoute,
  duplicateRoute,
  linkRoute,
  listLlmsRoute,
  widgetRoute,
];
