import { requestEmailChange as requestEmailChangeOperation } from "@chorus/contract";
import { requestEmailChange } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const requestEmailChangeRoute = bindOperation(requestEmailChangeOperation, async ({ ctx, body }) => {
  await requestEmailChange(ctx, { newEmail: body.new_email, password: body.password });
  return { status: "ok" as const };
});
