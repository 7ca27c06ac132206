import { messages, updateEmail as updateEmailOperation } from "@chorus/contract";
import { applyEmailChange } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const updateEmailRoute = bindOperation(updateEmailOperation, async ({ ctx, query }) => {
  await applyEmailChange(ctx, { code: query.verification_code, isReverting: query.is_reverting === "true" });
  return { status: "ok" as const, message: messages.emailUpdated };
});
