import { z } from "zod";
import { messages } from "../../errors/messages.ts";
import { defineOperation } from "../../operation.ts";
import { WorkspaceSchema } from "./workspace-schemas.ts";

/** Five minutes to thirty days: shorter would sign people out mid-task, longer is no timeout at all. */
export const sessionInactivityTimeoutBounds = { min: 300, max: 2_592_000 } as const;

export const UpdateWorkspaceBodySchema = z.object({
  name: z.string().trim().min(1).max(100).nullish(),
  /** The data-use (training) opt-out: admins only (spec 000 §6). */
  training_opt_out: z.boolean().nullish(),
  /** Seconds; null turns the timeout off, absent leaves it as it is. */
  session_inactivity_timeout: z
    .number()
    .int(messages.sessionTimeoutOutOfRange)
    .min(sessionInactivityTimeoutBounds.min, messages.sessionTimeoutOutOfRange)
    .max(sessionInactivityTimeoutBounds.max, messages.sessionTimeoutOutOfRange)
    .nullable()
    .optional(),
  allow_password_sign_in: z.boolean().nullish(),
});

export const updateWorkspace = defineOperation({
  operationId: "chorus.workspace.update",
  method: "PUT",
  path: "/v1/workspace/update-workspace",
  summary: "Change the workspace's name, data-use opt-out, session timeout or password sign-in (admins)",
  tag: "Workspace",
  auth: { kind: "any", permission: "workspace_write" },
  request: { body: UpdateWorkspaceBodySchema },
  responses: { 200: WorkspaceSchema },
  errors: ["forbidden"],
});
