import { verifyEmail as verifyEmailOperation } from "@chorus/contract";
import { verifyEmail } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const verifyEmailRoute = bindOperation(verifyEmailOperation, async ({ ctx, body }) => {
  const { email } = await verifyEmail(ctx, { oobCode: body.oob_code });
  return { status: "ok" as const, email };
});
