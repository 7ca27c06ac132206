import { sendVerificationEmail as sendVerificationEmailOperation } from "@chorus/contract";
import { sendVerificationEmail } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const sendVerificationEmailRoute = bindOperation(
  sendVerificationEmailOperation,
  async ({ ctx, body }) => {
    await sendVerificationEmail(ctx, { email: body.email });
    return { status: "ok" as const };
  },
);
