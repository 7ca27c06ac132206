import type { RouteBinding } from "../../../http/bind-operation.ts";
import { assignableUsersRoute } from "./assignable-users.ts";
import { addCommentRoute, addTurnCommentRoute } from "./comments.ts";
import { createRoute } from "./create.ts";
import { createManualRoute } from "./create-manual.ts";
import { deleteRoute } from "./delete.ts";
import { getRoute } from "./get.ts";
import { listRoute } from "./list.ts";
import { listForAgentRoute } from "./list-for-agent.ts";
import { mergeRoute } from "./merge.ts";
import { updateRoute } from "./update.ts";

/** Triage tickets for reviewing agents' conversations (issue 19 §6). */
export const triageTicketRoutes: RouteBinding[] = [
  listRoute,
  createRoute,
  getRoute,
  updateRoute,
  deleteRoute,
  addCommentRoute,
  addTurnCommentRoute,
  mergeRoute,
  listForAgentRoute,
  createManualRoute,
  assignableUsersRoute,
];
