import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { SessionTokensSchema } from "./auth-schemas.ts";

export const refreshToken = defineOperation({
  operationId: "chorus.auth.refreshToken",
  method: "POST",
  path: "/v1/auth/token",
  summary: "Exchange a refresh token for new tokens",
  description:
    "Takes `refresh_token` from the body, else the `chorus_refresh` cookie. Refresh tokens rotate: each works once, and presenting a used one ends the session.",
  tag: "Auth",
  auth: { kind: "public" },
  request: { body: z.object({ refresh_token: z.string().min(1).max(200).optional() }) },
  responses: { 200: SessionTokensSchema },
  errors: ["session_expired", "unauthorized"],
});
