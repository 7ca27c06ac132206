import type { RouteBinding } from "../../../http/bind-operation.ts";
import { addRulesRoute, removeRulesRoute, setRulesRoute } from "./change-rules.ts";
import { createFromFileRoute } from "./create-from-file.ts";
import { createFromRulesRoute } from "./create-from-rules.ts";
import { downloadRoute } from "./download.ts";
import { getRoute } from "./get.ts";
import { listRoute } from "./list.ts";
import { updateRoute } from "./update.ts";

export const pronunciationDictionaryRoutes: RouteBinding[] = [
  createFromRulesRoute,
  createFromFileRoute,
  listRoute,
  getRoute,
  updateRoute,
  addRulesRoute,
  removeRulesRoute,
  setRulesRoute,
  downloadRoute,
];
