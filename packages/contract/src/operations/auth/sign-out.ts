import { defineOperation } from "../../operation.ts";
import { StatusOkSchema } from "./auth-schemas.ts";

export const signOut = defineOperation({
  operationId: "chorus.auth.signOut",
  method: "POST",
  path: "/v1/auth/sign-out",
  summary: "End the current session and clear the refresh cookie",
  tag: "Auth",
  auth: { kind: "session" },
  responses: { 200: StatusOkSchema },
});
