import { sendPasswordResetEmail as sendPasswordResetEmailOperation } from "@chorus/contract";
import { sendPasswordResetEmail } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const sendPasswordResetEmailRoute = bindOperation(
  sendPasswordResetEmailOperation,
  async ({ ctx, body }) => {
    await sendPasswordResetEmail(ctx, { email: body.email });
    return { status: "ok" as const };
  },
);
