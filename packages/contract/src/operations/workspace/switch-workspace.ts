import { z } from "zod";
import { idValue } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { WorkspaceSwitchedSchema } from "./workspace-schemas.ts";

export const switchWorkspace = defineOperation({
  operationId: "chorus.workspaces.switch",
  method: "POST",
  path: "/v1/workspaces/switch",
  summary: "Move the signed-in session to another workspace the person belongs to",
  tag: "Workspace",
  auth: { kind: "session" },
  request: { body: z.object({ workspace_id: idValue }) },
  responses: { 200: WorkspaceSwitchedSchema },
  errors: ["workspace_not_found"],
});
