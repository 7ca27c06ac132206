import { deleteAccount as deleteAccountOperation } from "@chorus/contract";
import { deleteAccount } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const deleteAccountRoute = bindOperation(deleteAccountOperation, async ({ ctx, body }) => {
  await deleteAccount(ctx, { emailConfirmation: body.email_confirmation });
  return { status: "ok" as const };
});
