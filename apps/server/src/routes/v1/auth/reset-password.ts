import { resetPassword as resetPasswordOperation } from "@chorus/contract";
import { resetPassword } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const resetPasswordRoute = bindOperation(resetPasswordOperation, async ({ ctx, body }) => {
  await resetPassword(ctx, { oobCode: body.oob_code, newPassword: body.new_password });
  return { status: "ok" as const };
});
