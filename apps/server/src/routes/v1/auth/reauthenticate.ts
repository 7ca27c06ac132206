import { reauthenticate as reauthenticateOperation } from "@chorus/contract";
import { reauthenticate } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const reauthenticateRoute = bindOperation(reauthenticateOperation, async ({ ctx, body }) => {
  await reauthenticate(ctx, { password: body.password, code: body.code });
  return { status: "ok" as const };
});
