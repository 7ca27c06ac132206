import type { RouteBinding } from "../../../../http/bind-operation.ts";
import { assignTagsRoute } from "./assign.ts";
import { createTagRoute } from "./create.ts";
import { deleteTagRoute } from "./delete.ts";
import { getTagRoute } from "./get.ts";
import { listTagsRoute } from "./list.ts";
import { unassignTagRoute } from "./unassign.ts";
import { updateTagRoute } from "./update.ts";

/** Conversation tags: the workspace's tags, and putting them on and taking them off conversations. */
export const conversationTagRoutes: RouteBinding[] = [
  listTagsRoute,
  createTagRoute,
  getTagRoute,
  updateTagRoute,
  deleteTagRoute,
  assignTagsRoute,
  unassignTagRoute,
];
