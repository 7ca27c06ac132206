import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { OobCodeBodySchema } from "./auth-schemas.ts";

export const verifyEmail = defineOperation({
  operationId: "chorus.auth.verifyEmail",
  method: "POST",
  path: "/v1/auth/verify-email",
  summary: "Confirm an email address with the code from the verification link",
  tag: "Auth",
  auth: { kind: "public" },
  request: { body: OobCodeBodySchema },
  responses: { 200: z.object({ status: z.literal("ok"), email: z.string() }) },
  errors: ["invalid_code"],
});
